"""The Roman calendar's and the Bible's words in the portal's five languages (en, es, pt, it,
hr): the celebrations of the proper of seasons (`temporal`) and of the General Roman
Calendar's saints' days (`sanctoral`), seasons, ranks, colours and Lectionary cycles
(`temporal`), and the books of the Bible with each language's way of writing a reference
(`bible`).

These are facts of the liturgical calendar, published in every language, so the portal can
show the readings' heading, season, celebration and references in the reader's language
instead of upstream's English. Keys are the English names exactly as upstream writes them.
A value the vocabulary does not know is shown as upstream wrote it, marked with its language,
and logged once (portal.readings.localized); docs/development.md says how to add an entry.
"""
