"""The books of the Bible in the portal's five languages: the 73 books of the Catholic canon
(`BOOKS`, keyed by the English name a reference uses) and the other English spellings upstream
may write (`ALIASES`). How a reference is written in each language is portal.vocabulary.bible.

Where the names come from: each language's Catholic Lectionary for Mass and the Bible it
quotes, in the form a reading's heading names the book (without "the book of the prophet",
"the first letter of Saint Paul to"...), since we spell the book out where the printed
reference abbreviates it:

- en: the Lectionary for Mass of the USCCB (NABRE usage). These are the keys, exactly as a
  reference writes them: "Psalm" in the singular ("Psalm 80:2-3"), "Acts", "Revelation".
- es: the Leccionario and the Sagrada Biblia of the Conferencia Episcopal Española (2010):
  "Eclesiástico" for Sirach, "Nahún", "Hechos de los Apóstoles".
- pt: the Lecionário and the Bíblia Sagrada, in European Portuguese spelling (the portal's
  Portuguese): "Génesis", "Crónicas", "Filémon", "Oseias", "Eclesiástico" for Sirach.
- it: the Lezionario and the Bibbia CEI 2008: "Qoèlet" (CEI's spelling, accent included),
  "Siracide". The accents the 2008 Lezionario adds in its headings as a reading aid
  ("Corìnzi", "Gàlati") are left out: they are not part of the book's name.
- hr: the Lekcionar and the Jeruzalemska Biblija (Kršćanska sadašnjost): the letters by their
  addressees in the dative as Croatian names them ("Rimljanima", "1 Korinćanima"), the other
  numbered books likewise ("1 Samuelova", "1 Kraljevima", "1 Ljetopisa", "1 Makabejcima").

Numbered books keep the prefix "1 ", "2 ", "3 " in every language so they sort and read alike.
Psalms keep upstream's (Hebrew) numbering in every language: the es, pt and it lectionaries
number them after the Greek/Vulgate ("Salmo 79" for Psalm 80), which is not converted here.
"""

from __future__ import annotations

from portal.vocabulary.names import Names

