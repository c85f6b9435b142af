"""One click to the next thing: a feast day to its readings, a patronage to its saints, a see to
its province, its suffragans and the bishops who held it (over the real sandbox where it can)."""

from __future__ import annotations

import datetime as dt
import itertools

import pytest
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.utils import timezone, translation
from hypothesis import given
from hypothesis import strategies as st

from portal.directory.presenters import profile_view
from portal.directory.presenters.saint import feast_month_day, next_occurrence, split_patronage
from portal.magisterium import Profile
from sandbox import catalog
from sandbox.catalog import clergy, diocese_table, dioceses, popes
from tests.html import dd, one, page, some, terms, text, texts

OCTOBER_1 = dt.date(2000, 10, 1)


def render(profile: Profile) -> str:
    return render_to_string(
        "directory/_profile.html",
        {"view": profile_view(profile), "h": 1},
        request=RequestFactory().get("/"),
    )


def saint(**fields) -> Profile:
    return Profile(
        kind="saint",
        id="saint-x",
        name="Saint X",
        fields={"saint_id": "saint-x", "primary_name": "Saint X", **fields},
        alternates=[],
    )


def diocese(**fields) -> Profile:
    return Profile(
        kind="diocese",
        id="dtest",
        name="Diocese of Testing",
        fields={"source_code": "dtest", "primary_name": "Diocese of Testing", **fields},
        alternates=[],
    )


def facts(html: str) -> str:
    """The page without its "Other details" (where a field in another shape lands)."""
    return html.split("Other details")[0]


def readings_url(month_day: dt.date) -> str:
    day = next_occurrence(month_day, timezone.localdate())
    return "/" if day == timezone.localdate() else f"/day/{day.isoformat()}/"


# --- The feast day ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    ["10-01", "--10-01", "October 1", "october 1st", "Oct. 1", "1 October", "1st of October",
     "1 Oct", " 1  October ", "2000-10-01", "1897-10-01", "1897-10-01T00:00:00"],
)  # fmt: skip
def test_every_spelling_of_a_fixed_feast_is_placed_on_the_calendar(value):
    assert feast_month_day(value) == OCTOBER_1


@pytest.mark.parametrize(
    "value",
    ["Sunday after Pentecost", "Friday after the Second Sunday after Pentecost", "Easter",
     "Pentecost 1", "02-30", "13-01", "00-10", "Octember 1", "", "1", 1001, None, {"month": 10},
     "9" * 50 + "-01"],
)  # fmt: skip
def test_a_movable_feast_or_an_impossible_day_is_not_placed(value):
    assert feast_month_day(value) is None


@pytest.mark.parametrize(
    ("month_day", "today", "expected"),
    [
        (OCTOBER_1, dt.date(2026, 9, 30), dt.date(2026, 10, 1)),  # still to come this year
        (OCTOBER_1, dt.date(2026, 10, 1), dt.date(2026, 10, 1)),  # today is the feast
        (OCTOBER_1, dt.date(2026, 10, 2), dt.date(2027, 10, 1)),  # gone by: next year's
        (dt.date(2000, 2, 29), dt.date(2026, 3, 1), dt.date(2028, 2, 29)),  # the next leap year
        (dt.date(2000, 2, 29), dt.date(2028, 2, 29), dt.date(2028, 2, 29)),
        (dt.date(2000, 1, 1), dt.date(2026, 12, 31), dt.date(2027, 1, 1)),
    ],
)
def test_the_feast_leads_to_its_next_occurrence(month_day, today, expected):
    assert next_occurrence(month_day, today) == expected


def test_the_feast_day_links_to_the_readings_of_its_next_occurrence():
    html = render(saint(feast_day="10-01", feast_day_label="1 October"))
    url = readings_url(OCTOBER_1)
    some(page(html), f'dd[class="feast-day"] > a:first-child[href="{url}"]', "1 October")
    day = next_occurrence(OCTOBER_1, timezone.localdate())
    if url != "/":
        assert f"readings for {day:%A}, {day.day} October {day.year}</span>" in html
    assert "Feast day label" not in html  # the words are the same day, shown once


def test_on_the_feast_itself_the_link_is_todays_readings():
    today = timezone.localdate()
    html = render(saint(feast_day=f"{today:%m-%d}"))
    some(page(html), 'dd[class="feast-day"] > a:first-child[href="/"]')
    assert "today’s readings</span>" in html


def test_only_words_placed_on_the_calendar_still_lead_to_the_readings():
    html = render(saint(feast_day_label="October 1"))
    some(page(html), f'a[href="{readings_url(OCTOBER_1)}"]', "1 October")


