"""The sandbox's test hooks: request counter, rate limits, faults, latency, config, clock and
scripted answers."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from sandbox.testing import start_sandbox
from tests.html import page
from tests.waiting import wait_for

pytestmark = pytest.mark.unit  # pure logic: the unit lane runs it with no services


def test_health(http):
    assert http.get("/_sandbox/health").json() == {"ok": True}


# -- request counter --------------------------------------------------------------------------


def test_counter_counts_message_sends_by_skill(a2a, hooks):
    a2a.send("pope_lookup", text="Benedict")
    a2a.send("pope_lookup", data={"pope_id": "benedict-xvi"})
    a2a.send("document_search", text="grace")

    assert hooks.counts() == {"total": 3, "by_skill": {"pope_lookup": 2, "document_search": 1}}


def test_counter_ignores_refused_requests_and_other_methods(a2a, hooks, free_token):
    task = a2a.send("document_search", text="grace").json()["result"]
    a2a.call("tasks/get", {"id": task["id"]})
    a2a.call("tasks/cancel", {"id": task["id"]})
    a2a.send("document_search", text="grace", token=None)  # 401
    a2a.send("document_search", text="grace", token=free_token)  # 403
    a2a.send("document_search")  # no parts: -32602
    a2a.send("no_such_skill", text="x")  # -32002
    hooks.config(rate_limit=1)
    a2a.send("document_search", text="grace")  # 429

    assert hooks.counts() == {"total": 1, "by_skill": {"document_search": 1}}


def test_counter_reset(a2a, hooks):
    a2a.send("document_search", text="grace")

    reset = hooks.post("requests/reset")
    assert reset["message_send"] == {"total": 0, "by_skill": {}}
    assert reset["concurrency"] == {"in_flight": 0, "peak": 0}
    assert hooks.counts()["total"] == 0


def test_the_peak_of_answers_in_flight_shows_calls_made_in_parallel(
    sandbox_url, http, demo_token, hooks
):
    import concurrent.futures

    hooks.config(latency_ms=2000)
    hooks.post("requests/reset")
    body = {
        "jsonrpc": "2.0", "id": 1, "method": "message/send",
        "params": {"message": {"role": "user", "messageId": "m", "kind": "message",
                               "parts": [{"kind": "text", "text": "leo"}],
                               "metadata": {"skillId": "pope_lookup"}}},
    }  # fmt: skip

    def send(_):
        return httpx.post(
            f"{sandbox_url}/api/v1/a2a",
            json=body,
            headers={"Authorization": f"Bearer {demo_token}"},
            timeout=30,
        ).status_code

    # Three at once: each is still waiting out its 2 s latency when the others arrive.
    with concurrent.futures.ThreadPoolExecutor(3) as pool:
        assert list(pool.map(send, range(3))) == [200, 200, 200]
    state = http.get("/_sandbox/requests").json()["concurrency"]
    assert state == {"in_flight": 0, "peak": 3}
    # One after another never overlaps.
    hooks.post("requests/reset")
    assert send(0) == 200 and send(1) == 200
    assert http.get("/_sandbox/requests").json()["concurrency"]["peak"] == 1

    # A call waiting out its latency answers at once when woken, and at a reset, which says how
    # many answers were in flight (the next test waits for them: tests/fixtures/sandbox.py).
    hooks.config(latency_ms=60_000)
    for hook in ("/_sandbox/wake", "/_sandbox/reset"):
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            sent = pool.submit(send, 0)
            wait_for(lambda: http.get("/_sandbox/requests").json()["concurrency"]["in_flight"])
            assert http.post(hook).json()["in_flight"] == 1
            assert sent.result() == 200  # long before its minute
    assert http.post("/_sandbox/wake").json()["in_flight"] == 0


# -- rate limits ------------------------------------------------------------------------------


def _rate_limited(response, *, low=1, high=60) -> int:
    assert response.status_code == 429, response.text
    error = response.json()["error"]
    assert error["code"] == -32003
    retry_after = error["data"]["retryAfter"]
    assert isinstance(retry_after, int)
    assert low <= retry_after <= high
    assert response.headers["Retry-After"] == str(retry_after)
    return retry_after


def test_default_pool_limit_then_retry_after(a2a, hooks):
    hooks.config(rate_limit=3)
    for skill in ("document_search", "saint_lookup", "pope_lookup"):
        assert a2a.send(skill, text="Jerome").status_code == 200

    _rate_limited(a2a.send("diocese_lookup", text="Milan"), low=59)


def test_retry_after_counts_down_with_the_clock(a2a, hooks):
    hooks.config(rate_limit=1)
    assert a2a.send("document_search", text="grace").status_code == 200

    hooks.advance_clock(45)
    assert _rate_limited(a2a.send("document_search", text="grace")) == 15

    hooks.advance_clock(15)
    assert a2a.send("document_search", text="grace").status_code == 200


def test_catholic_qa_has_its_own_stricter_pool(a2a, hooks):
    hooks.config(rate_limit=5, qa_rate_limit=1)
    assert a2a.send("catholic_qa", text="What is grace?").status_code == 200

    _rate_limited(a2a.send("catholic_qa", text="What is grace?"))
    assert a2a.send("document_search", text="grace").status_code == 200


def test_default_limits_are_15_and_2_per_minute(a2a, hooks):
    assert hooks.get("config")["rate_limit"] == 15
    for _ in range(2):
        assert a2a.send("catholic_qa", text="What is grace?").status_code == 200
    _rate_limited(a2a.send("catholic_qa", text="What is grace?"))
    for _ in range(15):
        assert a2a.send("document_search", text="grace").status_code == 200
    _rate_limited(a2a.send("document_search", text="grace"))


def test_zero_means_unlimited(a2a, hooks):
    hooks.config(rate_limit=0)
    for _ in range(20):
        assert a2a.send("document_search", text="grace").status_code == 200


def test_only_message_send_counts_against_the_limit(a2a, hooks):
    hooks.config(rate_limit=1)
    task = a2a.send("document_search", text="grace").json()["result"]
    hooks.advance_clock(61)
    for _ in range(5):
        a2a.call("tasks/get", {"id": task["id"]})
    assert a2a.send("document_search", text="grace").status_code == 200


# -- faults -----------------------------------------------------------------------------------


def test_fault_http_500(a2a, hooks):
    hooks.fault("http_500")
    response = a2a.send("document_search", text="grace")
    assert response.status_code == 500


def test_fault_non_json(a2a, hooks):
    hooks.fault("non_json")
    response = a2a.send("document_search", text="grace")
    assert response.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        json.loads(response.text)


def test_fault_html_error(a2a, hooks):
    hooks.fault("html_error")
    response = a2a.send("document_search", text="grace")
    assert response.status_code == 502
    assert response.headers["content-type"].startswith("text/html")
    assert [tag.attrs for tag in page(response.text).select("html")] == [{}]


def test_fault_malformed_task(a2a, hooks):
    hooks.fault("malformed_task")
    response = a2a.send("document_search", text="grace")
    assert response.status_code == 200
    result = response.json()["result"]
    assert "status" not in result and "kind" not in result
    assert not isinstance(result["artifacts"], list)


def test_fault_task_failed(a2a, hooks):
    hooks.fault("task_failed")
    task = a2a.send("document_search", text="grace").json()["result"]
    assert task["kind"] == "task"
    assert task["status"]["state"] == "failed"
    assert task["status"]["message"]["parts"][0]["text"]
    assert task["artifacts"] == []


def test_fault_rate_limit_burst(a2a, hooks):
    hooks.fault("rate_limit_burst", retry_after=7)
    assert _rate_limited(a2a.send("document_search", text="grace")) == 7


@pytest.mark.parametrize(
    ("mode", "status", "code"),
    [
        ("internal_error", 200, -32603),
        ("unauthorized", 401, -32004),
        ("plan_required", 403, -32005),
    ],
)
def test_fault_json_rpc_errors(a2a, hooks, mode, status, code):
    hooks.fault(mode)
    response = a2a.send("document_search", text="grace")
    assert response.status_code == status
    assert response.json()["error"]["code"] == code


def test_fault_timeout_stalls_longer_than_the_client_waits(a2a, hooks):
    assert hooks.get("config")["timeout_sleep"] == 2  # from the fixture's SANDBOX_TIMEOUT_SLEEP
    hooks.fault("timeout", count=1)
    with pytest.raises(httpx.ReadTimeout):
        a2a.send("document_search", text="grace", timeout=0.5)
    # The one stall was used up: the next call is answered normally (no stall left to wait).
    assert hooks.get("faults") == {"fault": None}
    assert a2a.send("document_search", text="grace", timeout=10).status_code == 200


def _first_text(response: httpx.Response) -> str:
    return response.json()["result"]["artifacts"][0]["parts"][0]["text"]


def test_fault_oversized_pads_one_answer_text_to_the_size_asked(a2a, hooks):
    usual = _first_text(a2a.send("document_fetch", data={"id": "laudato-si"}))
    hooks.fault("oversized", count=1, size=200_000, skills=["document_fetch"])

    padded = a2a.send("document_fetch", data={"id": "laudato-si"}).json()["result"]
    [text, data] = padded["artifacts"][0]["parts"]
    assert len(text["text"].encode()) == 200_000
    assert text["text"].startswith(usual)
    assert data["data"]["id"] == "laudato-si"  # the rest of the answer is as usual
    # Only the artifact grows, so the body stays near the size asked for.
    assert padded["history"][-1]["parts"][0]["text"] == usual
    assert _first_text(a2a.send("document_fetch", data={"id": "laudato-si"})) == usual


def test_fault_oversized_pads_a_data_only_answer_and_defaults_to_5_mb(a2a, hooks):
    shown = hooks.fault("oversized", count=1, skills=["pope_lookup"])
    assert shown["fault"]["size"] == 5 * 1024 * 1024
    result = a2a.send("pope_lookup", data={"pope_id": "leo-xiv"}).json()["result"]
    data = result["artifacts"][0]["parts"][0]["data"]
    assert max(len(v.encode()) for v in data.values() if isinstance(v, str)) == 5 * 1024 * 1024


def test_fault_count_and_skill_filter(a2a, hooks):
    hooks.fault("http_500", count=2, skills=["pope_lookup"])

    assert a2a.send("document_search", text="grace").status_code == 200
    assert a2a.send("pope_lookup", text="Leo").status_code == 500
    assert hooks.get("faults")["fault"]["count"] == 1
    assert a2a.send("pope_lookup", text="Leo").status_code == 500
    assert a2a.send("pope_lookup", text="Leo").status_code == 200
    assert hooks.get("faults") == {"fault": None}


def test_faults_only_touch_message_send(a2a, hooks):
    task = a2a.send("document_search", text="grace").json()["result"]
    hooks.fault("http_500")
    assert a2a.call("tasks/get", {"id": task["id"]}).status_code == 200


def test_fault_show_and_clear(http, hooks):
    shown = hooks.fault("non_json", skills=["catholic_qa"])
    assert shown["fault"]["mode"] == "non_json"
    assert shown["fault"]["skills"] == ["catholic_qa"]
    assert hooks.get("faults")["fault"]["mode"] == "non_json"

    assert http.delete("/_sandbox/faults").json() == {"fault": None}
    hooks.fault("http_500")
    assert hooks.fault(None) == {"fault": None}


@pytest.mark.parametrize(
    "body",
    [
        {"mode": "explode"},
        {"mode": "http_500", "count": 0},
        {"mode": "http_500", "skills": "x"},
        {"mode": "oversized", "size": -1},
        {"mode": "oversized", "size": "5MB"},
    ],
)
def test_fault_hook_rejects_bad_input(http, body):
    assert http.post("/_sandbox/faults", json=body).status_code == 400


# -- latency, config, clock -------------------------------------------------------------------


def test_latency_is_added_to_message_send(a2a, hooks):
    hooks.config(latency_ms=300, skill_latency_ms={"pope_lookup": 200})

    started = time.monotonic()
    a2a.send("document_search", text="grace")
    assert time.monotonic() - started >= 0.3
    started = time.monotonic()
    a2a.send("pope_lookup", text="Leo")
    assert time.monotonic() - started >= 0.5


def test_config_shows_and_changes_values(hooks):
    config = hooks.config(rate_limit=4, qa_rate_limit=1, latency_ms=5, token_ttl=60)
    assert config["rate_limit"] == 4
    assert config["qa_rate_limit"] == 1
    assert config["latency_ms"] == 5
    assert config["token_ttl"] == 60
    assert hooks.get("config") == config


@pytest.mark.parametrize(
    "body", [{"rate_limit": -1}, {"rate_limit": "5"}, {"token_ttl": 0}, {"colour": "red"}]
)
def test_config_rejects_bad_input(http, body):
    assert http.post("/_sandbox/config", json=body).status_code == 400


def test_reset_restores_everything(a2a, hooks):
    hooks.config(rate_limit=1, latency_ms=10)
    hooks.fault("http_500")
    hooks.advance_clock(3600)
    a2a.send("document_search", text="grace")

    answer = hooks.post("reset")

    assert answer["config"]["rate_limit"] == 15
    assert answer["config"]["latency_ms"] == 0
    assert answer["fault"] is None
    assert answer["clock"]["offset_seconds"] == 0
    assert hooks.counts()["total"] == 0


def test_clock_moves_forward_only(http, hooks):
    before = hooks.get("clock")
    after = hooks.advance_clock(86400)
    assert after["offset_seconds"] == 86400
    assert after["today"] > before["today"]
    assert http.post("/_sandbox/clock", json={"advance_seconds": -5}).status_code == 400


def test_token_hook_refuses_unknown_users(http):
    response = http.post("/_sandbox/token", json={"username": "mallory"})
    assert response.status_code == 400


# -- scripted answers -------------------------------------------------------------------------


def _artifact_parts(response: httpx.Response) -> list:
    return response.json()["result"]["artifacts"][0]["parts"]


def test_a_scripted_answer_replaces_the_next_answer_of_that_skill_only(a2a, hooks):
    odd = [{"kind": "data", "data": {"pope_id": 7, "image_url": "https://[x"}}, "not a part"]
    hooks.post("answers", {"skill": "pope_lookup", "parts": odd})
    hooks.post("answers", {"skill": "pope_lookup", "parts": []})

    search = a2a.send("document_search", text="grace")
    assert _artifact_parts(search)[0]["kind"] == "data"  # other skills answer as usual
    assert _artifact_parts(a2a.send("pope_lookup", text="Leo")) == odd
    assert _artifact_parts(a2a.send("pope_lookup", text="Leo")) == []  # in order, once each
    assert _artifact_parts(a2a.send("pope_lookup", text="Leo")) != []
    assert hooks.counts()["by_skill"]["pope_lookup"] == 3


def test_scripted_answers_are_forgotten_on_delete_and_reset(a2a, hooks, http):
    hooks.post("answers", {"skill": "pope_lookup", "parts": []})
    assert http.delete("/_sandbox/answers").status_code == 200
    hooks.post("answers", {"skill": "document_search", "parts": []})
    hooks.post("reset")
    assert _artifact_parts(a2a.send("pope_lookup", text="Leo")) != []
    assert _artifact_parts(a2a.send("document_search", text="grace")) != []


@pytest.mark.parametrize(
    "body",
    [{"skill": "get_pope", "parts": []}, {"skill": ["pope_lookup"], "parts": []},
     {"skill": "pope_lookup", "parts": {"kind": "data"}}, {"skill": "pope_lookup"}],
)  # fmt: skip
def test_answers_hook_rejects_bad_input(http, body):
    assert http.post("/_sandbox/answers", json=body).status_code == 400


# -- environment variables --------------------------------------------------------------------


def test_environment_sets_the_initial_config_and_fault(tmp_path):
    env = {
        "SANDBOX_RATE_LIMIT": "4",
        "SANDBOX_QA_RATE_LIMIT": "0",
        "SANDBOX_LATENCY_MS": "25",
        "SANDBOX_TOKEN_TTL": "120",
        "SANDBOX_FAULT": "plan_required",
    }
    with (
        start_sandbox(db_path=tmp_path / "env.sqlite3", env=env) as server,
        httpx.Client(base_url=server.url, timeout=10) as client,
    ):
        config = client.get("/_sandbox/config").json()
        assert (config["rate_limit"], config["qa_rate_limit"]) == (4, 0)
        assert (config["latency_ms"], config["token_ttl"]) == (25, 120)
        assert client.get("/_sandbox/faults").json()["fault"]["mode"] == "plan_required"

        token = server.token("demo")["access_token"]
        response = client.post(
            "/api/v1/a2a",
            headers={"Authorization": f"Bearer {token}"},
            json={
                "jsonrpc": "2.0",
                "id": 1,
                "method": "message/send",
                "params": {
                    "message": {
                        "role": "user",
                        "messageId": "m-1",
                        "kind": "message",
                        "parts": [{"kind": "text", "text": "grace"}],
                        "metadata": {"skillId": "document_search"},
                    }
                },
            },
        )
        assert response.status_code == 403

        # A reset goes back to the environment's values, fault included.
        client.post("/_sandbox/config", json={"rate_limit": 1})
        client.delete("/_sandbox/faults")
        answer = client.post("/_sandbox/reset").json()
        assert answer["config"]["rate_limit"] == 4
        assert answer["fault"]["mode"] == "plan_required"
