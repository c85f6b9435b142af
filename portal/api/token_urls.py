"""/account/tokens/: the person's personal access tokens for the notebook API."""

from django.urls import path

from portal.api import views

app_name = "api-tokens"

urlpatterns = [
    path("", views.tokens, name="tokens"),
    path("<int:token_id>/revoke/", views.revoke, name="revoke"),
]
