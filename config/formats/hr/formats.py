# Croatian: "1. prosinca 2026.", "utorak, 1. prosinca 2026.", "1. 12. 2026." (the genitive
# month, E, after a day; the nominative, F, alone: "prosinac 2026.").
DATE_FORMAT = "j. E Y."
WEEKDAY_DATE_FORMAT = "l, j. E Y."
SHORT_DATE_FORMAT = "j. n. Y."
MONTH_DAY_FORMAT = "j. E"
YEAR_MONTH_FORMAT = "F Y."
DATETIME_FORMAT = r"j. E Y. \u H:i"
SHORT_DATETIME_FORMAT = r"j. n. Y. \u H:i"
