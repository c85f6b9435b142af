"""The readings by email's addresses (docs/architecture.md "Public URLs")."""

from django.urls import path

app_name = "subscriptions"

urlpatterns: list = []
