"""Sign in with Magisterium: an OAuth 2.0 provider with PKCE S256 and discovered endpoints."""

from __future__ import annotations

from typing import Any

from allauth.socialaccount.providers.base import ProviderAccount
from allauth.socialaccount.providers.oauth2.provider import OAuth2Provider

from portal.accounts.provider.views import MagisteriumOAuth2Adapter


class MagisteriumAccount(ProviderAccount):
    def to_str(self) -> str:
        data = self.account.extra_data
        return data.get("name") or data.get("preferred_username") or super().to_str()


class MagisteriumProvider(OAuth2Provider):
    id = "magisterium"
    name = "Magisterium"
    account_class = MagisteriumAccount
    oauth2_adapter_class = MagisteriumOAuth2Adapter
    pkce_enabled_default = True

    def extract_uid(self, data: dict[str, Any]) -> str:
        return data["sub"]

    def extract_common_fields(self, data: dict[str, Any]) -> dict[str, Any]:
        # No e-mail: upstream's address is unverified text, so it must neither match nor
        # block an existing portal account (the account id alone identifies a person).
        return {"username": data.get("preferred_username") or None, "name": data.get("name")}

    def extract_email_addresses(self, data: dict[str, Any]) -> list:
        return []
