from django.urls import path

from portal.core import views

app_name = "core"

urlpatterns = [
    path("healthz", views.healthz, name="healthz"),
    path("readyz", views.readyz, name="readyz"),
    path("language/", views.choose_language, name="language"),
    path("form-token/", views.form_token, name="form_token"),
    path("favicon.ico", views.favicon, name="favicon"),
]
