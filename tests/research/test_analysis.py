"""The collection's numbers from the warehouse: a year's table, group totals, chart series."""

from __future__ import annotations

from collections import defaultdict

import pytest

from devtools.warehouse_data import (
    collection_named,
    hand_made,
    researcher,
    sandbox_collection,
)
from portal.research import analysis, groups, series
from portal.research.models import Entry
from portal.statistics import derived
from portal.statistics.metrics import RATIOS

pytestmark = [pytest.mark.django_db, pytest.mark.long]  # long: started early

SOME = ["dmaml", "dkins"]  # Manila and Kinshasa: Kinshasa has no figures for 1960-1964


@pytest.fixture
def skewed():
    """Three dioceses in one country whose ratios an average would get wrong.

    A: 900 of 1,000 people Catholic (90 %), 10 priests. B: 100 of 9,000 (1.1 %), 1 priest.
    C: 5,000 Catholics but no population or priest figures. Σ-based: 1,000 / 10,000 = 10 %
    (an average of A's and B's ratios would say 45.6 %) and 1,000 / 11 = 91 Catholics per
    priest (an average: 95). In 2001 B reports nothing.
    """
    collection = collection_named()
    a = {"catholics": 900, "total_population": 1000, "total_priests": 10, "baptisms": 30}
    b = {"catholics": 100, "total_population": 9000, "total_priests": 1, "baptisms": 5}
    c = {"catholics": 5000}
    hand_made(collection, "da", {2000: a, 2001: a}, name="A", country="Arcadia")
    hand_made(collection, "db", {2000: b}, name="B", country="Arcadia")
    hand_made(collection, "dc", {2000: c, 2001: c}, name="C", country="Arcadia")
    return collection


def test_ratios_are_recomputed_from_the_sums_never_averaged(skewed):
    table = groups.group_table(
        skewed,
        by="country",
        metrics=["catholics", "percent_catholic", "catholics_per_priest", "baptisms"],
    )
    (group,) = table.groups
    assert (group.key, group.label) == ("Arcadia", "Arcadia")
    assert [m.source_code for m in group.members] == ["da", "db", "dc"]
    assert table.years == [2000, 2001]
    y2000, y2001 = group.years
    assert y2000.values == {
        "catholics": 6000,  # every member's Catholics, C's included
        "percent_catholic": 10.0,  # C has no population: left out of both sums
        "catholics_per_priest": 91,
        "baptisms": 35,
    }
    assert y2000.reporting == {
        "catholics": 3, "percent_catholic": 2, "catholics_per_priest": 2, "baptisms": 2,
    }  # fmt: skip
    assert y2000.members == 3
    assert y2000.note == "figures for 2–3 of 3 dioceses"
    assert y2001.values["percent_catholic"] == 90.0  # A alone
    assert y2001.values["catholics"] == 5900
    assert y2001.reporting["percent_catholic"] == 1
    assert y2001.note == "figures for 1–2 of 3 dioceses"

    whole = groups.group_table(skewed, by="country", metrics=["catholics"], end=2000)
    assert whole.groups[0].years[0].note == ""
    assert whole.groups[0].years[0].complete


def test_a_group_of_one_shows_the_dioceses_own_counts_and_its_ratios_from_them():
    """Counts are the diocese's own; a ratio is recomputed from its counts and shown with the
    precision those support (two decimals of a percentage), within upstream's own rounding of its
    figure (one decimal); Catholics per priest is a whole number, as upstream's."""
    collection = sandbox_collection(["dmaml"])
    rows = {row["year"]: row for row in sandbox_rows("dmaml")}
    metrics = list(analysis.METRICS)
    table = groups.group_table(collection, by="country", metrics=metrics)
    (group,) = table.groups
    assert table.years == sorted(rows)
    for group_year in group.years:
        own = rows[group_year.year]
        counts = [m for m in metrics if m not in RATIOS]
        assert {m: group_year.values[m] for m in counts} == {m: own[m] for m in counts}
        percent = group_year.values["percent_catholic"]
        if own["percent_catholic"] is not None and percent is not None:
            assert percent == round(100 * own["catholics"] / own["total_population"], 2)
            assert abs(percent - own["percent_catholic"]) <= 0.1 + 1e-9  # upstream's own figure
        assert group_year.values["catholics_per_priest"] == own["catholics_per_priest"]
    assert total_row_matches_the_only_group(table)


