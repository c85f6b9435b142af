"""The directory's words for the fields upstream's profiles carry, so a row is labelled in the
page's language ("Learn more", "Más información") instead of showing the raw field name
("Learn more URL"). A field not listed here is still shown, its name made readable
(values.humanize_key), in English: add it here when upstream sends a new one."""

from __future__ import annotations

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from portal.statistics.metrics import METRICS

# A statistic among a profile's fields is named as everywhere else (portal.statistics.metrics);
# only "area_km2" keeps its unit in its label here, as a field shown without one.
_STATISTICS: dict[str, Promise] = {
    name: metric.label for name, metric in METRICS.items() if name != "area_km2"
}

FIELD_LABELS: dict[str, Promise] = _STATISTICS | {
    "aliases": _("Also known as"),
    "area": _("Area"),
    "area_km2": _("Area (km²)"),
    "beatification": _("Beatification"),
    "beatification_status": _("Beatification"),
    "biography": _("Biography"),
    "birth": _("Birth"),
    "birth_name": _("Birth name"),
    "bishop": _("Bishop"),
    "by": _("By"),
    "canonical_status": _("Canonical status"),
    "canonization": _("Canonization"),
    "canonization_status": _("Canonization"),
    "career": _("Career"),
    "cathedral": _("Cathedral"),
    "city": _("City"),
    "co_consecrators": _("Co-consecrators"),
    "coat_of_arms_url": _("Coat of arms"),
    "consecrated": _("Consecrated"),
    "consecration": _("Episcopal consecration"),
    "country": _("Country"),
    "currency": _("Currency"),
    "current": _("Current"),
    "current_bishop": _("Current bishop"),
    "current_diocese": _("Current diocese"),
    "current_position": _("Current position"),
    "date": _("Date"),
    "death": _("Death"),
    "depends_on": _("Depends on"),
    "education": _("Education"),
    "elevated": _("Elevated"),
    "elevated_to_cardinal": _("Created cardinal"),
    "end": _("End"),
    "episcopal_lineage": _("Episcopal lineage"),
    "erected": _("Erected"),
    "feast_day": _("Feast day"),
    "feast_day_label": _("Feast day"),
    "fiscal_year": _("Fiscal year"),
    "honorific": _("Honorific"),
    "iconography": _("Iconography"),
    "image_url": _("Picture"),
    "jurisdiction_type": _("Type of jurisdiction"),
    "last_position": _("Last position"),
    "latest_financials": _("Latest financial report"),
    "learn_more_url": _("Learn more"),
    "metropolitan": _("Metropolitan see"),
    "motto": _("Motto"),
    "net_assets": _("Net assets"),
    "note": _("Note"),
    "official_website": _("Official website"),
    "ordinal": _("Number in the succession"),
    "ordination": _("Priestly ordination"),
    "origin": _("Origin"),
    "papal_name": _("Papal name"),
    "past_bishops": _("Past bishops"),
    "patron_saint": _("Patron saint"),
    "patronage": _("Patron of"),
    "place": _("Place"),
    "pontificate": _("Pontificate"),
    "position": _("Position"),
    "priest": _("Priest"),
    "primary_name": _("Name"),
    "principal_consecrator": _("Principal consecrator"),
    "province": _("Ecclesiastical province"),
    "recent_statistics": _("Recent statistics"),
    "region_primary": _("Region"),
    "regnal_number": _("Regnal number"),
    "rite": _("Rite"),
    "role": _("Role"),
    "start": _("Start"),
    "state": _("State or region"),
    "suffragans": _("Suffragan sees"),
    "surplus_deficit": _("Surplus or deficit"),
    "title": _("Title"),
    "total_assets": _("Total assets"),
    "total_expenses": _("Total expenses"),
    "total_revenue": _("Total revenue"),
    "vocation": _("Vocation"),
    "year": _("Year"),
    "years": _("Years"),
}
