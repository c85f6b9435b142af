"""Test hooks under /_sandbox/: config, faults, request counter, clock, tokens, scripted
answers, drift, and a look at the diocese directory. The state they change lives in
sandbox.state.
"""

from __future__ import annotations

import json
from dataclasses import asdict, replace
from typing import Any

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods

from sandbox import oauth
from sandbox.catalog import dioceses
from sandbox.skills import SKILLS
from sandbox.state import (
    DIALECTS,
    FAULT_MODES,
    NUMBER_MODES,
    OVERSIZED_BYTES,
    Drift,
    Fault,
    state,
)

# -- HTTP hooks (no auth: the sandbox only ever listens on a developer machine) -----------------


class HookInputError(ValueError):
    pass


def _json_body(request: HttpRequest) -> dict[str, Any]:
    if not request.body:
        return {}
    try:
        data = json.loads(request.body)
    except ValueError:
        raise HookInputError("body must be JSON") from None
    if not isinstance(data, dict):
        raise HookInputError("body must be a JSON object")
    return data


def _bad_request(error: Exception) -> JsonResponse:
    return JsonResponse({"error": str(error)}, status=400)


def _whole_number(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise HookInputError(f"{name} must be a whole number >= 0")
    return value


def _parse_fault(data: dict[str, Any]) -> Fault | None:
    mode = data.get("mode")
    if mode is None:
        return None
    if mode not in FAULT_MODES:
        raise HookInputError(f"mode must be one of {', '.join(FAULT_MODES)} or null")
    count = data.get("count")
    if count is not None and _whole_number("count", count) == 0:
        raise HookInputError("count must be at least 1 (omit it for every request)")
    skills = data.get("skills")
    if skills is not None and (
        not isinstance(skills, list) or not all(isinstance(s, str) for s in skills)
    ):
        raise HookInputError("skills must be a list of skill ids")
    retry_after = _whole_number("retry_after", data.get("retry_after", 30)) or 1
    size = _whole_number("size", data.get("size", OVERSIZED_BYTES))
    return Fault(
        mode=mode,
        remaining=count,
        skills=tuple(skills) if skills is not None else None,
        retry_after=retry_after,
        size=size,
    )


def _string_list(name: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) and item for item in value):
        raise HookInputError(f"{name} must be a list of non-empty strings")
    return tuple(value)


def _parse_drift(data: dict[str, Any]) -> Drift:
    unknown = set(data) - {"protocol_version", "remove_skills", "skill", "rename", "drop"}
    if unknown:
        raise HookInputError(f"unknown drift key {sorted(unknown)[0]!r}")
    version = data.get("protocol_version")
    if version is not None and not isinstance(version, str):
        raise HookInputError("protocol_version must be a string")
    rename = data.get("rename") or {}
    if not isinstance(rename, dict) or not all(
        isinstance(new, str) and new for new in rename.values()
    ):
        raise HookInputError("rename must be an object {path: new name}")
    drop = _string_list("drop", data.get("drop") or [])
    skill = data.get("skill")
    if (rename or drop) and skill not in SKILLS:
        raise HookInputError(f"skill must be one of {', '.join(SKILLS)} to rename or drop")
    return Drift(
        protocol_version=version,
        remove_skills=_string_list("remove_skills", data.get("remove_skills") or []),
        skill=skill,
        rename=tuple(rename.items()),
        drop=drop,
    )


def _apply_config(data: dict[str, Any]) -> None:
    with state.lock:
        config = replace(state.config, skill_latency_ms=dict(state.config.skill_latency_ms))
    for key, value in data.items():
        if key in {"rate_limit", "qa_rate_limit", "latency_ms"}:
            setattr(config, key, _whole_number(key, value))
        elif key == "token_ttl":
            if _whole_number(key, value) == 0:
                raise HookInputError("token_ttl must be at least 1 second")
            config.token_ttl = value
        elif key == "timeout_sleep":
            if isinstance(value, bool) or not isinstance(value, int | float) or value < 0:
                raise HookInputError("timeout_sleep must be a number of seconds >= 0")
            config.timeout_sleep = float(value)
        elif key in {"dialect", "numbers"}:
            choices = DIALECTS if key == "dialect" else NUMBER_MODES
            if value not in choices:
                raise HookInputError(f"{key} must be one of {', '.join(choices)}")
            setattr(config, key, value)
        elif key == "skill_latency_ms":
            if not isinstance(value, dict):
                raise HookInputError("skill_latency_ms must be an object {skillId: ms}")
            config.skill_latency_ms = {
                str(skill): _whole_number(f"skill_latency_ms.{skill}", ms)
                for skill, ms in value.items()
            }
        else:
            raise HookInputError(f"unknown config key {key!r}")
    with state.lock:
        state.config = config


def _config_json() -> dict[str, Any]:
    with state.lock:
        return asdict(state.config)


def _fault_json() -> dict[str, Any]:
    with state.lock:
        fault = state.fault
    return {"fault": fault.as_json() if fault else None}


def _clock_json() -> dict[str, Any]:
    return {
        "now": state.now().isoformat(),
        "today": state.today().isoformat(),
        "offset_seconds": state.clock_offset.total_seconds(),
        "timezone": str(state.timezone),
    }


