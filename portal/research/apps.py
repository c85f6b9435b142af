from django.apps import AppConfig


class ResearchConfig(AppConfig):
    name = "portal.research"
    label = "research"
    verbose_name = "Research workbench"

    def ready(self) -> None:
        from portal.research import receivers  # noqa: F401  (connects the signal receivers)
        from portal.research.warehouse import fresh_series
        from portal.trends.fetching import register_local_source

        # The trends pages chart a diocese a collection keeps fresh from the warehouse.
        register_local_source(fresh_series)
