"""The upstream as the portal sees it: one list of checks, for `manage.py magisterium_doctor`
and the nightly canary (`portal.ops.tasks`).

    report = run_checks(account="prefetch-account")
    report.ok, report.calls, report.as_rows()

Checks: the agent card (reachable, the protocol versions it offers and the dialect the door
chose, the ten skills, the endpoint it names), the
OAuth metadata (the endpoints the portal uses, PKCE S256, registration), the account's token
(expiry, and a refresh that works and is stored), one message/send per skill whose answer must
pass the wire models, the portal's own builders and the shapes in SKILL_SHAPES (the first
difference named as field, expected, got), then tasks/get and tasks/cancel on a task just made.

At most MAX_CALLS rate-limited calls (message/send, tasks/get, tasks/cancel); the agent card,
the OAuth metadata and the token refresh are not rate-limited upstream and are not counted.
"""

# Reference: docs/upstream.md §1 (agent card), §2 (OAuth), §3 (methods), §5 (errors),
# §6 (rate limits), §7 (skills and their answers).

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.test.utils import override_settings
from django.utils import timezone
from pydantic import ValidationError

from portal import magisterium
from portal.magisterium import (
    agent_card,
    artifacts,
    catalog,
    dialects,
    errors,
    httpclient,
    throttle,
    transport,
    wire,
)
from portal.magisterium.catalog import first_difference

logger = logging.getLogger(__name__)

MAX_CALLS = 12
SKILL_IDS = catalog.SKILL_IDS
SPOKEN_VERSIONS = ("0.2", "0.3", "1.0")
NOT_COUNTED = "agent card, OAuth metadata and token refresh are not rate-limited and not counted"


# --- Results -----------------------------------------------------------------------------------


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    calls: int = 0  # rate-limited upstream calls this check spent

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass
class Report:
    base_url: str
    account: str  # the portal username whose token ran the checks ("" when none)
    checks: list[Check] = field(default_factory=list)
    card: dict[str, Any] | None = None  # the agent card exactly as upstream sent it
    offered: tuple[str, ...] = ()  # the protocol versions the card offers
    dialect: str | None = None  # the dialect the door chose ("0.3" or "1.0")

    @property
    def ok(self) -> bool:
        return bool(self.checks) and all(check.ok for check in self.checks)

    @property
    def calls(self) -> int:
        return sum(check.calls for check in self.checks)

    @property
    def failed(self) -> list[Check]:
        return [check for check in self.checks if not check.ok]

    def as_rows(self) -> list[tuple[str, str, str]]:
        return [(c.name, "ok" if c.ok else "FAIL", c.detail) for c in self.checks]


class AccountError(Exception):
    """The account cannot run the token checks; the message says what to do."""


# --- Expected shapes: what each skill's answer must carry for the portal to work ---------------


@dataclass(frozen=True)
class SkillShape:
    """The doctor's probe of one skill: the answer's shape is the skill table's
    (`portal.magisterium.catalog`); the request and the portal's own readers are added here."""

    request: Callable[[date, dict[str, Any]], list[wire.TextPart | wire.DataPart]]
    data: dict[str, Any] | None  # the data parts (merged) must match; None: no data part needed
    text: bool = False  # a text part is required
    # What the portal reads from the text, checked on the joined text: None or a difference.
    text_check: Callable[[str], tuple[str, str, str] | None] | None = None
    # The portal's own reader of the answer (MalformedResponse = the portal cannot use it).
    build: Callable[[wire.Task, list[Any]], Any] | None = None


def _not_the_empty_answer(empty: str) -> Callable[[str], tuple[str, str, str] | None]:
    def check(text: str) -> tuple[str, str, str] | None:
        if text.strip() == empty:
            return ("text", "today's entry", repr(empty))
        return None

    return check


def _readings_text(text: str) -> tuple[str, str, str] | None:
    if text.strip() == artifacts.NO_READINGS:
        return ("text", "today's readings", repr(artifacts.NO_READINGS))
    if artifacts.heading_day(text) is None:
        # How the portal learns which date words such as "next Sunday" meant (§9).
        first_line = text.strip().splitlines()[0][:80] if text.strip() else ""
        return ("text (first line)", "a date", repr(first_line))
    return None


def _builder(factory: Callable[[], Callable[[list[Any], datetime], Any]]):
    return lambda task, parts: factory()(parts, timezone.now())