def total_row_matches_the_only_group(table) -> bool:
    (group,) = table.groups
    return table.total is not None and [y.values for y in table.total.years] == [
        y.values for y in group.years
    ]


def sandbox_rows(code: str) -> list[dict]:
    from sandbox.catalog import statistics

    return statistics.series_rows(code)


def sandbox_profile(code: str) -> dict:
    from sandbox.catalog import dioceses

    return dioceses.get(code)


def test_country_totals_match_the_sandbox_catalogue_added_up_by_hand():
    from sandbox.catalog import dioceses

    codes = dioceses.all_codes()[::6]  # a spread of countries, some with several dioceses
    collection = sandbox_collection(codes)
    expected: dict[tuple[str, int], list[dict]] = defaultdict(list)
    for code in codes:
        for row in sandbox_rows(code):
            expected[(sandbox_profile(code)["country"], row["year"])].append(row)
    table = groups.group_table(
        collection, by="country", metrics=["catholics", "baptisms", "percent_catholic"]
    )
    assert {g.key for g in table.groups} == {country for country, _year in expected}
    checked = 0
    for group in table.groups:
        for group_year in group.years:
            rows = expected.get((group.key, group_year.year), [])
            catholics = [r["catholics"] for r in rows if r["catholics"] is not None]
            assert group_year.values["catholics"] == (sum(catholics) if catholics else None)
            both = [
                r for r in rows
                if r["catholics"] is not None and r["total_population"] is not None
            ]  # fmt: skip
            population = sum(r["total_population"] for r in both)
            assert group_year.values["percent_catholic"] == (
                round(100 * sum(r["catholics"] for r in both) / population, 2)
                if population
                else None
            )
            assert group_year.reporting["catholics"] == len(catholics)
            checked += 1
    assert checked > 100


def test_metropolitan_groups_a_province_under_its_see():
    """A metropolitan see has no metropolitan above it but heads a province of its own: it
    keys its own group, with its suffragans. A see in no province is in the blank group."""
    collection = collection_named()
    year = {2000: {"catholics": 10}}
    province = "Ecclesiastical Province of Metropolis"
    hand_made(collection, "dmet", year, name="Archdiocese of Metropolis", province=province)
    hand_made(
        collection, "dsuf", year, name="Diocese of Suburbia", province=province,
        metropolitan_code="dmet", metropolitan_name="Archdiocese of Metropolis",
    )  # fmt: skip
    hand_made(
        collection, "dfar", year, name="Diocese of Faraway", province="Province of Elsewhere",
        metropolitan_code="delse", metropolitan_name="Archdiocese of Elsewhere",
    )  # fmt: skip
    hand_made(collection, "dmil", year, name="Military Ordinariate", jurisdiction_type="MO")
    table = groups.group_table(collection, by="metropolitan", metrics=["catholics"])
    assert [(g.key, g.label, [m.source_code for m in g.members]) for g in table.groups] == [
        ("delse", "Archdiocese of Elsewhere", ["dfar"]),  # the see itself is not collected
        ("dmet", "Archdiocese of Metropolis", ["dmet", "dsuf"]),
        ("", "Not in an ecclesiastical province", ["dmil"]),  # blank group last
    ]
    assert [g.years[0].values["catholics"] for g in table.groups] == [10, 20, 10]


def test_sandbox_provinces_hold_whole_metropolitan_groups():
    """A province (by name, within a country) is one metropolitan's group or, where two
    provinces share a name in one country, several: never part of one."""
    collection = sandbox_collection()
    by_province = groups.group_table(collection, by="province", metrics=["catholics"])
    by_metropolitan = groups.group_table(collection, by="metropolitan", metrics=["catholics"])
    province_of = {m.source_code: g.key for g in by_province.groups for m in g.members}
    for group in by_metropolitan.groups:
        assert len({province_of[m.source_code] for m in group.members}) == 1, group.label
    assert len(by_province.groups) > 50
    labels = {g.label: [m.source_code for m in g.members] for g in by_province.groups}
    # Namesakes in two countries stay apart, and their labels say which is which.
    assert labels["Ecclesiastical Province of Kingston (Canada)"] == ["dkinc"]
    assert labels["Ecclesiastical Province of Kingston (Jamaica)"] == ["dkinj"]
    # Namesakes in one country share the name's group; the metropolitan grouping parts them.
    assert labels["Ecclesiastical Province of Philadelphia"] == ["dphil", "dpitt", "dphuk"]
    sees = {g.label: [m.source_code for m in g.members] for g in by_metropolitan.groups}
    assert sees["Archdiocese of Philadelphia"] == ["dphil", "dpitt"]
    assert sees["Ukrainian Catholic Archeparchy of Philadelphia"] == ["dphuk"]
    # A province can mix churches: Križevci's eparchy is a suffragan of Latin Zagreb.
    assert "dkriz" in sees["Archdiocese of Zagreb"]


