"""`manage.py magisterium_doctor` against the sandbox over HTTP: every check passes on the
documented upstream, and each kind of drift the sandbox can imitate fails the run, named."""

from __future__ import annotations

import datetime as dt
import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from portal.magisterium.catalog import first_difference
from portal.ops import doctor
from portal.ops.answer_shapes import SKILL_SHAPES
from tests.fixtures.users import PREFETCH_USERNAME

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.long]  # long: started early

TEST_CALLBACK = "http://testserver/accounts/magisterium/login/callback/"


def connect_account(sandbox, django_user_model, username: str = PREFETCH_USERNAME):
    """A portal user connected to the sandbox's paid `demo` account with tokens issued to the
    portal's own registered client, so the portal can refresh them as in production."""
    from portal.accounts.registration import client_register
    from portal.accounts.services import connection_store

    app = client_register(redirect_uris=[TEST_CALLBACK])
    tokens = sandbox.token("demo", client_id=app.client_id)
    user = django_user_model.objects.create_user(username=username)
    connection_store(
        user=user,
        account_id=f"sandbox-demo-{username}",
        name="Demo",
        email="demo@example.org",
        access_token=tokens["access_token"],
        refresh_token=tokens["refresh_token"],
        expires_at=timezone.now() + dt.timedelta(seconds=int(tokens["expires_in"])),
    )
    return user


@pytest.fixture
def account(sandbox, django_user_model, settings):
    settings.OPS_CANARY_ACCOUNT = PREFETCH_USERNAME
    return connect_account(sandbox, django_user_model)


def run_doctor(*args: str) -> tuple[int, str]:
    """The command as `manage.py` runs it: its exit status and everything it printed."""
    out = StringIO()
    try:
        call_command("magisterium_doctor", *args, stdout=out, stderr=out, no_color=True)
    except CommandError as error:
        return error.returncode, out.getvalue() + str(error)
    return 0, out.getvalue()


def row(output: str, name: str) -> str:
    """The table row of check `name`."""
    found = [line for line in output.splitlines() if line.startswith(f"{name}  ")]
    assert len(found) == 1, f"no single row for {name!r} in:\n{output}"
    return found[0]


def failed_rows(output: str) -> list[str]:
    return [line for line in output.splitlines() if "  FAIL  " in line]


def test_every_check_passes_against_the_sandbox(account, sandbox):
    from portal.accounts.models import MagisteriumConnection

    before = MagisteriumConnection.objects.get(user=account)
    code, output = run_doctor("--account", PREFETCH_USERNAME)

    assert code == 0, output
    assert failed_rows(output) == []
    for name in (
        "agent card",
        "protocol",
        "agent card skills",
        "agent card url",
        "oauth metadata",
        "token",
        *(f"skill {skill}" for skill in doctor.SKILL_IDS),
        "tasks/get",
        "tasks/cancel",
    ):
        assert "  ok    " in row(output, name)
    assert "12 upstream calls" in output
    assert "not rate-limited and not counted" in output
    assert "All 18 checks passed." in output
    # Ten skill calls reached upstream, one each (tasks/get and cancel are not sends).
    assert sandbox.requests()["by_skill"] == dict.fromkeys(doctor.SKILL_IDS, 1)
    assert "refused as a finished task (-32602)" in row(output, "tasks/cancel")
    assert "upstream offers 0.2.6; the portal speaks A2A 0.3" in row(output, "protocol")
    assert "the same task back (completed)" in row(output, "tasks/get")

    # The refresh rotated both tokens and stored them: the account keeps working with them.
    after = MagisteriumConnection.objects.get(user=account)
    assert after.access_token != before.access_token
    assert after.refresh_token != before.refresh_token
    assert after.refreshed_at is not None
    token_row = row(output, "token")
    assert "refresh token rotated" in token_row and "new expiry" in token_row
    assert re.search(r"expiry \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in \d+ h \d+ min\)", token_row)
    assert after.access_token not in output and after.refresh_token not in output

    from portal import magisterium

    profile = magisterium.session_for(account).pope_lookup(pope_id="benedict-xvi")
    assert profile.origin is magisterium.Origin.UPSTREAM


