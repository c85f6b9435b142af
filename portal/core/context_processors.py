"""Values every template needs."""

from django.conf import settings


def site(request):
    return {
        "site_name": "Magisterium Portal",
        "magisterium_base_url": settings.MAGISTERIUM_BASE_URL,
    }