@pytest.mark.parametrize(
    "fields",
    [
        {"feast_day": "Sunday after Pentecost"},
        {"feast_day_label": "Sunday after Pentecost"},
        {"feast_day": "Sunday after Pentecost", "feast_day_label": "Sunday after Pentecost"},
    ],
)
def test_a_movable_feast_is_shown_as_written_without_a_link(fields):
    html = facts(render(saint(**fields)))
    feast = dd(page(html), "Feast day")
    assert text(feast) == "Sunday after Pentecost" and not feast.attrs and not feast.select("*")
    assert "/day/" not in html and 'class="feast-day"' not in html


def test_the_feast_day_is_written_in_the_pages_language_and_so_is_the_link_note():
    with translation.override("es"):
        html = render(saint(feast_day="12-13"))
    day = next_occurrence(dt.date(2000, 12, 13), timezone.localdate())
    assert ">13 de diciembre</a>" in html
    assert "/day/" in html or day == timezone.localdate()


# --- Patronage ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (["translators", "librarians"], ["translators", "librarians"]),
        ("translators; librarians; ", ["translators", "librarians"]),
        ("sailors, fishermen", ["sailors", "fishermen"]),
        ("the blind; eye ailments, sight", ["the blind", "eye ailments, sight"]),
        ("translators", ["translators"]),
        ([" students ", "schools"], ["students", "schools"]),
        (["students", {"x": 1}], None),
        (42, None),
    ],
)
def test_patronage_comes_as_a_list_or_one_separated_string(value, expected):
    assert split_patronage(value) == expected


def test_each_patronage_links_to_a_saint_search_for_it():
    html = facts(render(saint(patronage="the universal Church; workers & fathers; <b>x</b>")))
    soup = page(html)
    some(soup, 'a[href="/saints/?q=the+universal+Church"]', "the universal Church")
    some(soup, 'a[href="/saints/?q=workers+%26+fathers"]', "workers & fathers")
    some(soup, 'a[href="/saints/?q=%3Cb%3Ex%3C%2Fb%3E"]', "<b>x</b>")
    # Escaping is a fact of the raw text: the parsed page reads the same either way.
    assert "workers &amp; fathers" in html and "<b>x</b>" not in html


# --- The see's province, suffragans and past bishops --------------------------------------


def test_the_province_links_to_the_metropolitan_see_by_the_one_id_rule():
    html = render(
        diocese(
            metropolitan={"source_code": "dmaml", "primary_name": "Archdiocese of Manila"},
            province="Ecclesiastical Province of Manila",
        )
    )
    province = some(page(html), 'dd[class="province"]', "Ecclesiastical Province of Manila")
    assert [(a["href"], text(a)) for a in province.select(":scope > *")] == [
        ("/dioceses/dmaml/", "Ecclesiastical Province of Manila")
    ]
    unusable = render(
        diocese(
            metropolitan={"source_code": "../admin", "primary_name": "Somewhere"},
            province="Ecclesiastical Province of Somewhere",
        )
    )
    province = some(page(unusable), 'dd[class="province"]', "Ecclesiastical Province of Somewhere")
    assert not province.select("*")  # no link
    own = render(diocese(province="Ecclesiastical Province of Testing"))  # a metropolitan's own
    province = some(page(own), 'dd[class="province"]', "Ecclesiastical Province of Testing")
    assert not province.select("*")


def test_a_metropolitans_suffragans_are_listed_and_linked():
    html = render(
        diocese(
            suffragans=[
                {"source_code": "dcuba", "primary_name": "Diocese of Cubao"},
                {"source_code": "no such code!", "primary_name": "Diocese of Elsewhere"},
                "Diocese of Somewhere",
            ]
        )
    )
    section = one(page(html), 'section[aria-labelledby="suffragans-title"]')
    assert text(one(section, "h2#suffragans-title")) == "Suffragan sees"
    assert "with 3 suffragan sees:" in text(section)
    items = [(text(li), [a["href"] for a in li.select("a")]) for li in section.select("li")]
    assert items == [
        ("Diocese of Cubao", ["/dioceses/dcuba/"]),
        ("Diocese of Elsewhere", []),  # an id the rule refuses: no link
        ("Diocese of Somewhere", []),
    ]


