# Italian: "1 dicembre 2026", "martedì 1 dicembre 2026" (no comma), "1 dic 2026".
# The first of the month is "1º": added by portal/vocabulary/dates.py (no format letter for it).
DATE_FORMAT = "j F Y"
WEEKDAY_DATE_FORMAT = "l j F Y"
SHORT_DATE_FORMAT = "j b Y"
MONTH_DAY_FORMAT = "j F"
YEAR_MONTH_FORMAT = "F Y"
DATETIME_FORMAT = "j F Y, H:i"
SHORT_DATETIME_FORMAT = "j b Y, H:i"
