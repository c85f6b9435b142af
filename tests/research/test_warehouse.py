"""The warehouse: real sandbox answers stored, compared and read back; only changes written."""

from __future__ import annotations

import dataclasses
import datetime as dt

import pytest
from django.utils import timezone

from portal import magisterium
from portal.research import warehouse
from portal.research.models import Diocese, DioceseYear

pytestmark = pytest.mark.django_db


@pytest.fixture
def upstream(researcher):
    return magisterium.session_for(researcher)


def stored_years(diocese):
    return {row.year: row for row in DioceseYear.objects.filter(diocese=diocese)}


def test_a_profile_fills_the_directory_fields(upstream, researcher):
    profile = upstream.diocese_lookup(source_code="dmila")
    diocese = warehouse.store_profile(profile, user=researcher)

    diocese.refresh_from_db()
    metropolitan = profile.fields.get("metropolitan") or {}
    assert diocese.source_code == "dmila"
    assert diocese.name == profile.fields["primary_name"] == "Archdiocese of Milan"
    assert diocese.country == profile.fields["country"] == "Italy"
    assert diocese.region == profile.fields["region_primary"]
    assert diocese.province == (profile.fields["province"] or "")
    assert diocese.metropolitan_code == (metropolitan.get("source_code") or "")
    assert diocese.rite == profile.fields["rite"]
    assert diocese.jurisdiction_type == profile.fields["jurisdiction_type"]
    assert diocese.fetched_by == researcher
    assert diocese.profile_fetched_at is not None


def test_a_suffragan_names_its_metropolitan(upstream, researcher):
    profile = upstream.diocese_lookup(source_code="dassi")
    diocese = warehouse.store_profile(profile, user=researcher)
    assert profile.fields["metropolitan"]["source_code"]
    assert diocese.metropolitan_code == profile.fields["metropolitan"]["source_code"]
    assert diocese.metropolitan_name == profile.fields["metropolitan"]["primary_name"]


def test_storing_a_profile_again_writes_only_what_changed(upstream, researcher):
    profile = upstream.diocese_lookup(source_code="dmila")
    first = warehouse.store_profile(profile, user=researcher)
    Diocese.objects.filter(pk=first.pk).update(country="Somewhere else")

    again = warehouse.store_profile(profile, user=researcher)

    assert again.pk == first.pk
    assert Diocese.objects.count() == 1
    assert Diocese.objects.get().country == "Italy"
    assert again.profile_fetched_at >= first.profile_fetched_at


def test_a_series_is_stored_row_for_row_and_read_back_in_its_own_shape(upstream, researcher):
    diocese = warehouse.store_profile(upstream.diocese_lookup(source_code="dmaml"), user=researcher)
    series = upstream.diocese_statistics(source_code="dmaml")

    change = warehouse.store_series(diocese, series, user=researcher)

    assert change == warehouse.SeriesChange(created=len(series.rows))
    assert len(series.rows) > 50
    assert warehouse.series_rows(["dmaml"]) == {"dmaml": series.rows}
    assert warehouse.fresh(diocese)
    stored = DioceseYear.objects.filter(diocese=diocese).first()
    assert stored.fetched_by == researcher


def test_series_rows_keeps_to_the_years_asked_and_leaves_out_unknown_codes(upstream, researcher):
    diocese = warehouse.store_profile(upstream.diocese_lookup(source_code="dmaml"), user=researcher)
    series = upstream.diocese_statistics(source_code="dmaml")
    warehouse.store_series(diocese, series, user=researcher)

    rows = warehouse.series_rows(["dmaml", "dnone"], start=2000, end=2010)

    assert list(rows) == ["dmaml"]
    assert rows["dmaml"] == [row for row in series.rows if 2000 <= row["year"] <= 2010]
    # Missing figures stay None (never 0): the sandbox has years without deacons.
    assert any(
        row["permanent_deacons"] is None for row in warehouse.series_rows(["dmaml"])["dmaml"]
    )


