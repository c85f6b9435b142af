"""The URL map (docs/architecture.md "Public URLs")."""

from django.contrib import admin
from django.urls import include, path

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("allauth.urls")),
    path("account/", include("portal.accounts.urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("portal.core.urls")),
    path("", include("portal.readings.urls")),
    path("", include("portal.library.urls")),
    path("", include("portal.directory.urls")),
    path("trends/", include("portal.trends.urls")),
    path("research/", include("portal.research.urls")),
    path("", include("portal.ops.urls")),
]

handler404 = "portal.core.views.page_not_found"
handler500 = "portal.core.views.server_error"
