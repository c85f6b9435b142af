from django.urls import path  # noqa: F401 - urlpatterns are added by this area

app_name = "trends"

urlpatterns: list = []
