"""The world-sized directory (`SANDBOX_WORLD=1`): the table's real sees plus generated ones, so
that a harvest of "the whole Church" (about 3,200 jurisdictions in some 200 countries) can be
tried against the sandbox.

Off by default: then every answer is the table's alone, and only OTHER_NAMES (the other names
a country is asked for by, which both directories answer) is used from here. On, each
country of COUNTRIES is filled up to about its real number of jurisdictions with generated
ecclesiastical provinces: a "Generated Archdiocese N of <country>" (a metropolitan) and its
"Generated Diocese N of <country>" suffragans, linked by `metropolitan_code` as the real sees
are. Generated rows carry `generated: True` (and their profiles `"generated": true`); their
codes ("dg" + the country's ISO 3166 letters + a number, e.g. "dgke001") contain digits, which
no table code does, so they never collide with a real-named see's code. Everything comes from
fixed seeds: the same codes and names on every start.
"""

from __future__ import annotations

import functools
import os
import random
import re
from typing import Any

ENV_VAR = "SANDBOX_WORLD"
SEED = "sandbox-catalog:world"


def enabled() -> bool:
    """True when the sandbox serves the world-sized directory. Read on every call (it is one
    dictionary look-up) so caches keyed on it never mix the two directories; the server
    validates the variable when it starts (sandbox.state)."""
    return os.environ.get(ENV_VAR, "").strip() == "1"


