from django.apps import AppConfig


class ResearchConfig(AppConfig):
    name = "portal.research"
    label = "research"
    verbose_name = "Research workbench"
