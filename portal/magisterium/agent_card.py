"""The public agent card, and the A2A dialect it chooses for the door.

The card is read (agent.json, else agent-card.json) the first time a call needs upstream and
kept, with the dialect `dialects.choose` picks from it, for the card's max-age in this process;
`transport` reads it again at once when a call suggests upstream moved (docs/upstream.md §10).
"""

# Reference: docs/upstream.md §1 (agent card) and §10 (protocol versions).

from __future__ import annotations

import logging
import threading
import time
from typing import Any

import httpx
from django.conf import settings
from pydantic import ValidationError

from portal.magisterium import dialects, errors, wire
from portal.magisterium.httpclient import base_url, http_client, parse_json, timeout
from portal.magisterium.per_process import PerProcess

logger = logging.getLogger("portal.magisterium")

# Where the agent card is: 0.2's path first (Magisterium's today), then 0.3 and 1.0's.
AGENT_CARD_PATHS = ("/.well-known/agent.json", "/.well-known/agent-card.json")
# How long a chosen dialect is kept when the card names no max-age, and the bounds on what it
# names; a card that could not be read is asked again after CARD_RETRY_SECONDS.
CARD_TTL_SECONDS = 3600
CARD_MIN_TTL_SECONDS = 60
CARD_RETRY_SECONDS = 60


def agent_card_get() -> wire.AgentCard:
    """The public Agent Card (no auth)."""
    try:
        return wire.AgentCard.model_validate(agent_card_json())
    except (ValidationError, RecursionError):
        raise errors.MalformedResponse("not an Agent Card", http_status=200) from None


def agent_card_json() -> dict[str, Any]:
    """The public Agent Card (no auth) as upstream sent it: a JSON object, every field kept.

    For the drift check (`portal.ops.doctor`), which compares whole cards; the door itself
    uses `current_choice`.
    """
    return _fetch_card()[0]


def _fetch_card() -> tuple[dict[str, Any], int]:
    """(the card, seconds it may be kept): agent.json, else agent-card.json (0.3 and 1.0)."""
    for index, path in enumerate(AGENT_CARD_PATHS):
        try:
            response = http_client().get(f"{base_url()}{path}", timeout=timeout())
        except httpx.TimeoutException as exc:
            raise errors.UpstreamTimedOut(f"timeout ({type(exc).__name__})") from None
        except httpx.RequestError as exc:
            raise errors.UpstreamUnavailable(f"transport error ({type(exc).__name__})") from None
        status = response.status_code
        if status in (404, 410) and index + 1 < len(AGENT_CARD_PATHS):
            continue  # a server of A2A 0.3 or later: the card moved
        if status >= 500:
            raise errors.UpstreamUnavailable(f"HTTP {status}", http_status=status)
        if status != 200:
            raise errors.MalformedResponse(f"HTTP {status}", http_status=status)
        payload = parse_json(response.content)
        if not isinstance(payload, dict):
            raise errors.MalformedResponse("not an Agent Card", http_status=200)
        return payload, _max_age(response.headers.get("cache-control", ""))
    raise AssertionError("unreachable: the last card path returns or raises")


def _max_age(cache_control: str) -> int:
    for directive in cache_control.split(","):
        name, _, value = directive.strip().partition("=")
        if name.lower() == "max-age" and value.strip().isdigit():
            return max(CARD_MIN_TTL_SECONDS, min(CARD_TTL_SECONDS, int(value)))
    return CARD_TTL_SECONDS


class _Kept:
    """This process's choice: (base URL, pinned setting, choice, monotonic time it expires),
    replaced under `lock` (read without it: a tuple is replaced whole)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.choice: tuple[str, str, dialects.Choice, float] | None = None


# A forked child reads the card again at its first call, under a lock of its own.
_kept: PerProcess[_Kept] = PerProcess(_Kept)


def current_choice(*, refresh: bool = False) -> dialects.Choice:
    """The dialect to speak, chosen from the agent card and kept for the card's lifetime.

    `refresh` reads the card again now (a call that suggests upstream moved). A card that
    cannot be read leaves today's dialect in use, asked again after CARD_RETRY_SECONDS: the
    card is public and unmetered, but a page must not wait on it twice a minute.
    """
    pinned = str(getattr(settings, "MAGISTERIUM_A2A_DIALECT", "") or "")
    pinned = "" if pinned == "auto" else pinned
    key = base_url()
    kept = _kept.get()
    found = kept.choice
    if not refresh and found and found[:2] == (key, pinned) and time.monotonic() < found[3]:
        return found[2]
    with kept.lock:
        found = kept.choice
        if not refresh and found and found[:2] == (key, pinned) and time.monotonic() < found[3]:
            return found[2]
        previous = found[2] if found and found[0] == key else None
        try:
            card, ttl = _fetch_card()
            choice = dialects.choose(card, pinned=pinned)
        except errors.MagisteriumError as error:
            logger.warning("magisterium: agent card not read (%s)", error.detail)
            choice = previous or dialects.choose({}, pinned=pinned)
            if previous is None:
                choice = dialects.Choice(choice.dialect, (), None, dialects.Footing.ASSUMED)
            ttl = CARD_RETRY_SECONDS
        if previous is not None and previous.dialect is not choice.dialect:
            logger.warning(
                "magisterium: upstream's agent card moved from A2A %s to %s (%s)",
                previous.dialect.name,
                choice.dialect.name,
                choice.summary,
            )
        if not choice.spoken:
            logger.error("magisterium: %s", choice.summary)
        kept.choice = (key, pinned, choice, time.monotonic() + ttl)
        return choice


def forget_choice() -> None:
    """Read the card again at the next call (tests; a process restart does the same)."""
    _kept.reset()
