"""The readings by email's addresses (docs/architecture.md "Public URLs"): the form, the form
alone for other sites' frames, and the signed links an email carries (links.py)."""

from django.urls import path

from portal.subscriptions import suppress, views

app_name = "subscriptions"

urlpatterns = [
    path("subscribe/", views.subscribe, name="subscribe"),
    path("subscribe/confirm/<str:token>/", views.confirm, name="confirm"),
    path("subscription/<str:token>/", views.manage, name="manage"),
    path("subscription/<str:token>/unsubscribe/", views.unsubscribe, name="unsubscribe"),
    path("embed/subscribe/", views.embed, name="embed"),
    # A mail provider's bounces and complaints (suppress.py).
    path("anymail/<str:provider>/tracking/", suppress.tracking_webhook, name="tracking_webhook"),
]
