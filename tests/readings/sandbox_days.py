"""Dates stored as the prefetch stores them: the sandbox's own text, fetched through the door
with the prefetch account (portal.readings.services.day_fetch)."""

import datetime as dt

import pytest

from portal.readings import services
from tests.fixtures.users import PREFETCH_USERNAME


@pytest.fixture
def fetched_day(magisterium_user, settings, sandbox):
    """`fetched_day(date)` stores the date's readings and martyrology from the sandbox, as
    the prefetch does; the sandbox's request counter is reset afterwards."""
    settings.PREFETCH_ACCOUNT = PREFETCH_USERNAME
    magisterium_user(PREFETCH_USERNAME)

    def fetch(*days: dt.date) -> None:
        for day in days:
            services.day_fetch(day=day)
        sandbox.reset_requests()

    return fetch
