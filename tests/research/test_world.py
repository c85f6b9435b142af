"""The whole Church in the warehouse (portal.research.world): the world collection, the route
that finds the world's sees (countries by name, the warehouse, provinces, alternates), its
harvest at the warehouse account's own share, the totals by country and continent with their
coverage, and the operator console's panel.

Steps run in the test process (the settings change here); the discovery task also runs on the
real worker through the real broker.
"""

from __future__ import annotations

import io

import pytest
from django.core.management import call_command
from django_redis import get_redis_connection

from portal.research import pacing, tasks, world
from portal.research.groups import group_table
from portal.research.harvest import harvest_step
from portal.research.models import Collection, Diocese, DioceseYear, Entry
from portal.research.progress import PAUSED, harvest_state
from tests.html import page, some, text
from tests.waiting import wait_for

pytestmark = [pytest.mark.django_db, pytest.mark.long]  # long: started early

Status = Entry.Status
WAREHOUSE = "warehouse-account"


@pytest.fixture
def warehouse(magisterium_user, settings):
    """The warehouse account, a paid sandbox account; the world harvest looks up two countries."""
    settings.WAREHOUSE_ACCOUNT = WAREHOUSE
    settings.WORLD_COUNTRIES = ["Philippines", "Croatia"]
    settings.WORLD_HARVEST_CALLS_PER_MINUTE = 6
    return magisterium_user(WAREHOUSE)


def harvest_all(owner, *, rounds: int = 40) -> None:
    """Discover and harvest until nothing is left due (each round: a new minute's budget)."""
    redis = get_redis_connection("default")
    for _ in range(rounds):
        world.discover()
        redis.delete(pacing.pacing_key(owner.pk))
        result = harvest_step(owner)
        if not result.left_due and not world.discover():
            return
    raise AssertionError("the world harvest did not finish")


def test_the_world_collection_is_made_once_for_the_warehouse_account_and_shared(warehouse):
    added = world.discover()

    found = Collection.objects.get(world=True)
    assert found.owner == warehouse and found.shared
    assert sorted(found.entries.values_list("query", flat=True)) == ["Croatia", "Philippines"]
    assert added == 2
    assert world.discover() == 0  # nothing new: no line is added twice
    assert Collection.objects.filter(world=True).count() == 1


def test_the_discovery_command_makes_the_world_at_once(warehouse, settings):
    said = io.StringIO()
    call_command("world_discover", stdout=said)
    found = Collection.objects.get(world=True)
    assert sorted(found.entries.values_list("query", flat=True)) == ["Croatia", "Philippines"]
    assert said.getvalue().strip() == "world collection: 2 new lines; its harvest is queued"

    settings.WAREHOUSE_ACCOUNT = ""
    call_command("world_discover", stdout=(said := io.StringIO()))
    assert "WAREHOUSE_ACCOUNT is empty" in said.getvalue()


def test_without_a_warehouse_account_there_is_no_world_harvest(settings, sandbox):
    settings.WAREHOUSE_ACCOUNT = ""
    assert world.discover() == 0
    assert not Collection.objects.filter(world=True).exists()
    assert world.world_report().collection is None


def test_every_country_cldr_knows_is_looked_up_when_none_are_chosen(settings):
    settings.WORLD_COUNTRIES = []
    names = world.country_names()
    assert 230 <= len(names) <= 260
    for name in (
        "Philippines",
        "Croatia",
        "Bosnia and Herzegovina",
        "Democratic Republic of the Congo",
    ):
        assert name in names
    assert not any("&" in name or name.startswith("St. ") for name in names)
    assert "Antarctica" not in names and "Unknown Region" not in names


