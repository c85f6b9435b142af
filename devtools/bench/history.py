"""The Ask history page (/ask/history/) with 10, 1,000 and 10,000 threads of one user.

In-process through Django's test Client against a fresh test database: PostgreSQL when
DATABASE_URL is set, SQLite otherwise. Each size is timed for the first page, a search that
matches a few threads, a search that matches many, and a page in the middle of the list; the
samples are interleaved (every round takes each measurement once) so a busy moment on the
machine spreads over all of them.

    DEBUG=1 python -m devtools.embedded -- python -m devtools.bench.history

BENCH_HISTORY_ROUNDS sets the number of rounds (15 by default).
"""

from __future__ import annotations

import datetime as dt
import os
import random
import time

SIZES = (10, 1_000, 10_000)
PAGE_SIZE_HINT = 10  # only for picking "a later page"; the view's own size is read at run time
FEW = "bellarmine"  # in FEW_MATCHES threads' answers only
FEW_MATCHES = 3
MANY = "church"  # in most answers
URL = "/ask/history/"

SENTENCES = {
    "en": [
        "The Church teaches that grace perfects nature and does not destroy it.",
        "According to the Catechism of the Catholic Church, prayer is the raising of one's mind "
        "and heart to God.",
        "Baptism is the gateway to life in the Spirit and the door which gives access to the "
        "other sacraments.",
        "The Second Vatican Council describes the liturgy as the summit toward which the "
        "activity of the Church is directed.",
        "In Laudato si' Pope Francis calls for an integral ecology that hears both the cry of "
        "the earth and the cry of the poor.",
        "Saint Thomas Aquinas distinguishes the natural law from the divine law revealed in "
        "Scripture.",
        "The corporal works of mercy include feeding the hungry and visiting the imprisoned.",
        "Fasting during Lent is a sign of conversion and of solidarity with those in need.",
        "The Eucharist is the source and summit of the Christian life.",
        "Marriage is a covenant by which a man and a woman establish a partnership of the "
        "whole of life.",
        "The social doctrine rests on the dignity of the human person, the common good, "
        "subsidiarity and solidarity.",
        "Scripture and Tradition flow from the same divine wellspring.",
    ],
    "es": [
        "La Iglesia enseña que la oración es un don de Dios y una respuesta del corazón.",
        "El bautismo nos hace hijos de Dios y miembros de la Iglesia.",
        "La doctrina social de la Iglesia se funda en la dignidad de la persona humana.",
        "El Concilio Vaticano II llama a todos los fieles a la santidad.",
    ],
    "pt": [
        "A Igreja ensina que a caridade é a forma de todas as virtudes.",
        "A Eucaristia é fonte e ápice de toda a vida cristã.",
        "O Catecismo explica que a oração é a elevação da alma a Deus.",
    ],
    "it": [
        "La Chiesa insegna che la famiglia è la cellula originaria della vita sociale.",
        "Il perdono è al cuore del sacramento della riconciliazione.",
        "San Francesco d'Assisi è il patrono dell'ecologia.",
    ],
    "hr": [
        "Crkva uči da je molitva razgovor s Bogom.",
        "Krštenje je vrata novoga života u Duhu.",
        "Euharistija je izvor i vrhunac kršćanskog života.",
    ],
}
QUESTIONS = {
    "en": ["What does the Church teach about {}?", "How should a Catholic understand {}?",
           "Where does the Catechism speak of {}?"],
    "es": ["¿Qué enseña la Iglesia sobre {}?"],
    "pt": ["O que a Igreja ensina sobre {}?"],
    "it": ["Che cosa insegna la Chiesa su {}?"],
    "hr": ["Što Crkva uči o {}?"],
}  # fmt: skip
TOPICS = ["grace", "prayer", "baptism", "fasting", "the liturgy", "mercy", "marriage",
          "the common good", "creation", "forgiveness", "saints", "the Eucharist"]  # fmt: skip
LANGUAGES = ["en"] * 6 + ["es", "pt", "it", "hr"]


def _answer(rng: random.Random, language: str) -> str:
    """~1–3 KB of answer text; English ones usually name the Church (the MANY search)."""
    target, parts = rng.randint(1_000, 3_000), []
    while sum(len(p) + 1 for p in parts) < target:
        parts.append(rng.choice(SENTENCES[language]))
    return " ".join(parts)


def populate(owner, count: int, *, seed: int = 1) -> None:
    """`count` threads of 1–3 exchanges for `owner`, as the portal stores them, in bulk."""
    from portal.library.models import Exchange, Thread

    rng = random.Random(seed)
    now = time.time()
    few = set(rng.sample(range(count), min(FEW_MATCHES, count)))
    planned = []  # (thread, [(question, answer), ...])
    for n in range(count):
        language = rng.choice(LANGUAGES)
        pairs = []
        for _ in range(rng.randint(1, 3)):
            question = rng.choice(QUESTIONS[language]).format(rng.choice(TOPICS))
            pairs.append((question, _answer(rng, language)))
        if n in few:
            question, answer = pairs[-1]
            pairs[-1] = (question, answer + " Saint Robert Bellarmine wrote a catechism too.")
        when = dt.datetime.fromtimestamp(now - 3600 * (count - n), tz=dt.UTC)
        searchable = Thread.search_text_for(*(text for pair in pairs for text in pair))
        thread = Thread(owner=owner, title=pairs[0][0], context_id=f"ctx-{n}", created_at=when,
                        updated_at=when, search_text=searchable)  # fmt: skip
        planned.append((thread, pairs))
    Thread.objects.bulk_create([t for t, _ in planned], batch_size=2_000)
    exchanges = [
        Exchange(thread=thread, question=question, answer_text=answer, asked_at=thread.updated_at)
        for thread, pairs in planned
        for question, answer in pairs
    ]
    Exchange.objects.bulk_create(exchanges, batch_size=2_000)