def _probe(skill_id: str) -> Callable[..., list[wire.TextPart | wire.DataPart]]:
    """The skill table's example request: a text, or a data part's fields."""
    skill = catalog.SKILLS[skill_id]
    if isinstance(skill.probe, str):
        return lambda day, found: [wire.TextPart(text=skill.probe)]
    return lambda day, found: [wire.DataPart(data=skill.data(**(skill.probe or {})))]


def _shape(skill_id: str, **extra: Any) -> SkillShape:
    skill = catalog.SKILLS[skill_id]
    return SkillShape(
        **{"request": _probe(skill_id), "data": skill.answer, "text": skill.text, **extra}
    )


def _profile_reader(skill_id: str) -> Callable[[wire.Task, list[Any]], Any]:
    skill = catalog.SKILLS[skill_id]
    return _builder(lambda: artifacts.profile_builder(skill.profile_kind, "doctor"))


SKILL_SHAPES: dict[str, SkillShape] = {
    "catholic_qa": _shape("catholic_qa", build=lambda task, parts: artifacts.answer_from(task)),
    "document_search": _shape(
        "document_search", build=_builder(lambda: artifacts.search_builder("doctor"))
    ),
    "document_fetch": _shape(
        "document_fetch",
        # The first hit of the search just made: an id upstream itself gave out.
        request=lambda day, found: [
            wire.DataPart(data=catalog.SKILLS["document_fetch"].data(id=found["document_id"]))
        ],
        build=_builder(lambda: artifacts.document_builder("doctor")),
    ),
    "liturgical_readings": _shape(
        "liturgical_readings",
        request=lambda day, found: [wire.TextPart(text=day.isoformat())],
        text_check=_readings_text,
    ),
    "saints_of_the_day": _shape(
        "saints_of_the_day",
        request=lambda day, found: [
            wire.DataPart(data=catalog.SKILLS["saints_of_the_day"].data(date=day.isoformat()))
        ],
        text_check=_not_the_empty_answer(artifacts.NO_MARTYROLOGY),
    ),
    **{
        skill_id: _shape(skill_id, build=_profile_reader(skill_id))
        for skill_id in ("saint_lookup", "person_lookup", "pope_lookup", "diocese_lookup")
    },
    "diocese_statistics_lookup": _shape(
        "diocese_statistics_lookup",
        build=_builder(lambda: artifacts.statistics_builder("doctor")),
    ),
}


def answer_difference(skill_id: str, task: wire.Task) -> tuple[str, str, str] | None:
    """The first way `task` (a completed message/send of `skill_id`) differs from what the
    portal relies on, as (field, expected, got); None when it has everything."""
    shape = SKILL_SHAPES[skill_id]
    name = catalog.SKILLS[skill_id].artifact
    artifact = task.artifact(name)
    if artifact is None:
        got = ", ".join(repr(a.name) for a in task.artifacts) or "no artifact"
        return ("artifact", repr(name), got)
    texts = artifacts.texts(artifact.parts)
    datas = artifacts.datas(artifact.parts)
    if shape.text and not texts:
        return ("text part", "a text part", "none")
    if shape.data is not None and not datas:
        return ("data part", "a data part", "none")
    merged: dict[str, Any] = {}
    for data in datas:
        merged.update(data)
    if merged.get("error") == "not_found":
        return ("error", "a profile", f"not_found ({merged.get('hint') or 'no hint'})")
    if shape.data is not None and (found := first_difference(shape.data, merged)):
        return found
    if shape.text_check is not None and (found := shape.text_check("\n\n".join(texts))):
        return found
    if shape.build is not None:
        try:
            shape.build(task, artifact.parts)
        except errors.MalformedResponse as error:
            return ("answer", "what the portal can read", error.detail)
    return None


# --- The account ---------------------------------------------------------------------------------


def account_connection(username: str) -> tuple[Any, Any]:
    """(user, connection) for the portal user `username`; AccountError saying what to do."""
    from portal.accounts.models import MagisteriumConnection
    from portal.accounts.service_accounts import reconnect_hint

    user = get_user_model().objects.filter(**{get_user_model().USERNAME_FIELD: username}).first()
    if user is None:
        raise AccountError(f"There is no portal user named {username!r}.")
    connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
    if connection is None:
        raise AccountError(
            f"Portal user {username!r} has no Magisterium connection: {reconnect_hint(username)}."
        )
    if connection.needs_sign_in:
        raise AccountError(
            f"The Magisterium connection of {username!r} needs a new sign-in: "
            f"{reconnect_hint(username)}."
        )
    return user, connection


