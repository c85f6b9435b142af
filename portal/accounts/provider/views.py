"""The OAuth 2.0 flow against Magisterium, on allauth's views (session-bound state, PKCE)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from allauth.core.exceptions import ImmediateHttpResponse
from allauth.socialaccount.helpers import render_authentication_error
from allauth.socialaccount.models import SocialApp, SocialLogin, SocialToken
from allauth.socialaccount.providers.oauth2.client import OAuth2Client
from allauth.socialaccount.providers.oauth2.views import (
    OAuth2Adapter,
    OAuth2CallbackView,
    OAuth2LoginView,
)
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.http import urlencode
from django.utils.translation import gettext_lazy as _
from pydantic import ValidationError

from portal.accounts import oauth


class MagisteriumOAuth2Client(OAuth2Client):
    def get_redirect_url(self, authorization_url: str, scope: Any, extra_params: dict) -> str:
        params = {"client_id": self.consumer_key, "redirect_uri": self.callback_url}
        # No scope configured: the server applies its default instead of an empty "scope=".
        if scope:
            params["scope"] = self.scope_delimiter.join(dict.fromkeys(scope))
        params["response_type"] = "code"
        if self.state:
            params["state"] = self.state
        params.update(extra_params)
        separator = "&" if "?" in authorization_url else "?"
        return f"{authorization_url}{separator}{urlencode(params)}"


class MagisteriumOAuth2Adapter(OAuth2Adapter):
    provider_id = "magisterium"
    client_class = MagisteriumOAuth2Client

    def _metadata(self) -> oauth.ServerMetadata:
        try:
            return oauth.server_metadata()
        except oauth.OAuthServerError as error:
            raise ImmediateHttpResponse(
                render_authentication_error(self.request, self.get_provider(), exception=error)
            ) from None

    @property
    def authorize_url(self) -> str:
        return self._metadata().authorization_endpoint

    @property
    def access_token_url(self) -> str:
        return self._metadata().token_endpoint

    def complete_login(
        self, request: HttpRequest, app: SocialApp, token: SocialToken, **kwargs: Any
    ) -> SocialLogin:
        try:
            tokens = oauth.TokenResponse.model_validate(kwargs["response"])
        except ValidationError:
            raise oauth.OAuthServerError("token answer is not a token response") from None
        identity = oauth.identity_resolve(tokens=tokens, client_id=app.client_id)
        data = {
            "sub": identity.account_id,
            "name": identity.name,
            "email": identity.email,
            "preferred_username": identity.username,
        }
        return self.get_provider().sociallogin_from_response(request, data)


class ClientNotRegistered(oauth.OAuthServerError):
    permanent = True
    default_user_message = _(
        "Sign-in with Magisterium is not set up on this portal yet. The site administrator sets "
        "it up with the command “manage.py magisterium_register”."
    )


def _needs_a_client(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Without a registered client allauth raises SocialApp.DoesNotExist: explain it instead
    of a 500 (every page's sign-in button posts here)."""

    @functools.wraps(view)
    def wrapper(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        try:
            return view(request, *args, **kwargs)
        except SocialApp.DoesNotExist:
            return render(
                request,
                "socialaccount/authentication_error.html",
                {"auth_error": {"exception": ClientNotRegistered("no OAuth client")}},
                status=503,
            )

    return wrapper


oauth2_login = _needs_a_client(OAuth2LoginView.adapter_view(MagisteriumOAuth2Adapter))
oauth2_callback = _needs_a_client(OAuth2CallbackView.adapter_view(MagisteriumOAuth2Adapter))
