"""The OAuth client shares the door's httpx client and its error family."""

from __future__ import annotations

import pytest

from portal import magisterium
from portal.accounts import oauth

SIGN_IN_SERVICE_DOWN = "Magisterium's sign-in service is not answering. Please try again shortly."


def test_oauth_calls_go_through_the_doors_client_which_keeps_no_cookies(fake_oauth_server):
    fake_oauth_server.set_cookie = "sid=one-persons-session; Path=/"

    oauth.server_metadata(fresh=True)
    oauth.server_metadata(fresh=True)

    assert len(fake_oauth_server.headers) == 2
    for headers in fake_oauth_server.headers:
        assert headers.get("User-Agent", "").startswith("magisterium-portal/")
        # The client serves every user: a cookie set for one answer never goes out again.
        assert "Cookie" not in headers


def test_oauth_errors_are_magisterium_errors_with_a_plain_sentence(settings):
    settings.MAGISTERIUM_BASE_URL = "http://127.0.0.1:9"  # nothing listens there

    with pytest.raises(magisterium.MagisteriumError) as raised:
        oauth.server_metadata(fresh=True)

    assert isinstance(raised.value, oauth.OAuthServerError)
    assert raised.value.user_message == SIGN_IN_SERVICE_DOWN
    assert not raised.value.permanent
    assert issubclass(oauth.GrantRefused, magisterium.MagisteriumError)
    assert oauth.GrantRefused("refused").permanent
