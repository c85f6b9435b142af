# ruff: noqa: E501  (the lectionary table keeps one celebration per line)
"""Lectionary for Mass references for the sandbox (references only, no Scripture text).

Source convention: the Lectionary for Mass of the Roman Rite with the verse numbering used in
the United States edition (USCCB), read against the General Roman Calendar (Epiphany on
6 January, Ascension on Thursday, no national transfers). Where the Lectionary offers a choice,
the first option is listed; the Christmas and Pentecost entries are the Masses during the Day.
Days with several Masses (Christmas, Palm Sunday, Easter) list them in `MASSES`, each with the
key of its own row (``christmas.night``, ``palm-sunday.procession``...).

Each row of a table is ``key | cycle | first | psalm | [second |] gospel``:

- key: ``advent.1.sun``, ``lent.3.fri``, ``easter.2.mon``, ``ot.14.sun``, ``dec.17``,
  ``jan.7`` or a celebration name (``christmas``, ``ascension`` ...);
- cycle: ``A``/``B``/``C`` (Sunday cycle, several letters allowed) or ``*`` (every year);
- psalm: the psalm verses, with ``(R. ...)`` the reference of the refrain when given;
- three readings for weekdays, four (with a second reading) for Sundays and solemnities, one
  (the Gospel) for the Palm Sunday procession.
Book names are abbreviated in the table and spelled out by `expand`.
"""

from __future__ import annotations

import re
from functools import cache

BOOKS = {
    "Gen": "Genesis", "Exod": "Exodus", "Lev": "Leviticus", "Num": "Numbers",
    "Deut": "Deuteronomy", "Josh": "Joshua", "Judg": "Judges", "1 Sam": "1 Samuel",
    "2 Sam": "2 Samuel", "1 Kgs": "1 Kings", "2 Kgs": "2 Kings", "2 Chr": "2 Chronicles",
    "Neh": "Nehemiah", "Esth": "Esther", "Prov": "Proverbs", "Song": "Song of Songs",
    "Wis": "Wisdom", "Sir": "Sirach", "Isa": "Isaiah", "Jer": "Jeremiah", "Bar": "Baruch",
    "Ezek": "Ezekiel", "Dan": "Daniel", "Hos": "Hosea", "Joel": "Joel", "Amos": "Amos",
    "Jonah": "Jonah", "Mic": "Micah", "Zeph": "Zephaniah", "Zech": "Zechariah",
    "Mal": "Malachi", "Hab": "Habakkuk", "2 Macc": "2 Maccabees", "Eccl": "Ecclesiastes",
    "Job": "Job", "Ps": "Psalm", "Matt": "Matthew", "Mark": "Mark", "Luke": "Luke",
    "John": "John", "Acts": "Acts", "Rom": "Romans", "1 Cor": "1 Corinthians",
    "2 Cor": "2 Corinthians", "Gal": "Galatians", "Eph": "Ephesians", "Phil": "Philippians",
    "Col": "Colossians", "1 Thess": "1 Thessalonians", "2 Thess": "2 Thessalonians",
    "1 Tim": "1 Timothy", "2 Tim": "2 Timothy", "Titus": "Titus", "Phlm": "Philemon",
    "Heb": "Hebrews", "Jas": "James", "1 Pet": "1 Peter", "2 Pet": "2 Peter",
    "1 John": "1 John", "Rev": "Revelation",
}  # fmt: skip
_BOOK = re.compile(r"^(\d )?[A-Z][a-z]+")
_REFRAIN_BOOK = re.compile(r"(\(R\. (?:cf\. )?)((?:\d )?[A-Z][a-z]+)")
_CROSS_CHAPTER = re.compile(r"(\d+:\d+[a-z]*)-(\d+:\d+)")


def expand(reference: str) -> str:
    """`Isa 63:16b-17, 19b; 64:2-7` → `Isaiah 63:16b-17, 19b; 64:2-7` (en dash across chapters)."""

    def book(match: re.Match[str]) -> str:
        return BOOKS.get(match.group(0), match.group(0))

    text = _BOOK.sub(book, reference.strip(), count=1)
    text = _REFRAIN_BOOK.sub(lambda m: m.group(1) + BOOKS.get(m.group(2), m.group(2)), text)
    text = text.replace("+", ", ")
    return _CROSS_CHAPTER.sub("\\1–\\2", text)


