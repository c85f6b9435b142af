"""The connection's actions under /account/; portal.yourdata.urls mounts them beside the account
page, the download and the erase (one namespace, "accounts", for every /account/ URL)."""

from django.urls import path

from portal.accounts import views

urlpatterns = [
    path("check/", views.check, name="check"),
    path("disconnect/", views.disconnect, name="disconnect"),
]
