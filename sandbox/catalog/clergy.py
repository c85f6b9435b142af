"""Invented clergy: every see's bishop, auxiliaries, emeriti and the historical bishops above them.

Each bishop's principal consecrator is another record here, so episcopal lineages can be
followed link by link back to a few nineteenth-century roots.
"""

from __future__ import annotations

import functools
import itertools
import random
from datetime import date
from typing import Any

from sandbox.catalog import diocese_table, names
from sandbox.catalog.search import NameIndex, slugify, word_list

SEED = "sandbox-catalog:clergy"

# Historical generations: (how many, consecration window, death window).
_GENERATIONS = [
    (8, (1862, 1885), (1912, 1935)),
    (14, (1895, 1925), (1945, 1965)),
    (26, (1930, 1958), (1975, 1995)),
    (40, (1960, 1980), (2000, 2020)),
]
_EMERITI = 36
_AUXILIARY_SEES = 30
_ACTIVE_WINDOW = (1995, 2024)

# Sees whose archbishop is traditionally (or in this sandbox) a cardinal.
_CARDINAL_SEES = set(
    word_list(
        """
    dmaml dcebu dnewy dchic dlosa dwash dbost dmexi dguad dsapa drioj dbuen dsant dboga dlima
    dquit dmila dnapo dtori dvene dfire dbolo dgeno dpale dpari dlyon dkoln dmunc dberl dwien
    dkrak dwars dzagr dwest dsydn dseou dtoky dkins dlago dabuj dnair dkamp dbomb dgoad derna
    dhong djaka dbang dmadr dbarc dsevi dlisb dtole dsaco djeru dbeir dbagh ddaka dabid dyaou
    """
    )
)
# Consistories (public dates), used so elevations fall on real consistory days.
_CONSISTORIES = [
    "1903-11-09", "1911-11-27", "1921-03-07", "1929-12-16", "1935-12-16", "1946-02-18",
    "1953-01-12", "1958-12-15", "1962-03-19", "1965-02-22", "1969-04-28", "1973-03-05",
    "1976-05-24", "1979-06-30", "1983-02-02", "1988-06-28", "1991-06-28", "1994-11-26",
    "1998-02-21", "2001-02-21", "2003-10-21", "2006-03-24", "2007-11-24", "2010-11-20",
    "2012-02-18", "2014-02-22", "2015-02-14", "2016-11-19", "2018-06-28", "2019-10-05",
    "2020-11-28", "2022-08-27", "2023-09-30", "2024-12-07",
]  # fmt: skip
_MOTTOS = [
    "In nomine Domini", "Fiat voluntas tua", "Ut omnes unum sint", "Caritas Christi urget nos",
    "Pasce oves meas", "Servire in caritate", "In te Domine speravi", "Duc in altum",
    "Veritas in caritate", "Dominus illuminatio mea", "Gaudium et spes", "Totus tuus",
    "Ecce ancilla Domini", "Pax et bonum", "Sequere me", "Deus caritas est", "Spes non confundit",
    "Miserando atque eligendo", "Omnia in Christo", "Ad maiorem Dei gloriam",
]  # fmt: skip
_UNIVERSITIES = [
    ("Pontifical Gregorian University", "Rome"),
    ("Pontifical Lateran University", "Rome"),
    ("Pontifical University of the Holy Cross", "Rome"),
    ("Pontifical University of Saint Thomas Aquinas (Angelicum)", "Rome"),
    ("Pontifical Urban University", "Rome"),
    ("Pontifical Biblical Institute", "Rome"),
    ("Catholic University of Louvain", "Leuven"),
    ("Catholic University of America", "Washington"),
    ("University of Navarra", "Pamplona"),
    ("John Paul II Catholic University of Lublin", "Lublin"),
    ("Pontifical and Royal University of Santo Tomas", "Manila"),
    ("Institut Catholique de Paris", "Paris"),
]
_DEGREES = [
    "Licentiate in Sacred Theology", "Doctorate in Canon Law", "Licentiate in Sacred Scripture",
    "Doctorate in Moral Theology", "Licentiate in Philosophy", "Doctorate in Dogmatic Theology",
]  # fmt: skip

