"""Dates in plain words (the date box and /day/?date=…) and any date for a signed-in person.

The phrase table runs against a fixed "today", never the clock. The pages run against the
sandbox over HTTP, the real database and the real broker.
"""

import datetime as dt

import pytest
from django.test import Client
from django.utils import timezone

from portal.magisterium.artifacts import heading_day
from portal.readings import phrases, selectors
from portal.readings.models import MartyrologyEntry, MassReadings

WEDNESDAY = dt.date(2026, 5, 6)  # a Wednesday in Easter Time: Ascension and Pentecost ahead
SUNDAY = dt.date(2026, 5, 10)

# (phrase, the date it names when today is WEDNESDAY), per language.
PHRASES_ON_WEDNESDAY = {
    "en": [
        ("today", "2026-05-06"), ("Tomorrow", "2026-05-07"), ("yesterday", "2026-05-05"),
        ("the day after tomorrow", "2026-05-08"),
        ("Friday", "2026-05-08"), ("wednesday", "2026-05-06"), ("on Monday", "2026-05-11"),
        ("this Sunday", "2026-05-10"), ("next Sunday", "2026-05-10"),
        ("next Wednesday", "2026-05-13"), ("last Sunday", "2026-05-03"),
        ("Christmas", "2026-12-25"), ("Christmas Day 2030", "2030-12-25"),
        ("Easter", "2027-03-28"), ("Easter 2027", "2027-03-28"),
        ("easter sunday 2026", "2026-04-05"),
        ("Ash Wednesday", "2027-02-10"), ("Ash Wednesday 2026", "2026-02-18"),
        ("Pentecost", "2026-05-24"), ("Pentecost 2027", "2027-05-16"),
        ("Ascension", "2026-05-14"), ("Ascension Thursday 2027", "2027-05-06"),
        ("2026-12-25", "2026-12-25"), ("25 December 2026", "2026-12-25"),
        ("December 25th, 2026", "2026-12-25"), ("12/25/2026", "2026-12-25"),
    ],
    "es": [
        ("hoy", "2026-05-06"), ("mañana", "2026-05-07"), ("MANANA", "2026-05-07"),
        ("ayer", "2026-05-05"), ("pasado mañana", "2026-05-08"),
        ("viernes", "2026-05-08"), ("el lunes", "2026-05-11"), ("miércoles", "2026-05-06"),
        ("este domingo", "2026-05-10"), ("domingo que viene", "2026-05-10"),
        ("el domingo que viene", "2026-05-10"), ("próximo domingo", "2026-05-10"),
        ("proximo miercoles", "2026-05-13"), ("el domingo pasado", "2026-05-03"),
        ("Navidad", "2026-12-25"), ("día de Navidad 2027", "2027-12-25"),
        ("Pascua", "2027-03-28"), ("Pascua 2027", "2027-03-28"),
        ("Domingo de Pascua de 2027", "2027-03-28"),
        ("Miércoles de Ceniza", "2027-02-10"), ("miercoles de ceniza 2026", "2026-02-18"),
        ("Pentecostés", "2026-05-24"), ("Ascensión", "2026-05-14"),
        ("25/12/2026", "2026-12-25"), ("25 de diciembre de 2026", "2026-12-25"),
    ],
    "pt": [
        ("hoje", "2026-05-06"), ("amanhã", "2026-05-07"), ("ontem", "2026-05-05"),
        ("depois de amanhã", "2026-05-08"),
        ("sexta-feira", "2026-05-08"), ("segunda", "2026-05-11"),
        ("este domingo", "2026-05-10"), ("próximo domingo", "2026-05-10"),
        ("domingo que vem", "2026-05-10"), ("próxima quarta-feira", "2026-05-13"),
        ("domingo passado", "2026-05-03"),
        ("Natal", "2026-12-25"), ("Páscoa", "2027-03-28"), ("Páscoa 2027", "2027-03-28"),
        ("pascoa 2027", "2027-03-28"), ("Quarta-feira de Cinzas", "2027-02-10"),
        ("Pentecostes", "2026-05-24"), ("Ascensão do Senhor", "2026-05-14"),
        ("25/12/2026", "2026-12-25"), ("25 de dezembro de 2026", "2026-12-25"),
    ],
    "it": [
        ("oggi", "2026-05-06"), ("domani", "2026-05-07"), ("ieri", "2026-05-05"),
        ("dopodomani", "2026-05-08"),
        ("venerdì", "2026-05-08"), ("venerdi", "2026-05-08"), ("lunedì", "2026-05-11"),
        ("questa domenica", "2026-05-10"), ("domenica prossima", "2026-05-10"),
        ("prossima domenica", "2026-05-10"), ("mercoledì prossimo", "2026-05-13"),
        ("domenica scorsa", "2026-05-03"),
        ("Natale", "2026-12-25"), ("Pasqua", "2027-03-28"), ("Pasqua 2027", "2027-03-28"),
        ("Mercoledì delle Ceneri", "2027-02-10"), ("Pentecoste", "2026-05-24"),
        ("Ascensione", "2026-05-14"), ("giovedì dell'Ascensione 2027", "2027-05-06"),
        ("25/12/2026", "2026-12-25"), ("25 dicembre 2026", "2026-12-25"),
    ],
    "hr": [
        ("danas", "2026-05-06"), ("sutra", "2026-05-07"), ("jučer", "2026-05-05"),
        ("jucer", "2026-05-05"), ("prekosutra", "2026-05-08"),
        ("petak", "2026-05-08"), ("u ponedjeljak", "2026-05-11"), ("srijeda", "2026-05-06"),
        ("ove nedjelje", "2026-05-10"), ("sljedeća nedjelja", "2026-05-10"),
        ("iduće nedjelje", "2026-05-10"), ("u nedjelju", "2026-05-10"),
        ("sljedeće srijede", "2026-05-13"), ("prošle nedjelje", "2026-05-03"),
        ("Božić", "2026-12-25"), ("bozic 2027", "2027-12-25"), ("Uskrs", "2027-03-28"),
        ("Uskrs 2027", "2027-03-28"), ("Uskrs 2027.", "2027-03-28"),
        ("Čista srijeda", "2027-02-10"), ("Pepelnica 2026", "2026-02-18"),
        ("Duhovi", "2026-05-24"), ("Uzašašće", "2026-05-14"), ("Spasovo 2027", "2027-05-06"),
        ("25.12.2026.", "2026-12-25"), ("25.12.2026", "2026-12-25"),
        ("25. prosinca 2026.", "2026-12-25"),
    ],
}  # fmt: skip