def test_group_table_over_every_sandbox_diocese_takes_four_queries_then_three(
    django_assert_max_num_queries,
):
    collection = sandbox_collection()
    # The members, the fingerprints of the cells the collection holds and of the warehouse's,
    # and the cells' sums; then the sums are kept, and read from the cache.
    with django_assert_max_num_queries(4):
        table = groups.group_table(collection, by="country", metrics=list(analysis.METRICS))
    with django_assert_max_num_queries(3):
        again = groups.group_table(collection, by="country", metrics=list(analysis.METRICS))
    assert again == table
    assert len(table.groups) > 50
    assert sum(len(g.members) for g in table.groups) == len(analysis.collection_codes(collection))
    with django_assert_max_num_queries(2):
        analysis.year_table(collection, year=2020, metrics=list(analysis.METRICS))
    with django_assert_max_num_queries(2):
        series.series_for_chart(collection, metric="catholics", view="per_capita", by="region")
    with django_assert_max_num_queries(1):
        series.series_for_chart(collection, metric="baptisms", view="yoy")


def test_bad_choices_are_refused_with_a_value_error(skewed):
    with pytest.raises(ValueError):
        groups.group_table(skewed, by="diocese", metrics=["catholics"])
    with pytest.raises(ValueError):
        groups.group_table(skewed, by="country", metrics=["souls"])
    with pytest.raises(ValueError):
        groups.group_table(skewed, by="country", metrics=[])
    with pytest.raises(ValueError):
        analysis.year_table(skewed, year=2000, metrics=["catholics"], since=2000)
    with pytest.raises(ValueError):
        analysis.year_table(skewed, year=2000, metrics=["catholics"], sort="baptisms")
    with pytest.raises(ValueError):
        series.series_for_chart(skewed, metric="percent_catholic", view="per_capita")
    with pytest.raises(ValueError):
        series.series_for_chart(skewed, metric="catholics", view="sideways")


# --- One year ---------------------------------------------------------------------------------


@pytest.fixture
def ranked():
    collection = collection_named()
    for code, now, then in [
        ("dw", 500, 400),
        ("dx", 300, 0),
        ("dy", 500, None),
        ("dz", None, 100),
    ]:
        hand_made(
            collection, code, {2010: {"catholics": then}, 2020: {"catholics": now}},
            name=f"Diocese {code[1].upper()}",
        )  # fmt: skip
    hand_made(collection, "dn", {2010: {"catholics": 50}}, name="Diocese N")  # no 2020 row
    return collection


