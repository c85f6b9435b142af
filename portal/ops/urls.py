from django.urls import path

from portal.ops import metrics, views

app_name = "ops"

urlpatterns = [
    path("ops/", views.console, name="console"),
    path("metrics", metrics.metrics_view, name="metrics"),
]