def test_the_report_counts_at_most_a_dozen_calls(account, sandbox):
    report = doctor.run_checks(account=PREFETCH_USERNAME)
    assert report.ok
    assert report.calls == doctor.MAX_CALLS == 12
    assert report.card["protocolVersion"] == "0.2.6"
    assert [c.calls for c in report.checks if c.name.startswith(("skill ", "tasks/"))] == [1] * 12
    assert all(c.calls == 0 for c in report.checks if not c.name.startswith(("skill ", "tasks/")))


@pytest.mark.parametrize(
    ("drift", "check", "named"),
    [
        (
            {"protocol_version": "2.0"},
            "protocol",
            "upstream offers 2.0: a version the portal does not speak",
        ),
        (
            # 1.0 names its version in supportedInterfaces only: a bare top-level 1.0 is not
            # a 1.0 card, and the door cannot tell where a 1.0 endpoint would be.
            {"protocol_version": "1.0"},
            "protocol",
            "upstream offers 1.0: a version the portal does not speak",
        ),
        ({"remove_skills": ["pope_lookup"]}, "agent card skills", "missing: pope_lookup"),
        (
            {"skill": "pope_lookup", "rename": {"primary_name": "name"}},
            "skill pope_lookup",
            "primary_name: expected a string, got missing",
        ),
        (
            {"skill": "document_search", "rename": {"results.title": "heading"}},
            "skill document_search",
            "results[0].title: expected a string, got missing",
        ),
        (
            {"skill": "diocese_statistics_lookup", "drop": ["rows"]},
            "skill diocese_statistics_lookup",
            "rows: expected a list, got missing",
        ),
        (
            {"skill": "document_fetch", "drop": ["title"]},
            "skill document_fetch",
            "title: expected a string, got missing",
        ),
    ],
    ids=[
        "protocol-2.0",
        "protocol-1.0-on-a-legacy-card",
        "skill-removed",
        "field-renamed",
        "nested-field-renamed",
        "field-missing",
        "field-missing-fetch",
    ],
)
def test_each_drift_fails_the_run_and_is_named(account, sandbox, drift, check, named):
    sandbox.drift(**drift)
    code, output = run_doctor("--account", PREFETCH_USERNAME)

    assert code == 1
    assert failed_rows(output) == [row(output, check)], output
    assert named in row(output, check)
    assert f"1 check(s) failed: {check}" in output
    assert "12 upstream calls" in output


def test_a_drift_ends_with_the_sandbox_reset(account, sandbox):
    sandbox.drift(protocol_version="0.3.0", remove_skills=["catholic_qa"])
    assert not doctor.run_checks(account=PREFETCH_USERNAME).ok
    sandbox.drift()  # an empty drift is the documented upstream again
    assert doctor.run_checks(account=PREFETCH_USERNAME).ok


def test_an_unknown_account_is_named_and_fails(sandbox):
    code, output = run_doctor("--account", "nobody")
    assert code == 1
    assert "There is no portal user named 'nobody'." in output
    assert sandbox.requests()["total"] == 0


def test_an_account_without_a_connection_is_named_and_fails(sandbox, django_user_model):
    django_user_model.objects.create_user(username="clerk")
    code, output = run_doctor("--account", "clerk")
    assert code == 1
    assert "Portal user 'clerk' has no Magisterium connection" in output
    assert "manage.py magisterium_connect clerk" in output
    assert sandbox.requests()["total"] == 0


def test_an_account_that_needs_a_sign_in_is_named_and_fails(account, sandbox):
    from portal.accounts.models import MagisteriumConnection

    MagisteriumConnection.objects.filter(user=account).update(needs_sign_in=True)
    code, output = run_doctor("--account", PREFETCH_USERNAME)
    assert code == 1
    assert "needs a new sign-in" in output


def test_without_any_account_the_command_says_how_to_name_one(sandbox, settings):
    settings.OPS_CANARY_ACCOUNT = ""
    code, output = run_doctor()
    assert code == 1
    assert "pass --account USERNAME or set OPS_CANARY_ACCOUNT" in output


def test_the_default_account_is_the_canary_account(account, sandbox):
    code, output = run_doctor()
    assert code == 0, output
    assert f"account {PREFETCH_USERNAME}" in output