# The 73 books of the Catholic canon in its order, as Names(en, es, pt, it, hr).
_CANON = (
    # Old Testament (46)
    Names("Genesis", "Génesis", "Génesis", "Genesi", "Postanak"),
    Names("Exodus", "Éxodo", "Êxodo", "Esodo", "Izlazak"),
    Names("Leviticus", "Levítico", "Levítico", "Levitico", "Levitski zakonik"),
    Names("Numbers", "Números", "Números", "Numeri", "Brojevi"),
    Names("Deuteronomy", "Deuteronomio", "Deuteronómio", "Deuteronomio", "Ponovljeni zakon"),
    Names("Joshua", "Josué", "Josué", "Giosuè", "Jošua"),
    Names("Judges", "Jueces", "Juízes", "Giudici", "Suci"),
    Names("Ruth", "Rut", "Rute", "Rut", "Ruta"),
    Names("1 Samuel", "1 Samuel", "1 Samuel", "1 Samuele", "1 Samuelova"),
    Names("2 Samuel", "2 Samuel", "2 Samuel", "2 Samuele", "2 Samuelova"),
    Names("1 Kings", "1 Reyes", "1 Reis", "1 Re", "1 Kraljevima"),
    Names("2 Kings", "2 Reyes", "2 Reis", "2 Re", "2 Kraljevima"),
    Names("1 Chronicles", "1 Crónicas", "1 Crónicas", "1 Cronache", "1 Ljetopisa"),
    Names("2 Chronicles", "2 Crónicas", "2 Crónicas", "2 Cronache", "2 Ljetopisa"),
    Names("Ezra", "Esdras", "Esdras", "Esdra", "Ezra"),
    Names("Nehemiah", "Nehemías", "Neemias", "Neemia", "Nehemija"),
    Names("Tobit", "Tobías", "Tobias", "Tobia", "Tobija"),
    Names("Judith", "Judit", "Judite", "Giuditta", "Judita"),
    Names("Esther", "Ester", "Ester", "Ester", "Estera"),
    Names("1 Maccabees", "1 Macabeos", "1 Macabeus", "1 Maccabei", "1 Makabejcima"),
    Names("2 Maccabees", "2 Macabeos", "2 Macabeus", "2 Maccabei", "2 Makabejcima"),
    Names("Job", "Job", "Jó", "Giobbe", "Job"),
    Names("Psalm", "Salmo", "Salmo", "Salmo", "Psalam"),
    Names("Proverbs", "Proverbios", "Provérbios", "Proverbi", "Mudre izreke"),
    Names("Ecclesiastes", "Eclesiastés", "Eclesiastes", "Qoèlet", "Propovjednik"),
    Names(
        "Song of Songs",
        "Cantar de los Cantares",
        "Cântico dos Cânticos",
        "Cantico dei Cantici",
        "Pjesma nad pjesmama",
    ),
    Names("Wisdom", "Sabiduría", "Sabedoria", "Sapienza", "Mudrost"),
    Names("Sirach", "Eclesiástico", "Eclesiástico", "Siracide", "Sirah"),
    Names("Isaiah", "Isaías", "Isaías", "Isaia", "Izaija"),
    Names("Jeremiah", "Jeremías", "Jeremias", "Geremia", "Jeremija"),
    Names("Lamentations", "Lamentaciones", "Lamentações", "Lamentazioni", "Tužaljke"),
    Names("Baruch", "Baruc", "Baruc", "Baruc", "Baruh"),
    Names("Ezekiel", "Ezequiel", "Ezequiel", "Ezechiele", "Ezekiel"),
    Names("Daniel", "Daniel", "Daniel", "Daniele", "Daniel"),
    Names("Hosea", "Oseas", "Oseias", "Osea", "Hošea"),
    Names("Joel", "Joel", "Joel", "Gioele", "Joel"),
    Names("Amos", "Amós", "Amós", "Amos", "Amos"),
    Names("Obadiah", "Abdías", "Abdias", "Abdia", "Obadija"),
    Names("Jonah", "Jonás", "Jonas", "Giona", "Jona"),
    Names("Micah", "Miqueas", "Miqueias", "Michea", "Mihej"),
    Names("Nahum", "Nahún", "Naum", "Naum", "Nahum"),
    Names("Habakkuk", "Habacuc", "Habacuc", "Abacuc", "Habakuk"),
    Names("Zephaniah", "Sofonías", "Sofonias", "Sofonia", "Sefanija"),
    Names("Haggai", "Ageo", "Ageu", "Aggeo", "Hagaj"),
    Names("Zechariah", "Zacarías", "Zacarias", "Zaccaria", "Zaharija"),
    Names("Malachi", "Malaquías", "Malaquias", "Malachia", "Malahija"),
    # New Testament (27)
    Names("Matthew", "Mateo", "Mateus", "Matteo", "Matej"),
    Names("Mark", "Marcos", "Marcos", "Marco", "Marko"),
    Names("Luke", "Lucas", "Lucas", "Luca", "Luka"),
    Names("John", "Juan", "João", "Giovanni", "Ivan"),
    Names(
        "Acts",
        "Hechos de los Apóstoles",
        "Atos dos Apóstolos",
        "Atti degli Apostoli",
        "Djela apostolska",
    ),
    Names("Romans", "Romanos", "Romanos", "Romani", "Rimljanima"),
    Names("1 Corinthians", "1 Corintios", "1 Coríntios", "1 Corinzi", "1 Korinćanima"),
    Names("2 Corinthians", "2 Corintios", "2 Coríntios", "2 Corinzi", "2 Korinćanima"),
    Names("Galatians", "Gálatas", "Gálatas", "Galati", "Galaćanima"),
    Names("Ephesians", "Efesios", "Efésios", "Efesini", "Efežanima"),
    Names("Philippians", "Filipenses", "Filipenses", "Filippesi", "Filipljanima"),
    Names("Colossians", "Colosenses", "Colossenses", "Colossesi", "Kološanima"),
    Names(
        "1 Thessalonians",
        "1 Tesalonicenses",
        "1 Tessalonicenses",
        "1 Tessalonicesi",
        "1 Solunjanima",
    ),
    Names(
        "2 Thessalonians",
        "2 Tesalonicenses",
        "2 Tessalonicenses",
        "2 Tessalonicesi",
        "2 Solunjanima",
    ),
    Names("1 Timothy", "1 Timoteo", "1 Timóteo", "1 Timoteo", "1 Timoteju"),
    Names("2 Timothy", "2 Timoteo", "2 Timóteo", "2 Timoteo", "2 Timoteju"),
    Names("Titus", "Tito", "Tito", "Tito", "Titu"),
    Names("Philemon", "Filemón", "Filémon", "Filemone", "Filemonu"),
    Names("Hebrews", "Hebreos", "Hebreus", "Ebrei", "Hebrejima"),
    Names("James", "Santiago", "Tiago", "Giacomo", "Jakovljeva"),
    Names("1 Peter", "1 Pedro", "1 Pedro", "1 Pietro", "1 Petrova"),
    Names("2 Peter", "2 Pedro", "2 Pedro", "2 Pietro", "2 Petrova"),
    Names("1 John", "1 Juan", "1 João", "1 Giovanni", "1 Ivanova"),
    Names("2 John", "2 Juan", "2 João", "2 Giovanni", "2 Ivanova"),
    Names("3 John", "3 Juan", "3 João", "3 Giovanni", "3 Ivanova"),
    Names("Jude", "Judas", "Judas", "Giuda", "Judina"),
    Names("Revelation", "Apocalipsis", "Apocalipse", "Apocalisse", "Otkrivenje"),
)
BOOKS: dict[str, Names] = {names.en: names for names in _CANON}

