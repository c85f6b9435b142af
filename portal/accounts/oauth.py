"""Client of Magisterium's OAuth 2.0 authorization server: one function per endpoint.

Every endpoint comes from the RFC 8414 metadata at MAGISTERIUM_BASE_URL (cached). Requests go
through the door's pooled httpx client (`magisterium.http_client()`). Responses are parsed
strictly; errors become `OAuthServerError`s, members of the one `MagisteriumError` family,
whose text never holds a token.
"""

# Reference: RFC 8414 (metadata), RFC 7591 (registration), RFC 6749 §6 (refresh),
# RFC 7009 (revocation), OpenID Connect Core §5.3 (userinfo); docs/upstream.md §2.

from __future__ import annotations

import contextlib
import logging
from typing import Any

import httpx
import jwt
from allauth.socialaccount.providers.base import ProviderException
from django.conf import settings
from django.utils.translation import gettext_lazy as _
from pydantic import BaseModel, ConfigDict, SecretStr, ValidationError

from portal import magisterium
from portal.core.kept import Kept

logger = logging.getLogger(__name__)

METADATA_PATH = "/.well-known/oauth-authorization-server"


class OAuthServerError(magisterium.MagisteriumError, ProviderException):
    """The authorization server failed or refused. `permanent` when retrying cannot help.

    Also an allauth ProviderException, so allauth's sign-in views show its `user_message`.
    """

    permanent = False
    default_user_message = _(
        "Magisterium's sign-in service is not answering. Please try again shortly."
    )


class GrantRefused(OAuthServerError):
    """invalid_grant / invalid_client: the refresh token (or client) is no longer accepted."""

    permanent = True
    default_user_message = _(
        "Your Magisterium sign-in has expired. Please sign in with Magisterium again."
    )


class IdentityUnknown(OAuthServerError):
    """Neither userinfo, an id_token nor a JWT access token said who signed in."""

    permanent = True
    default_user_message = _(
        "Magisterium did not tell the portal which account signed in, so no portal account "
        "could be opened. Please try again later or tell the site administrator."
    )


