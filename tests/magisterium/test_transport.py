"""The JSON-RPC client: request shape, (status, code) → error mapping, timeouts, pooling, fork.

The network is replaced by an httpx.MockTransport (only the bytes on the wire are faked); the
mapping for the errors the sandbox can produce is also checked against it in test_errors.py.
"""

from __future__ import annotations

import json
from datetime import date

import httpx
import pytest

from portal import magisterium as m
from portal.magisterium import httpclient, skills
from tests.forking import in_forked_child
from tests.magisterium.conftest import completed_task

HTML = b"<!DOCTYPE html><html><body><h1>Bad Gateway</h1></body></html>"


def rpc_error(code, message="x", data=None):
    error = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return error


@pytest.mark.parametrize(
    ("status", "error", "expected"),
    [
        (401, rpc_error(-32004), m.Unauthorized),
        (403, rpc_error(-32005), m.PlanRequired),
        (429, rpc_error(-32003, data={"retryAfter": 42}), m.RateLimited),
        (200, rpc_error(-32001), m.TaskNotFound),
        (200, rpc_error(-32002), m.SkillNotFound),
        (200, rpc_error(-32602), m.InvalidParams),
        (200, rpc_error(-32603), m.UpstreamUnavailable),
        (200, rpc_error(-32700), m.ProtocolError),
        (200, rpc_error(-32600), m.ProtocolError),
        (200, rpc_error(-32601), m.ProtocolError),
        (500, rpc_error(-31999), m.UpstreamUnavailable),
        (200, rpc_error(-31999), m.MalformedResponse),
        # Status and code together: a generic A2A server's -32002 at HTTP 401 is still a 401.
        (401, rpc_error(-32002), m.Unauthorized),
        # A bare -32004/-32005 on HTTP 200 is a stock A2A server's UnsupportedOperation /
        # ContentTypeNotSupported: never a sign-out or a free-plan mark.
        (200, rpc_error(-32004, message=["not", "text"]), m.UpstreamIncompatible),
        (200, rpc_error(-32005), m.UpstreamIncompatible),
        (200, rpc_error(-32003), m.UpstreamIncompatible),  # PushNotificationNotSupported
        (200, rpc_error(-32006), m.UpstreamIncompatible),
        (200, rpc_error(-32007), m.UpstreamIncompatible),
        (200, rpc_error(-32008), m.UpstreamIncompatible),
        (200, rpc_error(-32009), m.UpstreamIncompatible),
        # Magisterium's rate limit code still counts when it names a wait.
        (200, rpc_error(-32003, data={"retryAfter": 5}), m.RateLimited),
    ],
)
def test_json_rpc_errors_map_to_typed_errors(fake_upstream, fake_token, status, error, expected):
    fake_upstream.error(status, error["code"], error["message"], error.get("data"))
    with pytest.raises(expected) as raised:
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert raised.value.http_status == status
    assert raised.value.code == error["code"]


@pytest.mark.parametrize(
    ("status", "content", "headers", "expected"),
    [
        (500, b"Internal Server Error", {}, m.UpstreamUnavailable),
        (502, HTML, {"Content-Type": "text/html"}, m.UpstreamUnavailable),
        (503, b"", {}, m.UpstreamUnavailable),
        (200, HTML, {"Content-Type": "text/html"}, m.MalformedResponse),
        (200, b"this is not JSON", {"Content-Type": "application/json"}, m.MalformedResponse),
        (200, b"\xff\xfe\x00garbage", {}, m.MalformedResponse),
        (200, b'{"jsonrpc": "1.0", "id": 1, "result": {}}', {}, m.MalformedResponse),
        (200, b"[]", {}, m.MalformedResponse),
        (302, b"", {"Location": "https://magisterium.com/api/v1/a2a"}, m.MalformedResponse),
        (404, HTML, {}, m.MalformedResponse),
        # An authentication layer in front of a stock A2A server refuses with its own page.
        (403, HTML, {}, m.PlanRequired),
        (403, b'{"error": "paid_plan_required"}', {}, m.PlanRequired),
        (401, HTML, {}, m.Unauthorized),
        (429, HTML, {"Retry-After": "7"}, m.RateLimited),
    ],
)
def test_bodies_without_json_rpc_map_by_http_status(
    fake_upstream, fake_token, status, content, headers, expected
):
    fake_upstream.raw(status, content, headers)
    with pytest.raises(expected):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")


