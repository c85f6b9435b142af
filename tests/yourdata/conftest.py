"""The sign-in fixtures of tests/accounts, shared: erasing and downloading need a person signed in
with Magisterium through the real sandbox, exactly as the sign-in tests do."""

from tests.accounts.conftest import client_factory, fake_oauth_server, oauth_client, token_key

__all__ = ["client_factory", "fake_oauth_server", "oauth_client", "token_key"]