# One line per country: name | ISO 3166 letters | region (the table's regions) | the city of
# its main see | about how many jurisdictions it has (Annuario-like orders of magnitude) |
# present share of Catholics in percent ("-" where statistics.COUNTRY_PERCENT has the country).
# The first 87 are the table's countries; the others are added by the world-sized directory.
COUNTRIES = """
Philippines | ph | Asia | Manila | 86 | -
United States | us | North America | Washington | 196 | -
Canada | ca | North America | Ottawa | 72 | -
Mexico | mx | North America | Mexico City | 95 | -
Costa Rica | cr | Central America | San José | 8 | -
Guatemala | gt | Central America | Guatemala City | 15 | -
El Salvador | sv | Central America | San Salvador | 8 | -
Honduras | hn | Central America | Tegucigalpa | 10 | -
Nicaragua | ni | Central America | Managua | 9 | -
Panama | pa | Central America | Panama City | 8 | -
Dominican Republic | do | Caribbean | Santo Domingo | 12 | -
Puerto Rico | pr | Caribbean | San Juan | 6 | -
Cuba | cu | Caribbean | Havana | 11 | -
Jamaica | jm | Caribbean | Kingston | 3 | -
Trinidad and Tobago | tt | Caribbean | Port of Spain | 1 | -
Colombia | co | South America | Bogotá | 78 | -
Venezuela | ve | South America | Caracas | 41 | -
Ecuador | ec | South America | Quito | 26 | -
Peru | pe | South America | Lima | 46 | -
Bolivia | bo | South America | La Paz | 18 | -
Chile | cl | South America | Santiago | 27 | -
Argentina | ar | South America | Buenos Aires | 70 | -
Uruguay | uy | South America | Montevideo | 10 | -
Paraguay | py | South America | Asunción | 15 | -
Brazil | br | South America | Brasília | 280 | -
Spain | es | Europe | Madrid | 70 | -
Portugal | pt | Europe | Lisbon | 21 | -
Italy | it | Europe | Rome | 226 | -
France | fr | Europe | Paris | 98 | -
Belgium | be | Europe | Brussels | 9 | -
Netherlands | nl | Europe | Utrecht | 7 | -
Germany | de | Europe | Berlin | 28 | -
Austria | at | Europe | Vienna | 12 | -
Switzerland | ch | Europe | Bern | 6 | -
Poland | pl | Europe | Warsaw | 44 | -
Croatia | hr | Europe | Zagreb | 17 | -
Slovenia | si | Europe | Ljubljana | 6 | -
Bosnia and Herzegovina | ba | Europe | Sarajevo | 4 | -
Hungary | hu | Europe | Budapest | 20 | -
Czech Republic | cz | Europe | Prague | 9 | -
Slovakia | sk | Europe | Bratislava | 11 | -
Lithuania | lt | Europe | Vilnius | 8 | -
Ukraine | ua | Europe | Kyiv | 30 | -
United Kingdom | gb | Europe | London | 35 | -
Ireland | ie | Europe | Dublin | 26 | -
Malta | mt | Europe | Valletta | 2 | -
Luxembourg | lu | Europe | Luxembourg | 1 | -
Greece | gr | Europe | Athens | 12 | -
Nigeria | ng | Africa | Abuja | 60 | -
Democratic Republic of the Congo | cd | Africa | Kinshasa | 48 | -
Kenya | ke | Africa | Nairobi | 27 | -
Uganda | ug | Africa | Kampala | 21 | -
Tanzania | tz | Africa | Dar es Salaam | 35 | -
Rwanda | rw | Africa | Kigali | 9 | -
Ethiopia | et | Africa | Addis Ababa | 13 | -
Ghana | gh | Africa | Accra | 20 | -
Senegal | sn | Africa | Dakar | 7 | -
Côte d'Ivoire | ci | Africa | Abidjan | 15 | -
Cameroon | cm | Africa | Yaoundé | 26 | -
Angola | ao | Africa | Luanda | 19 | -
Mozambique | mz | Africa | Maputo | 12 | -
South Africa | za | Africa | Pretoria | 28 | -
Zimbabwe | zw | Africa | Harare | 9 | -
Zambia | zm | Africa | Lusaka | 11 | -
Madagascar | mg | Africa | Antananarivo | 22 | -
Sudan | sd | Africa | Khartoum | 2 | -
South Sudan | ss | Africa | Juba | 7 | -
South Korea | kr | Asia | Seoul | 19 | -
Japan | jp | Asia | Tokyo | 16 | -
China | cn | Asia | Beijing | 144 | -
Taiwan | tw | Asia | Taipei | 7 | -
Vietnam | vn | Asia | Hanoi | 27 | -
Thailand | th | Asia | Bangkok | 11 | -
Indonesia | id | Asia | Jakarta | 38 | -
Malaysia | my | Asia | Kuala Lumpur | 9 | -
Singapore | sg | Asia | Singapore | 1 | -
Bangladesh | bd | Asia | Dhaka | 8 | -
Sri Lanka | lk | Asia | Colombo | 12 | -
India | in | Asia | New Delhi | 174 | -
Lebanon | lb | Middle East | Beirut | 20 | -
Israel and Palestine | il | Middle East | Jerusalem | 8 | -
Iraq | iq | Middle East | Baghdad | 17 | -
Australia | au | Oceania | Canberra | 35 | -
New Zealand | nz | Oceania | Wellington | 7 | -
Papua New Guinea | pg | Oceania | Port Moresby | 23 | -
Fiji | fj | Oceania | Suva | 1 | -
Guam | gu | Oceania | Hagåtña | 1 | -
Algeria | dz | Africa | Algiers | 4 | 0.02
Benin | bj | Africa | Cotonou | 10 | 25
Botswana | bw | Africa | Gaborone | 2 | 5
Burkina Faso | bf | Africa | Ouagadougou | 15 | 20
Burundi | bi | Africa | Gitega | 8 | 60
Cape Verde | cv | Africa | Praia | 2 | 77
Central African Republic | cf | Africa | Bangui | 9 | 29
Chad | td | Africa | N'Djamena | 8 | 20
Comoros | km | Africa | Moroni | 1 | 0.5
Republic of the Congo | cg | Africa | Brazzaville | 9 | 50
Djibouti | dj | Africa | Djibouti | 1 | 0.5
Egypt | eg | Africa | Cairo | 16 | 0.3
Equatorial Guinea | gq | Africa | Malabo | 5 | 80
Eritrea | er | Africa | Asmara | 4 | 4
Eswatini | sz | Africa | Manzini | 1 | 5
Gambia | gm | Africa | Banjul | 1 | 3
Gabon | ga | Africa | Libreville | 6 | 42
Guinea | gn | Africa | Conakry | 3 | 7
Guinea-Bissau | gw | Africa | Bissau | 2 | 12
Lesotho | ls | Africa | Maseru | 4 | 45
Liberia | lr | Africa | Monrovia | 3 | 6
Libya | ly | Africa | Tripoli | 3 | 0.5
Malawi | mw | Africa | Lilongwe | 8 | 25
Mali | ml | Africa | Bamako | 6 | 2
Mauritania | mr | Africa | Nouakchott | 1 | 0.1
Mauritius | mu | Africa | Port Louis | 2 | 26
Morocco | ma | Africa | Rabat | 2 | 0.1
Namibia | na | Africa | Windhoek | 3 | 19
Niger | ne | Africa | Niamey | 2 | 0.1
São Tomé and Príncipe | st | Africa | São Tomé | 1 | 70
Seychelles | sc | Africa | Victoria | 1 | 76
Sierra Leone | sl | Africa | Freetown | 4 | 6
Somalia | so | Africa | Mogadishu | 1 | 0.01
Togo | tg | Africa | Lomé | 7 | 25
Tunisia | tn | Africa | Tunis | 1 | 0.2
Western Sahara | eh | Africa | Laayoune | 1 | 0.1
Réunion | re | Africa | Saint-Denis | 1 | 80
Afghanistan | af | Asia | Kabul | 1 | 0.01
Armenia | am | Asia | Yerevan | 1 | 10
Azerbaijan | az | Asia | Baku | 1 | 0.01
Brunei | bn | Asia | Bandar Seri Begawan | 1 | 4
Cambodia | kh | Asia | Phnom Penh | 3 | 0.1
Timor-Leste | tl | Asia | Dili | 3 | 97
Georgia | ge | Asia | Tbilisi | 1 | 1
Kazakhstan | kz | Asia | Astana | 4 | 1
Kyrgyzstan | kg | Asia | Bishkek | 1 | 0.01
Laos | la | Asia | Vientiane | 4 | 1
Mongolia | mn | Asia | Ulaanbaatar | 1 | 0.05
Myanmar | mm | Asia | Yangon | 16 | 1.3
Nepal | np | Asia | Kathmandu | 1 | 0.03
North Korea | kp | Asia | Pyongyang | 3 | 0.01
Pakistan | pk | Asia | Karachi | 7 | 0.6
Tajikistan | tj | Asia | Dushanbe | 1 | 0.01
Turkmenistan | tm | Asia | Ashgabat | 1 | 0.01
Uzbekistan | uz | Asia | Tashkent | 1 | 0.01
Bahrain | bh | Middle East | Awali | 1 | 10
Iran | ir | Middle East | Tehran | 6 | 0.01
Jordan | jo | Middle East | Amman | 2 | 1.5
Kuwait | kw | Middle East | Kuwait City | 1 | 8
Syria | sy | Middle East | Damascus | 15 | 1.5
Turkey | tr | Middle East | Istanbul | 7 | 0.05
United Arab Emirates | ae | Middle East | Abu Dhabi | 1 | 9
Albania | al | Europe | Tirana | 6 | 10
Belarus | by | Europe | Minsk | 4 | 7
Bulgaria | bg | Europe | Sofia | 3 | 0.7
Cyprus | cy | Europe | Nicosia | 1 | 2
Denmark | dk | Europe | Copenhagen | 1 | 0.8
Estonia | ee | Europe | Tallinn | 1 | 0.5
Finland | fi | Europe | Helsinki | 1 | 0.3
Gibraltar | gi | Europe | Gibraltar | 1 | 70
Iceland | is | Europe | Reykjavík | 1 | 4
Kosovo | xk | Europe | Prizren | 1 | 2
Latvia | lv | Europe | Riga | 4 | 20
Liechtenstein | li | Europe | Vaduz | 1 | 73
Moldova | md | Europe | Chișinău | 1 | 0.5
Monaco | mc | Europe | Monaco | 1 | 85
Montenegro | me | Europe | Bar | 2 | 3
North Macedonia | mk | Europe | Skopje | 2 | 0.5
Norway | no | Europe | Oslo | 3 | 3
Romania | ro | Europe | Bucharest | 12 | 5
Russia | ru | Europe | Moscow | 5 | 0.5
San Marino | sm | Europe | San Marino | 1 | 90
Serbia | rs | Europe | Belgrade | 5 | 5
Sweden | se | Europe | Stockholm | 1 | 1.2
Bermuda | bm | North America | Hamilton | 1 | 15
Belize | bz | Central America | Belize City | 1 | 40
Haiti | ht | Caribbean | Port-au-Prince | 10 | 55
Antigua and Barbuda | ag | Caribbean | St. John's | 1 | 10
Bahamas | bs | Caribbean | Nassau | 1 | 12
Barbados | bb | Caribbean | Bridgetown | 1 | 4
Dominica | dm | Caribbean | Roseau | 1 | 60
Grenada | gd | Caribbean | St. George's | 1 | 45
Saint Lucia | lc | Caribbean | Castries | 1 | 60
Saint Vincent and the Grenadines | vc | Caribbean | Kingstown | 1 | 7
Curaçao | cw | Caribbean | Willemstad | 1 | 72
Martinique | mq | Caribbean | Fort-de-France | 1 | 80
Guadeloupe | gp | Caribbean | Basse-Terre | 1 | 80
U.S. Virgin Islands | vi | Caribbean | Charlotte Amalie | 1 | 30
Cayman Islands | ky | Caribbean | George Town | 1 | 14
Turks and Caicos Islands | tc | Caribbean | Cockburn Town | 1 | 11
Guyana | gy | South America | Georgetown | 1 | 7
Suriname | sr | South America | Paramaribo | 1 | 22
French Guiana | gf | South America | Cayenne | 1 | 80
Falkland Islands | fk | South America | Stanley | 1 | 10
Samoa | ws | Oceania | Apia | 1 | 20
American Samoa | as | Oceania | Pago Pago | 1 | 20
Solomon Islands | sb | Oceania | Honiara | 3 | 19
Tonga | to | Oceania | Nukuʻalofa | 1 | 15
Vanuatu | vu | Oceania | Port Vila | 1 | 12
Kiribati | ki | Oceania | Tarawa | 1 | 55
Micronesia | fm | Oceania | Weno | 1 | 50
Palau | pw | Oceania | Koror | 1 | 45
Marshall Islands | mh | Oceania | Majuro | 1 | 8
Tuvalu | tv | Oceania | Funafuti | 1 | 1
New Caledonia | nc | Oceania | Nouméa | 1 | 60
French Polynesia | pf | Oceania | Papeete | 2 | 35
Wallis and Futuna | wf | Oceania | Mata-Utu | 1 | 95
Northern Mariana Islands | mp | Oceania | Saipan | 1 | 80
Cook Islands | ck | Oceania | Avarua | 1 | 17
"""