def test_the_route_follows_countries_provinces_and_alternates_into_the_warehouse(
    warehouse, sandbox
):
    from sandbox.catalog import diocese_table

    harvest_all(warehouse)

    found = Collection.objects.get(world=True)
    members = Diocese.objects.filter(entries__collection=found)
    reached = set(members.values_list("source_code", flat=True))
    # The route is closed: every see it reached has its metropolitan and, for a metropolitan,
    # its suffragans among the members, and every alternate a look-up answered with.
    for diocese in members:
        assert diocese.metropolitan_code in reached | {""}, diocese.source_code
        assert set(diocese.suffragan_codes) <= reached, diocese.source_code
    for alternates in found.entries.values_list("alternates", flat=True):
        assert {item["source_code"] for item in alternates} <= reached
    # Croatia's five provinces are all among the answers to its name: every see is found,
    # and each one's statistics series is in the warehouse.
    croatia = {r["source_code"] for r in diocese_table.records() if r["country"] == "Croatia"}
    assert croatia <= reached, sorted(croatia - reached)
    assert (
        set(
            DioceseYear.objects.filter(diocese__source_code__in=croatia)
            .values_list("diocese__source_code", flat=True)
            .distinct()
        )
        == croatia
    )
    # The Philippines' look-up gave one of its sees; its provinces were followed from there.
    philippines = found.entries.get(query="Philippines")
    assert philippines.status == Status.DONE and philippines.diocese.country == "Philippines"
    assert members.filter(country="Philippines").count() > 1 + len(philippines.alternates)
    # Nothing is left to do, and no line failed.
    assert not found.entries.filter(status__in=[Status.PENDING, Status.FAILED]).exists()
    # A metropolitan's profile lists its suffragans, which the warehouse keeps.
    zagreb = Diocese.objects.get(source_code="dzagr")
    assert {"dvara", "dkriz"} <= set(zagreb.suffragan_codes)


def test_the_whole_warehouse_joins_the_world(warehouse, researcher, collection_with, sandbox):
    # A researcher's collection brought Milan into the warehouse: the world takes it in.
    collection_with(researcher, ["dmila"])
    harvest_step(researcher)
    world.discover()
    found = Collection.objects.get(world=True)
    assert found.entries.filter(query="dmila").exists()


def test_the_world_harvest_keeps_to_the_warehouse_accounts_share(
    warehouse, researcher, settings, sandbox
):
    settings.RESEARCH_HARVEST_CALLS_PER_MINUTE = 10
    settings.WORLD_HARVEST_CALLS_PER_MINUTE = 4
    assert pacing.Pacing(warehouse.pk).limit == 4
    assert pacing.Pacing(researcher.pk).limit == 10

    world.discover()
    sandbox.reset_requests()
    result = harvest_step(warehouse)
    assert result.stopped == "budget" and result.left_due
    assert sum(sandbox.requests()["by_skill"].values()) <= 4


def test_country_and_continent_totals_sum_the_sees_and_say_their_coverage(warehouse, sandbox):
    harvest_all(warehouse)
    found = Collection.objects.get(world=True)

    by_country = group_table(found, by="country", metrics=["catholics", "percent_catholic"])
    croatia = next(group for group in by_country.groups if group.key == "Croatia")
    sees = Diocese.objects.filter(entries__collection=found, country="Croatia")
    assert len(croatia.members) == sees.count()
    for group_year in croatia.years:
        rows = DioceseYear.objects.filter(diocese__in=sees, year=group_year.year)
        figures = [row.catholics for row in rows if row.catholics is not None]
        assert group_year.values["catholics"] == (sum(figures) if figures else None)
        assert group_year.reporting["catholics"] == len(figures)
        # A partial total says so: never shown as a whole one.
        if len(figures) < len(croatia.members):
            assert str(len(croatia.members)) in group_year.note
        # The percentage is recomputed from the sums of sees with both figures.
        both = [r for r in rows if r.catholics is not None and r.total_population]
        if both:
            expected = sum(r.catholics for r in both) * 100 / sum(r.total_population for r in both)
            assert group_year.values["percent_catholic"] == pytest.approx(expected, abs=0.006)

    by_continent = group_table(found, by="region", metrics=["catholics"])
    assert {group.key for group in by_continent.groups} == {"Asia", "Europe"}
    assert by_continent.total is not None and len(by_continent.total.members) == (
        Diocese.objects.filter(entries__collection=found).count()
    )