def test_year_table_ranks_and_changes_and_puts_missing_figures_last(ranked):
    table = analysis.year_table(ranked, year=2020, metrics=["catholics"], since=2010)
    assert (table.year, table.since, table.sort, table.descending) == (
        2020,
        2010,
        "catholics",
        True,
    )
    by_code = {row.source_code: row for row in table.rows}
    assert [row.source_code for row in table.rows] == ["dw", "dy", "dx", "dn", "dz"]
    assert by_code["dw"].cells["catholics"] == analysis.Cell(500, 1, 400, 100, 25.0)
    assert by_code["dy"].cells["catholics"] == analysis.Cell(500, 1, None, None, None)
    assert by_code["dx"].cells["catholics"] == analysis.Cell(300, 3, 0, 300, None)  # not ÷ 0
    assert by_code["dz"].missing and by_code["dn"].missing
    assert by_code["dz"].cells["catholics"].earlier == 100
    assert table.missing_count == 2

    ascending = analysis.year_table(
        ranked, year=2020, metrics=["catholics"], since=2010, sort="catholics", descending=False
    )
    assert [r.source_code for r in ascending.rows] == ["dx", "dw", "dy", "dn", "dz"]
    by_change = analysis.year_table(
        ranked, year=2020, metrics=["catholics"], since=2010, sort="catholics:change_percent"
    )
    assert [r.source_code for r in by_change.rows][:2] == ["dw", "dx"]  # dx: no % from 0
    by_name = analysis.year_table(
        ranked, year=2020, metrics=["catholics"], sort="name", descending=False
    )
    assert [r.name for r in by_name.rows] == [
        "Diocese W", "Diocese X", "Diocese Y", "Diocese N", "Diocese Z",
    ]  # fmt: skip
    by_rank = analysis.year_table(ranked, year=2020, metrics=["catholics"], sort="rank",
                                  descending=False)  # fmt: skip
    assert [r.cells["catholics"].rank for r in by_rank.rows] == [1, 1, 3, None, None]


def test_year_table_defaults_to_the_previous_year_and_rounds_float_changes():
    collection = collection_named()
    hand_made(
        collection, "dp", {2019: {"percent_catholic": 12.1}, 2020: {"percent_catholic": 12.3}}
    )
    table = analysis.year_table(collection, year=2020, metrics=["percent_catholic"])
    assert table.since == 2019
    cell = table.rows[0].cells["percent_catholic"]
    assert (cell.change, cell.change_percent) == (0.2, 1.65)


def test_year_table_matches_the_sandbox_figures():
    collection = sandbox_collection(SOME)
    table = analysis.year_table(collection, year=1962, metrics=["catholics", "baptisms"])
    manila = {r["year"]: r for r in sandbox_rows("dmaml")}
    first, last = table.rows
    assert first.source_code == "dmaml"
    assert first.cells["catholics"].value == manila[1962]["catholics"]
    assert first.cells["catholics"].change == manila[1962]["catholics"] - manila[1961]["catholics"]
    assert last.source_code == "dkins" and last.missing  # its yearbook gap
    assert first.country == sandbox_profile("dmaml")["country"]


def test_only_resolved_entries_count(skewed):
    Entry.objects.create(collection=skewed, query="Atlantis", status=Entry.Status.UNRESOLVED)
    assert analysis.collection_codes(skewed) == ["da", "db", "dc"]
    assert analysis.collection_years(skewed) == [2000, 2001]
    other = collection_named("Another", owner=researcher("someone"))
    assert analysis.collection_codes(other) == []
    assert groups.group_table(other, by="country", metrics=["catholics"]).groups == []
    assert analysis.year_table(other, year=2000, metrics=["catholics"]).rows == []
    assert series.series_for_chart(other, metric="catholics").table.columns == []


# --- Chart series -----------------------------------------------------------------------------


def test_diocese_series_use_the_trends_views():
    collection = sandbox_collection(SOME)
    for view in derived.View.values:
        chart = series.series_for_chart(
            collection, metric="total_priests", view=view, start=1955, end=1990
        )
        assert [c.source_code for c in chart.table.columns] == ["dkins", "dmaml"]  # by name
        for column in chart.table.columns:
            rows = [r for r in sandbox_rows(column.source_code) if 1955 <= r["year"] <= 1990]
            expected = derived.values_for(rows, "total_priests", view)
            assert column.values == [expected.get(year) for year in chart.table.years]


def test_group_per_capita_divides_the_sums_not_the_ratios(skewed):
    chart = series.series_for_chart(skewed, metric="total_priests", view="per_capita", by="country")
    (column,) = chart.table.columns
    assert (column.source_code, column.diocese_name) == ("Arcadia", "Arcadia")
    assert chart.table.years == [2000, 2001]
    # 2000: 11 priests for the 1,000 Catholics of A and B (C has no priest figure).
    assert column.values == [110.0, 111.11]
    assert chart.members == {"Arcadia": 3}

    raw = series.series_for_chart(skewed, metric="percent_catholic", by="country")
    assert raw.table.columns[0].values == [10.0, 90.0]
    indexed = series.series_for_chart(skewed, metric="catholics", view="indexed", by="country")
    assert indexed.table.columns[0].values == [100.0, 98.33]