# Other names a country is asked for by (CLDR's English names, as the portal's world harvest
# spells them, and the other common ones), found as the country's own name is.
OTHER_NAMES = {
    "Czech Republic": ("Czechia",),
    "Côte d'Ivoire": ("Ivory Coast",),
    "Turkey": ("Türkiye",),
    "Cape Verde": ("Cabo Verde",),
    "Eswatini": ("Swaziland",),
    "Myanmar": ("Burma",),
    "Timor-Leste": ("East Timor",),
    "Israel and Palestine": ("Israel", "Palestine"),
}

# Sees per generated province, metropolitan included: drawn per country in this range.
_PROVINCE_SIZE = (5.0, 8.0)
# The province heads among jurisdiction types (as in the table).
_HEAD_TYPES = {"Archdiocese", "Archeparchy", "Major Archeparchy", "Patriarchate"}
_GENERATED_CODE = re.compile(r"dg[a-z]{2}\d{3}")


@functools.cache
def _countries() -> dict[str, dict[str, Any]]:
    out = {}
    for line in COUNTRIES.strip().splitlines():
        name, iso, region, capital, size, percent = (part.strip() for part in line.split("|"))
        out[name] = {
            "name": name,
            "iso": iso,
            "region": region,
            "capital": capital,
            "size": int(size),
            "percent": None if percent == "-" else float(percent),
        }
    return out