@require_http_methods(["GET"])
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True})


@require_http_methods(["GET"])
def directory(request: HttpRequest) -> JsonResponse:
    """The diocese directory being served (the table's, or the world-sized one with
    SANDBOX_WORLD=1): how many sees, in how many countries, and each see's country, region and
    metropolitan, so a test can check the whole directory in one call."""
    return JsonResponse(dioceses.directory())


@require_http_methods(["GET"])
def requests_count(request: HttpRequest) -> JsonResponse:
    return JsonResponse(state.counts())


@csrf_exempt
@require_http_methods(["POST"])
def requests_reset(request: HttpRequest) -> JsonResponse:
    state.reset_counts()
    return JsonResponse(state.counts())


@csrf_exempt
@require_http_methods(["GET", "POST", "DELETE"])
def faults(request: HttpRequest) -> JsonResponse:
    if request.method == "DELETE":
        state.set_fault(None)
    elif request.method == "POST":
        try:
            state.set_fault(_parse_fault(_json_body(request)))
        except HookInputError as error:
            return _bad_request(error)
    return JsonResponse(_fault_json())


@csrf_exempt
@require_http_methods(["GET", "POST", "DELETE"])
def drift(request: HttpRequest) -> JsonResponse:
    """POST {"protocol_version"?, "remove_skills"?, "skill"?, "rename"?, "drop"?}: from now on
    the agent card and `skill`'s answers drift that way (each POST replaces the last one);
    DELETE, or /_sandbox/reset, brings back the documented upstream."""
    if request.method == "DELETE":
        state.set_drift(Drift())
    elif request.method == "POST":
        try:
            state.set_drift(_parse_drift(_json_body(request)))
        except HookInputError as error:
            return _bad_request(error)
    with state.lock:
        return JsonResponse({"drift": state.drift.as_json()})


@csrf_exempt
@require_http_methods(["GET", "POST"])
def config(request: HttpRequest) -> JsonResponse:
    if request.method == "POST":
        try:
            _apply_config(_json_body(request))
        except HookInputError as error:
            return _bad_request(error)
    return JsonResponse(_config_json())


@csrf_exempt
@require_http_methods(["GET", "POST"])
def clock(request: HttpRequest) -> JsonResponse:
    if request.method == "POST":
        try:
            seconds = _json_body(request).get("advance_seconds")
            if isinstance(seconds, bool) or not isinstance(seconds, int | float) or seconds < 0:
                raise HookInputError("advance_seconds must be a number >= 0")
        except HookInputError as error:
            return _bad_request(error)
        state.advance_clock(seconds)
    return JsonResponse(_clock_json())


@csrf_exempt
@require_http_methods(["POST", "DELETE"])
def answers(request: HttpRequest) -> JsonResponse:
    """POST {"skill": id, "parts": [...]}: that skill's next answer carries exactly these
    artifact parts (any JSON, however malformed), whatever was asked; one answer per POST, in
    order. Lets tests drive the portal with arbitrary upstream data over the real wire.
    DELETE forgets every scripted answer."""
    if request.method == "DELETE":
        state.clear_scripted()
        return JsonResponse({"ok": True})
    try:
        data = _json_body(request)
        skill_id, parts = data.get("skill"), data.get("parts")
        if not isinstance(skill_id, str) or skill_id not in SKILLS:
            raise HookInputError(f"skill must be one of {', '.join(SKILLS)}")
        if not isinstance(parts, list):
            raise HookInputError("parts must be a list (the artifact's parts)")
    except HookInputError as error:
        return _bad_request(error)
    state.script_answer(skill_id, parts)
    return JsonResponse({"ok": True})


@csrf_exempt
@require_http_methods(["POST"])
def reset(request: HttpRequest) -> JsonResponse:
    """Back to the documented upstream. The answers begun before it that were still waiting
    out a latency or a "timeout" stall answer at once; `in_flight` says how many there were."""
    in_flight = state.reset()
    return JsonResponse(
        {"config": _config_json(), **_fault_json(), "clock": _clock_json(), "in_flight": in_flight}
    )


@csrf_exempt
@require_http_methods(["POST"])
def wake(request: HttpRequest) -> JsonResponse:
    """The answers waiting out a latency or a "timeout" stall answer now (a test that has seen
    a page give up need not wait for upstream); the fault and the counts stay."""
    return JsonResponse({"in_flight": state.wake()})


@csrf_exempt
@require_http_methods(["POST"])
def token(request: HttpRequest) -> JsonResponse:
    """Mint tokens for a sandbox user without the browser flow (tests, demo scripts)."""

    try:
        data = _json_body(request)
        username = data.get("username", "demo")
        client_id = data.get("client_id")
        if not isinstance(username, str) or not (client_id is None or isinstance(client_id, str)):
            raise HookInputError("username and client_id must be strings")
        tokens = oauth.issue_tokens(
            username=username, client_id=client_id, issuer=oauth.base_url(request)
        )
    except (HookInputError, oauth.TokenIssueError) as error:
        return _bad_request(error)
    return JsonResponse(tokens)
