"""Name parts for invented clergy, grouped by language area (combinations are made up)."""

from __future__ import annotations

import random

GIVEN: dict[str, list[str]] = {
    "en": ["John", "Michael", "Thomas", "James", "Robert", "William", "Patrick", "Joseph",
           "Edward", "Daniel", "Richard", "Kevin", "Brian", "Gerald", "Paul", "Mark", "Anthony",
           "Christopher", "Dennis", "Raymond", "Vincent", "Matthew"],
    "es": ["José", "Juan", "Carlos", "Luis", "Miguel", "Jorge", "Fernando", "Alejandro",
           "Ricardo", "Rafael", "Javier", "Eduardo", "Andrés", "Manuel", "Antonio", "Sergio",
           "Ramón", "Gustavo", "Héctor", "Óscar", "Julio", "Raúl", "Mario", "Alfonso"],
    "pt": ["João", "José", "Antônio", "Paulo", "Pedro", "Luís", "Carlos", "Manuel", "Sérgio",
           "Ricardo", "Marcos", "Rui", "Tiago", "Joaquim", "Fernando", "Geraldo", "Jaime",
           "Vicente"],
    "it": ["Giuseppe", "Giovanni", "Francesco", "Antonio", "Mario", "Luigi", "Paolo", "Marco",
           "Andrea", "Stefano", "Roberto", "Angelo", "Carlo", "Domenico", "Matteo", "Pietro",
           "Vincenzo", "Claudio", "Massimo", "Gianluca", "Renato", "Ettore"],
    "fr": ["Jean", "Pierre", "Michel", "Philippe", "Jacques", "François", "Bernard", "Laurent",
           "Olivier", "Dominique", "Thierry", "Pascal", "Hervé", "Benoît", "Étienne", "Luc",
           "Emmanuel", "Christophe"],
    "de": ["Stefan", "Michael", "Thomas", "Johannes", "Klaus", "Georg", "Franz", "Heinrich",
           "Wolfgang", "Rainer", "Markus", "Reinhard", "Ludwig", "Andreas", "Christoph", "Josef",
           "Norbert", "Hubert"],
    "pl": ["Stanisław", "Marek", "Tadeusz", "Józef", "Andrzej", "Krzysztof", "Wojciech",
           "Grzegorz", "Henryk", "Jerzy", "Zbigniew", "Kazimierz", "Piotr", "Jan", "Ryszard",
           "Tomasz"],
    "hr": ["Josip", "Ivan", "Marko", "Ante", "Stjepan", "Nikola", "Tomislav", "Mate", "Zdenko",
           "Dražen", "Franjo", "Vlado", "Mile", "Petar", "Đuro", "Željko", "Vinko"],
    "ce": ["László", "István", "Gábor", "Zoltán", "Pavel", "Tomáš", "Vojtěch", "Jiří",
           "Ladislav", "Gintaras", "Rimantas", "Algirdas", "Ján", "Marián"],
    "tl": ["Jose", "Romulo", "Rolando", "Ramon", "Antonio", "Socrates", "Ruperto", "Jesse",
           "Pablo", "Broderick", "Honesto", "Teodoro", "Reynaldo", "Renato", "Roberto", "Julito",
           "Florentino", "Arturo", "Leopoldo", "Emmanuel", "Crisostomo", "Marlo", "Ernesto",
           "Rodolfo"],
    "in": ["Thomas", "George", "Joseph", "Mathew", "Antony", "Peter", "Francis", "Sebastian",
           "Jacob", "Paul", "Xavier", "Vincent", "Alphonse", "Felix", "Agnelo", "Filipe"],
    "afen": ["John", "Peter", "Anthony", "Emmanuel", "Augustine", "Matthew", "Charles", "Gabriel",
             "Stephen", "Cyprian", "Lucas", "Martin", "Joseph", "Paul", "Felix", "Godfrey",
             "Isaac", "Simon", "Philip", "Raphael", "Linus", "Ignatius"],
    "affr": ["Jean-Pierre", "Laurent", "Marcel", "Joseph", "Paul", "Jean", "Albert", "Théodore",
             "Benjamin", "Dieudonné", "Séraphin", "Norbert", "Valentin", "Fridolin", "Célestin"],
    "ko": ["Andrew", "Peter", "Paul", "John", "Thomas", "Matthias", "Simon", "Stephen",
           "Lazarus", "Augustine"],
    "ja": ["Paul", "Joseph", "Peter", "Francis Xavier", "Thomas", "Michael", "Augustine", "Mark"],
    "zh": ["Stephen", "John", "Peter", "Joseph", "Paul", "Michael", "Thomas", "Lucas"],
    "vi": ["Joseph", "Peter", "Paul", "John Baptist", "Dominic", "Francis Xavier", "Vincent",
           "Aloysius"],
    "sea": ["Ignatius", "Antonius", "Yohanes", "Paulus", "Petrus", "Aloysius", "Vincentius",
            "Robertus", "Julian", "Sebastian", "William", "Francis"],
    "ar": ["Paul", "Joseph", "Youssef", "Elias", "Boutros", "Georges", "Antoine", "Michel",
           "Louis", "Habib", "Naji"],
    "ua": ["Volodymyr", "Ihor", "Bohdan", "Vasyl", "Mykola", "Taras", "Andriy", "Yaroslav",
           "Stepan", "Mykhailo"],
    "el": ["Ioannis", "Nikolaos", "Georgios", "Theodoros", "Dimitrios", "Spyridon"],
}  # fmt: skip