def _when(moment: datetime | None) -> str:
    if moment is None:
        return "no expiry recorded"
    seconds = int((moment - timezone.now()).total_seconds())
    span = f"{abs(seconds) // 3600} h {abs(seconds) % 3600 // 60} min"
    relative = f"in {span}" if seconds >= 0 else f"{span} ago"
    return f"{moment.astimezone(UTC):%Y-%m-%d %H:%M} UTC ({relative})"


def _token_check(
    user: Any, connection: Any, *, refresh: bool
) -> tuple[Check, magisterium.UserToken | None]:
    """Expiry, then a refresh made now through the portal's own token lifecycle (the lock, the
    rotation, the new tokens stored), so the account keeps working after the doctor."""
    from portal.accounts import tokens
    from portal.accounts.crypto import InvalidToken

    before = _when(connection.expires_at)
    try:
        old_access, old_refresh = connection.access_token, connection.refresh_token
    except InvalidToken:
        return Check("token", False, "the stored token cannot be decrypted"), None
    old = magisterium.UserToken(account_id=connection.account_id, access_token=old_access)
    if not refresh:
        # The stored tokens belong to the configured upstream: a refresh refused by another
        # one would mark this account "sign in again" here, so it is not tried.
        detail = f"expiry {before}; refresh not tried against an upstream other than the portal's"
        return Check("token", True, detail), old
    try:
        # `rejected_token` makes the refresh happen now, unless another process refreshed the
        # same token meanwhile (then its result is the proof).
        current = tokens.token_refresh(connection, rejected_token=old_access)
        new_access, new_refresh = current.access_token, current.refresh_token
    except magisterium.MagisteriumError as error:
        detail = f"expiry {before}; refresh failed: {error.detail or type(error).__name__}"
        # A refused refresh marked the connection "sign in again": its token is dead too.
        return Check("token", False, detail), (None if _needs_sign_in(user) else old)
    if new_access == old_access:
        return Check("token", False, f"expiry {before}; the refresh gave no new token"), old
    rotation = "refresh token rotated" if new_refresh != old_refresh else "refresh token kept"
    detail = (
        f"expiry {before}; refreshed and stored ({rotation}), "
        f"new expiry {_when(current.expires_at)}"
    )
    token = magisterium.UserToken(account_id=current.account_id, access_token=new_access)
    return Check("token", True, detail), token


def _needs_sign_in(user: Any) -> bool:
    from portal.accounts.models import MagisteriumConnection

    usable = MagisteriumConnection.objects.filter(user_id=user.pk, needs_sign_in=False)
    return not usable.exists()


# --- The checks ----------------------------------------------------------------------------------


CARD_CHECK_NAMES = ("protocol", "agent card skills", "agent card url")


def _card_checks(report: Report) -> None:
    try:
        card = agent_card.agent_card_json()
        parsed = wire.AgentCard.model_validate(card)
    except errors.MagisteriumError as error:
        detail = f"not reachable: {error.detail}"
        report.checks.append(Check("agent card", False, detail))
        report.checks += [Check(name, False, "no agent card") for name in CARD_CHECK_NAMES]
        return
    except ValidationError as error:
        report.card = card
        detail = f"not an Agent Card: {error.error_count()} shape problems"
        report.checks.append(Check("agent card", False, detail))
        report.checks += [Check(name, False, "no valid agent card") for name in CARD_CHECK_NAMES]
        return
    report.card = card
    report.checks.append(
        Check("agent card", True, f"{parsed.name!r} version {parsed.version or '(none)'}")
    )
    _protocol_check(report, card)

    offered = [skill.id for skill in parsed.skills]
    missing = [s for s in SKILL_IDS if s not in offered]
    extra = [s for s in offered if s not in SKILL_IDS]
    if missing:
        detail = f"missing: {', '.join(missing)}"
        report.checks.append(
            Check(
                "agent card skills", False, detail + (f"; new: {', '.join(extra)}" if extra else "")
            )
        )
    else:
        detail = f"all {len(SKILL_IDS)}" + (f"; new, unused: {', '.join(extra)}" if extra else "")
        report.checks.append(Check("agent card skills", True, detail))

    # 0.2/0.3 name the endpoint at the top of the card, 1.0 in the chosen interface.
    expected_url = httpclient.endpoint()
    named = (dialects.choose(card).url or "").rstrip("/")
    if named == expected_url:
        report.checks.append(Check("agent card url", True, expected_url))
    else:
        report.checks.append(
            Check("agent card url", False, f"expected {expected_url}, got {named or 'none'}")
        )