# -- Sundays, solemnities and feasts of the Lord -----------------------------------------------
_SUNDAYS = """
advent.1.sun | A | Isa 2:1-5 | Ps 122:1-2, 3-4, 4-5, 6-7, 8-9 (R. cf. 1) | Rom 13:11-14 | Matt 24:37-44
advent.1.sun | B | Isa 63:16b-17, 19b; 64:2-7 | Ps 80:2-3, 15-16, 18-19 (R. 4) | 1 Cor 1:3-9 | Mark 13:33-37
advent.1.sun | C | Jer 33:14-16 | Ps 25:4-5, 8-9, 10, 14 (R. 1b) | 1 Thess 3:12-4:2 | Luke 21:25-28, 34-36
advent.2.sun | A | Isa 11:1-10 | Ps 72:1-2, 7-8, 12-13, 17 (R. cf. 7) | Rom 15:4-9 | Matt 3:1-12
advent.2.sun | B | Isa 40:1-5, 9-11 | Ps 85:9-10, 11-12, 13-14 (R. 8) | 2 Pet 3:8-14 | Mark 1:1-8
advent.2.sun | C | Bar 5:1-9 | Ps 126:1-2, 2-3, 4-5, 6 (R. 3) | Phil 1:4-6, 8-11 | Luke 3:1-6
advent.3.sun | A | Isa 35:1-6a, 10 | Ps 146:6-7, 8-9, 9-10 (R. cf. Isa 35:4) | Jas 5:7-10 | Matt 11:2-11
advent.3.sun | B | Isa 61:1-2a, 10-11 | Luke 1:46-48, 49-50, 53-54 (R. Isa 61:10b) | 1 Thess 5:16-24 | John 1:6-8, 19-28
advent.3.sun | C | Zeph 3:14-18a | Isa 12:2-3, 4, 5-6 (R. 6) | Phil 4:4-7 | Luke 3:10-18
advent.4.sun | A | Isa 7:10-14 | Ps 24:1-2, 3-4, 5-6 (R. 7c, 10b) | Rom 1:1-7 | Matt 1:18-24
advent.4.sun | B | 2 Sam 7:1-5, 8b-12, 14a, 16 | Ps 89:2-3, 4-5, 27, 29 (R. 2a) | Rom 16:25-27 | Luke 1:26-38
advent.4.sun | C | Mic 5:1-4a | Ps 80:2-3, 15-16, 18-19 (R. 4) | Heb 10:5-10 | Luke 1:39-45
christmas | * | Isa 52:7-10 | Ps 98:1, 2-3, 3-4, 5-6 (R. 3c) | Heb 1:1-6 | John 1:1-18
holy-family | A | Sir 3:2-6, 12-14 | Ps 128:1-2, 3, 4-5 (R. cf. 1) | Col 3:12-21 | Matt 2:13-15, 19-23
holy-family | B | Sir 3:2-6, 12-14 | Ps 128:1-2, 3, 4-5 (R. cf. 1) | Col 3:12-21 | Luke 2:22-40
holy-family | C | Sir 3:2-6, 12-14 | Ps 128:1-2, 3, 4-5 (R. cf. 1) | Col 3:12-21 | Luke 2:41-52
mother-of-god | * | Num 6:22-27 | Ps 67:2-3, 5, 6, 8 (R. 2a) | Gal 4:4-7 | Luke 2:16-21
christmas.2.sun | * | Sir 24:1-2, 8-12 | Ps 147:12-13, 14-15, 19-20 (R. John 1:14) | Eph 1:3-6, 15-18 | John 1:1-18
epiphany | * | Isa 60:1-6 | Ps 72:1-2, 7-8, 10-11, 12-13 (R. cf. 11) | Eph 3:2-3a, 5-6 | Matt 2:1-12
baptism | A | Isa 42:1-4, 6-7 | Ps 29:1-2, 3-4, 3, 9-10 (R. 11b) | Acts 10:34-38 | Matt 3:13-17
baptism | B | Isa 42:1-4, 6-7 | Ps 29:1-2, 3-4, 3, 9-10 (R. 11b) | Acts 10:34-38 | Mark 1:7-11
baptism | C | Isa 42:1-4, 6-7 | Ps 29:1-2, 3-4, 3, 9-10 (R. 11b) | Acts 10:34-38 | Luke 3:15-16, 21-22
ash-wednesday | * | Joel 2:12-18 | Ps 51:3-4, 5-6ab, 12-13, 14, 17 (R. cf. 3a) | 2 Cor 5:20-6:2 | Matt 6:1-6, 16-18
lent.1.sun | A | Gen 2:7-9; 3:1-7 | Ps 51:3-4, 5-6, 12-13, 17 (R. cf. 3a) | Rom 5:12-19 | Matt 4:1-11
lent.1.sun | B | Gen 9:8-15 | Ps 25:4-5, 6-7, 8-9 (R. cf. 10) | 1 Pet 3:18-22 | Mark 1:12-15
lent.1.sun | C | Deut 26:4-10 | Ps 91:1-2, 10-11, 12-13, 14-15 (R. cf. 15b) | Rom 10:8-13 | Luke 4:1-13
lent.2.sun | A | Gen 12:1-4a | Ps 33:4-5, 18-19, 20, 22 (R. 22) | 2 Tim 1:8b-10 | Matt 17:1-9
lent.2.sun | B | Gen 22:1-2, 9a, 10-13, 15-18 | Ps 116:10, 15, 16-17, 18-19 (R. 9) | Rom 8:31b-34 | Mark 9:2-10
lent.2.sun | C | Gen 15:5-12, 17-18 | Ps 27:1, 7-8, 8-9, 13-14 (R. 1a) | Phil 3:17-4:1 | Luke 9:28b-36
lent.3.sun | A | Exod 17:3-7 | Ps 95:1-2, 6-7, 8-9 (R. 8) | Rom 5:1-2, 5-8 | John 4:5-42
lent.3.sun | B | Exod 20:1-17 | Ps 19:8, 9, 10, 11 (R. John 6:68c) | 1 Cor 1:22-25 | John 2:13-25
lent.3.sun | C | Exod 3:1-8a, 13-15 | Ps 103:1-2, 3-4, 6-7, 8, 11 (R. 8a) | 1 Cor 10:1-6, 10-12 | Luke 13:1-9
lent.4.sun | A | 1 Sam 16:1b, 6-7, 10-13a | Ps 23:1-3a, 3b-4, 5, 6 (R. 1) | Eph 5:8-14 | John 9:1-41
lent.4.sun | B | 2 Chr 36:14-16, 19-23 | Ps 137:1-2, 3, 4-5, 6 (R. 6ab) | Eph 2:4-10 | John 3:14-21
lent.4.sun | C | Josh 5:9a, 10-12 | Ps 34:2-3, 4-5, 6-7 (R. 9a) | 2 Cor 5:17-21 | Luke 15:1-3, 11-32
lent.5.sun | A | Ezek 37:12-14 | Ps 130:1-2, 3-4, 5-6, 7-8 (R. 7) | Rom 8:8-11 | John 11:1-45
lent.5.sun | B | Jer 31:31-34 | Ps 51:3-4, 12-13, 14-15 (R. 12a) | Heb 5:7-9 | John 12:20-33
lent.5.sun | C | Isa 43:16-21 | Ps 126:1-2, 2-3, 4-5, 6 (R. 3) | Phil 3:8-14 | John 8:1-11
palm-sunday | A | Isa 50:4-7 | Ps 22:8-9, 17-18, 19-20, 23-24 (R. 2a) | Phil 2:6-11 | Matt 26:14-27:66
palm-sunday | B | Isa 50:4-7 | Ps 22:8-9, 17-18, 19-20, 23-24 (R. 2a) | Phil 2:6-11 | Mark 14:1-15:47
palm-sunday | C | Isa 50:4-7 | Ps 22:8-9, 17-18, 19-20, 23-24 (R. 2a) | Phil 2:6-11 | Luke 22:14-23:56
holy-thursday | * | Exod 12:1-8, 11-14 | Ps 116:12-13, 15-16bc, 17-18 (R. cf. 1 Cor 10:16) | 1 Cor 11:23-26 | John 13:1-15
good-friday | * | Isa 52:13-53:12 | Ps 31:2, 6, 12-13, 15-16, 17, 25 (R. Luke 23:46) | Heb 4:14-16; 5:7-9 | John 18:1-19:42
easter-vigil | A | Gen 1:1-2:2 | Ps 104:1-2, 5-6, 10, 12, 13-14, 24, 35 (R. 30) | Rom 6:3-11 | Matt 28:1-10
easter-vigil | B | Gen 1:1-2:2 | Ps 104:1-2, 5-6, 10, 12, 13-14, 24, 35 (R. 30) | Rom 6:3-11 | Mark 16:1-7
easter-vigil | C | Gen 1:1-2:2 | Ps 104:1-2, 5-6, 10, 12, 13-14, 24, 35 (R. 30) | Rom 6:3-11 | Luke 24:1-12
easter | * | Acts 10:34a, 37-43 | Ps 118:1-2, 16-17, 22-23 (R. 24) | Col 3:1-4 | John 20:1-9
easter.2.sun | A | Acts 2:42-47 | Ps 118:2-4, 13-15, 22-24 (R. 1) | 1 Pet 1:3-9 | John 20:19-31
easter.2.sun | B | Acts 4:32-35 | Ps 118:2-4, 13-15, 22-24 (R. 1) | 1 John 5:1-6 | John 20:19-31
easter.2.sun | C | Acts 5:12-16 | Ps 118:2-4, 13-15, 22-24 (R. 1) | Rev 1:9-11a, 12-13, 17-19 | John 20:19-31
easter.3.sun | A | Acts 2:14, 22-33 | Ps 16:1-2, 5, 7-8, 9-10, 11 (R. 11a) | 1 Pet 1:17-21 | Luke 24:13-35
easter.3.sun | B | Acts 3:13-15, 17-19 | Ps 4:2, 4, 7-8, 9 (R. 7a) | 1 John 2:1-5a | Luke 24:35-48
easter.3.sun | C | Acts 5:27-32, 40b-41 | Ps 30:2, 4, 5-6, 11-12, 13 (R. 2a) | Rev 5:11-14 | John 21:1-19
easter.4.sun | A | Acts 2:14a, 36-41 | Ps 23:1-3a, 3b-4, 5, 6 (R. 1) | 1 Pet 2:20b-25 | John 10:1-10
easter.4.sun | B | Acts 4:8-12 | Ps 118:1, 8-9, 21-23, 26, 28, 29 (R. 22) | 1 John 3:1-2 | John 10:11-18
easter.4.sun | C | Acts 13:14, 43-52 | Ps 100:1-2, 3, 5 (R. 3c) | Rev 7:9, 14b-17 | John 10:27-30
easter.5.sun | A | Acts 6:1-7 | Ps 33:1-2, 4-5, 18-19 (R. 22) | 1 Pet 2:4-9 | John 14:1-12
easter.5.sun | B | Acts 9:26-31 | Ps 22:26-27, 28, 30, 31-32 (R. 26a) | 1 John 3:18-24 | John 15:1-8
easter.5.sun | C | Acts 14:21-27 | Ps 145:8-9, 10-11, 12-13 (R. cf. 1) | Rev 21:1-5a | John 13:31-33a, 34-35
easter.6.sun | A | Acts 8:5-8, 14-17 | Ps 66:1-3, 4-5, 6-7, 16, 20 (R. 1) | 1 Pet 3:15-18 | John 14:15-21
easter.6.sun | B | Acts 10:25-26, 34-35, 44-48 | Ps 98:1, 2-3, 3-4 (R. cf. 2b) | 1 John 4:7-10 | John 15:9-17
easter.6.sun | C | Acts 15:1-2, 22-29 | Ps 67:2-3, 5, 6, 8 (R. 4) | Rev 21:10-14, 22-23 | John 14:23-29
ascension | A | Acts 1:1-11 | Ps 47:2-3, 6-7, 8-9 (R. 6) | Eph 1:17-23 | Matt 28:16-20
ascension | B | Acts 1:1-11 | Ps 47:2-3, 6-7, 8-9 (R. 6) | Eph 1:17-23 | Mark 16:15-20
ascension | C | Acts 1:1-11 | Ps 47:2-3, 6-7, 8-9 (R. 6) | Eph 1:17-23 | Luke 24:46-53
easter.7.sun | A | Acts 1:12-14 | Ps 27:1, 4, 7-8 (R. 13) | 1 Pet 4:13-16 | John 17:1-11a
easter.7.sun | B | Acts 1:15-17, 20a, 20c-26 | Ps 103:1-2, 11-12, 19-20 (R. 19a) | 1 John 4:11-16 | John 17:11b-19
easter.7.sun | C | Acts 7:55-60 | Ps 97:1-2, 6-7, 9 (R. 1a, 9a) | Rev 22:12-14, 16-17, 20 | John 17:20-26
pentecost | * | Acts 2:1-11 | Ps 104:1, 24, 29-30, 31, 34 (R. cf. 30) | 1 Cor 12:3b-7, 12-13 | John 20:19-23
trinity | A | Exod 34:4b-6, 8-9 | Dan 3:52, 53, 54, 55 (R. 52b) | 2 Cor 13:11-13 | John 3:16-18
trinity | B | Deut 4:32-34, 39-40 | Ps 33:4-5, 6, 9, 18-19, 20, 22 (R. 12b) | Rom 8:14-17 | Matt 28:16-20
trinity | C | Prov 8:22-31 | Ps 8:4-5, 6-7, 8-9 (R. 2a) | Rom 5:1-5 | John 16:12-15
corpus-christi | A | Deut 8:2-3, 14b-16a | Ps 147:12-13, 14-15, 19-20 (R. 12) | 1 Cor 10:16-17 | John 6:51-58
corpus-christi | B | Exod 24:3-8 | Ps 116:12-13, 15-16, 17-18 (R. 13) | Heb 9:11-15 | Mark 14:12-16, 22-26
corpus-christi | C | Gen 14:18-20 | Ps 110:1, 2, 3, 4 (R. 4b) | 1 Cor 11:23-26 | Luke 9:11b-17
sacred-heart | A | Deut 7:6-11 | Ps 103:1-2, 3-4, 6-7, 8, 10 (R. cf. 17) | 1 John 4:7-16 | Matt 11:25-30
sacred-heart | B | Hos 11:1, 3-4, 8c-9 | Isa 12:2-3, 4, 5-6 (R. 3) | Eph 3:8-12, 14-19 | John 19:31-37
sacred-heart | C | Ezek 34:11-16 | Ps 23:1-3a, 3b-4, 5, 6 (R. 1) | Rom 5:5b-11 | Luke 15:3-7
christ-the-king | A | Ezek 34:11-12, 15-17 | Ps 23:1-2, 2-3, 5-6 (R. 1) | 1 Cor 15:20-26, 28 | Matt 25:31-46
christ-the-king | B | Dan 7:13-14 | Ps 93:1, 1-2, 5 (R. 1a) | Rev 1:5-8 | John 18:33b-37
christ-the-king | C | 2 Sam 5:1-3 | Ps 122:1-2, 3-4, 4-5 (R. cf. 1) | Col 1:12-20 | Luke 23:35-43
ot.2.sun | A | Isa 49:3, 5-6 | Ps 40:2, 4, 7-8, 8-9, 10 (R. 8a, 9a) | 1 Cor 1:1-3 | John 1:29-34
ot.2.sun | B | 1 Sam 3:3b-10, 19 | Ps 40:2, 4, 7-8, 8-9, 10 (R. 8a, 9a) | 1 Cor 6:13c-15a, 17-20 | John 1:35-42
ot.2.sun | C | Isa 62:1-5 | Ps 96:1-2, 2-3, 7-8, 9-10 (R. 3) | 1 Cor 12:4-11 | John 2:1-11
ot.3.sun | A | Isa 8:23-9:3 | Ps 27:1, 4, 13-14 (R. 1a) | 1 Cor 1:10-13, 17 | Matt 4:12-23
ot.3.sun | B | Jonah 3:1-5, 10 | Ps 25:4-5, 6-7, 8-9 (R. 4a) | 1 Cor 7:29-31 | Mark 1:14-20
ot.3.sun | C | Neh 8:2-4a, 5-6, 8-10 | Ps 19:8, 9, 10, 15 (R. cf. John 6:63c) | 1 Cor 12:12-30 | Luke 1:1-4; 4:14-21
ot.4.sun | A | Zeph 2:3; 3:12-13 | Ps 146:6-7, 8-9, 9-10 (R. Matt 5:3) | 1 Cor 1:26-31 | Matt 5:1-12a
ot.4.sun | B | Deut 18:15-20 | Ps 95:1-2, 6-7, 7-9 (R. 8) | 1 Cor 7:32-35 | Mark 1:21-28
ot.4.sun | C | Jer 1:4-5, 17-19 | Ps 71:1-2, 3-4, 5-6, 15, 17 (R. cf. 15ab) | 1 Cor 12:31-13:13 | Luke 4:21-30
ot.5.sun | A | Isa 58:7-10 | Ps 112:4-5, 6-7, 8-9 (R. 4a) | 1 Cor 2:1-5 | Matt 5:13-16
ot.5.sun | B | Job 7:1-4, 6-7 | Ps 147:1-2, 3-4, 5-6 (R. cf. 3a) | 1 Cor 9:16-19, 22-23 | Mark 1:29-39
ot.5.sun | C | Isa 6:1-2a, 3-8 | Ps 138:1-2, 2-3, 4-5, 7-8 (R. 1c) | 1 Cor 15:1-11 | Luke 5:1-11
ot.6.sun | A | Sir 15:15-20 | Ps 119:1-2, 4-5, 17-18, 33-34 (R. 1b) | 1 Cor 2:6-10 | Matt 5:17-37
ot.6.sun | B | Lev 13:1-2, 44-46 | Ps 32:1-2, 5, 11 (R. 7) | 1 Cor 10:31-11:1 | Mark 1:40-45
ot.6.sun | C | Jer 17:5-8 | Ps 1:1-2, 3, 4, 6 (R. 40:5a) | 1 Cor 15:12, 16-20 | Luke 6:17, 20-26
ot.7.sun | A | Lev 19:1-2, 17-18 | Ps 103:1-2, 3-4, 8, 10, 12-13 (R. 8a) | 1 Cor 3:16-23 | Matt 5:38-48
ot.7.sun | B | Isa 43:18-19, 21-22, 24b-25 | Ps 41:2-3, 4-5, 13-14 (R. 5b) | 2 Cor 1:18-22 | Mark 2:1-12
ot.7.sun | C | 1 Sam 26:2, 7-9, 12-13, 22-23 | Ps 103:1-2, 3-4, 8, 10, 12-13 (R. 8a) | 1 Cor 15:45-49 | Luke 6:27-38
ot.8.sun | A | Isa 49:14-15 | Ps 62:2-3, 6-7, 8-9 (R. 6a) | 1 Cor 4:1-5 | Matt 6:24-34
ot.8.sun | B | Hos 2:16b, 17b, 21-22 | Ps 103:1-2, 3-4, 8, 10, 12-13 (R. 8a) | 2 Cor 3:1b-6 | Mark 2:18-22
ot.8.sun | C | Sir 27:4-7 | Ps 92:2-3, 13-14, 15-16 (R. cf. 2a) | 1 Cor 15:54-58 | Luke 6:39-45
ot.9.sun | A | Deut 11:18, 26-28, 32 | Ps 31:2-3, 3-4, 17, 25 (R. 3b) | Rom 3:21-25, 28 | Matt 7:21-27
ot.9.sun | B | Deut 5:12-15 | Ps 81:3-4, 5-6, 6-8, 10-11 (R. 2a) | 2 Cor 4:6-11 | Mark 2:23-3:6
ot.9.sun | C | 1 Kgs 8:41-43 | Ps 117:1, 2 (R. Mark 16:15) | Gal 1:1-2, 6-10 | Luke 7:1-10
ot.10.sun | A | Hos 6:3-6 | Ps 50:1, 8, 12-13, 14-15 (R. 23b) | Rom 4:18-25 | Matt 9:9-13
ot.10.sun | B | Gen 3:9-15 | Ps 130:1-2, 3-4, 5-6, 7-8 (R. 7bc) | 2 Cor 4:13-5:1 | Mark 3:20-35
ot.10.sun | C | 1 Kgs 17:17-24 | Ps 30:2, 4, 5-6, 11, 12, 13 (R. 2a) | Gal 1:11-19 | Luke 7:11-17
ot.11.sun | A | Exod 19:2-6a | Ps 100:1-2, 3, 5 (R. 3c) | Rom 5:6-11 | Matt 9:36-10:8
ot.11.sun | B | Ezek 17:22-24 | Ps 92:2-3, 13-14, 15-16 (R. cf. 2a) | 2 Cor 5:6-10 | Mark 4:26-34
ot.11.sun | C | 2 Sam 12:7-10, 13 | Ps 32:1-2, 5, 7, 11 (R. cf. 5c) | Gal 2:16, 19-21 | Luke 7:36-8:3
ot.12.sun | A | Jer 20:10-13 | Ps 69:8-10, 14, 17, 33-35 (R. 14c) | Rom 5:12-15 | Matt 10:26-33
ot.12.sun | B | Job 38:1, 8-11 | Ps 107:23-24, 25-26, 28-29, 30-31 (R. 1b) | 2 Cor 5:14-17 | Mark 4:35-41
ot.12.sun | C | Zech 12:10-11; 13:1 | Ps 63:2, 3-4, 5-6, 8-9 (R. 2b) | Gal 3:26-29 | Luke 9:18-24
ot.13.sun | A | 2 Kgs 4:8-11, 14-16a | Ps 89:2-3, 16-17, 18-19 (R. 2a) | Rom 6:3-4, 8-11 | Matt 10:37-42
ot.13.sun | B | Wis 1:13-15; 2:23-24 | Ps 30:2, 4, 5-6, 11, 12, 13 (R. 2a) | 2 Cor 8:7, 9, 13-15 | Mark 5:21-43
ot.13.sun | C | 1 Kgs 19:16b, 19-21 | Ps 16:1-2, 5, 7-8, 9-10, 11 (R. cf. 5a) | Gal 5:1, 13-18 | Luke 9:51-62
ot.14.sun | A | Zech 9:9-10 | Ps 145:1-2, 8-9, 10-11, 13-14 (R. cf. 1) | Rom 8:9, 11-13 | Matt 11:25-30
ot.14.sun | B | Ezek 2:2-5 | Ps 123:1-2, 2, 3-4 (R. 2cd) | 2 Cor 12:7-10 | Mark 6:1-6a
ot.14.sun | C | Isa 66:10-14c | Ps 66:1-3, 4-5, 6-7, 16, 20 (R. 1) | Gal 6:14-18 | Luke 10:1-12, 17-20
ot.15.sun | A | Isa 55:10-11 | Ps 65:10, 11, 12-13, 14 (R. Luke 8:8) | Rom 8:18-23 | Matt 13:1-23
ot.15.sun | B | Amos 7:12-15 | Ps 85:9-10, 11-12, 13-14 (R. 8) | Eph 1:3-14 | Mark 6:7-13
ot.15.sun | C | Deut 30:10-14 | Ps 69:14, 17, 30-31, 33-34, 36, 37 (R. cf. 33) | Col 1:15-20 | Luke 10:25-37
ot.16.sun | A | Wis 12:13, 16-19 | Ps 86:5-6, 9-10, 15-16 (R. 5a) | Rom 8:26-27 | Matt 13:24-43
ot.16.sun | B | Jer 23:1-6 | Ps 23:1-3, 3-4, 5, 6 (R. 1) | Eph 2:13-18 | Mark 6:30-34
ot.16.sun | C | Gen 18:1-10a | Ps 15:2-3, 3-4, 5 (R. 1a) | Col 1:24-28 | Luke 10:38-42
ot.17.sun | A | 1 Kgs 3:5, 7-12 | Ps 119:57, 72, 76-77, 127-128, 129-130 (R. 97a) | Rom 8:28-30 | Matt 13:44-52
ot.17.sun | B | 2 Kgs 4:42-44 | Ps 145:10-11, 15-16, 17-18 (R. cf. 16) | Eph 4:1-6 | John 6:1-15
ot.17.sun | C | Gen 18:20-32 | Ps 138:1-2, 2-3, 6-7, 7-8 (R. 3a) | Col 2:12-14 | Luke 11:1-13
ot.18.sun | A | Isa 55:1-3 | Ps 145:8-9, 15-16, 17-18 (R. cf. 16) | Rom 8:35, 37-39 | Matt 14:13-21
ot.18.sun | B | Exod 16:2-4, 12-15 | Ps 78:3-4, 23-24, 25, 54 (R. 24b) | Eph 4:17, 20-24 | John 6:24-35
ot.18.sun | C | Eccl 1:2; 2:21-23 | Ps 90:3-4, 5-6, 12-13, 14, 17 (R. 1) | Col 3:1-5, 9-11 | Luke 12:13-21
ot.19.sun | A | 1 Kgs 19:9a, 11-13a | Ps 85:9, 10, 11-12, 13-14 (R. 8) | Rom 9:1-5 | Matt 14:22-33
ot.19.sun | B | 1 Kgs 19:4-8 | Ps 34:2-3, 4-5, 6-7, 8-9 (R. 9a) | Eph 4:30-5:2 | John 6:41-51
ot.19.sun | C | Wis 18:6-9 | Ps 33:1, 12, 18-19, 20-22 (R. 12b) | Heb 11:1-2, 8-19 | Luke 12:32-48
ot.20.sun | A | Isa 56:1, 6-7 | Ps 67:2-3, 5, 6, 8 (R. 4) | Rom 11:13-15, 29-32 | Matt 15:21-28
ot.20.sun | B | Prov 9:1-6 | Ps 34:2-3, 4-5, 6-7 (R. 9a) | Eph 5:15-20 | John 6:51-58
ot.20.sun | C | Jer 38:4-6, 8-10 | Ps 40:2, 3, 4, 18 (R. 14b) | Heb 12:1-4 | Luke 12:49-53
ot.21.sun | A | Isa 22:19-23 | Ps 138:1-2, 2-3, 6, 8 (R. 8bc) | Rom 11:33-36 | Matt 16:13-20
ot.21.sun | B | Josh 24:1-2a, 15-17, 18b | Ps 34:2-3, 16-17, 18-19, 20-21 (R. 9a) | Eph 5:21-32 | John 6:60-69
ot.21.sun | C | Isa 66:18-21 | Ps 117:1, 2 (R. Mark 16:15) | Heb 12:5-7, 11-13 | Luke 13:22-30
ot.22.sun | A | Jer 20:7-9 | Ps 63:2, 3-4, 5-6, 8-9 (R. 2b) | Rom 12:1-2 | Matt 16:21-27
ot.22.sun | B | Deut 4:1-2, 6-8 | Ps 15:2-3, 3-4, 4-5 (R. 1a) | Jas 1:17-18, 21b-22, 27 | Mark 7:1-8, 14-15, 21-23
ot.22.sun | C | Sir 3:17-18, 20, 28-29 | Ps 68:4-5, 6-7, 10-11 (R. cf. 11b) | Heb 12:18-19, 22-24a | Luke 14:1, 7-14
ot.23.sun | A | Ezek 33:7-9 | Ps 95:1-2, 6-7, 8-9 (R. 8) | Rom 13:8-10 | Matt 18:15-20
ot.23.sun | B | Isa 35:4-7a | Ps 146:6-7, 8-9, 9-10 (R. 1b) | Jas 2:1-5 | Mark 7:31-37
ot.23.sun | C | Wis 9:13-18b | Ps 90:3-4, 5-6, 12-13, 14, 17 (R. 1) | Phlm 9-10, 12-17 | Luke 14:25-33
ot.24.sun | A | Sir 27:30-28:7 | Ps 103:1-2, 3-4, 9-10, 11-12 (R. 8) | Rom 14:7-9 | Matt 18:21-35
ot.24.sun | B | Isa 50:4c-9a | Ps 116:1-2, 3-4, 5-6, 8-9 (R. 9) | Jas 2:14-18 | Mark 8:27-35
ot.24.sun | C | Exod 32:7-11, 13-14 | Ps 51:3-4, 12-13, 17, 19 (R. Luke 15:18) | 1 Tim 1:12-17 | Luke 15:1-32
ot.25.sun | A | Isa 55:6-9 | Ps 145:2-3, 8-9, 17-18 (R. 18a) | Phil 1:20c-24, 27a | Matt 20:1-16a
ot.25.sun | B | Wis 2:12, 17-20 | Ps 54:3-4, 5, 6-8 (R. 6b) | Jas 3:16-4:3 | Mark 9:30-37
ot.25.sun | C | Amos 8:4-7 | Ps 113:1-2, 4-6, 7-8 (R. cf. 1a, 7b) | 1 Tim 2:1-8 | Luke 16:1-13
ot.26.sun | A | Ezek 18:25-28 | Ps 25:4-5, 6-7, 8-9 (R. 6a) | Phil 2:1-11 | Matt 21:28-32
ot.26.sun | B | Num 11:25-29 | Ps 19:8, 10, 12-13, 14 (R. 9a) | Jas 5:1-6 | Mark 9:38-43, 45, 47-48
ot.26.sun | C | Amos 6:1a, 4-7 | Ps 146:7, 8-9, 9-10 (R. 1b) | 1 Tim 6:11-16 | Luke 16:19-31
ot.27.sun | A | Isa 5:1-7 | Ps 80:9, 12, 13-14, 15-16, 19-20 (R. Isa 5:7a) | Phil 4:6-9 | Matt 21:33-43
ot.27.sun | B | Gen 2:18-24 | Ps 128:1-2, 3, 4-5, 6 (R. cf. 5) | Heb 2:9-11 | Mark 10:2-16
ot.27.sun | C | Hab 1:2-3; 2:2-4 | Ps 95:1-2, 6-7, 8-9 (R. 8) | 2 Tim 1:6-8, 13-14 | Luke 17:5-10
ot.28.sun | A | Isa 25:6-10a | Ps 23:1-3a, 3b-4, 5, 6 (R. 6cd) | Phil 4:12-14, 19-20 | Matt 22:1-14
ot.28.sun | B | Wis 7:7-11 | Ps 90:12-13, 14-15, 16-17 (R. 14) | Heb 4:12-13 | Mark 10:17-30
ot.28.sun | C | 2 Kgs 5:14-17 | Ps 98:1, 2-3, 3-4 (R. cf. 2b) | 2 Tim 2:8-13 | Luke 17:11-19
ot.29.sun | A | Isa 45:1, 4-6 | Ps 96:1, 3, 4-5, 7-8, 9-10 (R. 7b) | 1 Thess 1:1-5b | Matt 22:15-21
ot.29.sun | B | Isa 53:10-11 | Ps 33:4-5, 18-19, 20, 22 (R. 22) | Heb 4:14-16 | Mark 10:35-45
ot.29.sun | C | Exod 17:8-13 | Ps 121:1-2, 3-4, 5-6, 7-8 (R. cf. 2) | 2 Tim 3:14-4:2 | Luke 18:1-8
ot.30.sun | A | Exod 22:20-26 | Ps 18:2-3, 3-4, 47, 51 (R. 2) | 1 Thess 1:5c-10 | Matt 22:34-40
ot.30.sun | B | Jer 31:7-9 | Ps 126:1-2, 2-3, 4-5, 6 (R. 3) | Heb 5:1-6 | Mark 10:46-52
ot.30.sun | C | Sir 35:12-14, 16-18 | Ps 34:2-3, 17-18, 19, 23 (R. 7a) | 2 Tim 4:6-8, 16-18 | Luke 18:9-14
ot.31.sun | A | Mal 1:14b-2:2b, 8-10 | Ps 131:1, 2, 3 | 1 Thess 2:7b-9, 13 | Matt 23:1-12
ot.31.sun | B | Deut 6:2-6 | Ps 18:2-3, 3-4, 47, 51 (R. 2) | Heb 7:23-28 | Mark 12:28b-34
ot.31.sun | C | Wis 11:22-12:2 | Ps 145:1-2, 8-9, 10-11, 13, 14 (R. cf. 1) | 2 Thess 1:11-2:2 | Luke 19:1-10
ot.32.sun | A | Wis 6:12-16 | Ps 63:2, 3-4, 5-6, 7-8 (R. 2b) | 1 Thess 4:13-18 | Matt 25:1-13
ot.32.sun | B | 1 Kgs 17:10-16 | Ps 146:7, 8-9, 9-10 (R. 1b) | Heb 9:24-28 | Mark 12:38-44
ot.32.sun | C | 2 Macc 7:1-2, 9-14 | Ps 17:1, 5-6, 8, 15 (R. 15b) | 2 Thess 2:16-3:5 | Luke 20:27-38
ot.33.sun | A | Prov 31:10-13, 19-20, 30-31 | Ps 128:1-2, 3, 4-5 (R. cf. 1a) | 1 Thess 5:1-6 | Matt 25:14-30
ot.33.sun | B | Dan 12:1-3 | Ps 16:5, 8, 9-10, 11 (R. 1) | Heb 10:11-14, 18 | Mark 13:24-32
ot.33.sun | C | Mal 3:19-20a | Ps 98:5-6, 7-8, 9 (R. cf. 9) | 2 Thess 3:7-12 | Luke 21:5-19
"""