_ORDINARY_TITLES = {
    "Archdiocese": "Archbishop",
    "Diocese": "Bishop",
    "Patriarchate": "Patriarch",
    "Major Archeparchy": "Major Archbishop",
    "Archeparchy": "Archeparch",
    "Eparchy": "Eparch",
    "Military Ordinariate": "Military Ordinary",
}


def ordinary_title(record: dict[str, Any]) -> str:
    title = _ORDINARY_TITLES[record["jurisdiction_type"]]
    if title == "Archbishop" and record["metropolitan_code"] is None:
        return "Metropolitan Archbishop"
    return title


def _iso(rng: random.Random, year: int) -> str:
    return date(year, rng.randint(1, 12), rng.randint(1, 28)).isoformat()


class _Builder:
    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        # The Pope is the Bishop of Rome: that see gets no invented ordinary.
        # The table's sees only: the world-sized directory's generated sees have no invented
        # bishops, so the clergy are the same people whatever the directory's size.
        self.records = [
            r for r in diocese_table.table_records() if r["source_code"] != diocese_table.PAPAL_SEE
        ]
        self.by_country: dict[str, list[dict[str, Any]]] = {}
        for record in self.records:
            self.by_country.setdefault(record["country"], []).append(record)
        self.people: dict[str, dict[str, Any]] = {}
        self.names_used: set[str] = set()

    # -- one person -------------------------------------------------------------------------

    def _name(self, group: str) -> str:
        for _ in range(50):
            name = names.invent(self.rng, group)
            # Identical names are allowed but rare, so alternates come mostly from surnames.
            if name not in self.names_used or self.rng.random() < 0.05:
                break
        self.names_used.add(name)
        return name

    def _id(self, name: str) -> str:
        base = slugify(name)
        person_id, n = base, 2
        while person_id in self.people:
            person_id, n = f"{base}-{n}", n + 1
        return person_id

    def _education(self, record: dict[str, Any]) -> list[str]:
        metro = diocese_table.record(record["metropolitan_code"] or record["source_code"])
        out = [f"Major Seminary of {metro['city'] if metro else record['city']}"]
        if self.rng.random() < 0.65:
            university, city = self.rng.choice(_UNIVERSITIES)
            out.append(f"{university} ({city}) — {self.rng.choice(_DEGREES)}")
        return out

    def _person(
        self,
        record: dict[str, Any],
        consecrated: int,
        born: int,
        consecrator: dict[str, Any] | None,
        *,
        source_table: str,
        died: int | None = None,
    ) -> dict[str, Any]:
        rng = self.rng
        name = self._name(names.group_for(record))
        person_id = self._id(name)
        birthplace = rng.choice(self.by_country[record["country"]])["city"]
        consecration_date = _iso(rng, consecrated)
        co_consecrators = self._co_consecrators(consecrated, exclude=consecrator)
        # Invented people have no pictures; the draws stay so every invented name stays stable.
        rng.random(), rng.random()
        person = {
            "person_id": person_id,
            "source_table": source_table,
            "sandbox": True,
            "primary_name": name,
            "honorific": None,
            "current_position": None,
            "last_position": None,
            "current_diocese": None,
            "image_url": None,
            "coat_of_arms_url": None,
            "birth": {"date": _iso(rng, born), "place": f"{birthplace}, {record['country']}"},
            "death": None,
            "ordination": {
                "priest": _iso(rng, born + rng.randint(24, 30)),
                "bishop": consecration_date,
            },
            "consecration": {
                "date": consecration_date,
                "principal_consecrator": _link(consecrator),
                "co_consecrators": [_link(c) for c in co_consecrators],
            },
            "elevated_to_cardinal": None,
            "episcopal_lineage": [],
            "education": self._education(record),
            "motto": rng.choice(_MOTTOS),
            "note": "Invented person (sandbox sample data).",
            # Private build fields, stripped from the published profile.
            "_consecrated": consecrated,
            "_died": died,
            "_consecrator": consecrator["person_id"] if consecrator else None,
        }
        if died is not None:
            deathplace = rng.choice(self.by_country[record["country"]])["city"]
            person["death"] = {
                "date": _iso(rng, died),
                "place": f"{deathplace}, {record['country']}",
            }
        self.people[person_id] = person
        return person

    def _co_consecrators(self, year: int, exclude: dict[str, Any] | None) -> list[dict[str, Any]]:
        alive = [
            p
            for p in self.people.values()
            if p["_consecrated"] < year
            and (p["_died"] is None or p["_died"] > year)
            and p is not exclude
        ]
        return self.rng.sample(alive, min(2, len(alive)))

    def _pick_consecrator(
        self, pool: list[dict[str, Any]], window: tuple[int, int]
    ) -> tuple[dict[str, Any] | None, int]:
        """A consecrator alive and already a bishop within the window, and the year."""
        low, high = window
        for _ in range(200):
            candidate = self.rng.choice(pool) if pool else None
            if candidate is None:
                return None, self.rng.randint(low, high)
            start = max(low, candidate["_consecrated"] + 3)
            end = min(high, (candidate["_died"] or 9999) - 1)
            if start <= end:
                return candidate, self.rng.randint(start, end)
        raise RuntimeError("no consecrator fits the window")  # the windows are built to fit

    def _cardinal(self, person: dict[str, Any], earliest: int, latest: int = 2024) -> None:
        options = [c for c in _CONSISTORIES if earliest <= int(c[:4]) <= latest]
        if options:
            person["elevated_to_cardinal"] = options[0]
            person["honorific"] = "Cardinal"

    # -- the whole body ---------------------------------------------------------------------

    def build(self) -> dict[str, str]:
        """Creates everyone; returns each see's current ordinary (code → person id)."""
        roots = self._historical()
        emeriti = self._emeriti(roots)
        ordinaries = self._ordinaries(roots + emeriti)
        self._auxiliaries(ordinaries)
        for person in self.people.values():
            person["episcopal_lineage"] = _lineage(person, self.people)
        return {p["current_diocese"]["source_code"]: p["person_id"] for p in ordinaries}

    def _historical(self) -> list[dict[str, Any]]:
        """Generation after generation of historical bishops; returns the latest one."""
        rng = self.rng
        previous: list[dict[str, Any]] = []
        for size, window, deaths in _GENERATIONS:
            current: list[dict[str, Any]] = []
            for _ in range(size):
                record = rng.choice(self.records)
                consecrator, year = self._pick_consecrator(previous, window)
                born = year - rng.randint(42, 56)
                person = self._person(
                    record, year, born, consecrator,
                    source_table="cd_persons_historical", died=rng.randint(*deaths),
                )  # fmt: skip
                person["last_position"] = f"{ordinary_title(record)}, {record['primary_name']}"
                # The see of the last position, as `current_diocese` is the present one's (not
                # published upstream: the sandbox's guess at the field, docs/upstream.md §7).
                person["last_diocese"] = _see(record)
                person["honorific"] = _ORDINARY_TITLES[record["jurisdiction_type"]]
                person["_see"] = record["source_code"]  # held it until death (past_ordinaries)
                if record["source_code"] in _CARDINAL_SEES and rng.random() < 0.5:
                    self._cardinal(person, year + 4, person["_died"] - 1)
                current.append(person)
            previous = current
        return previous

    def _emeriti(self, consecrators: list[dict[str, Any]]) -> list[dict[str, Any]]:
        rng = self.rng
        out: list[dict[str, Any]] = []
        for record in rng.sample(self.records, _EMERITI):
            consecrator, year = self._pick_consecrator(consecrators, (1978, 2000))
            born = min(1949, max(1935, year - rng.randint(42, 58)))
            person = self._person(record, year, born, consecrator, source_table="cd_persons")
            title = ordinary_title(record).replace("Metropolitan ", "")
            person["current_position"] = f"{title} Emeritus, {record['primary_name']}"
            person["current_diocese"] = _see(record)
            person["_see"] = record["source_code"]  # held it until 75 (past_ordinaries)
            person["honorific"] = title
            if record["source_code"] in _CARDINAL_SEES:
                self._cardinal(person, year + 5)
            out.append(person)
        return out

    def _ordinaries(self, seniors: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """One bishop for every see, each consecrated by a senior or an earlier new bishop."""
        rng = self.rng
        order = list(self.records)
        rng.shuffle(order)
        active: list[dict[str, Any]] = []
        for record in order:
            consecrator, year = self._pick_consecrator(seniors + active, _ACTIVE_WINDOW)
            born = min(year - 36, max(1950, year - rng.randint(40, 56)))
            person = self._person(record, year, born, consecrator, source_table="cd_persons")
            person["current_position"] = f"{ordinary_title(record)}, {record['primary_name']}"
            person["current_diocese"] = _see(record)
            person["honorific"] = _ORDINARY_TITLES[record["jurisdiction_type"]]
            if record["source_code"] in _CARDINAL_SEES:
                self._cardinal(person, year + 3)
            active.append(person)
        return active

    def _auxiliaries(self, ordinaries: list[dict[str, Any]]) -> None:
        rng = self.rng
        by_see = {p["current_diocese"]["source_code"]: p for p in ordinaries}
        archdioceses = [r for r in self.records if r["jurisdiction_type"] == "Archdiocese"]
        for record in rng.sample(archdioceses, _AUXILIARY_SEES):
            ordinary = by_see[record["source_code"]]
            # Auxiliaries are usually ordained by their own archbishop.
            if ordinary["_consecrated"] < 2023:
                consecrator = ordinary
                year = rng.randint(max(2005, ordinary["_consecrated"] + 1), 2024)
            else:
                consecrator, year = self._pick_consecrator(ordinaries, (2005, 2024))
            born = max(1955, year - rng.randint(42, 52))
            person = self._person(record, year, born, consecrator, source_table="cd_persons")
            person["current_position"] = f"Auxiliary Bishop, {record['primary_name']}"
            person["current_diocese"] = _see(record)
            person["honorific"] = "Bishop"


def _lineage(person: dict[str, Any], people: dict[str, dict[str, Any]]) -> list[dict[str, Any]]:
    """`person`'s consecrator, that one's consecrator, and so on up the chain."""
    chain: list[dict[str, Any]] = []
    below = person
    while below["_consecrator"]:
        above = people[below["_consecrator"]]
        role = (
            "principal consecrator"
            if below is person
            else f"principal consecrator of {below['primary_name']}"
        )
        chain.append(
            {"person_id": above["person_id"], "primary_name": above["primary_name"],
             "role": role, "consecrated": above["consecration"]["date"]}
        )  # fmt: skip
        below = above
    return chain


def _real(
    person_id: str,
    name: str,
    *,
    table: str,
    honorific: str,
    position: str,
    birth: tuple[str | None, str | None],
    death: tuple[str | None, str | None] | None,
    priest: str | None,
    bishop: str | None,
    cardinal: str | None,
    consecrator: str | None,
    education: list[str],
    motto: str | None,
    career: list[dict[str, str]],
    aliases: list[str],
    last_see: str | None = None,
) -> dict[str, Any]:
    see = diocese_table.record(last_see) if last_see else None
    return {
        "person_id": person_id,
        "source_table": table,
        "sandbox": True,
        "primary_name": name,
        "honorific": honorific,
        "current_position": position if table == "cd_persons" else None,
        "last_position": None if table == "cd_persons" else position,
        **(
            {
                "last_diocese": {
                    "source_code": see["source_code"],
                    "primary_name": see["primary_name"],
                }
            }
            if see
            else {}
        ),
        "current_diocese": None,
        "image_url": None,
        "coat_of_arms_url": None,
        "birth": {"date": birth[0], "place": birth[1]},
        "death": {"date": death[0], "place": death[1]} if death else None,
        "ordination": {"priest": priest, "bishop": bishop},
        "consecration": {
            "date": bishop,
            "principal_consecrator": None,  # filled in from `_consecrator`
            "co_consecrators": [],
        },
        "elevated_to_cardinal": cardinal,
        "episcopal_lineage": [],
        "education": education,
        "motto": motto,
        "career": career,
        "note": "Public facts, abridged (sandbox sample data).",
        "_consecrator": consecrator,
        "_aliases": aliases,
    }


_REAL_PEOPLE = [
    _real(
        "luis-antonio-tagle", "Luis Antonio Tagle", table="cd_persons", honorific="Cardinal",
        position="Pro-Prefect, Dicastery for Evangelization (Section for First Evangelization "
        "and New Particular Churches)",
        birth=("1957-06-21", "Manila, Philippines"), death=None,
        priest="1982-02-27", bishop="2001-12-12", cardinal="2012-11-24",
        consecrator="jaime-sin",
        education=[
            "Loyola School of Theology, Ateneo de Manila University (Quezon City)",
            "Catholic University of America (Washington) — Doctorate in Sacred Theology",
        ],
        motto="Dominus est",
        career=[
            {"date": "1982-02-27", "position": "Priest of the Diocese of Imus"},
            {"date": "2001-10-22", "position": "Bishop of Imus"},
            {"date": "2011-10-13", "position": "Archbishop of Manila"},
            {"date": "2012-11-24", "position": "Cardinal"},
            {"date": "2019-12-08",
             "position": "Prefect, Congregation for the Evangelization of Peoples"},
            {"date": "2022-06-05", "position": "Pro-Prefect, Dicastery for Evangelization"},
        ],
        aliases=["Luis Antonio Gokim Tagle", "Chito Tagle", "Cardinal Tagle"],
    ),
    _real(
        "jaime-sin", "Jaime Sin", table="cd_persons_historical", honorific="Cardinal",
        position="Archbishop, Archdiocese of Manila",
        birth=("1928-08-31", "New Washington, Aklan, Philippines"),
        death=("2005-06-21", "Manila, Philippines"),
        priest="1954-04-03", bishop="1967-03-18", cardinal="1976-05-24",
        consecrator="carmine-rocco", education=[], motto=None,
        career=[{"date": "1974-01-21", "position": "Archbishop of Manila"}],
        aliases=["Jaime Lachica Sin", "Cardinal Sin"], last_see="dmaml",
    ),
    _real(
        "carmine-rocco", "Carmine Rocco", table="cd_persons_historical",
        honorific="Archbishop", position="Apostolic Nuncio",
        birth=("1912", None), death=("1982", None),
        priest=None, bishop="1961", cardinal=None, consecrator="amleto-giovanni-cicognani",
        education=[], motto=None, career=[], aliases=[],
    ),
    _real(
        "amleto-giovanni-cicognani", "Amleto Giovanni Cicognani",
        table="cd_persons_historical", honorific="Cardinal",
        position="Secretary of State of the Holy See",
        birth=("1883-02-24", "Brisighella, Italy"), death=("1973-12-17", "Vatican City"),
        priest="1905-09-23", bishop="1933-04-23", cardinal="1958-12-15", consecrator=None,
        education=[], motto=None,
        career=[{"date": "1933-03-17", "position": "Apostolic Delegate to the United States"}],
        aliases=["Cardinal Cicognani"],
    ),
]  # fmt: skip


def _add_real_people(people: dict[str, dict[str, Any]]) -> None:
    real = {p["person_id"]: dict(p) for p in _REAL_PEOPLE}
    for person in real.values():
        consecrator = real.get(person["_consecrator"] or "")
        person["consecration"] = {
            **person["consecration"],
            "principal_consecrator": _link(consecrator),
        }
    for person in real.values():
        person["episcopal_lineage"] = _lineage(person, real)
    people.update(real)


# The last year the sandbox's figures and appointments reach.
_LAST_YEAR = 2024
_RETIREMENT_AGE = 75


def _past_ordinaries(people: dict[str, dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per see, the invented bishops who held it before its present one, most recent first.

    A historical bishop held his see from his consecration to his death, an emeritus from his
    consecration to 75; no one before the see was erected; when two tenures overlap, the
    earlier bishop is taken to have left when the later one came, and a tenure with no year
    left is dropped. No random draws here: every invented name and date stays as it was."""
    by_see: dict[str, list[list[Any]]] = {}
    for person in sorted(people.values(), key=lambda p: p["_consecrated"]):
        code: str | None = person.get("_see")
        record = diocese_table.record(code) if code else None
        if code is None or record is None:
            continue
        start = max(person["_consecrated"], diocese_table.erected_year(record) or 0)
        if person["source_table"] == "cd_persons_historical":
            end = person["_died"]
        else:
            end = min(int(person["birth"]["date"][:4]) + _RETIREMENT_AGE, _LAST_YEAR)
        if end > start:
            by_see.setdefault(code, []).append([start, end, person])
    out: dict[str, list[dict[str, Any]]] = {}
    for code, tenures in by_see.items():
        for earlier, later in itertools.pairwise(tenures):
            earlier[1] = min(earlier[1], later[0])
        out[code] = [
            {
                "person_id": person["person_id"],
                "primary_name": person["primary_name"],
                "start": str(start),
                "end": str(end),
            }
            for start, end, person in reversed(tenures)
            if end > start
        ]
    return out


def _see(record: dict[str, Any]) -> dict[str, str]:
    return {"source_code": record["source_code"], "primary_name": record["primary_name"]}


def _link(person: dict[str, Any] | None) -> dict[str, str] | None:
    if person is None:
        return None
    return {"person_id": person["person_id"], "primary_name": person["primary_name"]}


def _public(person: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in person.items() if not k.startswith("_")}


@functools.cache
def _catalog() -> tuple[
    dict[str, dict[str, Any]], dict[str, str], NameIndex, dict[str, list[dict[str, Any]]]
]:
    builder = _Builder()
    ordinaries = builder.build()
    past = _past_ordinaries(builder.people)
    _add_real_people(builder.people)
    profiles = {pid: _public(p) for pid, p in builder.people.items()}
    aliases = {pid: p.get("_aliases", []) for pid, p in builder.people.items()}
    index = NameIndex()
    for person_id, profile in profiles.items():
        names_ = [(profile["primary_name"], 1.0)]
        names_ += [(alias, 0.9) for alias in aliases[person_id]]
        position = profile["current_position"] or profile.get("last_position")
        if position:
            names_.append((position, 0.6))
        see = profile["current_diocese"]
        if see and position:
            record = diocese_table.record(see["source_code"])
            title = position.split(",")[0]
            for place in [record["city"], *record["aliases"]]:
                names_.append((f"{title} of {place}", 0.6))
        weight = 0.0
        if profile["source_table"] == "cd_persons":
            weight += 1.0
            if position and "Emeritus" not in position and "Auxiliary" not in position:
                weight += 2.0
        if profile["elevated_to_cardinal"]:
            weight += 1.0
        index.add(person_id, names_, weight=weight)
    return profiles, ordinaries, index, past


def all_people() -> list[dict[str, Any]]:
    return list(_catalog()[0].values())


def get(person_id: str) -> dict[str, Any] | None:
    return _catalog()[0].get(person_id)


def ordinary_of(source_code: str) -> dict[str, Any] | None:
    person_id = _catalog()[1].get(source_code)
    return _catalog()[0][person_id] if person_id else None


def past_ordinaries(source_code: str) -> list[dict[str, Any]]:
    """The invented bishops who held a see before its present one, most recent first:
    [{"person_id", "primary_name", "start", "end"}] (years), [] when none is on record."""
    return [dict(item) for item in _catalog()[3].get(source_code, [])]


def search(query: str) -> list[str]:
    return _catalog()[2].search(query)


def alternate(person_id: str) -> dict[str, Any]:
    profile = _catalog()[0][person_id]
    return {
        "person_id": person_id,
        "primary_name": profile["primary_name"],
        "current_position": profile["current_position"] or profile.get("last_position"),
    }
