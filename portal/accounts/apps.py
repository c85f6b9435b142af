from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "portal.accounts"
    label = "accounts"
    verbose_name = "Magisterium accounts"

    def ready(self) -> None:
        from portal import magisterium
        from portal.accounts import receivers  # noqa: F401 - connects the sign-in/out receivers
        from portal.accounts.tokens import ConnectionTokens

        # The door gets each user's tokens from here: magisterium.session_for(user).
        magisterium.register_token_source(ConnectionTokens)