# -- fixed-date solemnities and feasts (key = celebration) -------------------------------------
_PROPER = """
joseph | * | 2 Sam 7:4-5a, 12-14a, 16 | Ps 89:2-3, 4-5, 27, 29 (R. 37) | Rom 4:13, 16-18, 22 | Matt 1:16, 18-21, 24a
annunciation | * | Isa 7:10-14; 8:10 | Ps 40:7-8, 8-9, 10, 11 (R. 8a, 9a) | Heb 10:4-10 | Luke 1:26-38
john-baptist | * | Isa 49:1-6 | Ps 139:1-3, 13-14ab, 14c-15 (R. 14a) | Acts 13:22-26 | Luke 1:57-66, 80
peter-paul | * | Acts 12:1-11 | Ps 34:2-3, 4-5, 6-7, 8-9 (R. 5b) | 2 Tim 4:6-8, 17-18 | Matt 16:13-19
assumption | * | Rev 11:19a; 12:1-6a, 10ab | Ps 45:10, 11, 12, 16 (R. 10bc) | 1 Cor 15:20-27 | Luke 1:39-56
all-saints | * | Rev 7:2-4, 9-14 | Ps 24:1-2, 3-4, 5-6 (R. cf. 6) | 1 John 3:1-3 | Matt 5:1-12a
all-souls | * | Wis 3:1-9 | Ps 23:1-3a, 3b-4, 5, 6 (R. 1) | Rom 5:5-11 | John 6:37-40
immaculate-conception | * | Gen 3:9-15, 20 | Ps 98:1, 2-3ab, 3cd-4 (R. 1a) | Eph 1:3-6, 11-12 | Luke 1:26-38
presentation | * | Mal 3:1-4 | Ps 24:7, 8, 9, 10 (R. 10b) | Heb 2:14-18 | Luke 2:22-40
transfiguration | A | Dan 7:9-10, 13-14 | Ps 97:1-2, 5-6, 9 (R. 1a, 9a) | 2 Pet 1:16-19 | Matt 17:1-9
transfiguration | B | Dan 7:9-10, 13-14 | Ps 97:1-2, 5-6, 9 (R. 1a, 9a) | 2 Pet 1:16-19 | Mark 9:2-10
transfiguration | C | Dan 7:9-10, 13-14 | Ps 97:1-2, 5-6, 9 (R. 1a, 9a) | 2 Pet 1:16-19 | Luke 9:28b-36
holy-cross | * | Num 21:4b-9 | Ps 78:1-2, 34-35, 36-37, 38 (R. cf. 7b) | Phil 2:6-11 | John 3:13-17
lateran | * | Ezek 47:1-2, 8-9, 12 | Ps 46:2-3, 5-6, 8-9 (R. 5) | 1 Cor 3:9c-11, 16-17 | John 2:13-22
conversion-of-paul | * | Acts 22:3-16 | Ps 117:1bc, 2 (R. Mark 16:15) | Mark 16:15-18
chair-of-peter | * | 1 Pet 5:1-4 | Ps 23:1-3a, 4, 5, 6 (R. 1) | Matt 16:13-19
mark | * | 1 Pet 5:5b-14 | Ps 89:2-3, 6-7, 16-17 (R. cf. 2) | Mark 16:15-20
philip-james | * | 1 Cor 15:1-8 | Ps 19:2-3, 4-5 (R. 5a) | John 14:6-14
matthias | * | Acts 1:15-17, 20-26 | Ps 113:1-2, 3-4, 5-6, 7-8 (R. 8) | John 15:9-17
visitation | * | Zeph 3:14-18a | Isa 12:2-3, 4bcd, 5-6 (R. 6) | Luke 1:39-56
thomas | * | Eph 2:19-22 | Ps 117:1bc, 2 (R. Mark 16:15) | John 20:24-29
mary-magdalene | * | Song 3:1-4b | Ps 63:2, 3-4, 5-6, 8-9 (R. 2b) | John 20:1-2, 11-18
james | * | 2 Cor 4:7-15 | Ps 126:1bc-2ab, 2cd-3, 4-5, 6 (R. 5) | Matt 20:20-28
lawrence | * | 2 Cor 9:6-10 | Ps 112:1-2, 5-6, 7-8, 9 (R. 5a) | John 12:24-26
bartholomew | * | Rev 21:9b-14 | Ps 145:10-11, 12-13, 17-18 (R. cf. 12) | John 1:45-51
nativity-of-mary | * | Mic 5:1-4a | Ps 13:6ab, 6c (R. Isa 61:10) | Matt 1:1-16, 18-23
matthew | * | Eph 4:1-7, 11-13 | Ps 19:2-3, 4-5 (R. 5a) | Matt 9:9-13
archangels | * | Dan 7:9-10, 13-14 | Ps 138:1-2ab, 2cde-3, 4-5 (R. 1c) | John 1:47-51
luke | * | 2 Tim 4:10-17b | Ps 145:10-11, 12-13, 17-18 (R. cf. 12) | Luke 10:1-9
simon-jude | * | Eph 2:19-22 | Ps 19:2-3, 4-5 (R. 5a) | Luke 6:12-16
andrew | * | Rom 10:9-18 | Ps 19:8, 9, 10, 11 (R. John 6:63c) | Matt 4:18-22
stephen | * | Acts 6:8-10; 7:54-59 | Ps 31:3cd-4, 6, 8ab, 16bc, 17 (R. 6) | Matt 10:17-22
john | * | 1 John 1:1-4 | Ps 97:1-2, 5-6, 11-12 (R. 12a) | John 20:1a, 2-8
holy-innocents | * | 1 John 1:5-2:2 | Ps 124:2-3, 4-5, 7b-8 (R. 7) | Matt 2:13-18
mother-of-the-church | * | Gen 3:9-15, 20 | Ps 87:1-2, 3, 5, 6-7 (R. 3) | John 19:25-34
"""