# On a Sunday: a bare weekday and "this" include today; "next" is a week away.
PHRASES_ON_SUNDAY = [
    ("Sunday", "2026-05-10"), ("this Sunday", "2026-05-10"), ("next Sunday", "2026-05-17"),
    ("domingo", "2026-05-10"), ("este domingo", "2026-05-10"),
    ("domingo que viene", "2026-05-17"), ("próximo domingo", "2026-05-17"),
    ("domingo que vem", "2026-05-17"), ("domenica prossima", "2026-05-17"),
    ("sljedeća nedjelja", "2026-05-17"), ("last Sunday", "2026-05-03"),
]  # fmt: skip

NOT_DATES = [
    "", "   ", "banana", "the 5th Sunday of Advent", "the 3rd Sunday of Pentecost", "2026-02-30",
    "31/02/2026", "Mass readings for the 3rd Sunday of Advent",
    "next next Sunday", "Sunday 2027", "Easter 1200", "x" * 300,
]  # fmt: skip


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [(phrase, expected) for table in PHRASES_ON_WEDNESDAY.values() for phrase, expected in table],
)
def test_phrases_in_every_language(phrase, expected):
    assert phrases.resolve(phrase, today=WEDNESDAY) == dt.date.fromisoformat(expected)


@pytest.mark.parametrize(("phrase", "expected"), PHRASES_ON_SUNDAY)
def test_weekdays_when_today_is_that_weekday(phrase, expected):
    assert phrases.resolve(phrase, today=SUNDAY) == dt.date.fromisoformat(expected)


def test_a_feast_without_a_year_is_its_next_occurrence_today_included():
    easter_2026 = dt.date(2026, 4, 5)
    assert phrases.resolve("Easter", today=easter_2026) == easter_2026
    assert phrases.resolve("Uskrs", today=easter_2026 + dt.timedelta(days=1)) == dt.date(
        2027, 3, 28
    )
    assert phrases.resolve("Christmas", today=dt.date(2026, 12, 26)) == dt.date(2027, 12, 25)


@pytest.mark.parametrize("text", NOT_DATES)
def test_anything_else_is_not_resolved_here(text):
    assert phrases.resolve(text, today=WEDNESDAY) is None


