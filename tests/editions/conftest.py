"""Fixtures of the editions' tests: a paid researcher's harvested collection (the sandbox's
figures in the warehouse, as a harvest leaves them), a client signed in as them, and one with
their notebook token; `freeze_through_the_page` freezes a collection as the button does."""

from __future__ import annotations

import re

import pytest
from django.test import Client

SANDBOX_SEES = ["dmaml", "dkins", "dwest"]
EDITION_PATH = re.compile(r"^/research/editions/([a-z2-9]{10})/$")


@pytest.fixture
def researcher(magisterium_user):
    """A portal user connected to the sandbox with a paid plan (seen just now)."""
    return magisterium_user("researcher")


@pytest.fixture
def as_researcher(researcher):
    client = Client()
    client.force_login(researcher)
    client.user = researcher
    return client


@pytest.fixture
def harvested(researcher):
    """Three sandbox dioceses of the researcher's, their whole series in the warehouse."""
    from devtools.warehouse_data import sandbox_collection

    return sandbox_collection(SANDBOX_SEES, name="Sees of the Pacific", owner=researcher)


@pytest.fixture
def freeze_through_the_page():
    """`freeze_through_the_page(client, collection)` → the new edition, made by the page's
    POST (which must answer with a redirect to the edition's address)."""
    from portal.editions.models import Edition

    def freeze(client, collection):
        response = client.post(f"/research/editions/freeze/{collection.pk}/")
        assert response.status_code == 302, response.status_code
        match = EDITION_PATH.match(response["Location"])
        assert match, response["Location"]
        return Edition.objects.get(public_id=match.group(1))

    return freeze


@pytest.fixture
def api(researcher):
    """A client that sends the researcher's notebook token; `.user` is them."""
    from portal.api.tokens import token_create

    made = token_create(researcher, name="Notebook", days=90)
    client = Client(HTTP_AUTHORIZATION=f"Bearer {made.secret}")
    client.token = made
    client.user = researcher
    return client