# -- the other Masses of days with several (key = day.mass) ----------------------------------
_OTHER_MASSES = """
christmas.vigil | * | Isa 62:1-5 | Ps 89:4-5, 16-17, 27, 29 (R. 2a) | Acts 13:16-17, 22-25 | Matt 1:1-25
christmas.night | * | Isa 9:1-6 | Ps 96:1-2, 2-3, 11-12, 13 (R. Luke 2:11) | Titus 2:11-14 | Luke 2:1-14
christmas.dawn | * | Isa 62:11-12 | Ps 97:1, 6, 11-12 | Titus 3:4-7 | Luke 2:15-20
palm-sunday.procession | A | Matt 21:1-11
palm-sunday.procession | B | Mark 11:1-10
palm-sunday.procession | C | Luke 19:28-40
"""

# Days with several Masses: the day's lectionary key → (the Mass's name as the Roman Missal
# heads it, the key of its readings), in the order they are celebrated. The Easter Vigil is
# the first Mass of Easter Sunday in the Missal, so Easter Sunday names it too; Holy Saturday
# has no Mass of its own but the Vigil, so its one Mass is named as well.
MASSES: dict[str, list[tuple[str, str]]] = {
    "christmas": [
        ("Vigil Mass", "christmas.vigil"),
        ("Mass during the Night", "christmas.night"),
        ("Mass at Dawn", "christmas.dawn"),
        ("Mass during the Day", "christmas"),
    ],
    "palm-sunday": [
        ("At the Procession with Palms", "palm-sunday.procession"),
        ("At the Mass", "palm-sunday"),
    ],
    "easter-vigil": [("The Easter Vigil in the Holy Night", "easter-vigil")],
    "easter": [
        ("The Easter Vigil in the Holy Night", "easter-vigil"),
        ("Mass during the Day", "easter"),
    ],
}

