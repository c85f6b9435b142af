"""Input rules, checked before anything is sent: bad input costs no request and no throttle slot.

Each refusal is an `InvalidParams` whose `user_message` says what to change (docs/security.md
§19: over-long or malformed input is a 4xx with a clear message, never a 500).
"""

# Reference: docs/upstream.md §7 (the inputs each skill takes).

from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from django.utils.translation import gettext_lazy as _

from portal.magisterium import errors
from portal.magisterium.ids import MAX_ID_CHARS, is_valid_id
from portal.magisterium.tokens import UserToken

if TYPE_CHECKING:
    from django_stubs_ext import StrOrPromise

MAX_QUERY_CHARS = 500  # look-ups and document search
MAX_QUESTION_CHARS = 2000  # catholic_qa
MIN_YEAR, MAX_YEAR = 1, 9999
CHOOSE_AN_ENTRY = _("Please choose an entry to open.")


def invalid(detail: str, user_message: StrOrPromise) -> errors.InvalidParams:
    return errors.InvalidParams(f"local validation: {detail}", user_message=user_message)


def clean_text(
    value: Any, *, limit: int, empty_message: StrOrPromise, collapse: bool = True
) -> str:
    """Strip (and by default collapse) whitespace; refuse non-text, empty and over-long input."""
    if not isinstance(value, str):
        raise invalid("not a string", empty_message)
    cleaned = " ".join(value.split()) if collapse else value.strip()
    if not cleaned:
        raise invalid("empty", empty_message)
    if len(cleaned) > limit:
        raise invalid(
            f"longer than {limit} characters",
            _("Please use at most %(limit)d characters.") % {"limit": limit},
        )
    return cleaned


def clean_search_query(value: Any) -> str:
    return clean_text(
        value, limit=MAX_QUERY_CHARS, empty_message=_("Please type something to search for.")
    )


def clean_question(value: Any) -> str:
    return clean_text(
        value, limit=MAX_QUESTION_CHARS, empty_message=_("Please type a question."), collapse=False
    )


def clean_context_id(value: Any) -> str:
    """Upstream's own conversation id, sent back as it came (not a canonical id)."""
    return clean_text(value, limit=MAX_ID_CHARS, empty_message=CHOOSE_AN_ENTRY, collapse=False)


def clean_canonical_id(value: Any) -> str:
    """A canonical id (document, saint, pope, person, diocese) under the portal's one id rule
    (`portal.magisterium.ids`): an id no page would link to is never sent either."""
    cleaned = clean_text(value, limit=MAX_ID_CHARS, empty_message=CHOOSE_AN_ENTRY, collapse=False)
    if not is_valid_id(cleaned):
        raise invalid("not a canonical id", CHOOSE_AN_ENTRY)
    return cleaned


def query_or_id(query: str | None, canonical_id: str | None) -> tuple[str, str]:
    """("id", cleaned id) or ("query", cleaned query); exactly one of them must be given."""
    if query is not None and canonical_id is not None:
        raise invalid("both query and id", _("Please search by name or open an entry, not both."))
    if canonical_id is not None:
        return "id", clean_canonical_id(canonical_id)
    if query is None:
        raise invalid("neither query nor id", _("Please type a name to look up."))
    return "query", clean_text(
        query, limit=MAX_QUERY_CHARS, empty_message=_("Please type a name to look up.")
    )


def clean_day(day: Any) -> date:
    if isinstance(day, datetime):
        return day.date()
    if not isinstance(day, date):
        raise invalid("day is not a date", _("Please choose a valid date."))
    return day


def _clean_year(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not MIN_YEAR <= value <= MAX_YEAR:
        raise invalid("year out of range", _("Please give years as four-digit numbers."))
    return value


def clean_year_range(start: Any, end: Any) -> tuple[int | None, int | None]:
    start, end = _clean_year(start), _clean_year(end)
    if start is not None and end is not None and start > end:
        raise invalid("start after end", _("The first year must not be after the last year."))
    return start, end


def require_token(token: Any) -> UserToken:
    if not isinstance(token, UserToken):
        raise TypeError("token must be a portal.magisterium.UserToken")
    if not token.access_token:
        # Nothing to send: same outcome as upstream's 401, without spending a request.
        raise errors.Unauthorized("no access token")
    return token