@pytest.mark.parametrize("language", sorted(phrases.EXAMPLES))
def test_every_example_shown_on_the_400_page_resolves(language):
    for example in phrases.examples(language):
        assert phrases.resolve(example, today=WEDNESDAY) is not None, example


def test_the_date_of_an_upstream_answer_is_read_from_its_first_line():
    text = "Mass readings for Sunday, 13 December 2026 — Third Sunday of Advent\n\nGospel: John 1"
    assert heading_day(text) == dt.date(2026, 12, 13)
    assert heading_day("Readings for December 13, 2026\n\n…") == dt.date(2026, 12, 13)
    assert heading_day("Gaudete Sunday\n\n13 December 2026") is None  # the first line only


# --- The date box's target: /day/?date=… -------------------------------------------------------


def today():
    return timezone.localdate()


def coming_sunday_after_today():
    return today() + dt.timedelta(days=(6 - today().weekday()) % 7 or 7)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("typed", "language"),
    [("2027-03-28", "en"), ("Easter 2027", "en"), ("Pascua 2027", "en"), ("Pasqua 2027", "es"),
     ("Páscoa 2027", "hr"), ("USKRS 2027.", "it"), ("28/03/2027", "pt"), ("28.3.2027", "hr")],
)  # fmt: skip
def test_iso_dates_and_words_in_any_language_redirect_without_upstream(
    client, sandbox, typed, language
):
    sandbox.reset_requests()
    response = client.get("/day/", {"date": typed}, HTTP_ACCEPT_LANGUAGE=language)
    assert response.status_code == 302
    assert response.url == "/day/2027-03-28/"
    assert sandbox.requests()["total"] == 0


@pytest.mark.django_db
def test_relative_words_follow_the_sites_today(client):
    assert client.get("/day/", {"date": "today"}).url == "/"
    tomorrow = today() + dt.timedelta(days=1)
    assert client.get("/day/", {"date": "mañana"}).url == f"/day/{tomorrow.isoformat()}/"
    sunday = coming_sunday_after_today().isoformat()
    assert client.get("/day/", {"date": "next sunday"}).url == f"/day/{sunday}/"


@pytest.mark.django_db
def test_the_calendar_counts_when_nothing_is_typed(client):
    assert client.get("/day/", {"date": "", "pick": "2026-12-25"}).url == "/day/2026-12-25/"
    # What is typed wins over the calendar's date.
    response = client.get("/day/", {"date": "Christmas 2027", "pick": "2026-12-25"})
    assert response.url == "/day/2027-12-25/"


@pytest.mark.django_db
def test_words_nobody_reads_get_a_400_with_examples_in_the_active_language(client, sandbox):
    sandbox.reset_requests()
    english = client.get("/day/", {"date": "the Sunday of the big match"})
    assert english.status_code == 400
    html = english.content.decode()
    assert "is not a date the portal understands" in html
    assert 'href="/day/?date=next%20Sunday"' in html and "Good Friday" in html
    assert (
        'class="sign-in-form"' in html.split('class="date-examples"')[1]
    )  # the offer, beside them

    spanish = client.get("/day/", {"date": "pan con tomate"}, HTTP_ACCEPT_LANGUAGE="es")
    assert spanish.status_code == 400
    assert spanish["Content-Language"] == "es"
    html = spanish.content.decode()
    assert "domingo que viene" in html and "Viernes Santo" in html
    assert sandbox.requests()["total"] == 0  # anonymous: nobody asked upstream


# --- Words for upstream, signed in -------------------------------------------------------------


@pytest.mark.django_db
def test_signed_in_words_go_upstream_and_the_answers_date_is_the_redirect(
    signed_in_client, sandbox
):
    sandbox.reset_requests()
    response = signed_in_client.get("/day/", {"date": "Mass readings for 13 December 2026"})
    assert response.status_code == 302
    assert response.url == "/day/2026-12-13/"
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1}
    # The answer was that date's readings: kept for everyone.
    stored = MassReadings.objects.get(day=dt.date(2026, 12, 13))
    assert "13 December 2026" in stored.text
    # Words the portal knows never go upstream, signed in or not.
    signed_in_client.get("/day/", {"date": "Easter 2027"})
    assert sandbox.requests()["total"] == 1


@pytest.mark.django_db
def test_signed_in_words_upstream_cannot_read_get_the_400_too(signed_in_client, sandbox):
    sandbox.reset_requests()
    response = signed_in_client.get("/day/", {"date": "banana bread"})
    assert response.status_code == 400
    html = response.content.decode()
    assert "is not a date the portal understands" in html
    assert "found no date in these" in html
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1}