def test_base_url_points_every_check_at_another_upstream(account, sandbox, settings):
    # The configured upstream is a closed port: only --base-url can make the run pass.
    settings.MAGISTERIUM_BASE_URL = "http://127.0.0.1:9"
    code, output = run_doctor("--base-url", sandbox.url, "--account", PREFETCH_USERNAME)
    assert code == 0, output
    assert f"Upstream {sandbox.url}" in output
    assert row(output, "agent card url").endswith(f"{sandbox.url}/api/v1/a2a")
    # A refresh refused elsewhere would mark this portal's account "sign in again": not tried.
    assert "refresh not tried" in row(output, "token")

    code, output = run_doctor("--account", PREFETCH_USERNAME)
    assert code == 1
    assert "not reachable" in row(output, "agent card")


def test_no_account_runs_the_checks_that_need_no_token(sandbox):
    report = doctor.run_checks(account="")
    by_name = {check.name: check for check in report.checks}
    for name in ("agent card", "protocol", "agent card skills", "oauth metadata"):
        assert by_name[name].ok, by_name[name]
    for name in doctor.TOKEN_CHECK_NAMES:
        assert not by_name[name].ok
        assert by_name[name].detail == "no canary account configured (OPS_CANARY_ACCOUNT)"
    assert report.calls == 0 and not report.ok
    assert sandbox.requests()["total"] == 0


def test_a_refused_refresh_fails_the_token_check_and_spends_nothing(account, sandbox):
    from portal.accounts.models import MagisteriumConnection

    connection = MagisteriumConnection.objects.get(user=account)
    connection.set_tokens(
        access_token=connection.access_token,
        refresh_token="not-a-refresh-token",
        expires_at=connection.expires_at,
    )
    connection.save()
    report = doctor.run_checks(account=PREFETCH_USERNAME)
    token = next(check for check in report.checks if check.name == "token")
    assert not token.ok and "refresh failed" in token.detail
    assert report.calls == 0
    assert sandbox.requests()["total"] == 0


@pytest.mark.parametrize(
    ("value", "difference"),
    [
        ({"results": [{"id": "a", "url": "u", "title": "t"}]}, None),
        ({"results": [{"id": "a", "url": "u", "title": 3}]}, ("results[0].title", "a string")),
        ({"results": {"id": "a"}}, ("results", "a list")),
        ({}, ("results", "a list")),
        ({"results": [{"id": True, "url": "u", "title": "t"}]}, ("results[0].id", "a string")),
    ],
)
def test_first_difference_names_field_and_expectation(value, difference):
    spec = SKILL_SHAPES["document_search"].data
    found = first_difference(spec, value)
    assert (found[:2] if found else None) == difference


def test_optional_fields_may_be_missing_or_null_but_not_wrong():
    spec = SKILL_SHAPES["diocese_statistics_lookup"].data
    row_ok = {"year": 2020, "catholics": None}
    assert first_difference(spec, {"source_code": "x", "rows": [row_ok]}) is None
    bad = {"source_code": "x", "rows": [{"year": 2020, "catholics": "many"}]}
    assert first_difference(spec, bad) == (
        "rows[0].catholics",
        "a number or nothing",
        "a string ('many')",
    )


@pytest.mark.parametrize(
    "config",
    [
        {"dialect": "0.3"},
        {"dialect": "1.0"},
        {"dialect": "both"},
        {"dialect": "1.0", "numbers": "double"},
        {"dialect": "0.2", "numbers": "double"},
    ],
    ids=["a2a-0.3", "a2a-1.0", "a2a-both", "a2a-1.0-doubles", "a2a-0.2-doubles"],
)
def test_every_check_passes_in_each_dialect(account, sandbox, config):
    # The same answer shapes are checked in every dialect; the protocol row names the dialect.
    sandbox.configure(**config)
    code, output = run_doctor("--account", PREFETCH_USERNAME)
    assert code == 0, output
    spoken = "1.0" if config["dialect"] in {"1.0", "both"} else "0.3"
    assert f"the portal speaks A2A {spoken}" in row(output, "protocol")
    assert "refused as a finished task" in row(output, "tasks/cancel")
    assert "12 upstream calls" in output
