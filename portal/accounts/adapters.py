"""allauth adapters: people sign up only through Magisterium; local accounts are for staff."""

from __future__ import annotations

import logging
from typing import Any

from allauth.account.adapter import DefaultAccountAdapter
from allauth.core import context
from allauth.core.exceptions import ImmediateHttpResponse
from allauth.socialaccount.adapter import DefaultSocialAccountAdapter
from allauth.socialaccount.helpers import render_authentication_error
from allauth.socialaccount.models import SocialApp, SocialLogin
from allauth.socialaccount.providers.base import ProviderException
from django.http import HttpRequest
from django.utils.translation import gettext_lazy as _

from portal.accounts import staff_mfa
from portal.accounts.registration import PROVIDER_ID, environment_app
from portal.accounts.service_accounts import is_service_account, is_service_magisterium_account
from portal.accounts.services import tokens_revoke

logger = logging.getLogger(__name__)


class ServiceAccountSignInRefused(ProviderException):
    """A person signed in at Magisterium as the account the portal itself uses."""

    # Magisterium keeps them signed in as that account: the error page links there.
    sign_out_first = True

    user_message = _(
        "This Magisterium account is used by the portal itself to fetch the daily readings, so "
        "nobody can sign in to the portal with it. Please sign out at Magisterium, then sign in "
        "here again with your own Magisterium account."
    )


class AccountAdapter(DefaultAccountAdapter):
    def is_open_for_signup(self, request: HttpRequest) -> bool:
        # Staff accounts are made with `createsuperuser` or in the admin, never by the public.
        return False

    def is_reauthentication_required(self, *, app: str, **kwargs: Any) -> bool:
        # Setting up the staff second factor right after signing in (portal.accounts.staff_mfa).
        if app == "allauth.mfa" and staff_mfa.first_enrolment_just_after_sign_in(context.request):
            return False
        return super().is_reauthentication_required(app=app, **kwargs)


class SocialAccountAdapter(DefaultSocialAccountAdapter):
    def is_open_for_signup(self, request: HttpRequest, sociallogin: SocialLogin) -> bool:
        return sociallogin.account.provider == PROVIDER_ID

    def pre_social_login(self, request: HttpRequest, sociallogin: SocialLogin) -> None:
        """Refuse a sign-in as a service account's Magisterium account (README "Operating the
        portal"): it would take over the portal user the prefetch runs as, and its sign-out
        would revoke the prefetch's tokens."""
        account = sociallogin.account
        if account.provider == PROVIDER_ID and (
            (sociallogin.is_existing and is_service_account(sociallogin.user))
            or is_service_magisterium_account(account.uid)
        ):
            logger.warning("web sign-in as service Magisterium account %s refused", account.uid)
            # The tokens of this sign-in are never stored: withdraw them upstream right away
            # (revocation is per token, so the service account's own tokens stay valid).
            if token := sociallogin.token:
                tokens_revoke(
                    [("refresh_token", token.token_secret), ("access_token", token.token)],
                    account_id=account.uid,
                )
            response = render_authentication_error(
                request, account.get_provider(request), exception=ServiceAccountSignInRefused()
            )
            response.status_code = 403  # who signed in is known; that account may not be used
            raise ImmediateHttpResponse(response)
        super().pre_social_login(request, sociallogin)

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