def test_the_same_series_again_writes_nothing(upstream, researcher, django_assert_max_num_queries):
    diocese = warehouse.store_profile(upstream.diocese_lookup(source_code="dmaml"), user=researcher)
    series = upstream.diocese_statistics(source_code="dmaml")
    warehouse.store_series(diocese, series, user=researcher)
    before = {year: row.fetched_at for year, row in stored_years(diocese).items()}

    # Lock, read, and the diocese's "checked" time: no row is inserted, updated or deleted.
    with django_assert_max_num_queries(5) as queries:
        change = warehouse.store_series(diocese, series, user=researcher)

    assert change == warehouse.SeriesChange(unchanged=len(series.rows))
    assert change.written == 0
    assert {year: row.fetched_at for year, row in stored_years(diocese).items()} == before
    writes = [q["sql"] for q in queries.captured_queries if "research_dioceseyear" in q["sql"]]
    assert all(sql.lstrip().upper().startswith("SELECT") for sql in writes)


def test_one_changed_figure_changes_one_row(upstream, researcher, magisterium_user):
    diocese = warehouse.store_profile(upstream.diocese_lookup(source_code="dmaml"), user=researcher)
    series = upstream.diocese_statistics(source_code="dmaml")
    warehouse.store_series(diocese, series, user=researcher)
    before = {year: row.fetched_at for year, row in stored_years(diocese).items()}
    checked_before = Diocese.objects.get(pk=diocese.pk).series_checked_at

    # Upstream corrected one figure, dropped its first year and added a next one.
    rows = [dict(row) for row in series.rows]
    corrected = rows[10]
    corrected["catholics"] = (corrected["catholics"] or 0) + 1
    dropped = rows.pop(0)["year"]
    rows.append({**rows[-1], "year": rows[-1]["year"] + 1})
    other = magisterium_user("second-researcher")

    change = warehouse.store_series(diocese, dataclasses.replace(series, rows=rows), user=other)

    assert change == warehouse.SeriesChange(
        created=1, changed=1, unchanged=len(series.rows) - 2, removed=1
    )
    after = stored_years(diocese)
    assert dropped not in after
    assert after[corrected["year"]].catholics == corrected["catholics"]
    assert after[corrected["year"]].fetched_by == other
    assert after[corrected["year"]].fetched_at > before[corrected["year"]]
    untouched = [year for year in before if year not in (dropped, corrected["year"])]
    assert all(after[year].fetched_at == before[year] for year in untouched)
    assert all(after[year].fetched_by == researcher for year in untouched)
    assert Diocese.objects.get(pk=diocese.pk).series_checked_at > checked_before
    assert warehouse.series_rows(["dmaml"])["dmaml"] == rows


def test_figures_a_column_cannot_hold_are_kept_as_missing(upstream, researcher):
    diocese = warehouse.store_profile(upstream.diocese_lookup(source_code="dmaml"), user=researcher)
    series = upstream.diocese_statistics(source_code="dmaml")
    row = dict(series.rows[0])
    odd = [
        {**row, "year": 1900, "catholics": 2**70, "parishes": 12.6, "percent_catholic": 50},
        {**row, "year": 99999},  # no such year for the column: left out
    ]

    warehouse.store_series(diocese, dataclasses.replace(series, rows=odd), user=researcher)

    stored = warehouse.series_rows(["dmaml"])["dmaml"]
    assert [r["year"] for r in stored] == [1900]
    assert stored[0]["catholics"] is None
    assert stored[0]["parishes"] == 13
    assert stored[0]["percent_catholic"] == 50.0


def test_fresh_follows_the_refresh_interval(upstream, researcher, settings):
    settings.RESEARCH_REFRESH_DAYS = 30
    diocese = warehouse.store_profile(upstream.diocese_lookup(source_code="dmaml"), user=researcher)
    assert not warehouse.fresh(diocese)  # its series was never checked
    assert not warehouse.fresh(None)

    diocese.series_checked_at = timezone.now() - dt.timedelta(days=29)
    assert warehouse.fresh(diocese)
    diocese.series_checked_at = timezone.now() - dt.timedelta(days=31)
    assert not warehouse.fresh(diocese)
