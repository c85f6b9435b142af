"""Values every template needs."""

from typing import Any

from django.conf import settings
from django.http import HttpRequest


def site(request: HttpRequest) -> dict[str, Any]:
    return {
        "site_name": "Magisterium Portal",
        "magisterium_base_url": settings.MAGISTERIUM_BASE_URL,
        # Decided once at start-up (config/settings.py): the footer's demonstration banner.
        "magisterium_is_sandbox": getattr(settings, "MAGISTERIUM_IS_SANDBOX", False),
        # The readings by email's short form on the day pages (templates/subscriptions).
        "subscriptions_enabled": getattr(settings, "SUBSCRIPTIONS_ENABLED", False),
    }
