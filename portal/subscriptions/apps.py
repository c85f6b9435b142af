from django.apps import AppConfig


class SubscriptionsConfig(AppConfig):
    name = "portal.subscriptions"
    label = "subscriptions"
    verbose_name = "Readings by email"