def test_coverage_counts_found_and_harvested_sees_by_country(warehouse, sandbox, settings):
    settings.WORLD_COUNTRIES = ["Philippines", "Croatia", "Atlantis"]
    harvest_all(warehouse)

    report = world.coverage(Collection.objects.get(world=True))
    by_country = {row.country: row for row in report.countries}
    assert by_country["Croatia"].found == by_country["Croatia"].harvested > 0
    assert report.found == sum(row.found for row in report.countries)
    assert report.expected == 3200
    assert report.countries_not_found == ["Atlantis"]  # said, not hidden


def test_the_console_shows_the_world_harvest(warehouse, staff_client, sandbox):
    world.discover()
    harvest_step(warehouse)

    panel = some(page(staff_client.get("/ops/").content), "[data-ops-section=world]")
    assert WAREHOUSE in text(some(panel, "[data-world-account]"))
    progress = world.world_report().progress
    assert progress is not None
    assert some(panel, "[data-world-done]")["data-world-done"] == str(progress.done)
    assert some(panel, "[data-world-to-do]")["data-world-to-do"] == str(progress.remaining)
    assert "3200" in some(panel, "[data-world-coverage]")["data-world-coverage"]
    assert some(panel, "[data-world-countries]")


def test_the_console_says_when_the_world_harvest_is_off(staff_client, settings):
    settings.WAREHOUSE_ACCOUNT = ""
    panel = some(page(staff_client.get("/ops/").content), "[data-ops-section=world]")
    assert some(panel, "[data-world-off]")


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_the_discovery_task_runs_on_the_worker_and_queues_the_harvest(
    celery_worker, magisterium_user, sandbox
):
    from tests.fixtures.users import PREFETCH_USERNAME

    # The worker's warehouse account is its prefetch account (WAREHOUSE_ACCOUNT's default),
    # here on the free plan: the step the task queues is refused at its first call and says
    # so on every line, so the test ends with no step left running.
    magisterium_user(PREFETCH_USERNAME, plan="free")
    tasks.world_discover.delay()

    def refused_everywhere():
        lines = Entry.objects.filter(collection__world=True)
        return lines.count() >= 230 and not lines.exclude(refused=True).exists()

    wait_for(refused_everywhere, timeout=120)
    found = Collection.objects.get(world=True)
    assert found.owner.username == PREFETCH_USERNAME
    assert harvest_state(found).state == PAUSED


def test_the_world_page_names_itself_and_lists_only_the_lines_that_need_a_look(
    warehouse, signed_in_client, sandbox, settings
):
    settings.WORLD_COUNTRIES = ["Croatia", "Atlantis"]
    harvest_all(warehouse)
    found = Collection.objects.get(world=True)

    response = signed_in_client.get(found.get_absolute_url())
    assert response.status_code == 200
    html = page(response.content)
    assert text(some(html, "h1")) == "The whole Church"
    assert some(html, "[data-world-lines-note]")
    # The notice names the groupings as the groups page's choice does ("Region"): upstream's
    # regions include "Central America" and "Caribbean", which are not continents.
    assert "by country or by region" in text(some(html, "[data-world-notice]"))
    listed = [text(some(row, "[data-entry-given]")) for row in html.select("tr[data-entry]")]
    assert listed == ["Atlantis"]  # the one line upstream could not find; not Croatia's sees
    # A reader is told what happened, not asked to do what only the portal's account may.
    problems = text(some(html, "[data-progress-problems]"))
    assert problems == "1 entry was not found."
    progress = signed_in_client.get(f"{found.get_absolute_url()}progress/").json()
    assert progress["problems"] == problems

    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "hr"
    html = page(signed_in_client.get(found.get_absolute_url()).content)
    assert text(some(html, "h1")) == "Cijela Crkva"