def test_past_bishops_are_listed_with_their_years_and_linked_where_an_id_is_known():
    html = render(
        diocese(
            past_bishops=[
                {"person_id": "jaime-sin", "primary_name": "Jaime Sin", "start": "1974-01-21",
                 "end": "2003-09-15", "title": "Archbishop"},
                {"pope_id": "francis", "primary_name": "Pope Francis", "start": 2013, "end": 2025},
                {"primary_name": "Rufino Jiao Santos", "from": "1953", "to": "1973"},
                {"primary_name": "Someone Earlier", "start": "c. 1200"},
                {"primary_name": "Someone Else", "end": "1100"},
                {"primary_name": "No Years"},
            ]
        )
    )  # fmt: skip
    section = one(page(html), 'section[aria-labelledby="past-bishops-title"]')
    assert text(one(section, "h2#past-bishops-title")) == "Past bishops"
    names = [
        (text(span), [a["href"] for a in span.select("a")])
        for span in section.select('span[class="past-bishop-name"]')
    ]
    assert names == [
        ("Jaime Sin", ["/clergy/jaime-sin/"]),
        ("Pope Francis", ["/popes/francis/"]),
        ("Rufino Jiao Santos", []),
        ("Someone Earlier", []),
        ("Someone Else", []),
        ("No Years", []),
    ]
    years = texts(section, 'span[class="past-bishop-years"]')
    assert years == ["1974–2003", "2013–2025", "1953–1973", "From c. 1200", "Until 1100"]
    some(section, 'span[class="muted"]', "Archbishop")
    assert not section.select("details")  # a short list is shown whole


def test_a_long_line_of_bishops_shows_the_latest_twelve_and_the_rest_on_request():
    bishops = [
        {"primary_name": f"Bishop {n}", "start": 2000 - n, "end": 2001 - n} for n in range(30)
    ]
    html = render(diocese(past_bishops=bishops))
    soup = page(html)
    more = one(soup, 'details[class="past-bishops-more"]')
    names = soup.select(".past-bishop-name")
    assert len([name for name in names if name.find_parent("details") is None]) == 12
    assert texts(more, "summary") == ["Show 18 earlier bishops"]
    assert len(more.select(".past-bishop-name")) == 18
    assert all(name.find_parent("details") is more for name in names[12:])  # the earlier ones
    assert "The earliest are left out" not in text(more)  # 30 is not a cut list


@pytest.mark.parametrize(
    "fields",
    [
        {"suffragans": "Diocese of Cubao", "past_bishops": "Jaime Sin (1974–2003)"},
        {"suffragans": [{"source_code": "dcuba", "seat": 1}], "past_bishops": [{"start": 1}]},
        {"past_bishops": [{"primary_name": "A", "start": True}]},
        {"past_bishops": [{"primary_name": "A", "start": -3}]},
    ],
)
def test_another_shape_degrades_to_other_details_without_an_empty_heading(fields):
    html = render(diocese(**fields))
    assert 'id="suffragans-title"' not in html and 'id="past-bishops-title"' not in html
    other = one(page(html), "section.other-details")  # each under the directory's own label
    labels = {"suffragans": "Suffragan sees", "past_bishops": "Past bishops"}
    assert all(labels[key] in terms(other) for key in fields)


def test_without_the_fields_there_are_no_headings():
    html = render(diocese(suffragans=[], past_bishops=None, province="Ecclesiastical Province"))
    assert "Suffragan sees" not in html and "Past bishops" not in html
    assert "Other details" not in html


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.sampled_from(["person_id", "primary_name", "start",
                                                       "end", "source_code", "to"]), inner),
                    max_leaves=8))  # fmt: skip
def test_any_value_in_the_new_fields_renders_without_error(value):
    render(diocese(suffragans=value, past_bishops=value, metropolitan=value, province=value))
    render(saint(patronage=value, feast_day=value, feast_day_label=value))


# --- The sandbox's picture of it ------------------------------------------------------------


def test_the_sandbox_derives_suffragans_from_its_own_metropolitan_links():
    for code in dioceses.all_codes():
        profile = dioceses.get(code)
        listed = {s["source_code"] for s in profile.get("suffragans", [])}
        linked = {
            c for c in dioceses.all_codes()
            if (dioceses.get(c)["metropolitan"] or {}).get("source_code") == code
        }  # fmt: skip
        assert listed == linked, code
        assert "suffragans" not in profile or listed  # never an empty list


