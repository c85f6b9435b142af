from django.apps import AppConfig


class DirectoryConfig(AppConfig):
    name = "portal.directory"
    label = "directory"
