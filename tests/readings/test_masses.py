"""Days with several Masses: Christmas (Vigil, Night, Dawn, Day), Easter Sunday (the Vigil and
the Mass during the Day), Holy Saturday (the Vigil) and Palm Sunday (the procession and the
Mass). The sandbox heads each Mass ("## Mass during the Night"); the day page shows each Mass
as its own section under its name, in the page's language, linking to the day's other Masses.
A day with one Mass, and an older answer without Mass headings, look as they always did."""

import datetime as dt

import pytest
from bs4 import Tag
from django.utils import translation

from portal.readings import feeds, localized, selectors, texts
from tests.html import page, some, text
from tests.readings import sandbox_days
from tests.readings.conftest import readings_text

pytestmark = pytest.mark.django_db
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

CHRISTMAS = dt.date(2026, 12, 25)
PALM_SUNDAY = dt.date(2026, 3, 29)
HOLY_SATURDAY = dt.date(2026, 4, 4)
EASTER = dt.date(2026, 4, 5)
ADVENT_THURSDAY = dt.date(2026, 12, 3)

CHRISTMAS_MASSES = [
    ("mass-vigil-mass", "Vigil Mass", "Isaiah 62:1-5", "Matthew 1:1-25"),
    ("mass-mass-during-the-night", "Mass during the Night", "Isaiah 9:1-6", "Luke 2:1-14"),
    ("mass-mass-at-dawn", "Mass at Dawn", "Isaiah 62:11-12", "Luke 2:15-20"),
    ("mass-mass-during-the-day", "Mass during the Day", "Isaiah 52:7-10", "John 1:1-18"),
]


def sections(html: str) -> dict[str, Tag]:
    """The day page's Mass sections by id."""
    return {section["id"]: section for section in page(html).select('section[class="mass"]')}


def mass_names(html: str) -> list[str]:
    return [text(h) for h in page(html).select('h3[class="mass-name"][id$="-title"]')]


def other_links(section: Tag) -> list[str]:
    line = section.select_one('p[class="other-masses no-print"]')
    return [a["href"][1:] for a in line.select('a[href^="#"]')] if line else []


def headings(scope: Tag, name: str) -> list[tuple[str, str]]:
    """Each reading's heading (`name`: h3 or h4, without attributes) as (label, reference)."""
    found = []
    for heading in scope.select(f"{name}:not([class]):not([id])"):
        reference = heading.select_one(':scope > span[class="reference"]')
        label = "".join(heading.find_all(string=True, recursive=False)).strip()
        found.append((label, text(reference) if reference else ""))
    return found


def test_christmas_shows_its_four_masses_each_labelled_and_linked_to_the_others(
    client, fetched_day
):
    fetched_day(CHRISTMAS)
    html = client.get(f"/day/{CHRISTMAS.isoformat()}/").content.decode()
    assert mass_names(html) == [name for _, name, _, _ in CHRISTMAS_MASSES]
    found = sections(html)
    assert list(found) == [anchor for anchor, _, _, _ in CHRISTMAS_MASSES]
    anchors = list(found)
    for anchor, _name, first, gospel in CHRISTMAS_MASSES:
        section = found[anchor]
        assert section["aria-labelledby"] == f"{anchor}-title"
        assert "Other Masses of this day:" in text(section)
        assert other_links(section) == [a for a in anchors if a != anchor]
        readings = headings(section, "h4")
        assert any(h == "First reading" and ref.startswith(first) for h, ref in readings)
        assert any(h == "Gospel" and ref.startswith(gospel) for h, ref in readings)
        assert len(section.select("h4")) == 4  # first, psalm, second, Gospel
    # Each reading once, under its own Mass; the page's other parts as on any day.
    assert html.count("Isaiah 52:7-10") == 1
    some(page(html), 'p[class="celebration"]', "The Nativity of the Lord (Christmas)")
    assert "Sandbox sample text" in html  # upstream's note, once, after the last Mass
    assert html.count('class="prose muted small readings-notes"') == 1


