from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "portal.accounts"
    label = "accounts"
    verbose_name = "Magisterium accounts"

    def ready(self) -> None:
        from portal.accounts import receivers  # noqa: F401 - connects the sign-in/out receivers
