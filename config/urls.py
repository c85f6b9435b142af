"""The URL map (docs/architecture.md "Public URLs")."""

from allauth.account.decorators import secure_admin_login
from django.contrib import admin
from django.urls import include, path

# The admin's own login form would sign staff in without allauth's second-factor stage: it now
# sends anyone not signed in to allauth's sign-in page (and refuses signed-in non-staff), the
# way allauth documents for the admin (docs/security.md "Staff second factor").
admin.site.login = secure_admin_login(admin.site.login)

urlpatterns = [
    path("admin/", admin.site.urls),
    path("accounts/", include("allauth.urls")),
    path("account/tokens/", include("portal.api.token_urls")),
    path("account/", include("portal.yourdata.urls")),
    path("privacy/", include("portal.yourdata.privacy_urls")),
    path("i18n/", include("django.conf.urls.i18n")),
    path("", include("portal.core.urls")),
    path("", include("portal.readings.urls")),
    path("", include("portal.library.urls")),
    path("", include("portal.directory.urls")),
    path("trends/", include("portal.trends.urls")),
    path("research/editions/", include("portal.editions.urls")),
    path("research/", include("portal.research.urls")),
    path("api/v1/", include("portal.api.urls")),
    path("", include("portal.subscriptions.urls")),
    path("", include("portal.ops.urls")),
]

handler400 = "portal.core.views.bad_request"
handler403 = "portal.core.views.permission_denied"
handler404 = "portal.core.views.page_not_found"
handler500 = "portal.core.views.server_error"