FAMILY: dict[str, list[str]] = {
    "en": ["Murphy", "O'Brien", "Sullivan", "Walsh", "Kelly", "Byrne", "Ryan", "Doyle",
           "Fitzgerald", "Brennan", "Carroll", "Hughes", "Keane", "Lynch", "McCarthy", "Nolan",
           "Quinn", "Reilly", "Ward", "Barrett", "Coleman", "Foley", "Hayes", "Malone",
           "Gallagher", "Donnelly", "Whelan", "Harrington"],
    "es": ["García", "Martínez", "Rodríguez", "López", "Hernández", "González", "Pérez",
           "Sánchez", "Ramírez", "Torres", "Flores", "Rivera", "Gómez", "Díaz", "Morales", "Ortiz",
           "Castillo", "Vargas", "Romero", "Herrera", "Medina", "Aguilar", "Navarro", "Mendoza",
           "Ríos", "Cabrera", "Salazar", "Fuentes", "Paredes", "Valdés", "Iglesias", "Cordero"],
    "pt": ["Silva", "Santos", "Oliveira", "Souza", "Pereira", "Costa", "Ferreira", "Almeida",
           "Ribeiro", "Carvalho", "Gomes", "Lopes", "Martins", "Rocha", "Barbosa", "Cardoso",
           "Teixeira", "Moreira", "Correia", "Nunes", "Mendes", "Fonseca", "Azevedo", "Pinto"],
    "it": ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci",
           "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Mancini", "Giordano",
           "Rizzo", "Lombardi", "Moretti", "Barbieri", "Fontana", "Santoro", "Mariani", "Rinaldi",
           "Caruso", "Ferrara", "Galli", "Leone", "Longo", "Gentile", "Vitale", "Serra"],
    "fr": ["Martin", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy",
           "Moreau", "Simon", "Laurent", "Lefebvre", "Garnier", "Fournier", "Girard", "Bonnet",
           "Dupont", "Lambert", "Fontaine", "Rousseau", "Vincent", "Faure", "Mercier", "Blanc",
           "Guérin", "Boyer", "Chevalier", "Perrin"],
    "de": ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker",
           "Schulz", "Hoffmann", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder",
           "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange",
           "Werner", "Krause", "Lehmann", "Huber", "Mayer", "Kaiser"],
    "pl": ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski",
           "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Kozłowski", "Jankowski", "Mazur",
           "Kwiatkowski", "Krawczyk", "Piotrowski", "Grabowski", "Pawłowski", "Michalski"],
    "hr": ["Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Kovačić", "Knežević",
           "Vuković", "Marković", "Petrović", "Matić", "Tomić", "Pavlović", "Božić", "Blažević",
           "Grgić", "Pavić", "Radić", "Perić", "Šarić", "Lovrić", "Vidović", "Perković",
           "Barišić", "Filipović", "Šimić", "Mlinarić"],
    "ce": ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Novák", "Svoboda", "Dvořák",
           "Černý", "Procházka", "Kučera", "Kazlauskas", "Jankauskas", "Petrauskas", "Baláž"],
    "tl": ["Santos", "Reyes", "Cruz", "Bautista", "Villanueva", "Mendoza", "Garcia", "Ramos",
           "Aquino", "Del Rosario", "Castillo", "Dela Cruz", "Tolentino", "Manalo", "Soriano",
           "Pascual", "Gonzales", "Lim", "Tan", "Salvador", "Navarro", "Ocampo", "Aguilar",
           "Evangelista", "Fernandez", "Lazaro", "Mercado", "Samonte", "Pineda", "Dizon",
           "Manalastas", "Sison"],
    "in": ["Mathew", "Kurian", "Fernandes", "D'Souza", "Pinto", "Rodrigues", "Varghese",
           "Chacko", "Kuriakose", "Lobo", "Menezes", "Pereira", "Monteiro", "Puthenpurackal",
           "Kallarackal", "Thottathil", "Xalxo", "Minj", "Lakra", "Arulappa"],
    "afen": ["Okafor", "Nwosu", "Adeyemi", "Eze", "Obi", "Okonkwo", "Ogunleye", "Mensah",
             "Boateng", "Owusu", "Asante", "Mwangi", "Otieno", "Kamau", "Wanjala", "Odhiambo",
             "Ssemogerere", "Lwanga", "Mukasa", "Okello", "Mushi", "Mwakyusa", "Ndlovu",
             "Dlamini", "Nkosi", "Moyo", "Banda", "Phiri", "Mulenga", "Chanda", "Loro", "Deng"],
    "affr": ["Mbuyi", "Kabongo", "Ilunga", "Tshibangu", "Mukendi", "Ndiaye", "Diop", "Sarr",
             "Faye", "Kouassi", "Koffi", "Yao", "Nkoulou", "Ngono", "Essomba", "Rakotomalala",
             "Randrianarisoa", "Habimana", "Uwimana", "Nsengiyumva"],
    "ko": ["Kim", "Lee", "Park", "Choi", "Jung", "Kang", "Cho", "Yoon", "Jang", "Lim"],
    "ja": ["Tanaka", "Suzuki", "Takahashi", "Watanabe", "Ito", "Yamamoto", "Nakamura",
           "Kobayashi", "Kato", "Yoshida", "Yamada", "Sasaki", "Matsumoto", "Inoue"],
    "zh": ["Chan", "Wong", "Leung", "Lau", "Cheung", "Ho", "Lam", "Tsang", "Yip", "Kwok", "Lin",
           "Huang"],
    "vi": ["Nguyễn", "Trần", "Lê", "Phạm", "Hoàng", "Vũ", "Đặng", "Bùi", "Đỗ", "Hồ"],
    "sea": ["Subianto", "Hadiwardoyo", "Sutrisno", "Wijaya", "Santoso", "Siregar", "Situmorang",
            "Sinaga", "Chai", "Ng", "Sirisomboon", "Rattanakorn", "Goh", "Pakiam"],
    "ar": ["Khoury", "Haddad", "Nasrallah", "Saade", "Aoun", "Matta", "Rahme", "Khalil",
           "Daoud", "Toma", "Hanna", "Shamoun", "Kassab", "Moussa"],
    "ua": ["Kovalenko", "Bondarenko", "Tkachenko", "Kravchenko", "Oliynyk", "Shevchenko",
           "Melnyk", "Lysenko", "Savchuk", "Hnatyshyn", "Danylyshyn", "Boyko"],
    "el": ["Dimitriou", "Georgiou", "Vlachos", "Sarris", "Papadakis", "Frangos"],
}  # fmt: skip

