"""The upstream as the portal sees it: one list of checks, for `manage.py magisterium_doctor`
and the nightly canary (`portal.ops.tasks`).

    report = run_checks(account="prefetch-account")
    report.ok, report.calls, report.as_rows()

Checks: the agent card (reachable, the protocol versions it offers and the dialect the door
chose, the ten skills, the endpoint it names), the
OAuth metadata (the endpoints the portal uses, PKCE S256, registration), the account's token
(expiry, and a refresh that works and is stored), one message/send per skill (the skill
table's example request, `catalog.Skill.example`) whose answer must pass the wire models, the
portal's own builders (`answer_shapes`) and the skill table's shape (`catalog.Skill.answer`)
(the first difference named as field, expected, got), then tasks/get and tasks/cancel on a task
just made. The account and its token are `account_checks`'; each result is a `report.Check`.

At most MAX_CALLS rate-limited calls (message/send, tasks/get, tasks/cancel); the agent card,
the OAuth metadata and the token refresh are not rate-limited upstream and are not counted.
"""

# Reference: docs/upstream.md §1 (agent card), §2 (OAuth), §3 (methods), §5 (errors),
# §6 (rate limits), §7 (skills and their answers).

from __future__ import annotations

import contextlib
import logging
from collections.abc import Iterator
from typing import Any

from django.conf import settings
from django.core.signals import setting_changed
from django.utils import timezone
from pydantic import ValidationError

from portal import magisterium
from portal.magisterium import (
    agent_card,
    catalog,
    dialects,
    errors,
    httpclient,
    throttle,
    transport,
    wire,
)
from portal.ops.account_checks import AccountError, account_connection, token_check
from portal.ops.answer_shapes import SKILL_SHAPES, answer_difference, first_hit_id
from portal.ops.report import Check, Report

logger = logging.getLogger(__name__)

MAX_CALLS = 12
SKILL_IDS = catalog.SKILL_IDS
SPOKEN_VERSIONS = ("0.2", "0.3", "1.0")
NOT_COUNTED = "agent card, OAuth metadata and token refresh are not rate-limited and not counted"


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
    if skill_id == "document_fetch" and not found.get(catalog.FIRST_HIT.name):
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
        found[catalog.FIRST_HIT.name] = first_hit_id(task)
    difference = answer_difference(skill_id, task)
    if difference is not None:
        where, expected, got = difference
        return Check(name, False, f"{where}: expected {expected}, got {got}", calls=1), task
    return Check(name, True, f"{catalog.SKILLS[skill_id].artifact} as expected", calls=1), task


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
    current_setting: str = settings.MAGISTERIUM_BASE_URL
    current = current_setting.rstrip("/")
    if not base_url or base_url.rstrip("/") == current:
        yield current
        return
    # The whole door reads MAGISTERIUM_BASE_URL at call time, so setting it for this run points
    # every call at the other upstream (a one-off command in its own process). The signal tells
    # whoever keeps values derived from settings (`portal.core.page_cache`) to drop them.
    _set_base_url(base_url.rstrip("/"), enter=True)
    httpclient.reset_client()
    try:
        yield base_url.rstrip("/")
    finally:
        _set_base_url(current_setting, enter=False)
        httpclient.reset_client()


def _set_base_url(value: str, *, enter: bool) -> None:
    settings.MAGISTERIUM_BASE_URL = value
    setting_changed.send(
        sender=type(settings), setting="MAGISTERIUM_BASE_URL", value=value, enter=enter
    )


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
        checked, token = token_check(user, connection, refresh=url == configured)
        report.checks.append(checked)
        if token is None:
            report.checks += [
                Check(name, False, "no usable token") for name in TOKEN_CHECK_NAMES[1:]
            ]
            return report
        # What an answer gave a later request: the search's first hit, for document_fetch.
        found: dict[str, Any] = {}
        budget, last_task = _Budget(), None
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
