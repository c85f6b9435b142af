"""Month and weekday names as Spanish, Portuguese, Italian and Croatian write them in a date:
in lower case ("martedì 1 dicembre 2026", "terça-feira, 1 de dezembro de 2026").

Django's own catalogues capitalise them for Italian ("Dicembre"), Portuguese ("Dezembro") and
Croatian ("Prosinac", "Utorak"). The portal's catalogue (LOCALE_PATHS) is read after
Django's and wins for the same message, so translating these messages here corrects every
`|date` and `date_format` in the portal. They are marked only so that makemessages keeps them
in the portal's catalogue; nothing imports this module. Croatian dates use the genitive month
(`E`: "prosinca"), which Django already writes in lower case.
"""

from django.utils.translation import gettext_noop

MONTHS = (
    gettext_noop("January"),
    gettext_noop("February"),
    gettext_noop("March"),
    gettext_noop("April"),
    gettext_noop("May"),
    gettext_noop("June"),
    gettext_noop("July"),
    gettext_noop("August"),
    gettext_noop("September"),
    gettext_noop("October"),
    gettext_noop("November"),
    gettext_noop("December"),
)
WEEKDAYS = (
    gettext_noop("Monday"),
    gettext_noop("Tuesday"),
    gettext_noop("Wednesday"),
    gettext_noop("Thursday"),
    gettext_noop("Friday"),
    gettext_noop("Saturday"),
    gettext_noop("Sunday"),
)
