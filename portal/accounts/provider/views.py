"""The OAuth 2.0 flow against Magisterium, on allauth's views (session-bound state, PKCE)."""

from __future__ import annotations

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
from django.http import HttpRequest
from django.utils.http import urlencode
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


oauth2_login = OAuth2LoginView.adapter_view(MagisteriumOAuth2Adapter)
oauth2_callback = OAuth2CallbackView.adapter_view(MagisteriumOAuth2Adapter)