def _protocol_check(report: Report, card: dict[str, Any]) -> None:
    """Which dialect upstream offers and which the door chose: any version the door speaks
    passes (a move between them is the canary's notice, `portal.ops.tasks`); one it cannot
    speak fails, named."""
    offered = dialects.choose(card)
    report.offered = offered.offered
    # The door's own choice, read afresh: the calls below go out in this dialect.
    chosen = agent_card.current_choice(refresh=True)
    report.dialect = chosen.dialect.name
    versions = ", ".join(offered.offered) or "no protocol version"
    if not offered.spoken:
        report.checks.append(
            Check(
                "protocol",
                False,
                f"upstream offers {versions}: a version the portal does not speak (it speaks "
                f'{", ".join(SPOKEN_VERSIONS)}); see docs/upstream.md "Protocol versions"',
            )
        )
        return
    pinned = "" if chosen.dialect is offered.dialect else " (pinned by MAGISTERIUM_A2A_DIALECT)"
    report.checks.append(
        Check(
            "protocol",
            True,
            f"upstream offers {versions}; the portal speaks A2A {chosen.dialect.name}{pinned}",
        )
    )


def _oauth_check(report: Report) -> None:
    from portal.accounts import oauth

    try:
        metadata = oauth.server_metadata(fresh=True)
    except oauth.OAuthServerError as error:
        report.checks.append(Check("oauth metadata", False, error.detail or str(error)))
        return
    problems = []
    methods = metadata.code_challenge_methods_supported
    if not methods or "S256" not in methods:
        problems.append(f"code_challenge_methods_supported: expected S256, got {methods or 'none'}")
    if not metadata.registration_endpoint:
        problems.append("registration_endpoint: expected a URL, got none")
    if problems:
        report.checks.append(Check("oauth metadata", False, "; ".join(problems)))
        return
    optional = [
        name
        for name, value in (
            ("revocation", metadata.revocation_endpoint),
            ("userinfo", metadata.userinfo_endpoint),
            ("jwks", metadata.jwks_uri),
        )
        if value
    ]
    report.checks.append(
        Check(
            "oauth metadata",
            True,
            "authorize, token, registration, PKCE S256"
            + (f"; also {', '.join(optional)}" if optional else ""),
        )
    )


class _Budget:
    """Counts the rate-limited calls; refuses one beyond MAX_CALLS (a bug, not upstream's fault)."""

    def __init__(self) -> None:
        self.spent = 0

    def spend(self) -> None:
        if self.spent >= MAX_CALLS:
            raise RuntimeError(f"the doctor tried more than {MAX_CALLS} upstream calls")
        self.spent += 1


def _skill_check(
    skill_id: str, token: magisterium.UserToken, budget: _Budget, found: dict[str, Any]
) -> tuple[Check, wire.Task | None]:
    name = f"skill {skill_id}"
    shape = SKILL_SHAPES[skill_id]
    if skill_id == "document_fetch" and not found.get("document_id"):
        return Check(name, False, "no document id to fetch: document_search gave none"), None
    parts = shape.request(timezone.localdate(), found)
    try:
        # The portal's own throttle first, as every call through the door: the doctor must not
        # spend the account's upstream allowance behind its users' backs.
        throttle.acquire(token, skill_id)
    except errors.RateLimited as error:
        return Check(name, False, f"local throttle: retry in {error.retry_after} s"), None
    budget.spend()
    try:
        task = transport.message_send(
            access_token=token.access_token, skill_id=skill_id, parts=parts
        )
    except errors.MagisteriumError as error:
        if isinstance(error, errors.RateLimited):
            throttle.block(token, skill_id, error.retry_after)
        return Check(name, False, f"{type(error).__name__}: {error.detail}", calls=1), None
    if skill_id == "document_search":
        found["document_id"] = _first_hit_id(task)
    difference = answer_difference(skill_id, task)
    if difference is not None:
        where, expected, got = difference
        return Check(name, False, f"{where}: expected {expected}, got {got}", calls=1), task
    return Check(name, True, f"{catalog.SKILLS[skill_id].artifact} as expected", calls=1), task


def _first_hit_id(task: wire.Task) -> str | None:
    """The first search hit's id, whatever else the answer lacks (document_fetch needs it)."""
    artifact = task.artifact(catalog.SKILLS["document_search"].artifact)
    for data in artifacts.datas(artifact.parts if artifact else []):
        results = data.get("results")
        if isinstance(results, list) and results and isinstance(results[0], dict):
            hit_id = results[0].get("id")
            return hit_id if isinstance(hit_id, str) and hit_id else None
    return None


