"""The portal's OAuth client at Magisterium: from the environment, or registered dynamically.

MAGISTERIUM_CLIENT_ID / MAGISTERIUM_CLIENT_SECRET win when set; otherwise the one allauth
SocialApp that `manage.py magisterium_register` stored (RFC 7591 dynamic registration).
"""

from __future__ import annotations

from allauth.socialaccount.adapter import get_adapter
from allauth.socialaccount.models import SocialApp
from django.conf import settings
from django.core.exceptions import MultipleObjectsReturned
from django.db import transaction
from django.urls import reverse

from portal.accounts import oauth

PROVIDER_ID = "magisterium"
CLIENT_NAME = "Magisterium Portal"


def environment_app() -> SocialApp | None:
    """An unsaved SocialApp for the client configured in the environment, if any."""
    if not settings.MAGISTERIUM_CLIENT_ID:
        return None
    return SocialApp(
        provider=PROVIDER_ID,
        name="Magisterium",
        client_id=settings.MAGISTERIUM_CLIENT_ID,
        secret=settings.MAGISTERIUM_CLIENT_SECRET,
    )


def client_app() -> SocialApp | None:
    """The client the portal signs people in with, or None when there is none yet."""
    try:
        return get_adapter().get_app(None, provider=PROVIDER_ID)
    except (SocialApp.DoesNotExist, MultipleObjectsReturned):
        return None


def callback_url(base_url: str) -> str:
    """The exact redirect URI for a portal served at `base_url` (http://127.0.0.1:8000)."""
    return base_url.rstrip("/") + reverse(f"{PROVIDER_ID}_callback")


def client_register(*, redirect_uris: list[str], client_name: str = CLIENT_NAME) -> SocialApp:
    """Register a confidential client for `redirect_uris` and keep it as the one stored app."""
    registration = oauth.client_register(redirect_uris=redirect_uris, client_name=client_name)
    with transaction.atomic():
        apps = SocialApp.objects.filter(provider=PROVIDER_ID).order_by("pk")
        app = apps.first() or SocialApp(provider=PROVIDER_ID)
        if app.pk:
            apps.exclude(pk=app.pk).delete()
        app.name = "Magisterium"
        app.client_id = registration.client_id
        app.secret = (
            registration.client_secret.get_secret_value() if registration.client_secret else ""
        )
        app.settings = {
            "redirect_uris": redirect_uris,
            "issuer": settings.MAGISTERIUM_BASE_URL,
        }
        app.save()
    return app


def stored_app() -> SocialApp | None:
    return SocialApp.objects.filter(provider=PROVIDER_ID).order_by("pk").first()
