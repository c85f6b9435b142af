"""The kept cell sums behind country and continent totals (portal.research.sums): the same
figures as the rows added up, whatever part of a country a collection holds, summed again only
where a harvest changed something; and a country's totals on the groups page are what a
researcher gets by adding up the long CSV."""

from __future__ import annotations

import dataclasses
from collections import defaultdict

import pytest

from devtools.warehouse_data import sandbox_collection
from portal import magisterium
from portal.research import sums, warehouse
from portal.research.groups import group_table
from portal.research.models import Diocese, DioceseYear
from tests.html import page, some
from tests.research.test_chart_views import _long_figures

pytestmark = [pytest.mark.django_db, pytest.mark.long]  # long: started early


def _codes(country: str) -> list[str]:
    return list(Diocese.objects.filter(country=country).values_list("source_code", flat=True))


def _summed_rows(codes, metric: str) -> dict[int, tuple[int | None, int]]:
    """{year: (Σ metric, how many reported it)} over the codes' warehouse rows, by hand."""
    found: dict[int, list[int]] = defaultdict(list)
    for row in DioceseYear.objects.filter(diocese__source_code__in=codes):
        found.setdefault(row.year, [])
        if getattr(row, metric) is not None:
            found[row.year].append(getattr(row, metric))
    return {year: (sum(values) if values else None, len(values)) for year, values in found.items()}


def _country(table, key):
    return next(group for group in table.groups if group.key == key)


def test_a_countrys_totals_on_the_page_are_the_long_csv_added_up(signed_in_client):
    everything = sandbox_collection(name="Every see", owner=signed_in_client.user)
    query = "by=country&metric=catholics&metric=total_priests&metric=catholics_per_priest"
    response = signed_in_client.get(f"/research/{everything.pk}/groups/?{query}&year=2010")
    assert response.status_code == 200

    figures, countries = _long_figures(signed_in_client, everything)
    philippines = [code for code, country in countries.items() if country == "Philippines"]
    assert sorted(philippines) == sorted(_codes("Philippines"))
    row = some(page(response), 'tr[data-group="Philippines"]')
    cells = [cell["data-value"] for cell in row.select("td[data-value]")]
    catholics = sum(figures[code, 2010, "catholics"] for code in philippines)
    priests = sum(figures[code, 2010, "total_priests"] for code in philippines)
    assert [float(value) for value in cells] == [catholics, priests, round(catholics / priests)]
    assert row.select("td")[0].get_text(strip=True) == str(len(philippines))  # its dioceses


def test_kept_sums_match_the_rows_and_cover_part_of_a_country_from_its_own_rows(researcher):
    everything = sandbox_collection(name="Every see", owner=researcher)
    philippines, croatia = _codes("Philippines"), _codes("Croatia")
    part = sandbox_collection(philippines[:3], name="Three sees", owner=researcher)
    mixed = sandbox_collection([*croatia, *philippines[:3]], name="Mixed", owner=researcher)

    for collection, held in ((everything, philippines), (part, philippines[:3])):
        table = group_table(collection, by="country", metrics=["catholics"])
        expected = _summed_rows(held, "catholics")
        for group_year in _country(table, "Philippines").years:
            assert (group_year.values["catholics"], group_year.reporting["catholics"]) == (
                expected[group_year.year]
            )
    # A collection holding all of one country and part of another: the first from the kept
    # cell, the second from its own rows; both as the rows say.
    table = group_table(mixed, by="country", metrics=["catholics", "percent_catholic"])
    whole = group_table(everything, by="country", metrics=["catholics", "percent_catholic"])
    assert _country(table, "Croatia").years == _country(whole, "Croatia").years
    expected = _summed_rows(philippines[:3], "catholics")
    for group_year in _country(table, "Philippines").years:
        assert group_year.values["catholics"] == expected[group_year.year][0]


def test_a_harvest_step_sums_only_its_own_cell_again(researcher, monkeypatch):
    everything = sandbox_collection(name="Every see", owner=researcher)
    before = group_table(everything, by="region", metrics=["catholics"])
    summed: list[list] = []
    real = sums._sum_cells

    def watched(wanted):
        summed.append([(country, region) for country, region, _fingerprint in wanted])
        return real(wanted)

    monkeypatch.setattr(sums, "_sum_cells", watched)
    assert group_table(everything, by="region", metrics=["catholics"]) == before
    assert summed == []  # every cell read from the cache

    zagreb = Diocese.objects.get(source_code="dzagr")
    series = magisterium.session_for(researcher).diocese_statistics(source_code="dzagr")
    changed = [
        {**row, "catholics": row["catholics"] + 1000} if row["year"] == 2010 else row
        for row in series.rows
    ]
    warehouse.store_series(zagreb, dataclasses.replace(series, rows=changed), user=researcher)

    after = group_table(everything, by="region", metrics=["catholics"])
    assert summed == [[(zagreb.country, zagreb.region)]]
    europe_before = next(g for g in before.groups if g.key == "Europe")
    europe_after = next(g for g in after.groups if g.key == "Europe")
    for old, new in zip(europe_before.years, europe_after.years, strict=True):
        difference = 1000 if new.year == 2010 else 0
        assert new.values["catholics"] == old.values["catholics"] + difference
    assert after.total is not None and before.total is not None
    assert [y.values for y in after.total.years if y.year != 2010] == [
        y.values for y in before.total.years if y.year != 2010
    ]
