"""Fixtures of the notebook API's tests: a paid researcher with a token, a client that sends it,
and sandbox collections in the warehouse (devtools.warehouse_data, as the research tests)."""

from __future__ import annotations

import pytest
from django.test import Client


@pytest.fixture
def researcher(magisterium_user):
    """A portal user connected to the sandbox with a paid plan (seen just now)."""
    return magisterium_user("researcher")


@pytest.fixture
def token_for():
    """`token_for(user, days=90)` → the token itself (its row's `.row` is in the database)."""
    from portal.api.tokens import token_create

    def make(user, *, name="Notebook", days=90):
        return token_create(user, name=name, days=days)

    return make


def bearer(secret: str) -> dict[str, str]:
    return {"HTTP_AUTHORIZATION": f"Bearer {secret}"}


@pytest.fixture
def api(researcher, token_for):
    """A client that sends the researcher's token; `.token` is the new token, `.user` them."""
    made = token_for(researcher)
    client = Client(**bearer(made.secret))
    client.token = made
    client.user = researcher
    return client


@pytest.fixture
def own_collection(researcher):
    """Three sandbox dioceses of the researcher's, their whole series in the warehouse."""
    from devtools.warehouse_data import sandbox_collection

    return sandbox_collection(["dmaml", "dkins", "dwest"], name="Mine", owner=researcher)
