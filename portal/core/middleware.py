"""Response headers that depend on who is asking."""

from django.utils.cache import add_never_cache_headers, patch_cache_control


class PrivatePagesNoStoreMiddleware:
    """Pages shown to a signed-in user must never land in a shared or browser cache
    (SECURITY.md §12): a later visitor on the same computer could read them."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            add_never_cache_headers(response)
            patch_cache_control(response, private=True)
        return response
