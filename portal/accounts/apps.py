from __future__ import annotations

from collections.abc import Callable
from typing import cast

from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "portal.accounts"
    label = "accounts"
    verbose_name = "Magisterium accounts"

    def ready(self) -> None:
        from portal import magisterium
        from portal.accounts import receivers  # noqa: F401 - connects the sign-in/out receivers
        from portal.accounts.tokens import ConnectionTokens

        # The door gets each user's tokens from here: magisterium.session_for(user). It knows
        # an owner only by its pk (magisterium.Owner); the owners the portal hands it are all
        # request.user or portal users, which is what ConnectionTokens takes.
        factory = cast("Callable[[magisterium.Owner], magisterium.TokenSource]", ConnectionTokens)
        magisterium.register_token_source(factory)
