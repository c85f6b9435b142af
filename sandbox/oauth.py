"""The sandbox's OAuth 2.0 server on django-oauth-toolkit: metadata, registration, userinfo, JWTs.

DOT does the authorization-code flow, PKCE, refresh-token rotation and revocation; this module only
adds what DOT leaves to the site (JWT access tokens, RFC 7591 answers, users and their plans).
"""

from __future__ import annotations

import hashlib
import json
import time
import uuid
from datetime import timedelta
from typing import Any
from urllib.parse import urlsplit

import jwt
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import PBKDF2PasswordHasher
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpRequest, JsonResponse
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods
from oauth2_provider.models import AccessToken, Application, RefreshToken, set_token_value
from oauth2_provider.settings import oauth2_settings
from oauthlib.common import generate_token
from oauthlib.oauth2 import Server
from oauthlib.oauth2.rfc6749 import errors

from sandbox.models import Profile
from sandbox.state import state

JWT_ALGORITHM = "HS256"
CLI_CLIENT_ID = "sandbox-cli"
DEFAULT_ISSUER = "http://127.0.0.1:8001"


class QuickPBKDF2PasswordHasher(PBKDF2PasswordHasher):
    """PBKDF2 with few rounds: the sandbox holds no real secrets and must never be a bottleneck."""

    iterations = 1_000


# -- users ---------------------------------------------------------------------------------------

SANDBOX_USERS = {
    # username: (password, plan, first name, last name)
    "demo": ("demo", Profile.Plan.PRO, "Demo", "User"),
    "free": ("free", Profile.Plan.FREE, "Free", "User"),
    # A second paid account: the demo portal's prefetch (service) account, so a person who
    # signs in and out as `demo` never revokes the token the nightly job uses.
    "parish": ("parish", Profile.Plan.PRO, "Parish", "Office"),
}


def ensure_users() -> None:
    """Create the sandbox users and the CLI's OAuth client; safe to call at every start."""
    User = get_user_model()
    for username, (password, plan, first_name, last_name) in SANDBOX_USERS.items():
        user, created = User.objects.get_or_create(
            username=username,
            defaults={
                "first_name": first_name,
                "last_name": last_name,
                "email": f"{username}@example.com",
            },
        )
        if created:
            user.set_password(password)
            user.save(update_fields=["password"])
        Profile.objects.get_or_create(
            user=user, defaults={"subject": f"user-{username}", "plan": plan}
        )
    Application.objects.get_or_create(
        client_id=CLI_CLIENT_ID,
        defaults={
            "name": "Sandbox CLI",
            "client_type": Application.CLIENT_PUBLIC,
            "authorization_grant_type": Application.GRANT_AUTHORIZATION_CODE,
            "redirect_uris": "http://127.0.0.1/sandbox-cli/callback",
        },
    )


def subject_of(user: Any) -> str:
    profile = getattr(user, "sandbox_profile", None)
    return profile.subject if profile else f"user-{user.get_username()}"


def is_paid(user: Any) -> bool:
    profile = getattr(user, "sandbox_profile", None)
    return bool(profile and profile.is_paid)


# -- JWT access tokens ---------------------------------------------------------------------------


def base_url(request: HttpRequest) -> str:
    return request.build_absolute_uri("/").rstrip("/")


def encode_access_token(*, user: Any, client_id: str, scope: str, issuer: str, ttl: int) -> str:
    # Token lifetimes run on the real clock, not the sandbox clock, so moving the sandbox clock
    # 24 h ahead to expire tasks does not sign every test client out.
    now = int(time.time())
    claims = {
        "iss": issuer,
        "sub": subject_of(user),
        "aud": "magisterium-a2a",
        "iat": now,
        "exp": now + int(ttl),
        # Two tokens minted for one user in the same second must still differ: DOT keys rows on it.
        "jti": uuid.uuid4().hex,
        "client_id": client_id,
        "scope": scope,
        "preferred_username": user.get_username(),
    }
    return jwt.encode(claims, settings.SECRET_KEY, algorithm=JWT_ALGORITHM)


def _issuer_of(request: Any) -> str:
    # DOT hands oauthlib a path-only URI but the whole Django META as headers.
    headers = request.headers
    scheme = "https" if headers.get("X_DJANGO_OAUTH_TOOLKIT_SECURE") else "http"
    host = headers.get("HTTP_HOST") or f"{headers.get('SERVER_NAME')}:{headers.get('SERVER_PORT')}"
    return f"{scheme}://{host}"


def jwt_access_token(request: Any, refresh_token: bool = False) -> str:
    """DOT's ACCESS_TOKEN_GENERATOR: `request` is oauthlib's, already holding user and client."""
    return encode_access_token(
        user=request.user,
        client_id=request.client_id or getattr(request.client, "client_id", ""),
        scope=" ".join(request.scopes or []),
        issuer=_issuer_of(request),
        ttl=request.expires_in,
    )


def token_ttl(request: Any = None) -> int:
    return state.config.token_ttl


