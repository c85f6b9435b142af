"""The week page names each saint of a date once. The martyrology names a saint alone
("Saint Julia, virgin") and again in a group ("Saints Julia, Saturninus and their
companions"), which the name reader found as "Saint Julia" and "Julia": names are now compared
without their titles and case, so the saint is listed once, in the titled form."""

import datetime as dt
from urllib.parse import unquote_plus

import pytest

from portal.readings import texts
from tests.html import page
from tests.readings import sandbox_days

pytestmark = pytest.mark.django_db
fetched_day = sandbox_days.fetched_day  # the sandbox's own text, stored as the prefetch does

# Wednesday 18 February 2026 (Ash Wednesday): the sandbox's martyrology names Saint Julia
# alone and again with Saint Saturninus.
ASH_WEDNESDAY = dt.date(2026, 2, 18)
MONDAY = dt.date(2026, 2, 16)
LANGUAGES = ["en", "es", "pt", "it", "hr"]


def saints_of(html: str, day: dt.date) -> list[str]:
    """The saints' search names listed for `day` on the week page, in order."""
    item = page(html).select_one(f'[datetime="{day.isoformat()}"]').find_parent("li")
    line = item.select('p[class="week-saints"]')[0]
    links = line.select('a[class="saint-link"][href*="?q="]')
    return [unquote_plus(link["href"].split("?q=", 1)[1]) for link in links]


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_saint_named_alone_and_in_a_group_is_listed_once(client, fetched_day, language):
    fetched_day(ASH_WEDNESDAY)
    text = client.get(f"/week/{MONDAY.isoformat()}/?lang={language}").content.decode()
    assert saints_of(text, ASH_WEDNESDAY) == ["Saint Theodora", "Saint Julia", "Saturninus"]


def test_titles_and_case_do_not_make_two_saints(client, stored_day):
    stored_day(
        ASH_WEDNESDAY,
        saints="Roman Martyrology\n\n"
        "1. In Lyon, the holy martyrs Marcian and Victor, who stayed faithful.\n\n"
        "2. At Rome, Saint Marcian, bishop.\n\n"
        "3. At Trier, St. Victor, and Saints MARCIAN, Felicitas and their companions.\n\n"
        "4. At Milan, Blessed Felicitas.",
    )
    html = client.get(f"/week/{MONDAY.isoformat()}/").content.decode()
    # The first place each saint is named; the titled form, the one the directory knows.
    assert saints_of(html, ASH_WEDNESDAY) == ["Saint Marcian", "St. Victor", "Blessed Felicitas"]
    item = html.split(f'datetime="{ASH_WEDNESDAY.isoformat()}"', 1)[1]
    assert ">Saint Marcian</a>" in item and ">Marcian</a>" not in item


@pytest.mark.parametrize(
    ("titled", "bare"),
    [
        ("Saint Marcian", "Marcian"),
        ("St. Marcian", "marcian"),
        ("St Marcian", "MARCIAN"),
        ("Blessed Felicitas", "Felicitas"),
        ("Bl. Felicitas", "Felicitas"),
        ("Santa Lucía", "Lucía"),
        ("San Marciano", "Marciano"),
        ("Santo Tomás", "tomás"),
        ("São João", "João"),
        ("Beata Teresa", "Teresa"),
        ("Sant'Agata", "Agata"),
        ("Sveti Marko", "Marko"),
        ("Sv. Marko", "Marko"),
        ("Blažena Marija", "Marija"),
    ],
)
def test_names_compare_without_titles_in_the_five_languages(titled, bare):
    assert texts.name_key(titled) == texts.name_key(bare)


def test_names_that_only_begin_like_a_title_are_kept_whole():
    assert texts.name_key("Stephen") == "stephen"
    assert texts.name_key("Santiago") == "santiago"
    assert texts.name_key("Sanctus") == "sanctus"
