from django.apps import AppConfig


class ReadingsConfig(AppConfig):
    name = "portal.readings"
    label = "readings"
