# English: "1 December 2026", "Tuesday, 1 December 2026", "1 Dec 2026" (config/formats).
DATE_FORMAT = "j F Y"
WEEKDAY_DATE_FORMAT = "l, j F Y"
SHORT_DATE_FORMAT = "j M Y"
MONTH_DAY_FORMAT = "j F"
YEAR_MONTH_FORMAT = "F Y"
DATETIME_FORMAT = "j F Y, H:i"
SHORT_DATETIME_FORMAT = "j M Y, H:i"