def _require_s256(request: Any) -> dict[str, Any]:
    # DOT with PKCE_REQUIRED already refuses a missing code_challenge; a request that sends one
    # without a method defaults to "plain", which oauthlib would accept.
    if request.code_challenge_method != "S256":
        raise errors.InvalidRequestError(
            description='code_challenge_method must be "S256".', request=request
        )
    return {}


class SandboxOAuthServer(Server):
    """oauthlib's server with an S256-only PKCE check and a lifetime read from the live config."""

    def __init__(self, request_validator: Any, *args: Any, **kwargs: Any) -> None:
        kwargs["token_expires_in"] = token_ttl
        super().__init__(request_validator, *args, **kwargs)
        # post_auth runs after the client and redirect URI are checked, so the error goes back to
        # the client's redirect URI, both on the GET that shows consent and on the consent POST.
        self.auth_grant.custom_validators.post_auth.append(_require_s256)


def user_for_bearer(request: HttpRequest) -> Any | None:
    """The user behind a valid bearer token: good signature, not expired, not revoked."""
    scheme, _, token = request.META.get("HTTP_AUTHORIZATION", "").partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token:
        return None
    try:
        claims = jwt.decode(
            token,
            settings.SECRET_KEY,
            algorithms=[JWT_ALGORITHM],
            audience="magisterium-a2a",
            options={"require": ["exp", "iat", "sub"]},
        )
    except jwt.PyJWTError:
        return None
    # Revocation deletes DOT's row, so a well-signed token is only good while its row exists.
    checksum = hashlib.sha256(token.encode()).hexdigest()
    access = (
        AccessToken.objects.select_related("user__sandbox_profile")
        .filter(token_checksum=checksum)
        .first()
    )
    if access is None or access.user is None or access.is_expired():
        return None
    if subject_of(access.user) != claims["sub"] or not access.user.is_active:
        return None
    return access.user


class TokenIssueError(ValueError):
    pass


def issue_tokens(*, username: str, client_id: str | None = None, issuer: str) -> dict[str, Any]:
    """Mint an access + refresh token pair as if `username` had signed in through `client_id`."""
    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        raise TokenIssueError(f"unknown sandbox user {username!r} (try demo or free)")
    application = Application.objects.filter(client_id=client_id or CLI_CLIENT_ID).first()
    if application is None:
        raise TokenIssueError(
            f"unknown OAuth client {client_id!r}: register it first (POST /oauth/register "
            "or `python -m sandbox client`)"
        )
    ttl = token_ttl()
    scope = " ".join(oauth2_settings.SCOPES)
    raw_access = encode_access_token(
        user=user, client_id=application.client_id, scope=scope, issuer=issuer, ttl=ttl
    )
    raw_refresh = generate_token()
    with transaction.atomic():
        access = AccessToken(
            user=user,
            application=application,
            scope=scope,
            expires=timezone.now() + timedelta(seconds=ttl),
        )
        set_token_value(access, raw_access)
        access.save()
        refresh = RefreshToken(
            user=user, application=application, access_token=access, token_family=uuid.uuid4()
        )
        set_token_value(refresh, raw_refresh)
        refresh.save()
    return {
        "access_token": raw_access,
        "refresh_token": raw_refresh,
        "expires_in": ttl,
        "token_type": "Bearer",
        "scope": scope,
    }


def ensure_client(
    *, client_id: str, redirect_uris: list[str], client_secret: str | None = None, name: str = ""
) -> Application:
    """Create or update a pre-registered client (for a portal configured with a fixed id)."""
    application = Application.objects.filter(client_id=client_id).first() or Application(
        client_id=client_id
    )
    application.name = name or application.name or client_id
    application.redirect_uris = " ".join(redirect_uris)
    application.authorization_grant_type = Application.GRANT_AUTHORIZATION_CODE
    application.client_type = (
        Application.CLIENT_CONFIDENTIAL if client_secret else Application.CLIENT_PUBLIC
    )
    if client_secret:
        application.client_secret = client_secret
    application.full_clean()
    application.save()
    return application


# -- HTTP endpoints -------------------------------------------------------------------------------


@require_http_methods(["GET"])
def authorization_server_metadata(request: HttpRequest) -> JsonResponse:
    """RFC 8414 document; every URL in it is derived from the request so any port works."""
    base = base_url(request)
    response = JsonResponse(
        {
            "issuer": base,
            "authorization_endpoint": base + reverse("oauth-authorize"),
            "token_endpoint": base + reverse("oauth-token"),
            "registration_endpoint": base + reverse("oauth-register"),
            "revocation_endpoint": base + reverse("oauth-revoke"),
            "userinfo_endpoint": base + reverse("oauth-userinfo"),
            "scopes_supported": sorted(oauth2_settings.SCOPES),
            "response_types_supported": ["code"],
            "grant_types_supported": ["authorization_code", "refresh_token"],
            "code_challenge_methods_supported": ["S256"],
            "token_endpoint_auth_methods_supported": [
                "none",
                "client_secret_post",
                "client_secret_basic",
            ],
            "revocation_endpoint_auth_methods_supported": [
                "none",
                "client_secret_post",
                "client_secret_basic",
            ],
        }
    )
    response["Access-Control-Allow-Origin"] = "*"
    response["Cache-Control"] = "public, max-age=3600"
    return response


