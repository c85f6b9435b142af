"""The portal's date styles, one module per language (FORMAT_MODULE_PATH = "config.formats").

One long style and one short style everywhere, named so templates never spell a format out:

- DATE_FORMAT, the long style: "1 December 2026", "1 de diciembre de 2026", "1. prosinca 2026."
- WEEKDAY_DATE_FORMAT, the long style with the weekday (a day's heading): "Tuesday,
  1 December 2026", "martedì 1 dicembre 2026". `|date:"WEEKDAY_DATE_FORMAT"` works because
  Django looks a format name up in these modules before reading it as a format string; every
  language defines it (tests/i18n/test_dates.py checks), or the name would print as letters.
- SHORT_DATE_FORMAT, the short style: "1 Dec 2026", "1 dic 2026", "1. 12. 2026."
- MONTH_DAY_FORMAT and YEAR_MONTH_FORMAT, the long style without the year or the day, and
  DATETIME_FORMAT / SHORT_DATETIME_FORMAT, each style with a 24-hour time.

Django's format letters have no ordinal, so these styles write Italian's first of the month
"1 dicembre"; the portal writes every date through `written_date` and its own `|date`
(portal/vocabulary/dates.py), which make it "1º dicembre".

Anything not defined here (input formats, number separators) comes from Django's own locale
modules. Month and weekday names are lower case within a date in Spanish, Portuguese,
Italian and Croatian; Django's catalogues capitalise them for Italian, Portuguese and Croatian,
so the portal's catalogue names them again (config/formats/names.py).
"""
