"""The privacy notice, at /privacy/ (linked from every page's footer)."""

from django.urls import path

from portal.yourdata import views

app_name = "privacy"

urlpatterns = [
    path("", views.privacy, name="notice"),
]
