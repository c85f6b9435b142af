from django.apps import AppConfig


class TrendsConfig(AppConfig):
    name = "portal.trends"
    label = "trends"