class _Model(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class ServerMetadata(_Model):
    issuer: str
    authorization_endpoint: str
    token_endpoint: str
    registration_endpoint: str | None = None
    revocation_endpoint: str | None = None
    userinfo_endpoint: str | None = None
    jwks_uri: str | None = None
    code_challenge_methods_supported: list[str] | None = None


class TokenResponse(_Model):
    # SecretStr keeps the tokens out of repr(), logs and tracebacks.
    access_token: SecretStr
    token_type: str = "Bearer"  # noqa: S105 - the scheme name, not a secret
    expires_in: int | None = None
    refresh_token: SecretStr | None = None
    id_token: SecretStr | None = None
    scope: str | None = None


class ClientRegistration(_Model):
    client_id: str
    client_secret: SecretStr | None = None


class Identity(_Model):
    """Who signed in. `name`, `email`, `username` are upstream's untrusted text."""

    account_id: str
    name: str = ""
    email: str = ""
    username: str = ""


def _timeout() -> httpx.Timeout:
    # Not cut to a page's time budget: a refresh that started must be allowed to finish.
    connect, read = settings.MAGISTERIUM_CONNECT_TIMEOUT, settings.MAGISTERIUM_TIMEOUT
    return httpx.Timeout(connect=connect, read=read, write=read, pool=connect)


def _request(method: str, url: str, **kwargs: Any) -> httpx.Response:
    try:
        return magisterium.http_client().request(method, url, timeout=_timeout(), **kwargs)
    except (httpx.HTTPError, httpx.InvalidURL) as error:
        # `from None`: httpx exceptions hold the request, headers (and a bearer token) included.
        raise OAuthServerError(f"{method} {url} failed: {type(error).__name__}") from None


def _error_code(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        return ""
    return str(body.get("error", ""))[:100] if isinstance(body, dict) else ""


# --- Metadata (RFC 8414) --------------------------------------------------------------------


def server_metadata(*, fresh: bool = False) -> ServerMetadata:
    """The authorization server's metadata, from the cache unless `fresh`."""
    base_url = settings.MAGISTERIUM_BASE_URL.rstrip("/")
    kept = METADATA.get_or_build(
        lambda: _fetched_metadata(base_url).model_dump(), base_url, fresh=fresh
    )
    return ServerMetadata.model_validate(kept)


def _fetched_metadata(base_url: str) -> ServerMetadata:
    response = _request("GET", base_url + METADATA_PATH, headers={"Accept": "application/json"})
    if response.status_code != 200:
        raise OAuthServerError(f"metadata answered HTTP {response.status_code}")
    try:
        metadata = ServerMetadata.model_validate(response.json())
    except (ValueError, ValidationError):
        raise OAuthServerError("metadata is not a valid RFC 8414 document") from None
    # RFC 8414 §3.3: the issuer must be the URL the document was fetched for.
    if metadata.issuer.rstrip("/") != base_url:
        raise OAuthServerError(f"metadata issuer {metadata.issuer!r} is not {base_url!r}")
    methods = metadata.code_challenge_methods_supported
    if methods is not None and "S256" not in methods:
        raise OAuthServerError("the authorization server does not offer PKCE S256")
    return metadata


# Kept as plain data (model_dump) per server; its version is derived from what reads and checks it.
METADATA: Kept[dict[str, Any]] = Kept(
    "accounts:oauth-metadata",
    seconds=lambda: settings.MAGISTERIUM_METADATA_CACHE_SECONDS,
    sources=(ServerMetadata, _fetched_metadata),
)


def _offered(endpoint: str | None, missing: str) -> str:
    """An optional endpoint of the server's metadata; OAuthServerError(`missing`) without it."""
    if not endpoint:
        raise OAuthServerError(missing)
    return endpoint


# --- Dynamic client registration (RFC 7591) ----------------------------------------------------


def client_register(
    *, redirect_uris: list[str], client_name: str, confidential: bool = True
) -> ClientRegistration:
    endpoint = _offered(
        server_metadata().registration_endpoint,
        "the authorization server offers no dynamic client registration",
    )
    body = {
        "redirect_uris": redirect_uris,
        "client_name": client_name,
        "token_endpoint_auth_method": "client_secret_post" if confidential else "none",
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
    }
    response = _request("POST", endpoint, json=body)
    if response.status_code not in (200, 201):
        detail = _error_code(response)
        with contextlib.suppress(ValueError, AttributeError):
            detail = f"{detail}: {response.json().get('error_description', '')}"[:300]
        raise OAuthServerError(f"registration refused (HTTP {response.status_code}) {detail}")
    try:
        return ClientRegistration.model_validate(response.json())
    except (ValueError, ValidationError):
        raise OAuthServerError("registration answer has no client_id") from None


# --- Tokens (RFC 6749 §6, RFC 7009) -----------------------------------------------------------


def _client_auth(client_id: str, client_secret: str) -> dict[str, str]:
    # client_secret_post for a confidential client, just the id for a public one.
    return {"client_id": client_id, **({"client_secret": client_secret} if client_secret else {})}


def token_refresh_request(
    *, client_id: str, client_secret: str, refresh_token: str
) -> TokenResponse:
    metadata = server_metadata()
    data = {
        "grant_type": "refresh_token",
        "refresh_token": refresh_token,
        **_client_auth(client_id, client_secret),
    }
    response = _request(
        "POST", metadata.token_endpoint, data=data, headers={"Accept": "application/json"}
    )
    if response.status_code != 200:
        code = _error_code(response)
        if code in {"invalid_grant", "invalid_client", "unauthorized_client"}:
            raise GrantRefused(f"refresh refused: {code}")
        raise OAuthServerError(f"refresh failed: HTTP {response.status_code} {code}")
    try:
        return TokenResponse.model_validate(response.json())
    except (ValueError, ValidationError):
        raise OAuthServerError("refresh answer is not a token response") from None


# RFC 7009 §2.2.1 errors that mean the server holds nothing it could revoke for this token
# (`invalid_token` is not in RFC 7009, but some servers answer it for a token they never knew).
NOTHING_TO_REVOKE = {"unsupported_token_type", "invalid_token"}


def token_revoke(*, client_id: str, client_secret: str, token: str, token_type_hint: str) -> bool:
    """Ask the server to revoke `token` (RFC 7009 §2.1). True: revoked (HTTP 200, also for a
    token it no longer knows, §2.2); False: nothing to revoke (HTTP 400 unsupported_token_type
    or invalid_token). Anything else raises OAuthServerError, and then the token may still be
    valid upstream: no revocation endpoint, no answer, a timeout, a 5xx (503 included, §2.2.1),
    another refusal."""
    endpoint = _offered(
        server_metadata().revocation_endpoint,
        "the authorization server offers no revocation endpoint",
    )
    data = {
        "token": token,
        "token_type_hint": token_type_hint,
        **_client_auth(client_id, client_secret),
    }
    response = _request("POST", endpoint, data=data)
    if response.status_code == 200:
        return True
    code = _error_code(response)
    if response.status_code == 400 and code in NOTHING_TO_REVOKE:
        return False
    raise OAuthServerError(f"revocation failed: HTTP {response.status_code} {code}".rstrip())


# --- Who signed in (docs/upstream.md §2) ----------------------------------------------------------


def userinfo(*, access_token: str) -> dict[str, Any]:
    endpoint = _offered(server_metadata().userinfo_endpoint, "no userinfo endpoint")
    response = _request(
        "GET",
        endpoint,
        headers={"Authorization": f"Bearer {access_token}", "Accept": "application/json"},
    )
    if response.status_code != 200:
        raise OAuthServerError(f"userinfo answered HTTP {response.status_code}")
    try:
        body = response.json()
    except ValueError:
        raise OAuthServerError("userinfo answer is not JSON") from None
    if not isinstance(body, dict):
        raise OAuthServerError("userinfo answer is not an object")
    return body


def _identity_from_claims(claims: dict[str, Any]) -> Identity | None:
    sub = claims.get("sub")
    if not isinstance(sub, str) or not sub.strip():
        return None

    def text(name: str) -> str:
        value = claims.get(name)
        return value[:255] if isinstance(value, str) else ""

    return Identity(
        account_id=sub.strip()[:255],
        name=text("name"),
        email=text("email"),
        username=text("preferred_username"),
    )


def _signing_key(*, id_token: str, jwks_uri: str) -> Any:
    """The server's published key that signed `id_token` (matched by `kid`), as PyJWT's
    PyJWKClient would pick it, fetched through the same client as every other call."""
    response = _request("GET", jwks_uri, headers={"Accept": "application/json"})
    if response.status_code != 200:
        raise jwt.PyJWKClientError(f"key set answered HTTP {response.status_code}")
    try:
        body = response.json()
    except ValueError:
        raise jwt.PyJWKClientError("key set is not JSON") from None
    if not isinstance(body, dict):
        raise jwt.PyJWKClientError("key set is not an object")
    key_set = jwt.PyJWKSet.from_dict(body)  # PyJWKSetError when no key in it is usable
    kid = jwt.get_unverified_header(id_token).get("kid")
    for key in key_set.keys:
        if key.public_key_use in ("sig", None) and key.key_id and key.key_id == kid:
            return key.key
    raise jwt.PyJWKClientError("no published key matches the id_token")


def _id_token_claims(
    *, id_token: str, jwks_uri: str, metadata: ServerMetadata, client_id: str
) -> dict[str, Any]:
    return jwt.decode(
        id_token,
        _signing_key(id_token=id_token, jwks_uri=jwks_uri),
        algorithms=["RS256", "ES256", "PS256", "EdDSA"],
        audience=client_id,
        issuer=metadata.issuer,
    )


def identity_resolve(*, tokens: TokenResponse, client_id: str) -> Identity:
    """The signed-in account: userinfo, else a verified id_token, else a JWT access token's sub."""
    metadata = server_metadata()
    access_token = tokens.access_token.get_secret_value()
    if metadata.userinfo_endpoint:
        try:
            if identity := _identity_from_claims(userinfo(access_token=access_token)):
                return identity
        except OAuthServerError as error:
            logger.warning("userinfo did not identify the account: %s", error)
    if tokens.id_token is not None and (jwks_uri := metadata.jwks_uri):
        try:
            claims = _id_token_claims(
                id_token=tokens.id_token.get_secret_value(),
                jwks_uri=jwks_uri,
                metadata=metadata,
                client_id=client_id,
            )
            if identity := _identity_from_claims(claims):
                return identity
        except (jwt.PyJWTError, OAuthServerError) as error:
            logger.warning("id_token rejected: %s", type(error).__name__)
    try:
        # Received straight from the token endpoint over TLS, so its claims are as good as the
        # token response itself; the signature is the resource server's business.
        claims = jwt.decode(access_token, options={"verify_signature": False})
    except jwt.PyJWTError:
        claims = {}
    if identity := _identity_from_claims(claims):
        return identity
    raise IdentityUnknown("no userinfo, id_token or JWT access token named the account")