@pytest.mark.parametrize(
    ("language", "night", "day"),
    [
        ("es", "Misa de medianoche", "Misa del día"),
        ("pt", "Missa da Noite", "Missa do Dia"),
        ("it", "Messa nella notte", "Messa del giorno"),
        ("hr", "Misa u noći", "Misa danju"),
    ],
)
def test_the_masses_are_named_in_the_pages_language(client, fetched_day, language, night, day):
    fetched_day(CHRISTMAS)
    html = client.get(f"/day/{CHRISTMAS.isoformat()}/?lang={language}").content.decode()
    names = mass_names(html)
    assert len(names) == 4 and names[1] == night and names[3] == day
    # The sections keep their English ids: a link shared in one language works in another.
    assert list(sections(html)) == [anchor for anchor, _, _, _ in CHRISTMAS_MASSES]
    some(page(html), 'a[href="#mass-mass-during-the-night"]', night)


def test_easter_sunday_has_the_vigil_and_the_mass_during_the_day(client, fetched_day):
    fetched_day(EASTER)
    html = client.get(f"/day/{EASTER.isoformat()}/").content.decode()
    assert mass_names(html) == ["The Easter Vigil in the Holy Night", "Mass during the Day"]
    found = sections(html)
    vigil = found["mass-the-easter-vigil-in-the-holy-night"]
    day = found["mass-mass-during-the-day"]
    assert other_links(vigil) == ["mass-mass-during-the-day"]
    assert other_links(day) == ["mass-the-easter-vigil-in-the-holy-night"]
    assert "Genesis 1:1–2:2" in text(vigil) and "Romans 6:3-11" in text(vigil)
    assert "Acts 10:34a, 37-43" in text(day) and "John 20:1-9" in text(day)


def test_holy_saturday_names_its_one_mass_the_easter_vigil(client, fetched_day):
    fetched_day(HOLY_SATURDAY)
    html = client.get(f"/day/{HOLY_SATURDAY.isoformat()}/").content.decode()
    assert mass_names(html) == ["The Easter Vigil in the Holy Night"]
    # One Mass: nothing else to link to.
    assert "Other Masses of this day" not in html
    with translation.override("es"):
        html = client.get(f"/day/{HOLY_SATURDAY.isoformat()}/?lang=es").content.decode()
    assert mass_names(html) == ["Vigilia pascual en la noche santa"]


def test_palm_sunday_has_the_procession_gospel_and_the_mass(client, fetched_day):
    fetched_day(PALM_SUNDAY)
    html = client.get(f"/day/{PALM_SUNDAY.isoformat()}/").content.decode()
    assert mass_names(html) == ["At the Procession with Palms", "At the Mass"]
    found = sections(html)
    procession = found["mass-at-the-procession-with-palms"]
    mass = found["mass-at-the-mass"]
    assert [label for label, _ in headings(procession, "h4")] == ["Gospel"]
    assert "Matthew 21:1-11" in text(procession)
    assert [label for label, _ in headings(mass, "h4")] == [
        "First reading",
        "Responsorial Psalm",
        "Second reading",
        "Gospel",
    ]
    assert "Matthew 26:14–27:66" in text(mass)
    assert other_links(procession) == ["mass-at-the-mass"]
    assert other_links(mass) == ["mass-at-the-procession-with-palms"]


def test_a_day_with_one_mass_looks_as_it_always_did(client, fetched_day):
    fetched_day(ADVENT_THURSDAY)
    html = client.get(f"/day/{ADVENT_THURSDAY.isoformat()}/").content.decode()
    soup = page(html)
    assert 'class="mass' not in html and "Other Masses" not in html and not soup.select("h4")
    assert headings(soup, "h3") == [
        ("First reading", "Isaiah 26:1-6"),
        ("Responsorial Psalm", "Psalm 118:1, 8-9, 19-21, 25-27a (R. 26a)"),
        ("Gospel", "Matthew 7:21, 24-27"),
    ]


