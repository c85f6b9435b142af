"""Per-request rules: how long a page may wait for upstream; headers that depend on who asks."""

from collections.abc import Callable

from django.conf import settings
from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest, HttpResponseBase
from django.utils.cache import add_never_cache_headers, patch_cache_control

from portal import magisterium

# What Django hands a middleware: the rest of the chain, down to the view.
GetResponse = Callable[[HttpRequest], HttpResponseBase]


class UpstreamTimeBudgetMiddleware:
    """A person waiting on a page gets an answer within MAGISTERIUM_INTERACTIVE_TIMEOUT: every
    upstream call the page makes shares that budget, then gives up or serves its last good
    copy (portal.magisterium.budget). Celery tasks run outside it, with the long timeout."""

    def __init__(self, get_response: GetResponse) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        # Read per request: operators and tests change it without a restart.
        with magisterium.time_budget(float(settings.MAGISTERIUM_INTERACTIVE_TIMEOUT)):
            return self.get_response(request)


class PrivatePagesNoStoreMiddleware:
    """Pages shown to a signed-in user must never land in a shared or browser cache
    (docs/security.md §12): a later visitor on the same computer could read them."""

    def __init__(self, get_response: GetResponse) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        # getattr: a request Django refused before AuthenticationMiddleware has no user.
        user: AbstractBaseUser | AnonymousUser | None = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            add_never_cache_headers(response)
            patch_cache_control(response, private=True)
        return response