# East Asian names are written family name then given name, after the baptismal name.
_SYLLABLE_GIVEN = {
    "ko": ["Min-ho", "Sung-jin", "Jae-won", "Dong-hyun", "Young-soo", "Hyun-woo", "Sang-hoon",
           "Kwang-il", "Jong-soo", "Byung-chul"],
    "ja": ["Hiroshi", "Kenji", "Takeshi", "Yoshio", "Makoto", "Isao", "Tetsuo", "Osamu"],
    "zh": ["Wai-man", "Chi-keung", "Ka-leung", "Shu-ming", "Kwok-wai", "Hon-ming"],
    "vi": ["Văn Khảm", "Chí Linh", "Văn Long", "Thanh Hoan", "Đức Minh", "Văn Thành",
           "Quang Huy", "Hữu Tín"],
}  # fmt: skip

COUNTRY_GROUP = {
    "Philippines": "tl", "United States": "en", "Canada": "en", "Mexico": "es",
    "Costa Rica": "es", "Guatemala": "es", "El Salvador": "es", "Honduras": "es",
    "Nicaragua": "es", "Panama": "es", "Dominican Republic": "es", "Puerto Rico": "es",
    "Cuba": "es", "Jamaica": "en", "Trinidad and Tobago": "en", "Colombia": "es",
    "Venezuela": "es", "Ecuador": "es", "Peru": "es", "Bolivia": "es", "Chile": "es",
    "Argentina": "es", "Uruguay": "es", "Paraguay": "es", "Brazil": "pt", "Spain": "es",
    "Portugal": "pt", "Italy": "it", "France": "fr", "Belgium": "fr", "Netherlands": "de",
    "Germany": "de", "Austria": "de", "Switzerland": "de", "Poland": "pl", "Croatia": "hr",
    "Slovenia": "hr", "Bosnia and Herzegovina": "hr", "Hungary": "ce", "Czech Republic": "ce",
    "Slovakia": "ce", "Lithuania": "ce", "Ukraine": "pl", "United Kingdom": "en",
    "Ireland": "en", "Malta": "it", "Luxembourg": "fr", "Greece": "el", "Nigeria": "afen",
    "Democratic Republic of the Congo": "affr", "Kenya": "afen", "Uganda": "afen",
    "Tanzania": "afen", "Rwanda": "affr", "Ethiopia": "afen", "Ghana": "afen",
    "Senegal": "affr", "Côte d'Ivoire": "affr", "Cameroon": "affr", "Angola": "pt",
    "Mozambique": "pt", "South Africa": "afen", "Zimbabwe": "afen", "Zambia": "afen",
    "Madagascar": "affr", "Sudan": "afen", "South Sudan": "afen", "South Korea": "ko",
    "Japan": "ja", "China": "zh", "Taiwan": "zh", "Vietnam": "vi", "Thailand": "sea",
    "Indonesia": "sea", "Malaysia": "sea", "Singapore": "sea", "Bangladesh": "in",
    "Sri Lanka": "in", "India": "in", "Lebanon": "ar", "Israel and Palestine": "ar",
    "Iraq": "ar", "Australia": "en", "New Zealand": "en", "Papua New Guinea": "en",
    "Fiji": "en", "Guam": "tl",
}  # fmt: skip
RITE_GROUP = {
    "Ukrainian Greek Catholic": "ua",
    "Syro-Malabar": "in",
    "Syro-Malankara": "in",
    "Maronite": "ar",
    "Chaldean": "ar",
}
FRENCH_CANADA = {"dmont", "dqueb"}


def group_for(record: dict) -> str:
    if record["source_code"] in FRENCH_CANADA:
        return "fr"
    return RITE_GROUP.get(record["rite"]) or COUNTRY_GROUP.get(record["country"], "en")


def invent(rng: random.Random, group: str) -> str:
    given = rng.choice(GIVEN[group])
    family = rng.choice(FAMILY[group])
    if group in _SYLLABLE_GIVEN:
        return f"{given} {family} {rng.choice(_SYLLABLE_GIVEN[group])}"
    if group in {"es", "tl", "pt"} and rng.random() < 0.35:
        # Iberian double surnames, as these bishops are usually named.
        second = rng.choice(FAMILY[group])
        if second != family:
            return f"{given} {family} {second}"
    return f"{given} {family}"
