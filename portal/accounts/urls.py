from django.urls import path

from portal.accounts import views

app_name = "accounts"

urlpatterns = [
    path("", views.account, name="account"),
    path("check/", views.check, name="check"),
    path("disconnect/", views.disconnect, name="disconnect"),
    path("data/download/", views.data_download, name="data_download"),
    path("erase/", views.erase, name="erase"),
]