@pytest.mark.parametrize(
    ("data", "headers", "expected"),
    [
        ({"retryAfter": 42}, {}, 42),
        ({"retryAfter": 2.2}, {}, 3),
        ({"retryAfter": "17"}, {}, 17),
        ({"retryAfter": -5}, {}, 1),
        ({"retryAfter": 10**9}, {}, 3600),
        ({"retryAfter": True}, {"Retry-After": "9"}, 9),
        (None, {"Retry-After": "9"}, 9),
        (None, {"Retry-After": "Wed, 21 Oct 2015 07:28:00 GMT"}, 60),
        ("soon", {}, 60),
    ],
)
def test_retry_after_is_read_from_error_data_then_header(
    fake_upstream, fake_token, data, headers, expected
):
    error = rpc_error(-32003, data=data)
    fake_upstream.responder = lambda request, body: httpx.Response(
        429, json={"jsonrpc": "2.0", "id": body["id"], "error": error}, headers=headers
    )
    with pytest.raises(m.RateLimited) as raised:
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert raised.value.retry_after == expected
    assert not raised.value.local


def test_a_response_with_another_request_id_is_malformed(fake_upstream, fake_token):
    task = completed_task("pope_profile", [{"kind": "data", "data": {"primary_name": "Leo"}}])
    fake_upstream.json(200, {"jsonrpc": "2.0", "id": "someone-else", "result": task})
    with pytest.raises(m.MalformedResponse):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")


def test_a_result_on_an_error_status_is_not_an_answer(fake_upstream, fake_token):
    task = completed_task("pope_profile", [{"kind": "data", "data": {"primary_name": "Leo"}}])
    fake_upstream.result(task, status=503)
    with pytest.raises(m.UpstreamUnavailable):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")


def test_a_failed_task_raises_task_failed_with_upstreams_reason(fake_upstream, fake_token):
    task = completed_task("pope_profile", [], state="failed")
    task["status"]["message"] = {
        "role": "agent",
        "messageId": "m1",
        "kind": "message",
        "parts": [{"kind": "text", "text": "The pope_lookup skill failed."}],
    }
    fake_upstream.result(task)
    with pytest.raises(m.TaskFailed) as raised:
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert raised.value.reason == "The pope_lookup skill failed."
    assert not raised.value.permanent
    assert raised.value.user_message == (
        "Magisterium could not complete this request. Please try again later."
    )


@pytest.mark.parametrize("state", ["submitted", "working", "input-required", "canceled", "new"])
def test_a_non_terminal_task_from_message_send_is_malformed(fake_upstream, fake_token, state):
    fake_upstream.task("pope_profile", [{"kind": "data", "data": {"primary_name": "x"}}], state)
    with pytest.raises(m.MalformedResponse):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")


def test_unknown_fields_and_part_kinds_are_ignored(fake_upstream, fake_token):
    task = completed_task(
        "pope_profile",
        [
            {"kind": "hologram", "hologram": {"x": 1}},
            {"kind": "data", "data": {"pope_id": "leo-xiv", "primary_name": "Leo XIV"}, "new": 1},
            {"kind": "file", "file": {"uri": "https://example.org/x.png", "mimeType": "image/png"}},
        ],
    )
    task["status"]["somethingNew"] = True
    task["kind2"] = "?"
    task["artifacts"][0]["extensions"] = ["x"]
    fake_upstream.result(task)
    profile = skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert (profile.id, profile.name) == ("leo-xiv", "Leo XIV")


def test_message_send_request_is_json_rpc_with_bearer_and_skill(fake_upstream, fake_token):
    fake_upstream.task("martyrology", [{"kind": "text", "text": "On this day…"}])
    skills.saints_of_the_day(token=fake_token, day=date(2026, 11, 1))
    (request,) = fake_upstream.requests
    assert request.method == "POST"
    assert str(request.url) == "http://upstream.invalid/api/v1/a2a"
    assert request.headers["Authorization"] == f"Bearer {fake_token.access_token}"
    assert request.headers["Content-Type"] == "application/json"
    body = json.loads(request.content)
    assert body["jsonrpc"] == "2.0" and body["method"] == "message/send" and body["id"]
    message = body["params"]["message"]
    assert message["role"] == "user" and message["kind"] == "message" and message["messageId"]
    assert message["metadata"] == {"skillId": "saints_of_the_day"}
    assert message["parts"] == [{"kind": "data", "data": {"date": "2026-11-01"}}]


@pytest.mark.parametrize(
    ("call", "skill_id", "parts"),
    [
        (
            lambda t: skills.liturgical_readings(token=t, day=date(2026, 4, 5)),
            "liturgical_readings",
            [{"kind": "text", "text": "2026-04-05"}],
        ),
        (
            lambda t: skills.document_fetch(token=t, document_id=" laudato-si "),
            "document_fetch",
            [{"kind": "data", "data": {"id": "laudato-si"}}],
        ),
        (
            lambda t: skills.document_search(token=t, query="  care   for\ncreation "),
            "document_search",
            [{"kind": "text", "text": "care for creation"}],
        ),
        (
            lambda t: skills.saint_lookup(token=t, saint_id="jerome"),
            "saint_lookup",
            [{"kind": "data", "data": {"saint_id": "jerome"}}],
        ),
        (
            lambda t: skills.person_lookup(token=t, query="Archbishop of Manila"),
            "person_lookup",
            [{"kind": "data", "data": {"query": "Archbishop of Manila"}}],
        ),
        (
            lambda t: skills.diocese_statistics(
                token=t, source_code="dmaml", start_year=2010, end_year=2020
            ),
            "diocese_statistics_lookup",
            [
                {
                    "kind": "data",
                    "data": {"source_code": "dmaml", "start_year": 2010, "end_year": 2020},
                }
            ],
        ),
    ],
)
def test_each_skill_sends_its_documented_input(fake_upstream, fake_token, call, skill_id, parts):
    fake_upstream.raw(500, b"")
    with pytest.raises(m.UpstreamUnavailable):
        call(fake_token)
    message = json.loads(fake_upstream.requests[0].content)["params"]["message"]
    assert message["metadata"]["skillId"] == skill_id
    assert message["parts"] == parts