def _registration_error(error: str, description: str) -> JsonResponse:
    return JsonResponse({"error": error, "error_description": description}, status=400)


class RegistrationError(ValueError):
    def __init__(self, error: str, description: str) -> None:
        super().__init__(description)
        self.error = error
        self.description = description


AUTH_METHODS = ("none", "client_secret_post", "client_secret_basic")


def _registration_metadata(data: Any) -> dict[str, Any]:
    """Validate RFC 7591 client metadata; return the normalised values to store and echo."""
    if not isinstance(data, dict):
        raise RegistrationError("invalid_client_metadata", "Body must be a JSON object.")
    redirect_uris = data.get("redirect_uris")
    if not isinstance(redirect_uris, list) or not redirect_uris:
        raise RegistrationError("invalid_redirect_uri", "redirect_uris must be a non-empty array.")
    for uri in redirect_uris:
        parts = urlsplit(uri) if isinstance(uri, str) else None
        if (
            parts is None
            or parts.scheme not in {"http", "https"}
            or not parts.netloc
            or parts.fragment
            or any(ch.isspace() for ch in uri)
        ):
            raise RegistrationError(
                "invalid_redirect_uri",
                f"Invalid redirect URI {uri!r}: an absolute http(s) URI without a fragment.",
            )
    auth_method = data.get("token_endpoint_auth_method", "client_secret_basic")
    if auth_method not in AUTH_METHODS:
        raise RegistrationError(
            "invalid_client_metadata",
            f"token_endpoint_auth_method must be one of {', '.join(AUTH_METHODS)}.",
        )
    grant_types = data.get("grant_types", ["authorization_code"])
    if (
        not isinstance(grant_types, list)
        or "authorization_code" not in grant_types
        or not set(grant_types) <= {"authorization_code", "refresh_token"}
    ):
        raise RegistrationError(
            "invalid_client_metadata",
            'grant_types must include "authorization_code" and may add "refresh_token".',
        )
    response_types = data.get("response_types", ["code"])
    if response_types != ["code"]:
        raise RegistrationError("invalid_client_metadata", 'response_types must be ["code"].')
    client_name = data.get("client_name", "")
    scope = data.get("scope")
    if not isinstance(client_name, str) or not (scope is None or isinstance(scope, str)):
        raise RegistrationError("invalid_client_metadata", "client_name and scope are strings.")
    metadata = {
        "redirect_uris": redirect_uris,
        "client_name": client_name,
        "token_endpoint_auth_method": auth_method,
        "grant_types": grant_types,
        "response_types": response_types,
    }
    if scope is not None:
        metadata["scope"] = scope
    return metadata


@csrf_exempt
@require_http_methods(["POST"])
def register_client(request: HttpRequest) -> JsonResponse:
    """RFC 7591 dynamic client registration, open to anyone as upstream's is."""
    try:
        data = json.loads(request.body)
    except ValueError:
        return _registration_error("invalid_client_metadata", "Body must be JSON.")
    try:
        metadata = _registration_metadata(data)
    except RegistrationError as error:
        return _registration_error(error.error, error.description)
    public = metadata["token_endpoint_auth_method"] == "none"
    application = Application(
        name=metadata["client_name"][:255],
        redirect_uris=" ".join(metadata["redirect_uris"]),
        client_type=Application.CLIENT_PUBLIC if public else Application.CLIENT_CONFIDENTIAL,
        authorization_grant_type=Application.GRANT_AUTHORIZATION_CODE,
        registration_source=Application.RegistrationSource.DCR,
    )
    # DOT hashes the secret on save: keep the plain one to hand back exactly once.
    raw_secret = application.client_secret
    try:
        application.full_clean()
    except ValidationError as error:
        field = "redirect_uris" if "redirect_uris" in error.message_dict else None
        return _registration_error(
            "invalid_redirect_uri" if field else "invalid_client_metadata",
            "; ".join(" ".join(messages) for messages in error.message_dict.values()),
        )
    application.save()
    answer: dict[str, Any] = {
        "client_id": application.client_id,
        "client_id_issued_at": int(application.created.timestamp()),
        **metadata,
    }
    if not public:
        answer["client_secret"] = raw_secret
        answer["client_secret_expires_at"] = 0  # never
    return JsonResponse(answer, status=201)


@csrf_exempt
@require_http_methods(["GET", "POST"])
def userinfo(request: HttpRequest) -> JsonResponse:
    user = user_for_bearer(request)
    if user is None:
        response = JsonResponse(
            {"error": "invalid_token", "error_description": "Missing, invalid or expired token."},
            status=401,
        )
        response["WWW-Authenticate"] = 'Bearer error="invalid_token"'
        return response
    return JsonResponse(
        {
            "sub": subject_of(user),
            "email": user.email,
            "name": user.get_full_name() or user.get_username(),
            "preferred_username": user.get_username(),
        }
    )