@pytest.mark.django_db
def test_an_upstream_error_on_a_words_lookup_gets_the_upstream_error_page(
    signed_in_client, sandbox
):
    sandbox.fault("internal_error")
    response = signed_in_client.get("/day/", {"date": "Mass readings for 21 February 2027"})
    assert response.status_code == 503
    assert "upstream-error" in response.content.decode()
    assert not MassReadings.objects.exists()


# --- Any date, signed in; the public window, anonymous --------------------------------------


def far_away():
    """A date outside the public window (and inside the sandbox's years)."""
    return today() - selectors.PAST_WINDOW - dt.timedelta(days=200)


@pytest.mark.django_db
def test_anonymous_beyond_the_window_gets_a_sign_in_offer_and_no_upstream_call(
    client, sandbox, broker_queue_length
):
    sandbox.reset_requests()
    response = client.get(f"/day/{far_away().isoformat()}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "sign-in-offer" in html and "not kept here" in html
    assert 'class="sign-in-form"' in html.split('id="day-content"')[1]
    assert "being fetched" not in html and 'data-pending="true"' not in html
    assert sandbox.requests()["total"] == 0
    assert broker_queue_length() == 0


@pytest.mark.django_db
def test_anonymous_visitors_queue_dates_of_the_public_window_and_none_beyond(
    client, sandbox, broker_queue_length
):
    from portal.readings import on_demand, tasks

    beyond_prefetch = selectors.prefetch_window()[-1] + dt.timedelta(days=1)
    assert selectors.day_in_window(beyond_prefetch)  # public, yet not the prefetch's
    html = client.get(f"/day/{beyond_prefetch.isoformat()}/").content.decode()
    assert "being fetched" in html and "sign-in-offer" not in html
    assert broker_queue_length() == 1  # on request (portal.readings.on_demand)
    assert tasks.day_queue_for_visitor(day=far_away()).state == on_demand.State.OUT_OF_RANGE
    assert broker_queue_length() == 1
    assert sandbox.requests()["total"] == 0
    # Inside the prefetch window the page queues the date for the worker too.
    client.get(f"/day/{selectors.prefetch_window()[-1].isoformat()}/")
    assert broker_queue_length() == 2


@pytest.mark.django_db
def test_the_calendar_keeps_anonymous_visitors_in_the_public_window(signed_in_client):
    first, last = selectors.public_window()
    html = Client().get("/").content.decode()
    assert f'min="{first.isoformat()}" max="{last.isoformat()}"' in html
    assert 'min="' not in signed_in_client.get("/").content.decode()


@pytest.mark.django_db
def test_signed_in_beyond_the_window_fetches_with_their_token_then_anyone_sees_it(
    signed_in_client, sandbox, settings, broker_queue_length
):
    settings.PREFETCH_ACCOUNT = ""  # the prefetch account could not have fetched it
    sandbox.reset_requests()
    day = far_away()
    response = signed_in_client.get(f"/day/{day.isoformat()}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Gospel" in html and "sign-in-offer" not in html
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}
    assert MassReadings.objects.filter(day=day).exists()
    assert MartyrologyEntry.objects.filter(day=day).exists()
    assert broker_queue_length() == 0

    anonymous = Client().get(f"/day/{day.isoformat()}/").content.decode()
    assert "Gospel" in anonymous and "sign-in-offer" not in anonymous
    assert sandbox.requests()["total"] == 2  # stored: nobody asked again


@pytest.mark.django_db
def test_words_then_the_day_page_fetch_only_what_is_missing(signed_in_client, sandbox):
    sandbox.reset_requests()
    words = signed_in_client.get("/day/", {"date": "Mass readings for 21 February 1999"})
    assert words.url == "/day/1999-02-21/"
    signed_in_client.get(words.url)
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}
    assert not selectors.days_missing([dt.date(1999, 2, 21)])


@pytest.mark.django_db
def test_an_upstream_error_on_a_signed_in_day_page_is_shown_on_the_page(signed_in_client, sandbox):
    sandbox.fault("internal_error")
    response = signed_in_client.get(f"/day/{far_away().isoformat()}/")
    assert response.status_code == 503
    html = response.content.decode()
    assert "upstream-error" in html and 'id="day-content"' in html
    assert not MassReadings.objects.filter(day=far_away()).exists()