def _setup(database_url: str | None):
    """Django on `database_url` (SQLite when None), with a fresh test database."""
    if database_url:
        os.environ["DATABASE_URL"] = database_url
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("DEBUG", "1")
    import django

    django.setup()
    from django.db import connection
    from django.test.utils import setup_test_environment

    setup_test_environment(debug=False)
    old_name = connection.settings_dict["NAME"]
    # A name of its own: never the test suite's test_<name>, which may be in use right now.
    connection.settings_dict["TEST"]["NAME"] = f"bench_history_{os.getpid()}"
    connection.creation.create_test_db(verbosity=0, autoclobber=True, serialize=False)
    return old_name


Samples = list[tuple[int, dict[str, list[float]]]]


def measure(
    database_url: str | None = None, *, rounds: int | None = None, sizes: tuple[int, ...] = SIZES
) -> Samples:
    """Raw samples in seconds, by number of threads and measurement.

    Call it before anything else sets Django up (it configures Django for `database_url`).
    """
    rounds = rounds or int(os.environ.get("BENCH_HISTORY_ROUNDS", "15"))
    old_name = _setup(database_url)
    from django.contrib.auth import get_user_model
    from django.db import connection
    from django.test import Client

    from portal.library.views import HISTORY_PAGE_SIZE

    try:
        clients, urls = {}, {}
        for size in sizes:
            user = get_user_model().objects.create_user(username=f"bench-history-{size}")
            started = time.perf_counter()
            populate(user, size)
            print(f"  {size:,} threads stored in {time.perf_counter() - started:.1f} s",
                  flush=True)  # fmt: skip
            client = Client()
            client.force_login(user)
            clients[size] = client
            later = max(1, size // HISTORY_PAGE_SIZE // 2)
            urls[size] = {
                "first page": (URL, {}),
                f"search, few matches (“{FEW}”)": (URL, {"q": FEW}),
                f"search, many matches (“{MANY}”)": (URL, {"q": MANY}),
                f"later page (page {later})": (URL, {"page": later}),
            }
        if connection.vendor == "postgresql":
            with connection.cursor() as cursor:
                cursor.execute("VACUUM ANALYZE")
        samples = {size: {name: [] for name in urls[size]} for size in sizes}
        for size in sizes:  # warm up, and check each page answers
            for path, params in urls[size].values():
                response = clients[size].get(path, params)
                assert response.status_code == 200, (size, params, response.status_code)
                if params.get("q") == FEW:  # the search finds exactly the planted threads
                    found = response.content.decode().count('class="card history-item"')
                    assert found == min(FEW_MATCHES, size), (size, found)
        for _ in range(rounds):
            for size in sizes:
                for name, (path, params) in urls[size].items():
                    started = time.perf_counter()
                    response = clients[size].get(path, params)
                    samples[size][name].append(time.perf_counter() - started)
                    assert response.status_code == 200
        return [(size, samples[size]) for size in sizes]
    finally:
        connection.creation.destroy_test_db(old_name, verbosity=0)


def section(results: Samples, vendor: str):
    """One table section: median (min–max) per figure, against the smallest size's median."""
    from devtools.bench.samples import ms_spread
    from devtools.bench.table import Figure, Section, median, ms, ratio

    smallest = dict(results[0][1])
    figures = []
    for size, by_name in results:
        for (name, values), reference in zip(by_name.items(), smallest.values(), strict=True):
            figures.append(Figure(
                f"{size:,} threads: {name}", ms_spread(values), ms(median(reference)),
                ratio(median(values), median(reference)),
            ))  # fmt: skip
    return Section(
        f"Ask history page in-process on {vendor}, interleaved rounds: median (min–max), "
        f"target under 100 ms (reference: the same page's median with {results[0][0]} threads)",
        figures,
    )


def in_subprocess() -> tuple[Samples, str]:
    """`measure()` in a fresh interpreter (it sets Django up on its own test database), for
    `make bench`: (samples, database vendor)."""
    import json
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-m", "devtools.bench.history", "--json"], capture_output=True, text=True,
    )  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(f"the history benchmark failed:\n{done.stderr[-3000:]}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return [(size, by_name) for size, by_name in data["results"]], data["vendor"]


def main() -> None:
    import json
    import sys

    from devtools.bench.table import machine, render

    database_url = os.environ.get("DATABASE_URL") or None
    as_json = "--json" in sys.argv
    if not as_json:
        print(f"History benchmark on {machine()}", flush=True)
    results = measure(database_url)
    from django.db import connection

    if as_json:  # the last line: what `in_subprocess` reads
        print(json.dumps({"results": results, "vendor": connection.vendor}))
        return
    print()
    print(render([section(results, connection.vendor)]))


if __name__ == "__main__":
    main()
