"""allauth adapters: people sign up only through Magisterium; local accounts are for staff."""

from __future__ import annotations

from typing import Any

from allauth.account.adapter import DefaultAccountAdapter
from allauth.socialaccount.adapter import DefaultSocialAccountAdapter
from allauth.socialaccount.models import SocialApp, SocialLogin
from django.http import HttpRequest

from portal.accounts.registration import PROVIDER_ID, environment_app


class AccountAdapter(DefaultAccountAdapter):
    def is_open_for_signup(self, request: HttpRequest) -> bool:
        # Staff accounts are made with `createsuperuser` or in the admin, never by the public.
        return False


class SocialAccountAdapter(DefaultSocialAccountAdapter):
    def is_open_for_signup(self, request: HttpRequest, sociallogin: SocialLogin) -> bool:
        return sociallogin.account.provider == PROVIDER_ID

    def is_auto_signup_allowed(self, request: HttpRequest, sociallogin: SocialLogin) -> bool:
        # No extra form: a portal account is opened at the first sign-in.
        return sociallogin.account.provider == PROVIDER_ID

    def list_apps(
        self, request: HttpRequest | None, provider: str | None = None, client_id: Any = None
    ) -> list[SocialApp]:
        """A client id from the environment replaces any registered Magisterium client."""
        apps = super().list_apps(request, provider=provider, client_id=client_id)
        env_app = environment_app()
        if env_app is None or provider not in (None, PROVIDER_ID):
            return apps
        apps = [app for app in apps if app.provider != PROVIDER_ID]
        if client_id is None or client_id == env_app.client_id:
            apps.append(env_app)
        return apps