# -- weekdays of Advent, Christmas Time, Lent, Holy Week and Easter Time ------------------------
_WEEKDAYS = """
advent.1.mon | BC | Isa 2:1-5 | Ps 122:1-2, 3-4b, 4cd-5, 6-7, 8-9 (R. cf. 1) | Matt 8:5-11
advent.1.mon | A | Isa 4:2-6 | Ps 122:1-2, 3-4b, 4cd-5, 6-7, 8-9 (R. cf. 1) | Matt 8:5-11
advent.1.tue | * | Isa 11:1-10 | Ps 72:1-2, 7-8, 12-13, 17 (R. cf. 7) | Luke 10:21-24
advent.1.wed | * | Isa 25:6-10a | Ps 23:1-3a, 3b-4, 5, 6 (R. 6cd) | Matt 15:29-37
advent.1.thu | * | Isa 26:1-6 | Ps 118:1, 8-9, 19-21, 25-27a (R. 26a) | Matt 7:21, 24-27
advent.1.fri | * | Isa 29:17-24 | Ps 27:1, 4, 13-14 (R. 1a) | Matt 9:27-31
advent.1.sat | * | Isa 30:19-21, 23-26 | Ps 147:1-2, 3-4, 5-6 (R. cf. Isa 30:18d) | Matt 9:35-10:1, 5a, 6-8
advent.2.mon | * | Isa 35:1-10 | Ps 85:9ab, 10, 11-12, 13-14 (R. Isa 35:4f) | Luke 5:17-26
advent.2.tue | * | Isa 40:1-11 | Ps 96:1-2, 3, 10ac, 11-12, 13 (R. cf. Isa 40:10ab) | Matt 18:12-14
advent.2.wed | * | Isa 40:25-31 | Ps 103:1-2, 3-4, 8, 10 (R. 1) | Matt 11:28-30
advent.2.thu | * | Isa 41:13-20 | Ps 145:1, 9, 10-11, 12-13ab (R. 8) | Matt 11:11-15
advent.2.fri | * | Isa 48:17-19 | Ps 1:1-2, 3, 4, 6 (R. cf. John 8:12) | Matt 11:16-19
advent.2.sat | * | Sir 48:1-4, 9-11 | Ps 80:2ac, 3b, 15-16, 18-19 (R. 4) | Matt 17:9a, 10-13
advent.3.mon | * | Num 24:2-7, 15-17a | Ps 25:4-5ab, 6, 7bc, 8-9 (R. 4) | Matt 21:23-27
advent.3.tue | * | Zeph 3:1-2, 9-13 | Ps 34:2-3, 6-7, 17-18, 19, 23 (R. 7a) | Matt 21:28-32
advent.3.wed | * | Isa 45:6c-8, 18, 21c-25 | Ps 85:9ab, 10, 11-12, 13-14 (R. Isa 45:8) | Luke 7:18b-23
advent.3.thu | * | Isa 54:1-10 | Ps 30:2, 4, 5-6, 11-12a, 13b (R. 2a) | Luke 7:24-30
advent.3.fri | * | Isa 56:1-3a, 6-8 | Ps 67:2-3, 5, 7-8 (R. 4) | John 5:33-36
dec.17 | * | Gen 49:2, 8-10 | Ps 72:1-2, 3-4ab, 7-8, 17 (R. cf. 7) | Matt 1:1-17
dec.18 | * | Jer 23:5-8 | Ps 72:1-2, 12-13, 18-19 (R. cf. 7) | Matt 1:18-25
dec.19 | * | Judg 13:2-7, 24-25a | Ps 71:3-4a, 5-6ab, 16-17 (R. cf. 8) | Luke 1:5-25
dec.20 | * | Isa 7:10-14 | Ps 24:1-2, 3-4ab, 5-6 (R. 7c, 10b) | Luke 1:26-38
dec.21 | * | Song 2:8-14 | Ps 33:2-3, 11-12, 20-21 (R. 1a, 3a) | Luke 1:39-45
dec.22 | * | 1 Sam 1:24-28 | 1 Sam 2:1, 4-5, 6-7, 8abcd (R. cf. 1) | Luke 1:46-56
dec.23 | * | Mal 3:1-4, 23-24 | Ps 25:4-5ab, 8-9, 10, 14 (R. Luke 21:28) | Luke 1:57-66
dec.24 | * | 2 Sam 7:1-5, 8b-12, 14a, 16 | Ps 89:2-3, 4-5, 27, 29 (R. 2) | Luke 1:67-79
dec.29 | * | 1 John 2:3-11 | Ps 96:1-2a, 2b-3, 5b-6 (R. 11a) | Luke 2:22-35
dec.30 | * | 1 John 2:12-17 | Ps 96:7-8a, 8b-9, 10 (R. 11a) | Luke 2:36-40
dec.31 | * | 1 John 2:18-21 | Ps 96:1-2, 11-12, 13 (R. 11a) | John 1:1-18
jan.2 | * | 1 John 2:22-28 | Ps 98:1, 2-3ab, 3cd-4 (R. 3cd) | John 1:19-28
jan.3 | * | 1 John 2:29-3:6 | Ps 98:1, 3cd-4, 5-6 (R. 3cd) | John 1:29-34
jan.4 | * | 1 John 3:7-10 | Ps 98:1, 7-8, 9 (R. 3cd) | John 1:35-42
jan.5 | * | 1 John 3:11-21 | Ps 100:1b-2, 3, 4, 5 (R. 1) | John 1:43-51
jan.7 | * | 1 John 3:22-4:6 | Ps 2:7bc-8, 10-12a (R. 8ab) | Matt 4:12-17, 23-25
jan.8 | * | 1 John 4:7-10 | Ps 72:1-2, 3-4, 7-8 (R. cf. 11) | Mark 6:34-44
jan.9 | * | 1 John 4:11-18 | Ps 72:1-2, 10, 12-13 (R. cf. 11) | Mark 6:45-52
jan.10 | * | 1 John 4:19-5:4 | Ps 72:1-2, 14, 15bc, 17 (R. cf. 11) | Luke 4:14-22a
jan.11 | * | 1 John 5:5-13 | Ps 147:12-13, 14-15, 19-20 (R. 12a) | Luke 5:12-16
jan.12 | * | 1 John 5:14-21 | Ps 149:1-2, 3-4, 5, 6a, 9b (R. cf. 4a) | John 3:22-30
lent.0.thu | * | Deut 30:15-20 | Ps 1:1-2, 3, 4, 6 (R. 40:5a) | Luke 9:22-25
lent.0.fri | * | Isa 58:1-9a | Ps 51:3-4, 5-6ab, 18-19 (R. 19b) | Matt 9:14-15
lent.0.sat | * | Isa 58:9b-14 | Ps 86:1-2, 3-4, 5-6 (R. 11ab) | Luke 5:27-32
lent.1.mon | * | Lev 19:1-2, 11-18 | Ps 19:8, 9, 10, 15 (R. John 6:63b) | Matt 25:31-46
lent.1.tue | * | Isa 55:10-11 | Ps 34:4-5, 6-7, 16-17, 18-19 (R. 18b) | Matt 6:7-15
lent.1.wed | * | Jonah 3:1-10 | Ps 51:3-4, 12-13, 18-19 (R. 19b) | Luke 11:29-32
lent.1.thu | * | Esth C:12, 14-16, 23-25 | Ps 138:1-2ab, 2cde-3, 7c-8 (R. 3a) | Matt 7:7-12
lent.1.fri | * | Ezek 18:21-28 | Ps 130:1-2, 3-4, 5-7a, 7bc-8 (R. 3) | Matt 5:20-26
lent.1.sat | * | Deut 26:16-19 | Ps 119:1-2, 4-5, 7-8 (R. 1b) | Matt 5:43-48
lent.2.mon | * | Dan 9:4b-10 | Ps 79:8, 9, 11, 13 (R. cf. 103:10a) | Luke 6:36-38
lent.2.tue | * | Isa 1:10, 16-20 | Ps 50:8-9, 16bc-17, 21, 23 (R. 23b) | Matt 23:1-12
lent.2.wed | * | Jer 18:18-20 | Ps 31:5-6, 14, 15-16 (R. 17b) | Matt 20:17-28
lent.2.thu | * | Jer 17:5-10 | Ps 1:1-2, 3, 4, 6 (R. 40:5a) | Luke 16:19-31
lent.2.fri | * | Gen 37:3-4, 12-13a, 17b-28a | Ps 105:16-17, 18-19, 20-21 (R. 5a) | Matt 21:33-43, 45-46
lent.2.sat | * | Mic 7:14-15, 18-20 | Ps 103:1-2, 3-4, 9-10, 11-12 (R. 8a) | Luke 15:1-3, 11-32
lent.3.mon | * | 2 Kgs 5:1-15a | Ps 42:2, 3; 43:3, 4 (R. cf. 42:3) | Luke 4:24-30
lent.3.tue | * | Dan 3:25, 34-43 | Ps 25:4-5ab, 6, 7bc, 8-9 (R. 6a) | Matt 18:21-35
lent.3.wed | * | Deut 4:1, 5-9 | Ps 147:12-13, 15-16, 19-20 (R. 12a) | Matt 5:17-19
lent.3.thu | * | Jer 7:23-28 | Ps 95:1-2, 6-7, 8-9 (R. 8) | Luke 11:14-23
lent.3.fri | * | Hos 14:2-10 | Ps 81:6c-8a, 8bc-9, 10-11ab, 14, 17 (R. cf. 11, 9a) | Mark 12:28b-34
lent.3.sat | * | Hos 6:1-6 | Ps 51:3-4, 18-19, 20-21ab (R. cf. Hos 6:6) | Luke 18:9-14
lent.4.mon | * | Isa 65:17-21 | Ps 30:2, 4, 5-6, 11-12a, 13b (R. 2a) | John 4:43-54
lent.4.tue | * | Ezek 47:1-9, 12 | Ps 46:2-3, 5-6, 8-9 (R. 8) | John 5:1-3a, 5-16
lent.4.wed | * | Isa 49:8-15 | Ps 145:8-9, 13cd-14, 17-18 (R. 8a) | John 5:17-30
lent.4.thu | * | Exod 32:7-14 | Ps 106:19-20, 21-22, 23 (R. 4a) | John 5:31-47
lent.4.fri | * | Wis 2:1a, 12-22 | Ps 34:17-18, 19-20, 21, 23 (R. 19a) | John 7:1-2, 10, 25-30
lent.4.sat | * | Jer 11:18-20 | Ps 7:2-3, 9bc-10, 11-12 (R. 2a) | John 7:40-53
lent.5.mon | AB | Dan 13:1-9, 15-17, 19-30, 33-62 | Ps 23:1-3a, 3b-4, 5, 6 (R. 4ab) | John 8:1-11
lent.5.mon | C | Dan 13:1-9, 15-17, 19-30, 33-62 | Ps 23:1-3a, 3b-4, 5, 6 (R. 4ab) | John 8:12-20
lent.5.tue | * | Num 21:4-9 | Ps 102:2-3, 16-18, 19-21 (R. 2) | John 8:21-30
lent.5.wed | * | Dan 3:14-20, 91-92, 95 | Dan 3:52, 53, 54, 55, 56 (R. 52b) | John 8:31-42
lent.5.thu | * | Gen 17:3-9 | Ps 105:4-5, 6-7, 8-9 (R. 8a) | John 8:51-59
lent.5.fri | * | Jer 20:10-13 | Ps 18:2-3a, 3bc-4, 5-6, 7 (R. cf. 7) | John 10:31-42
lent.5.sat | * | Ezek 37:21-28 | Jer 31:10, 11-12abcd, 13 (R. cf. 10d) | John 11:45-56
lent.6.mon | * | Isa 42:1-7 | Ps 27:1, 2, 3, 13-14 (R. 1a) | John 12:1-11
lent.6.tue | * | Isa 49:1-6 | Ps 71:1-2, 3-4a, 5ab-6ab, 15, 17 (R. cf. 15ab) | John 13:21-33, 36-38
lent.6.wed | * | Isa 50:4-9a | Ps 69:8-10, 21-22, 31, 33-34 (R. 14cb) | Matt 26:14-25
easter.1.mon | * | Acts 2:14, 22-33 | Ps 16:1-2a, 5, 7-8, 9-10, 11 (R. 1) | Matt 28:8-15
easter.1.tue | * | Acts 2:36-41 | Ps 33:4-5, 18-19, 20, 22 (R. 5b) | John 20:11-18
easter.1.wed | * | Acts 3:1-10 | Ps 105:1-2, 3-4, 6-7, 8-9 (R. 3b) | Luke 24:13-35
easter.1.thu | * | Acts 3:11-26 | Ps 8:2ab, 5, 6-7, 8-9 (R. 2ab) | Luke 24:35-48
easter.1.fri | * | Acts 4:1-12 | Ps 118:1-2, 4, 22-24, 25-27a (R. 22) | John 21:1-14
easter.1.sat | * | Acts 4:13-21 | Ps 118:1, 14-15ab, 16-18, 19-21 (R. 21a) | Mark 16:9-15
easter.2.mon | * | Acts 4:23-31 | Ps 2:1-3, 4-7a, 7b-9 (R. cf. 12d) | John 3:1-8
easter.2.tue | * | Acts 4:32-37 | Ps 93:1ab, 1cd-2, 5 (R. 1a) | John 3:7b-15
easter.2.wed | * | Acts 5:17-26 | Ps 34:2-3, 4-5, 6-7, 8-9 (R. 7a) | John 3:16-21
easter.2.thu | * | Acts 5:27-33 | Ps 34:2, 9, 17-18, 19-20 (R. 7a) | John 3:31-36
easter.2.fri | * | Acts 5:34-42 | Ps 27:1, 4, 13-14 (R. cf. 4abc) | John 6:1-15
easter.2.sat | * | Acts 6:1-7 | Ps 33:1-2, 4-5, 18-19 (R. 22) | John 6:16-21
easter.3.mon | * | Acts 6:8-15 | Ps 119:23-24, 26-27, 29-30 (R. 1ab) | John 6:22-29
easter.3.tue | * | Acts 7:51-8:1a | Ps 31:3cd-4, 6, 7b, 8a, 17, 21ab (R. 6a) | John 6:30-35
easter.3.wed | * | Acts 8:1b-8 | Ps 66:1-3a, 4-5, 6-7a (R. 1) | John 6:35-40
easter.3.thu | * | Acts 8:26-40 | Ps 66:8-9, 16-17, 20 (R. 1) | John 6:44-51
easter.3.fri | * | Acts 9:1-20 | Ps 117:1bc, 2 (R. Mark 16:15) | John 6:52-59
easter.3.sat | * | Acts 9:31-42 | Ps 116:12-13, 14-15, 16-17 (R. 12) | John 6:60-69
easter.4.mon | BC | Acts 11:1-18 | Ps 42:2-3; 43:3, 4 (R. cf. 42:3a) | John 10:1-10
easter.4.mon | A | Acts 11:1-18 | Ps 42:2-3; 43:3, 4 (R. cf. 42:3a) | John 10:11-18
easter.4.tue | * | Acts 11:19-26 | Ps 87:1b-3, 4-5, 6-7 (R. 117:1a) | John 10:22-30
easter.4.wed | * | Acts 12:24-13:5a | Ps 67:2-3, 5, 6, 8 (R. 4) | John 12:44-50
easter.4.thu | * | Acts 13:13-25 | Ps 89:2-3, 21-22, 25, 27 (R. 2) | John 13:16-20
easter.4.fri | * | Acts 13:26-33 | Ps 2:6-7, 8-9, 10-11ab (R. 7bc) | John 14:1-6
easter.4.sat | * | Acts 13:44-52 | Ps 98:1, 2-3ab, 3cd-4 (R. 3cd) | John 14:7-14
easter.5.mon | * | Acts 14:5-18 | Ps 115:1-2, 3-4, 15-16 (R. 1ab) | John 14:21-26
easter.5.tue | * | Acts 14:19-28 | Ps 145:10-11, 12-13ab, 21 (R. cf. 12) | John 14:27-31a
easter.5.wed | * | Acts 15:1-6 | Ps 122:1-2, 3-4ab, 4cd-5 (R. cf. 1) | John 15:1-8
easter.5.thu | * | Acts 15:7-21 | Ps 96:1-2a, 2b-3, 10 (R. 3) | John 15:9-11
easter.5.fri | * | Acts 15:22-31 | Ps 57:8-9, 10, 12 (R. 10a) | John 15:12-17
easter.5.sat | * | Acts 16:1-10 | Ps 100:1b-2, 3, 5 (R. 2a) | John 15:18-21
easter.6.mon | * | Acts 16:11-15 | Ps 149:1b-2, 3-4, 5-6a, 9b (R. cf. 4a) | John 15:26-16:4a
easter.6.tue | * | Acts 16:22-34 | Ps 138:1-2ab, 2cde-3, 7c-8 (R. 7c) | John 16:5-11
easter.6.wed | * | Acts 17:15, 22-18:1 | Ps 148:1-2, 11-12, 13, 14 | John 16:12-15
easter.6.thu | * | Acts 18:1-8 | Ps 98:1, 2-3ab, 3cd-4 (R. cf. 2b) | John 16:16-20
easter.6.fri | * | Acts 18:9-18 | Ps 47:2-3, 4-5, 6-7 (R. 8a) | John 16:20-23
easter.6.sat | * | Acts 18:23-28 | Ps 47:2-3, 8-9, 10 (R. 8a) | John 16:23b-28
easter.7.mon | * | Acts 19:1-8 | Ps 68:2-3ab, 4-5acd, 6-7ab (R. 33a) | John 16:29-33
easter.7.tue | * | Acts 20:17-27 | Ps 68:10-11, 20-21 (R. 33a) | John 17:1-11a
easter.7.wed | * | Acts 20:28-38 | Ps 68:29-30, 33-35a, 35bc-36ab (R. 33a) | John 17:11b-19
easter.7.thu | * | Acts 22:30; 23:6-11 | Ps 16:1-2a, 5, 7-8, 9-10, 11 (R. 1) | John 17:20-26
easter.7.fri | * | Acts 25:13b-21 | Ps 103:1-2, 11-12, 19-20ab (R. 19a) | John 21:15-19
easter.7.sat | * | Acts 28:16-20, 30-31 | Ps 11:4, 5, 7 (R. cf. 7b) | John 21:20-25
"""


