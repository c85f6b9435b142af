"""The Church's days by name in the date box, in the five languages: every entry of the one
table (portal.vocabulary.feast_days.FEAST_DAYS), with and without a year and accents, resolved
by the portal itself (no upstream call, signed in or not); the named Sundays; and the note on
the page of a feast some countries keep on another day.

The dates expected are written out by hand (2027, from a printed calendar: Easter on 28 March),
not computed by the rules under test.
"""

import datetime as dt
import unicodedata

import pytest

from portal.readings import phrases
from portal.vocabulary.feast_days import BY_KEY, FEAST_DAYS
from portal.vocabulary.names import LANGUAGES
from tests.accounts.html_tree import parse

D = dt.date
# Every entry's date in 2027.
EXPECTED_2027: dict[str, dt.date] = {
    "gaudete": D(2027, 12, 12), "christmas-eve": D(2027, 12, 24), "christmas": D(2027, 12, 25),
    "holy-family": D(2027, 12, 26), "mother-of-god": D(2027, 1, 1), "epiphany": D(2027, 1, 6),
    "baptism": D(2027, 1, 10), "ash-wednesday": D(2027, 2, 10), "laetare": D(2027, 3, 7),
    "palm-sunday": D(2027, 3, 21), "holy-monday": D(2027, 3, 22),
    "holy-tuesday": D(2027, 3, 23), "holy-wednesday": D(2027, 3, 24),
    "holy-thursday": D(2027, 3, 25), "good-friday": D(2027, 3, 26),
    "holy-saturday": D(2027, 3, 27), "easter": D(2027, 3, 28), "easter-monday": D(2027, 3, 29),
    "divine-mercy": D(2027, 4, 4), "ascension": D(2027, 5, 6), "pentecost": D(2027, 5, 16),
    "mother-of-the-church": D(2027, 5, 17), "trinity": D(2027, 5, 23),
    "corpus-christi": D(2027, 5, 30), "sacred-heart": D(2027, 6, 4),
    "christ-the-king": D(2027, 11, 21),
    "conversion-of-paul": D(2027, 1, 25), "presentation": D(2027, 2, 2),
    "chair-of-peter": D(2027, 2, 22), "joseph": D(2027, 3, 19),
    "annunciation": D(2027, 4, 5),  # 25 March is Holy Thursday: moved after Easter's octave
    "mark": D(2027, 4, 25), "philip-and-james": D(2027, 5, 3), "matthias": D(2027, 5, 14),
    "visitation": D(2027, 5, 31), "john-the-baptist": D(2027, 6, 24),
    "peter-and-paul": D(2027, 6, 29), "thomas": D(2027, 7, 3), "mary-magdalene": D(2027, 7, 22),
    "james": D(2027, 7, 25), "transfiguration": D(2027, 8, 6), "lawrence": D(2027, 8, 10),
    "assumption": D(2027, 8, 15), "bartholomew": D(2027, 8, 24),
    "nativity-of-mary": D(2027, 9, 8), "holy-cross": D(2027, 9, 14), "matthew": D(2027, 9, 21),
    "archangels": D(2027, 9, 29), "luke": D(2027, 10, 18), "simon-and-jude": D(2027, 10, 28),
    "all-saints": D(2027, 11, 1), "all-souls": D(2027, 11, 2), "lateran": D(2027, 11, 9),
    "andrew": D(2027, 11, 30), "immaculate-conception": D(2027, 12, 8),
    "stephen": D(2027, 12, 26), "john": D(2027, 12, 27), "holy-innocents": D(2027, 12, 28),
}  # fmt: skip
# Where a feast is kept on another day, that day in 2027.
OTHER_DAY_2027 = {
    "epiphany": D(2027, 1, 3), "ascension": D(2027, 5, 9), "corpus-christi": D(2027, 5, 27),
}  # fmt: skip
TODAY = D(2026, 12, 6)  # a Sunday of Advent: the next occurrence of most days is in 2027


