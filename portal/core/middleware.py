"""Per-request rules: how long a page may wait for upstream; headers that depend on who asks."""

from django.conf import settings
from django.utils.cache import add_never_cache_headers, patch_cache_control

from portal import magisterium


class UpstreamTimeBudgetMiddleware:
    """A person waiting on a page gets an answer within MAGISTERIUM_INTERACTIVE_TIMEOUT: every
    upstream call the page makes shares that budget, then gives up or serves its last good
    copy (portal.magisterium.budget). Celery tasks run outside it, with the long timeout."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        # Read per request: operators and tests change it without a restart.
        with magisterium.time_budget(float(settings.MAGISTERIUM_INTERACTIVE_TIMEOUT)):
            return self.get_response(request)


class PrivatePagesNoStoreMiddleware:
    """Pages shown to a signed-in user must never land in a shared or browser cache
    (docs/security.md §12): a later visitor on the same computer could read them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            add_never_cache_headers(response)
            patch_cache_control(response, private=True)
        return response