def test_an_older_christmas_answer_without_mass_headings_still_renders(client, stored_day):
    stored_day(CHRISTMAS, readings=readings_text(CHRISTMAS))
    html = client.get(f"/day/{CHRISTMAS.isoformat()}/").content.decode()
    assert 'class="mass' not in html and "Other Masses" not in html
    found = headings(page(html), "h3")
    assert ("First reading", "Romans 10:9-18") in found
    assert ("Gospel", "Matthew 4:18-22") in found


def test_the_week_names_each_mass_and_links_to_its_section(client, fetched_day):
    monday = dt.date(2026, 12, 21)
    fetched_day(CHRISTMAS)
    html = client.get(f"/week/{monday.isoformat()}/").content.decode()
    after = html.split(f'datetime="{CHRISTMAS.isoformat()}"', 1)[1]
    christmas = after.split('<li class="week-day', 1)[0]
    for anchor, name, first, _gospel in CHRISTMAS_MASSES:
        assert f'href="/day/{CHRISTMAS.isoformat()}/#{anchor}"' in christmas
        assert f">{name}</a>" in christmas
        assert first in christmas


# -- the text, as upstream might write it -------------------------------------------------


def test_mass_headings_in_other_markup_and_readings_before_the_first():
    text = "\n".join(
        [
            "Mass readings for Friday, 25 December 2026 — The Nativity of the Lord (Christmas)",
            "",
            "**Mass during the Night**",
            "(Celebrated at midnight.)",
            "",
            "First Reading: Isaiah 9:1-6",
            "The Mass at dawn follows later; this line is the reading's text.",
            "",
            "Gospel: Luke 2:1-14",
            "",
            "Mass at Dawn:",
            "",
            "Gospel: Luke 2:15-20",
        ]
    )
    parts = texts.parse_readings(text)
    assert [m.name for m in parts.masses] == ["Mass during the Night", "Mass at Dawn"]
    night, dawn = parts.masses
    assert night.intro == "(Celebrated at midnight.)"
    assert [r.reference for r in night.readings] == ["Isaiah 9:1-6", "Luke 2:1-14"]
    assert "follows later" in night.readings[0].body
    assert [r.reference for r in dawn.readings] == ["Luke 2:15-20"]
    assert len(parts.readings) == 3

    # Readings before the first heading: a Mass without a name, "Mass readings" on the page.
    early = texts.parse_readings(
        "Mass readings for Friday, 25 December 2026\n\nGospel: John 1:1-18"
        "\n\n## Vigil Mass\n\nGospel: Matthew 1:1-25"
    )
    assert [m.name for m in early.masses] == ["", "Vigil Mass"]
    with translation.override("es"):
        local = localized.localize(early)
    assert [m.name.text for m in local.masses] == [
        "Lecturas de la Misa",
        "Misa vespertina de la vigilia",
    ]


def test_an_unknown_mass_name_stays_upstreams_english_marked():
    parts = texts.parse_readings(
        "Mass readings for Sunday, 7 June 2026\n\n## Mass for the Blessing of Oils\n\n"
        "Gospel: Luke 4:16-21\n\n## At the Mass\n\nGospel: John 3:16-18"
    )
    with translation.override("it"):
        local = localized.localize(parts)
    unknown, known = local.masses
    assert (unknown.name.text, unknown.name.lang) == ("Mass for the Blessing of Oils", "en")
    assert (known.name.text, known.name.lang) == ("Messa", "it")


def test_the_calendar_feed_lists_the_masses(fetched_day):
    fetched_day(CHRISTMAS)
    content = selectors.day_get(day=CHRISTMAS)
    with translation.override("en"):
        text = feeds._plain_readings(feeds._local(content))
    positions = [text.index(name.upper()) for _, name, _, _ in CHRISTMAS_MASSES]
    assert positions == sorted(positions)
    assert text.index("Luke 2:1-14") > positions[1]
