"""Pages opened all at once, each by a test client of its own in one signed-in session: pages
that each wait out a slow upstream's time limit take one wait between them, not one each."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from django.db import connections
from django.http import HttpResponse
from django.test import Client

P = TypeVar("P")


def opened_at_once(
    signed_in_client: Client, pages: Sequence[P], open_page: Callable[[Client, P], HttpResponse]
) -> list[HttpResponse]:
    """`open_page(client, page)` for every page at once; the responses in the pages' order."""

    def visit(page: P) -> HttpResponse:
        client = Client()
        client.cookies = signed_in_client.cookies
        try:
            return open_page(client, page)
        finally:
            connections.close_all()  # the thread's own database connection

    with ThreadPoolExecutor(len(pages)) as pool:
        return list(pool.map(visit, pages))