def countries() -> list[dict[str, Any]]:
    """COUNTRIES as records: name, iso, region, capital, size, percent (None: the table's)."""
    return [dict(country) for country in _countries().values()]


def catholic_percent(country: str) -> float | None:
    """The share of Catholics listed for a country the table does not have, else None."""
    listed = _countries().get(country)
    return listed["percent"] if listed else None


def _province_sizes(rng: random.Random, count: int) -> list[int]:
    """How many suffragans each generated province of a country gets (one entry a province)."""
    provinces = max(1, min(count, round(count / rng.uniform(*_PROVINCE_SIZE))))
    weights = [rng.uniform(0.5, 1.5) for _ in range(provinces)]
    sizes = [0] * provinces
    for _ in range(count - provinces):
        sizes[rng.choices(range(provinces), weights)[0]] += 1
    return sizes


def _country_rows(country: dict[str, Any], own: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One country's generated sees: enough to reach its size, at least one where the table
    has none; province after province, the metropolitan first, then its suffragans."""
    count = max(country["size"] - len(own), 0 if own else 1)
    if count == 0:
        return []
    rng = random.Random(f"{SEED}:{country['iso']}")
    has_head = any(
        row["metropolitan_code"] is None and row["jurisdiction_type"] in _HEAD_TYPES for row in own
    )
    capital_taken = any(row["city"] == country["capital"] for row in own)
    rows: list[dict[str, Any]] = []

    def see(kind: str, ordinal: int, metropolitan: str | None, city: str | None) -> dict[str, Any]:
        number = len(rows) + 1
        rows.append(
            {
                "source_code": f"dg{country['iso']}{number:03d}",
                "primary_name": f"Generated {kind} {ordinal} of {country['name']}",
                "jurisdiction_type": kind,
                "rite": "Latin",
                "country": country["name"],
                "region_primary": country["region"],
                "state": None,
                # Named for its country too: a province is named after its see's city, and the
                # portal groups sees by province across countries.
                "city": city or f"Generated City {number} of {country['name']}",
                "metropolitan_code": metropolitan,
                "aliases": [],
                "generated": True,
            }
        )
        return rows[-1]

    dioceses = 0
    for ordinal, suffragans in enumerate(_province_sizes(rng, count), start=1):
        # A country with no province of its own in the table has its first generated
        # metropolitan, the see a search for the country answers with, in its main city.
        main_city = ordinal == 1 and not has_head and not capital_taken
        head = see("Archdiocese", ordinal, None, country["capital"] if main_city else None)
        for _ in range(suffragans):
            dioceses += 1
            see("Diocese", dioceses, head["source_code"], None)
    return rows


def generated_rows(table_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The generated sees, as rows shaped like diocese_table.parse_rows()'s (plus `generated`),
    country after country in COUNTRIES' order."""
    existing: dict[str, list[dict[str, Any]]] = {}
    for row in table_rows:
        existing.setdefault(row["country"], []).append(row)
    rows = [
        row
        for country in _countries().values()
        for row in _country_rows(country, existing.get(country["name"], []))
    ]
    taken = {row["source_code"] for row in table_rows}
    for row in rows:
        # Digits keep the two kinds of code apart; checked, as a collision would hide a see.
        if not _GENERATED_CODE.fullmatch(row["source_code"]) or row["source_code"] in taken:
            raise ValueError(f"generated code {row['source_code']} is not unique")
        taken.add(row["source_code"])
    return rows
