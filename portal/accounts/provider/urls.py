from allauth.socialaccount.providers.oauth2.urls import default_urlpatterns

from portal.accounts.provider.provider import MagisteriumProvider

# /accounts/magisterium/login/ (POST starts sign-in) and /accounts/magisterium/login/callback/
urlpatterns = default_urlpatterns(MagisteriumProvider)