# Other English names upstream may write → the key in BOOKS. The ordinal spellings of the
# numbered ones ("I Kings", "First Kings", "1st Kings", "1Kgs") are added below for every
# "1 "/"2 "/"3 " name here and in BOOKS, so they are not listed one by one. Left out on
# purpose: the Douay-Rheims "1-4 Kings" and "1-2 Esdras" (their numbers name other books
# than today's) and "Jud" (Judges, Judith or Jude).
_WRITTEN_ALIASES = {
    # sandbox/catalog/lectionary.py's BOOKS (SBL style), those that are not keys themselves
    "Gen": "Genesis",
    "Exod": "Exodus",
    "Lev": "Leviticus",
    "Num": "Numbers",
    "Deut": "Deuteronomy",
    "Josh": "Joshua",
    "Judg": "Judges",
    "1 Sam": "1 Samuel",
    "2 Sam": "2 Samuel",
    "1 Kgs": "1 Kings",
    "2 Kgs": "2 Kings",
    "1 Chr": "1 Chronicles",
    "2 Chr": "2 Chronicles",
    "Neh": "Nehemiah",
    "Esth": "Esther",
    "Prov": "Proverbs",
    "Song": "Song of Songs",
    "Wis": "Wisdom",
    "Sir": "Sirach",
    "Isa": "Isaiah",
    "Jer": "Jeremiah",
    "Bar": "Baruch",
    "Ezek": "Ezekiel",
    "Dan": "Daniel",
    "Hos": "Hosea",
    "Mic": "Micah",
    "Zeph": "Zephaniah",
    "Zech": "Zechariah",
    "Mal": "Malachi",
    "Hab": "Habakkuk",
    "1 Macc": "1 Maccabees",
    "2 Macc": "2 Maccabees",
    "Eccl": "Ecclesiastes",
    "Ps": "Psalm",
    "Matt": "Matthew",
    "Rom": "Romans",
    "1 Cor": "1 Corinthians",
    "2 Cor": "2 Corinthians",
    "Gal": "Galatians",
    "Eph": "Ephesians",
    "Phil": "Philippians",
    "Col": "Colossians",
    "1 Thess": "1 Thessalonians",
    "2 Thess": "2 Thessalonians",
    "1 Tim": "1 Timothy",
    "2 Tim": "2 Timothy",
    "Phlm": "Philemon",
    "Heb": "Hebrews",
    "Jas": "James",
    "1 Pet": "1 Peter",
    "2 Pet": "2 Peter",
    "Rev": "Revelation",
    # the rest of the SBL abbreviations
    "Tob": "Tobit",
    "Jdt": "Judith",
    "Pss": "Psalm",
    "Qoh": "Ecclesiastes",
    "Lam": "Lamentations",
    "Obad": "Obadiah",
    "Nah": "Nahum",
    "Hag": "Haggai",
    "Philem": "Philemon",
    # the USCCB's own abbreviations, as its website and the NABRE write references
    "Gn": "Genesis",
    "Ex": "Exodus",
    "Lv": "Leviticus",
    "Nm": "Numbers",
    "Dt": "Deuteronomy",
    "Jos": "Joshua",
    "Jgs": "Judges",
    "Ru": "Ruth",
    "1 Sm": "1 Samuel",
    "2 Sm": "2 Samuel",
    "Ezr": "Ezra",
    "Tb": "Tobit",
    "Est": "Esther",
    "1 Mc": "1 Maccabees",
    "2 Mc": "2 Maccabees",
    "Jb": "Job",
    "Prv": "Proverbs",
    "Sg": "Song of Songs",
    "Is": "Isaiah",
    "Ez": "Ezekiel",
    "Dn": "Daniel",
    "Jl": "Joel",
    "Am": "Amos",
    "Ob": "Obadiah",
    "Jon": "Jonah",
    "Mi": "Micah",
    "Na": "Nahum",
    "Hb": "Habakkuk",
    "Zep": "Zephaniah",
    "Hg": "Haggai",
    "Zec": "Zechariah",
    "Mt": "Matthew",
    "Mk": "Mark",
    "Lk": "Luke",
    "Jn": "John",
    "1 Thes": "1 Thessalonians",
    "2 Thes": "2 Thessalonians",
    "1 Tm": "1 Timothy",
    "2 Tm": "2 Timothy",
    "Ti": "Titus",
    "1 Pt": "1 Peter",
    "2 Pt": "2 Peter",
    "1 Jn": "1 John",
    "2 Jn": "2 John",
    "3 Jn": "3 John",
    "Rv": "Revelation",
    # other names of the books
    "Psalms": "Psalm",
    "Song of Solomon": "Song of Songs",
    "Canticle of Canticles": "Song of Songs",
    "Canticles": "Song of Songs",
    "Ecclesiasticus": "Sirach",
    "Ecclus": "Sirach",
    "Ben Sira": "Sirach",
    "Qoheleth": "Ecclesiastes",
    "Wisdom of Solomon": "Wisdom",
    "Tobias": "Tobit",
    "Acts of the Apostles": "Acts",
    "Apocalypse": "Revelation",
    "Apoc": "Revelation",
    "Revelations": "Revelation",
    "1 Chron": "1 Chronicles",
    "2 Chron": "2 Chronicles",
    "1 Paralipomenon": "1 Chronicles",
    "2 Paralipomenon": "2 Chronicles",
    # Douay-Rheims spellings whose book is not in doubt
    "Josue": "Joshua",
    "Isaias": "Isaiah",
    "Jeremias": "Jeremiah",
    "Ezechiel": "Ezekiel",
    "Osee": "Hosea",
    "Abdias": "Obadiah",
    "Micheas": "Micah",
    "Habacuc": "Habakkuk",
    "Sophonias": "Zephaniah",
    "Aggeus": "Haggai",
    "Zacharias": "Zechariah",
    "Malachias": "Malachi",
}

# The ways English writes a book's number: "1 Kings", "I Kings", "First Kings", "1st Kings".
_ORDINALS = {
    "1": ("I", "First", "1st"),
    "2": ("II", "Second", "2nd"),
    "3": ("III", "Third", "3rd"),
}


def _with_ordinals(written: dict[str, str]) -> dict[str, str]:
    """The written aliases, plus each numbered name's other ordinals, generated so that no
    numbered book or abbreviation can miss one."""
    aliases = {name: key for name, key in written.items() if name != key}
    for name, key in [*((key, key) for key in BOOKS), *written.items()]:
        number, _, book = name.partition(" ")
        for ordinal in _ORDINALS.get(number, ()):
            aliases.setdefault(f"{ordinal} {book}", key)
        if number in _ORDINALS:
            aliases.setdefault(f"{number}{book}", key)  # "1Cor", as some feeds run them together
    return aliases


ALIASES: dict[str, str] = _with_ordinals(_WRITTEN_ALIASES)