def plain(text: str) -> str:
    """Without accents, hyphens or capitals, as people type in a hurry."""
    decomposed = unicodedata.normalize("NFKD", text.replace("-", " ").lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def all_phrases():
    for feast in FEAST_DAYS:
        for language in LANGUAGES:
            for phrase in feast.phrases(language):
                yield feast.key, language, phrase


# --- The resolver, without the sandbox ---------------------------------------------------------


def test_the_table_is_complete_and_its_names_are_unambiguous():
    assert set(EXPECTED_2027) == set(BY_KEY)
    named: dict[tuple[str, ...], str] = {}
    for key, language, phrase in all_phrases():
        words = phrases._significant(phrase)
        assert named.setdefault(words, key) == key, (phrase, language, named[words])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_name_in_every_language_with_and_without_a_year_and_accents(language):
    wrong = []
    for feast in FEAST_DAYS:
        expected = EXPECTED_2027[feast.key]
        for phrase in feast.phrases(language):
            for typed in (f"{phrase} 2027", f"{plain(phrase)} 2027", f"{phrase.upper()} 2027."):
                if (found := phrases.resolve(typed, today=TODAY)) != expected:
                    wrong.append((typed, found, expected))
            # Without a year: the next occurrence, today included.
            on_the_day = phrases.resolve(plain(phrase), today=expected)
            day_after = phrases.resolve(phrase, today=expected + dt.timedelta(days=1))
            if on_the_day != expected or day_after is None or day_after.year != 2028:
                wrong.append((phrase, on_the_day, day_after))
    assert not wrong


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("Viernes Santo 2027", "2027-03-26"), ("Veliki petak", "2027-03-26"),
        ("Sexta feira santa", "2027-03-26"), ("Venerdi Santo", "2027-03-26"),
        ("St Joseph", "2027-03-19"), ("Sv. Josip 2027.", "2027-03-19"),
        ("S. Giuseppe", "2027-03-19"), ("New Year's Day", "2027-01-01"),
        ("Sts Peter and Paul 2028", "2028-06-29"), ("Corpo de Deus 2027", "2027-05-30"),
        ("Velika Gospa", "2027-08-15"), ("Pasquetta 2027", "2027-03-29"),
        ("Immaculate Conception 2024", "2024-12-09"),  # 8 December 2024 was a Sunday of Advent
        ("St Joseph 2035", "2035-03-17"),  # 19 March 2035 is in Holy Week
        ("Christmas", "2026-12-25"), ("Gaudete", "2026-12-13"), ("Laetare", "2027-03-07"),
        # Named Sundays.
        ("third Sunday of Advent", "2026-12-13"), ("the 3rd Sunday of Advent 2027", "2027-12-12"),
        ("tercer domingo de Adviento", "2026-12-13"), ("III Domingo de Adviento", "2026-12-13"),
        ("terceiro domingo do Advento", "2026-12-13"), ("terza domenica di Avvento", "2026-12-13"),
        ("Domenica III di Avvento", "2026-12-13"), ("treća nedjelja došašća", "2026-12-13"),
        ("3. nedjelja došašća", "2026-12-13"), ("treca nedjelja dosasca", "2026-12-13"),
        ("Second Sunday of Easter", "2027-04-04"), ("2º Domingo da Páscoa", "2027-04-04"),
        ("druga vazmena nedjelja", "2027-04-04"), ("4th Sunday of Lent 2027", "2027-03-07"),
        ("cuarto domingo de Cuaresma", "2027-03-07"), ("3. korizmena nedjelja", "2027-02-28"),
        ("33rd Sunday in Ordinary Time 2026", "2026-11-15"),
        ("twenty-first Sunday in Ordinary Time 2027", "2027-08-22"),
        ("XXXIV Domingo del Tiempo Ordinario 2027", "2027-11-21"),
        ("2. nedjelja kroz godinu", "2027-01-17"),
        ("II Domenica del Tempo Ordinario", "2027-01-17"),
    ],
)  # fmt: skip
def test_examples_from_the_brief_and_named_sundays(typed, expected):
    assert phrases.resolve(typed, today=TODAY) == D.fromisoformat(expected)