@cache
def _table() -> dict[tuple[str, str], tuple[str, ...]]:
    table: dict[tuple[str, str], tuple[str, ...]] = {}
    for block in (_SUNDAYS, _PROPER, _OTHER_MASSES, _WEEKDAYS):
        for line in block.strip().splitlines():
            key, cycles, *readings = (cell.strip() for cell in line.split("|"))
            if len(readings) not in (1, 3, 4) or (key, "*") in table:
                raise ValueError(f"malformed lectionary row: {line}")
            for cycle in ("*",) if cycles == "*" else tuple(cycles):
                if (key, cycle) in table:
                    raise ValueError(f"duplicate lectionary row: {line}")
                table[(key, cycle)] = tuple(readings)
    return table


def keys() -> set[str]:
    return {key for key, _ in _table()}


def readings(key: str, cycle: str) -> list[tuple[str, str]] | None:
    """(label, reference) pairs for a lectionary key in Sunday cycle A, B or C; None if unknown."""
    row = _table().get((key, cycle)) or _table().get((key, "*"))
    if row is None:
        return None
    labels = ["First Reading", "Responsorial Psalm", "Second Reading", "Gospel"]
    if len(row) == 3:
        labels.remove("Second Reading")
    elif len(row) == 1:
        labels = ["Gospel"]
    return [(label, expand(ref)) for label, ref in zip(labels, row, strict=True)]


def masses(key: str, cycle: str) -> list[tuple[str, list[tuple[str, str]]]] | None:
    """(Mass name, its readings) for each Mass of a day with several; None for other days."""
    if key not in MASSES:
        return None
    found = []
    for name, mass_key in MASSES[key]:
        if pairs := readings(mass_key, cycle):
            found.append((name, pairs))
    return found
