from django.apps import AppConfig


class LibraryConfig(AppConfig):
    name = "portal.library"
    label = "library"