@pytest.mark.parametrize(
    "typed",
    ["5th Sunday of Advent", "8th Sunday of Easter", "35th Sunday in Ordinary Time",
     "Sunday of Advent", "third Sunday", "third Advent", "St Nobody", "Good Friday 1200"],
)  # fmt: skip
def test_what_is_no_such_day_is_not_resolved(typed):
    assert phrases.resolve(typed, today=TODAY) is None


def test_a_feast_kept_on_another_day_names_it():
    for key, expected in OTHER_DAY_2027.items():
        assert phrases.other_day(BY_KEY[key], EXPECTED_2027[key]) == expected
    assert phrases.other_day(BY_KEY["easter"], EXPECTED_2027["easter"]) is None


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_examples_under_the_box_come_from_the_table_and_resolve(language):
    shown = phrases.examples(language)
    names = {phrase for _key, lang, phrase in all_phrases() if lang == language}
    assert len([example for example in shown if example in names]) >= 3
    assert all(phrases.resolve(example, today=TODAY) for example in shown)


# --- The date box: one request per entry and language, anonymous and signed in ---------------


@pytest.mark.django_db
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("who", ["anonymous", "signed_in"])
def test_the_date_box_reads_every_name_without_upstream(who, language, request, sandbox):
    browser = request.getfixturevalue("client" if who == "anonymous" else "signed_in_client")
    sandbox.reset_requests()
    wrong = []
    for feast in FEAST_DAYS:
        # Anonymous: the short name; signed in: the last alias (or full name), accents dropped.
        name = feast.names.short_in(language)
        if who == "signed_in":
            name = plain((feast.aliases[language] or (feast.names.in_language(language),))[-1])
        response = browser.get("/day/", {"date": f"{name} 2027"}, HTTP_ACCEPT_LANGUAGE=language)
        expected = f"/day/{EXPECTED_2027[feast.key].isoformat()}/"
        if response.status_code != 302 or response.url.split("?")[0] != expected:
            wrong.append((name, response.status_code, response.get("Location"), expected))
    assert not wrong
    assert sandbox.requests()["total"] == 0


@pytest.mark.django_db
def test_named_sundays_signed_in_never_go_upstream(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get("/day/", {"date": "the 3rd Sunday of Advent 2026"})
    assert response.url == "/day/2026-12-13/"
    response = signed_in_client.get("/day/", {"date": "treća nedjelja došašća 2026."})
    assert response.url == "/day/2026-12-13/"
    assert sandbox.requests()["total"] == 0


def note_of(html: str):
    return parse(html).find("p", lambda node: "data-feast-note" in node.attrs)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("typed", "language", "shown", "other", "words"),
    [
        ("Ascension 2027", "en", "2027-05-06", "2027-05-09", ["Thursday 6 May", "on Sunday"]),
        ("Ascensión 2027", "es", "2027-05-06", "2027-05-09", ["jueves 6 de mayo", "domingo"]),
        ("Tijelovo 2027.", "hr", "2027-05-30", "2027-05-27", ["nedjelja 30. svibnja", "27."]),
        ("Epifania 2027", "it", "2027-01-06", "2027-01-03", ["mercoledì 6 gennaio", "3 gennaio"]),
        ("Corpo de Deus 2027", "pt", "2027-05-30", "2027-05-27", ["domingo 30 de maio"]),
    ],
)  # fmt: skip
def test_a_feast_kept_on_another_day_gets_a_note_linking_that_day(
    client, sandbox, typed, language, shown, other, words
):
    response = client.get("/day/", {"date": typed, "lang": language})
    assert response.status_code == 302
    assert response.url.startswith(f"/day/{shown}/?")
    note = note_of(client.get(response.url).content.decode())
    assert note is not None
    link = note.find("a")
    assert link is not None and link.attrs["href"] == f"/day/{other}/?lang={language}"
    text = note.text()
    assert all(word in text for word in words), text
    # The same day reached otherwise, or a feast that does not move, has no note.
    assert note_of(client.get(f"/day/{shown}/?lang={language}").content.decode()) is None
    easter = client.get("/day/", {"date": "Easter 2027"})
    assert easter.url == "/day/2027-03-28/"
