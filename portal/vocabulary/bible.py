"""The books of the Bible in the portal's five languages, and each language's way of writing a
reading's reference ("Isaiah 63:16b-17, 19b; 64:2-7").

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

import re
from dataclasses import dataclass

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


def _lookup() -> dict[str, str]:
    """Every English name, lower-cased with single spaces, → its key. An alias that would name
    two books is a mistake in the tables above, so it fails the import instead of guessing."""
    found: dict[str, str] = {}
    for name, key in [*((key, key) for key in BOOKS), *ALIASES.items()]:
        if key not in BOOKS:
            raise ValueError(f"alias {name!r} names {key!r}, which is not a book")
        folded = " ".join(name.lower().split())
        if found.setdefault(folded, key) != key:
            raise ValueError(f"{name!r} names both {found[folded]!r} and {key!r}")
    return found


_NAMES = _lookup()
# Longest name first, so "Song of Songs" wins over "Song" and "1 John" over "John". A name
# ends a word (a letter may not follow it, a digit may: "Ps23"), and an abbreviation may
# carry a full stop ("Isa. 63:16").
_BOOK = re.compile(
    r"\s*(?P<book>"
    + "|".join(
        r"\s+".join(re.escape(word) for word in name.split())
        for name in sorted(_NAMES, key=len, reverse=True)
    )
    + r")(?![^\W\d_])\.?",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class ReferenceStyle:
    """How a language punctuates the chapter and verses of "Isaiah 63:16b-17, 19b; 64:2-7"."""

    chapter_verse: str  # between a chapter and its verses (":" in "63:16b")
    verse_groups: str  # between the verse groups of one chapter (", " in "16b-17, 19b")
    chapters: str  # between the chapters ("; " in "19b; 64:2-7")
    range_dash: str  # in a range of verses of one chapter ("-" in "16b-17")


REFERENCE_STYLE: dict[str, ReferenceStyle] = {
    # The USCCB Lectionary: "Is 63:16b-17, 19b; 64:2-7".
    "en": ReferenceStyle(":", ", ", "; ", "-"),
    # The Leccionario of the CEE spaces both marks:
    # "Is 63, 16b-17. 19b; 64, 2-7".
    "es": ReferenceStyle(", ", ". ", "; ", "-"),
    # The Lecionário of the CNBB and the Bíblia CNBB write them closed up:
    # "Is 63,16b-17.19b; 64,2-7".
    "pt": ReferenceStyle(",", ".", "; ", "-"),
    # The CEI Lezionario and Bible, closed up like the Portuguese:
    # "Is 63,16b-17.19b; 64,2-7".
    "it": ReferenceStyle(",", ".", "; ", "-"),
    # The Croatian Lekcionar and the Jeruzalemska Biblija space the comma after the chapter
    # but close up the full stop between verse groups: "Iz 63, 16b-17.19b; 64, 2-7".
    "hr": ReferenceStyle(", ", ".", "; ", "-"),
}
# A range across chapters ("Matthew 26:14–27:66") keeps its en dash in every language.
CROSS_CHAPTER_DASH = "–"

# "cf." before a passage only alluded to (a refrain, an acclamation): Latin "confer" in en, es,
# pt and it; Croatian writes "usp." (usporedi).
_CONFER = {"en": "cf.", "es": "cf.", "pt": "cf.", "it": "cf.", "hr": "usp."}
# Between a reading's alternatives ("Matthew 26:14–27:66 or 27:11-54").
_OR = {"en": "or", "es": "o", "pt": "ou", "it": "o", "hr": "ili"}
# The sign of the psalm's refrain, "(R. 4)": the lectionaries' ℟, the same in the five languages.
_REFRAIN_SIGN = "R."

_CHAPTER = r"(?:\d+|[A-F])"  # Esther's Greek additions are chapters A-F in the NABRE
_VERSE = r"\d+[a-z]{0,6}"  # "16b", "2ac", "12abcd"
_RANGE = re.compile(
    rf"(?P<first>{_VERSE})"
    rf"(?:\s*[-–—]\s*(?:(?P<chapter>{_CHAPTER})\s*:\s*)?(?P<last>{_VERSE}))?"
)
_CHAPTER_PART = re.compile(rf"(?P<chapter>{_CHAPTER})\s*:\s*(?P<verses>.+)", re.DOTALL)
# " and " joins the parts of one stanza of a psalm ("2ac and 3b"); it is shown like a comma.
_GROUPS_SPLIT = re.compile(r"\s*,\s*|\s+and\s+", re.IGNORECASE)
_ALTERNATIVES_SPLIT = re.compile(r"\s+or\s+", re.IGNORECASE)
_REFRAIN = re.compile(
    r"\s*\(\s*R\.\s*(?P<confer>cf\.\s*)?(?P<reference>[^()]+?)\s*\)\s*$", re.IGNORECASE
)
_CONFER_PREFIX = re.compile(r"(?:cf\.|see)\s+", re.IGNORECASE)


def book_and_rest(reference: str) -> tuple[str, str] | None:
    """("Isaiah", "63:16b-17") for "Isa. 63:16b-17": the key of the book an English reference
    starts with and what follows it; None when it starts with no book we know."""
    match = _BOOK.match(reference)
    if match is None:
        return None
    key = _NAMES[" ".join(match.group("book").lower().split())]
    return key, reference[match.end() :].strip()


def _verses(text: str, style: ReferenceStyle, *, in_chapter: bool) -> str | None:
    """ "16b-17, 19b" → "16b-17.19b"; None if it is not a list of verses. Outside a chapter
    ("Philemon 9-10, 12-17", "Psalm 23") a range may not run into another chapter."""
    groups = []
    for group in _GROUPS_SPLIT.split(text.strip()):
        match = _RANGE.fullmatch(group)
        if match is None:
            return None
        first, chapter, last = match.group("first", "chapter", "last")
        if last is None:
            groups.append(first)
        elif chapter is None:
            groups.append(f"{first}{style.range_dash}{last}")
        elif in_chapter:
            groups.append(f"{first}{CROSS_CHAPTER_DASH}{chapter}{style.chapter_verse}{last}")
        else:
            return None
    return style.verse_groups.join(groups)


def _passage(text: str, style: ReferenceStyle) -> str | None:
    """ "63:16b-17, 19b; 64:2-7" → "63,16b-17.19b; 64,2-7"; None if it does not parse."""
    parts = []
    for part in text.split(";"):
        match = _CHAPTER_PART.fullmatch(part.strip())
        if match is None:
            verses = _verses(part, style, in_chapter=False)
        else:
            verses = _verses(match.group("verses"), style, in_chapter=True)
            verses = verses and f"{match.group('chapter')}{style.chapter_verse}{verses}"
        if verses is None:
            return None
        parts.append(verses)
    return style.chapters.join(parts)


def _with_book(key: str, rest: str, language: str) -> str | None:
    """The book's name in the language and its chapters and verses; the name alone when the
    reference names only the book. None if the chapters and verses do not parse."""
    name = BOOKS[key].in_language(language)
    if not rest:
        return name
    passage = _passage(rest, REFERENCE_STYLE[language])
    return passage and f"{name} {passage}"


def localize_reference(reference: str, language: str) -> str | None:
    """An English reference in the language's form: "Isaiah 63:16b-17, 19b; 64:2-7" →
    "Isaia 63,16b-17.19b; 64,2-7" (it). For "en", the reference normalised to the keys' names
    and the English style. None when the book is unknown or the rest does not parse: the
    caller then shows upstream's English as it is.

    Besides chapters and verses it reads what the lectionary puts around them: a leading
    "cf."/"See" (an acclamation's allusion), alternatives joined by "or", the later ones
    without their book ("Matthew 26:14–27:66 or 27:11-54"), and a psalm's refrain at the end,
    itself a passage of the psalm ("(R. 4)", "(R. cf. 40:5a)") or of another book."""
    if language not in REFERENCE_STYLE:
        language = "en"  # as Names.in_language falls back
    style = REFERENCE_STYLE[language]
    text = " ".join(reference.split())
    prefix = ""
    if confer := _CONFER_PREFIX.match(text):
        prefix = _CONFER[language].capitalize() + " "
        text = text[confer.end() :]
    refrain = ""
    if found := _REFRAIN.search(text):
        text = text[: found.start()]
        passage = _passage(found.group("reference"), style)
        if passage is None and (other := book_and_rest(found.group("reference"))):
            passage = _with_book(*other, language)
        if passage is None:
            return None
        confer_word = f"{_CONFER[language]} " if found.group("confer") else ""
        refrain = f" ({_REFRAIN_SIGN} {confer_word}{passage})"
    alternatives = []
    for number, alternative in enumerate(_ALTERNATIVES_SPLIT.split(text)):
        if own := book_and_rest(alternative):
            one = _with_book(*own, language)
        else:
            one = _passage(alternative, style) if number else None
        if one is None:
            return None
        alternatives.append(one)
    return prefix + f" {_OR[language]} ".join(alternatives) + refrain
