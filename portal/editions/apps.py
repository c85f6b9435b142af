"""The editions room: citable, frozen copies of research collections."""

from django.apps import AppConfig


class EditionsConfig(AppConfig):
    name = "portal.editions"
    label = "editions"
    verbose_name = "Editions"
