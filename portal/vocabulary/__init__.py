"""The Church's words in the portal's five languages (en, es, pt, it, hr), shared by the
readings and the directory: the celebrations of the proper of seasons (`temporal`) and of the
General Roman Calendar's saints' days (`sanctoral`); seasons, ranks, colours and Lectionary
cycles (`temporal`); the books of the Bible with each language's way of writing a reference
(`bible`); the popes' names (`papal_names`) and the calendar's saints' names (`people`).

These are facts of the liturgical calendar, published in every language, so the portal can
show the readings' heading, season, celebration and references, a pope's or a saint's name,
in the reader's language instead of upstream's English. Keys are the English names exactly as
upstream writes them. A value the vocabulary does not know is shown as upstream wrote it,
marked with its language, and logged once; docs/development.md says how to add an entry.
"""
