from django.apps import AppConfig


class SubscriptionsConfig(AppConfig):
    name = "portal.subscriptions"
    label = "subscriptions"
    verbose_name = "Readings by email"

    def ready(self) -> None:
        # A provider's bounces and complaints (anymail's webhooks) become suppressions.
        from anymail.signals import tracking

        from portal.subscriptions.suppress import on_tracking

        tracking.connect(on_tracking, dispatch_uid="portal.subscriptions.suppress")
