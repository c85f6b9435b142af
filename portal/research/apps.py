from django.apps import AppConfig


class ResearchConfig(AppConfig):
    name = "portal.research"
    label = "research"
    verbose_name = "Research workbench"

    def ready(self) -> None:
        from portal.research import receivers  # noqa: F401  (connects the signal receivers)