def _task_checks(
    report: Report, token: magisterium.UserToken, budget: _Budget, task: wire.Task
) -> None:
    budget.spend()
    try:
        again = transport.tasks_get(access_token=token.access_token, task_id=task.id)
    except errors.MagisteriumError as error:
        report.checks.append(
            Check("tasks/get", False, f"{type(error).__name__}: {error.detail}", calls=1)
        )
    else:
        names = [a.name for a in task.artifacts]
        got_names = [a.name for a in again.artifacts]
        if again.id != task.id:
            detail, ok = f"id: expected {task.id}, got {again.id}", False
        elif again.status.state != task.status.state:
            detail, ok = f"state: expected {task.status.state}, got {again.status.state}", False
        elif got_names != names:
            detail, ok = f"artifacts: expected {names}, got {got_names}", False
        else:
            detail, ok = f"the same task back ({again.status.state})", True
        report.checks.append(Check("tasks/get", ok, detail, calls=1))

    budget.spend()
    try:
        cancelled = transport.tasks_cancel(access_token=token.access_token, task_id=task.id)
    except errors.TaskNotCancelable as error:
        # Magisterium's -32602 "Invalid state transition" or the standard -32002.
        detail = f"refused as a finished task ({error.code}): {error.detail}"
        report.checks.append(Check("tasks/cancel", True, detail, calls=1))
    except errors.MagisteriumError as error:
        detail = f"expected a refusal (task not cancelable), got {type(error).__name__}: "
        report.checks.append(Check("tasks/cancel", False, detail + error.detail, calls=1))
    else:
        detail = (
            "expected a refusal (task not cancelable), got a Task in state "
            f"{cancelled.status.state}"
        )
        report.checks.append(Check("tasks/cancel", False, detail, calls=1))


TOKEN_CHECK_NAMES = ("token", *(f"skill {s}" for s in SKILL_IDS), "tasks/get", "tasks/cancel")


@contextlib.contextmanager
def _upstream(base_url: str | None) -> Iterator[str]:
    """Every call of the run (A2A, agent card, OAuth) goes to `base_url` instead."""
    current = settings.MAGISTERIUM_BASE_URL.rstrip("/")
    if not base_url or base_url.rstrip("/") == current:
        yield current
        return
    # The whole door reads MAGISTERIUM_BASE_URL at call time, so overriding it for this run
    # points every call at the other upstream (a one-off command in its own process).
    with override_settings(MAGISTERIUM_BASE_URL=base_url.rstrip("/")):
        httpclient.reset_client()
        try:
            yield base_url.rstrip("/")
        finally:
            httpclient.reset_client()


def run_checks(*, base_url: str | None = None, account: str | None = None) -> Report:
    """Every check against the upstream at `base_url` (default MAGISTERIUM_BASE_URL) with the
    token of portal user `account` (default OPS_CANARY_ACCOUNT; "" runs only the checks that
    need no token and fails the rest)."""
    username = settings.OPS_CANARY_ACCOUNT if account is None else account
    configured = settings.MAGISTERIUM_BASE_URL.rstrip("/")
    with _upstream(base_url) as url:
        report = Report(base_url=url, account=username or "")
        _card_checks(report)
        _oauth_check(report)
        if not username:
            report.checks += [
                Check(name, False, "no canary account configured (OPS_CANARY_ACCOUNT)")
                for name in TOKEN_CHECK_NAMES
            ]
            return report
        try:
            user, connection = account_connection(username)
        except AccountError as error:
            report.checks += [Check(name, False, str(error)) for name in TOKEN_CHECK_NAMES]
            return report
        token_check, token = _token_check(user, connection, refresh=url == configured)
        report.checks.append(token_check)
        if token is None:
            report.checks += [
                Check(name, False, "no usable token") for name in TOKEN_CHECK_NAMES[1:]
            ]
            return report
        budget, found, last_task = _Budget(), {}, None
        for skill_id in SKILL_IDS:
            check, task = _skill_check(skill_id, token, budget, found)
            report.checks.append(check)
            if task is not None and check.ok:
                last_task = task
        if last_task is None:
            report.checks += [
                Check(name, False, "no task was made to ask about")
                for name in ("tasks/get", "tasks/cancel")
            ]
        else:
            _task_checks(report, token, budget, last_task)
    return report
