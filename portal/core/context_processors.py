"""Values every template needs."""

from django.conf import settings


def site(request):
    return {
        "site_name": "Magisterium Portal",
        "magisterium_base_url": settings.MAGISTERIUM_BASE_URL,
        # Decided once at start-up (config/settings.py): the footer's demonstration banner.
        "magisterium_is_sandbox": getattr(settings, "MAGISTERIUM_IS_SANDBOX", False),
    }
