"""`manage.py magisterium_connect`: a service account connected without a browser."""

import io
import json

import pytest
from allauth.socialaccount.models import SocialAccount
from django.core.management import CommandError, call_command

from portal.accounts.models import MagisteriumConnection

pytestmark = pytest.mark.django_db


def _connect(username: str, stdin: str) -> str:
    out = io.StringIO()
    import sys

    original, sys.stdin = sys.stdin, io.StringIO(stdin)
    try:
        call_command("magisterium_connect", username, stdout=out)
    finally:
        sys.stdin = original
    return out.getvalue()


def test_connects_a_portal_user_to_the_account_the_token_belongs_to(sandbox):
    tokens = sandbox.token("parish")
    output = _connect("parish-office", json.dumps(tokens))
    assert "user-parish" in output
    connection = MagisteriumConnection.objects.get(user__username="parish-office")
    assert connection.account_id == "user-parish"
    assert connection.access_token == tokens["access_token"]
    assert tokens["access_token"] not in connection.access_token_encrypted
    # A later browser sign-in to the same Magisterium account lands on this same user.
    assert SocialAccount.objects.get(provider="magisterium", uid="user-parish").user == (
        connection.user
    )


def test_refuses_input_without_a_token_or_with_a_token_upstream_rejects(sandbox):
    with pytest.raises(CommandError, match="access_token"):
        _connect("someone", "not json")
    with pytest.raises(CommandError, match="did not accept"):
        _connect("someone", json.dumps({"access_token": "forged"}))
    assert not MagisteriumConnection.objects.exists()