def test_timeouts_are_explicit_and_read_from_settings_at_call_time(
    fake_upstream, fake_token, settings
):
    settings.MAGISTERIUM_TIMEOUT = 3.5
    settings.MAGISTERIUM_CONNECT_TIMEOUT = 1.25
    fake_upstream.raw(500, b"")
    with pytest.raises(m.UpstreamUnavailable):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    timeout = fake_upstream.requests[0].extensions["timeout"]
    assert timeout == {"connect": 1.25, "read": 3.5, "write": 3.5, "pool": 1.25}


def test_the_endpoint_is_read_from_settings_at_call_time(fake_upstream, fake_token, settings):
    fake_upstream.raw(500, b"")
    settings.MAGISTERIUM_BASE_URL = "http://elsewhere.invalid/"
    with pytest.raises(m.UpstreamUnavailable):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert str(fake_upstream.requests[0].url) == "http://elsewhere.invalid/api/v1/a2a"


def test_a_connection_refused_is_upstream_unavailable(settings, fake_token):
    from devtools.embedded import free_port

    settings.MAGISTERIUM_BASE_URL = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(m.UpstreamUnavailable) as raised:
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")
    assert raised.value.__cause__ is None  # the httpx error (holding the request) is dropped
    assert not raised.value.permanent


def test_an_oversized_body_is_malformed(fake_upstream, fake_token, monkeypatch):
    monkeypatch.setattr(httpclient, "MAX_RESPONSE_BYTES", 1000)
    fake_upstream.raw(200, b'{"jsonrpc": "2.0", "result": "' + b"x" * 5000 + b'"}')
    with pytest.raises(m.MalformedResponse):
        skills.pope_lookup(token=fake_token, pope_id="leo-xiv")


def test_one_pooled_client_is_reused_by_the_process(fake_upstream):
    assert httpclient.http_client() is httpclient.http_client()


def test_a_changed_process_id_gets_a_new_client(fake_upstream, monkeypatch):
    first = httpclient.http_client()
    monkeypatch.setattr(httpclient._client, "_pid", -1)  # as if this were a forked child
    second = httpclient.http_client()
    assert second is not first
    assert httpclient.http_client() is second
    first.close()


def test_a_forked_child_drops_the_parents_client_and_builds_its_own():
    parent_client = httpclient.http_client()

    def check() -> str:
        dropped = httpclient._client.peek() is None
        fresh = httpclient.http_client() is not parent_client
        return f"{dropped},{fresh}"

    report = in_forked_child(check)
    assert report == "True,True"
    assert httpclient.http_client() is parent_client


def test_error_classes_say_whether_retrying_can_help():
    assert m.PlanRequired().permanent and m.InvalidParams().permanent
    assert m.SkillNotFound().permanent and m.Unauthorized().permanent
    assert m.TaskNotFound().permanent and m.ProtocolError().permanent
    assert not m.UpstreamUnavailable().permanent and not m.MalformedResponse().permanent
    assert not m.RateLimited(5).permanent and not m.TaskFailed().permanent


def test_every_error_has_one_plain_sentence_for_users():
    assert m.RateLimited(42).user_message == (
        "Magisterium asks us to wait 42 seconds before the next request."
    )
    assert m.RateLimited(1).user_message == (
        "Magisterium asks us to wait 1 second before the next request."
    )
    assert m.PlanRequired().user_message == (
        "Your Magisterium account is on the free plan. This part of the portal asks Magisterium "
        "for you, which needs a Pro, Organization or Enterprise plan."
    )
    assert m.Unauthorized().user_message == (
        "Your Magisterium sign-in has expired. Please sign in again."
    )
    assert m.UpstreamUnavailable().user_message == (
        "Magisterium is not answering right now. Please try again in a few minutes."
    )
    assert m.MalformedResponse().user_message == (
        "Magisterium sent an answer we could not read. Please try again later."
    )
    for error_class in m.MagisteriumError.__subclasses__():
        error = error_class(5) if error_class is m.RateLimited else error_class()
        sentence = error.user_message
        assert sentence.endswith(".") and sentence[0].isupper() and "\n" not in sentence