def test_the_sandboxs_past_bishops_exist_and_follow_one_another_most_recent_first():
    carrying = [c for c in dioceses.all_codes() if "past_bishops" in dioceses.get(c)]
    assert {"dmaml", "drome"} <= set(carrying) and len(carrying) < len(dioceses.all_codes())
    for code in carrying:
        past = dioceses.get(code)["past_bishops"]
        erected = diocese_table.erected_year(diocese_table.record(code)) or 0
        years = [(int(b["start"][:4]), int(b["end"][:4])) for b in past]
        for later, earlier in itertools.pairwise(years):
            # Rome's line is the popes' as the sandbox dates them (disputed reigns overlap).
            assert earlier[0] <= later[0] if code == "drome" else earlier[1] <= later[0], code
        for bishop, (start, end) in zip(past, years, strict=True):
            assert erected <= start <= end, (code, bishop)
            if "person_id" in bishop:
                assert clergy.get(bishop["person_id"])["primary_name"] == bishop["primary_name"]
            if "pope_id" in bishop:
                assert popes.get(bishop["pope_id"])["primary_name"] == bishop["primary_name"]
    rome = dioceses.get("drome")["past_bishops"]
    assert rome[0]["pope_id"] == "francis" and rome[-1]["pope_id"] == "peter"


# --- Over the real sandbox --------------------------------------------------------------------


@pytest.mark.django_db
def test_a_saints_feast_and_patronage_lead_on_to_readings_and_other_saints(
    signed_in_client, sandbox
):
    soup = page(signed_in_client.get("/saints/jerome/"))
    url = readings_url(dt.date(2000, 9, 30))
    some(soup, f'dd[class="feast-day"] > a:first-child[href="{url}"]', "30 September")
    assert signed_in_client.get(url, follow=True).status_code == 200
    some(soup, 'a[href="/saints/?q=translators"]', "translators")
    found = page(signed_in_client.get("/saints/?q=translators"))
    assert text(one(found, 'h2#profile-name[class="profile-name"]')) == "Saint Jerome"


@pytest.mark.django_db
def test_a_metropolitan_see_lists_its_suffragans_and_past_archbishops(signed_in_client, sandbox):
    soup = page(signed_in_client.get("/dioceses/dmaml/"))
    suffragans = one(soup, 'section[aria-labelledby="suffragans-title"]')
    for row in diocese_table.suffragans_of("dmaml"):
        some(suffragans, f'a[href="/dioceses/{row["source_code"]}/"]', row["primary_name"])
    past = one(soup, 'section[aria-labelledby="past-bishops-title"]')
    some(past, 'a[href="/clergy/jaime-sin/"]', "Jaime Sin")
    some(past, 'span[class="past-bishop-years"]', "1974–2003")
    rosales = some(past, 'span[class="past-bishop-name"]', "Gaudencio Rosales")
    assert not rosales.select("a")  # no profile
    own = some(soup, 'dd[class="province"]', "Ecclesiastical Province of Manila")  # its own
    assert not own.select("*")
    assert signed_in_client.get("/clergy/jaime-sin/").status_code == 200


@pytest.mark.django_db
def test_a_suffragans_province_leads_to_its_metropolitan(signed_in_client, sandbox):
    html = signed_in_client.get("/dioceses/dcuba/").content.decode()
    province = 'dd[class="province"] > a:first-child[href="/dioceses/dmaml/"]'
    some(page(html), province, "Ecclesiastical Province of Manila")
    assert "Suffragan sees" not in html


@pytest.mark.django_db
def test_rome_lists_the_popes_who_were_its_bishops(signed_in_client, sandbox, settings):
    soup = page(signed_in_client.get("/dioceses/drome/"))
    past = one(soup, 'section[aria-labelledby="past-bishops-title"]')
    some(past, 'a[href="/popes/francis/"]', "Pope Francis")
    some(past, 'span[class="past-bishop-years"]', "2013–2025")
    # All 266 are sent; the door keeps a list's first MAGISTERIUM_MAX_LIST_ITEMS, the latest.
    sent = len(catalog.diocese_lookup(source_code="drome")["past_bishops"])
    kept = min(sent, settings.MAGISTERIUM_MAX_LIST_ITEMS)
    assert len(past.select('[class="past-bishop-name"]')) == kept
    assert texts(past, "summary") == [f"Show {kept - 12} earlier bishops"]
    # A list cut at the door says so rather than end as if it were complete.
    cut_note = "The earliest are left out: the list is longer than the portal keeps."
    assert (cut_note in text(past)) == (sent >= settings.MAGISTERIUM_MAX_LIST_ITEMS)


@pytest.mark.django_db
def test_a_see_without_either_list_shows_no_heading_for_them(signed_in_client, sandbox):
    bare = next(
        c for c in dioceses.all_codes()
        if not {"suffragans", "past_bishops"} & set(dioceses.get(c))
    )  # fmt: skip
    html = signed_in_client.get(f"/dioceses/{bare}/").content.decode()
    assert "Suffragan sees" not in html and "Past bishops" not in html
    assert "Other details" not in html or "Suffragans" not in html
