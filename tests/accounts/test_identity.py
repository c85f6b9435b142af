"""Who signed in: userinfo, then a verified id_token, then a JWT access token.

Reference: docs/upstream.md §2.
"""

from __future__ import annotations

import time

import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from jwt.algorithms import RSAAlgorithm

from portal.accounts import oauth

pytestmark = pytest.mark.django_db

UPSTREAM_KEY = "a signing key only upstream knows, never the portal"


def _jwt_access_token(sub: str) -> str:
    # Signed with a key the portal does not know: the portal never verifies access tokens.
    return jwt.encode({"sub": sub, "exp": int(time.time()) + 600}, UPSTREAM_KEY, "HS256")


def _tokens(**fields) -> oauth.TokenResponse:
    return oauth.TokenResponse.model_validate({"token_type": "Bearer", **fields})


def test_userinfo_comes_first(fake_oauth_server):
    fake_oauth_server.metadata(userinfo_endpoint=f"{fake_oauth_server.url}/userinfo")
    fake_oauth_server.routes["/userinfo"] = (
        200,
        {"sub": "from-userinfo", "name": "Ana <b>Bold</b>", "email": "ana@example.org"},
    )

    identity = oauth.identity_resolve(
        tokens=_tokens(access_token=_jwt_access_token("from-jwt")), client_id="portal"
    )

    assert identity.account_id == "from-userinfo"
    assert identity.name == "Ana <b>Bold</b>"  # kept as text; templates escape it
    assert identity.email == "ana@example.org"
    method, path, _ = fake_oauth_server.requests[-1]
    assert (method, path) == ("GET", "/userinfo")


def test_verified_id_token_comes_next(fake_oauth_server):
    private_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    jwk = RSAAlgorithm.to_jwk(private_key.public_key(), as_dict=True) | {"kid": "k1"}
    fake_oauth_server.metadata(jwks_uri=f"{fake_oauth_server.url}/jwks")
    fake_oauth_server.routes["/jwks"] = (200, {"keys": [jwk]})
    id_token = jwt.encode(
        {
            "iss": fake_oauth_server.url,
            "aud": "portal",
            "sub": "from-id-token",
            "name": "Ana",
            "exp": int(time.time()) + 600,
            "iat": int(time.time()),
        },
        private_key,
        algorithm="RS256",
        headers={"kid": "k1"},
    )

    identity = oauth.identity_resolve(
        tokens=_tokens(access_token=_jwt_access_token("from-jwt"), id_token=id_token),
        client_id="portal",
    )

    assert identity.account_id == "from-id-token"
    assert identity.name == "Ana"


def test_an_id_token_for_another_client_is_not_believed(fake_oauth_server):
    private_key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    jwk = RSAAlgorithm.to_jwk(private_key.public_key(), as_dict=True) | {"kid": "k1"}
    fake_oauth_server.metadata(jwks_uri=f"{fake_oauth_server.url}/jwks")
    fake_oauth_server.routes["/jwks"] = (200, {"keys": [jwk]})
    id_token = jwt.encode(
        {"iss": fake_oauth_server.url, "aud": "someone-else", "sub": "intruder",
         "exp": int(time.time()) + 600},
        private_key,
        algorithm="RS256",
        headers={"kid": "k1"},
    )  # fmt: skip

    identity = oauth.identity_resolve(
        tokens=_tokens(access_token=_jwt_access_token("from-jwt"), id_token=id_token),
        client_id="portal",
    )

    assert identity.account_id == "from-jwt"


def test_jwt_access_token_sub_is_the_last_resort(fake_oauth_server):
    identity = oauth.identity_resolve(
        tokens=_tokens(access_token=_jwt_access_token("from-jwt")), client_id="portal"
    )
    assert identity.account_id == "from-jwt"


def test_no_way_to_identify_the_account_fails_with_a_clear_message(fake_oauth_server):
    with pytest.raises(oauth.IdentityUnknown) as raised:
        oauth.identity_resolve(tokens=_tokens(access_token="opaque-token"), client_id="portal")

    assert "did not tell the portal which account signed in" in str(raised.value.user_message)
    assert "opaque-token" not in str(raised.value)


def test_metadata_from_another_issuer_is_refused(fake_oauth_server):
    fake_oauth_server.metadata(issuer="https://evil.example")

    with pytest.raises(oauth.OAuthServerError, match="issuer"):
        oauth.server_metadata()


def test_metadata_without_s256_is_refused(fake_oauth_server):
    fake_oauth_server.metadata(code_challenge_methods_supported=["plain"])

    with pytest.raises(oauth.OAuthServerError, match="S256"):
        oauth.server_metadata()


def test_metadata_is_cached(fake_oauth_server):
    oauth.server_metadata()
    oauth.server_metadata()

    fetches = [r for r in fake_oauth_server.requests if r[1].endswith("authorization-server")]
    assert len(fetches) == 1


def test_sign_in_without_any_account_id_fails_with_a_clear_page(client, fake_oauth_server):
    from allauth.socialaccount.models import SocialApp
    from django.contrib.auth import get_user_model

    from tests.accounts.conftest import query, start_sign_in

    SocialApp.objects.create(provider="magisterium", name="M", client_id="portal", secret="s")
    fake_oauth_server.routes["/token"] = (200, {"access_token": "opaque", "token_type": "Bearer"})
    state = query(start_sign_in(client))["state"]

    response = client.get(f"/accounts/magisterium/login/callback/?code=abc&state={state}")

    assert response.status_code == 401
    assert "did not tell the portal which account signed in" in response.content.decode()
    assert client.session.get("_auth_user_id") is None
    assert not get_user_model().objects.exists()
    _, _, form = next(r for r in fake_oauth_server.requests if r[1] == "/token")
    assert form["code"] == ["abc"] and len(form["code_verifier"][0]) >= 43
