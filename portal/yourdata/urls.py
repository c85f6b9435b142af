"""Every URL under /account/: the account page, the download and the erase, and the connection's
own actions from portal.accounts (one namespace, "accounts", as before the rooms were split)."""

from django.urls import path

from portal.accounts import urls as connection_urls
from portal.yourdata import views

app_name = "accounts"

urlpatterns = [
    path("", views.account, name="account"),
    path("data/download/", views.data_download, name="data_download"),
    path("erase/", views.erase, name="erase"),
    *connection_urls.urlpatterns,
]
