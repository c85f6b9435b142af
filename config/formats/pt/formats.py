# Portuguese: "1 de dezembro de 2026", "terça-feira, 1 de dezembro de 2026", "1 dez 2026".
DATE_FORMAT = r"j \d\e F \d\e Y"
WEEKDAY_DATE_FORMAT = r"l, j \d\e F \d\e Y"
SHORT_DATE_FORMAT = "j b Y"
MONTH_DAY_FORMAT = r"j \d\e F"
YEAR_MONTH_FORMAT = r"F \d\e Y"
DATETIME_FORMAT = r"j \d\e F \d\e Y, H:i"
SHORT_DATETIME_FORMAT = "j b Y, H:i"
