"""/metrics: Prometheus's text format behind a bearer token, counting every process."""

from __future__ import annotations

import datetime as dt

import pytest
from django.utils import timezone
from prometheus_client.parser import text_string_to_metric_families

from portal.readings.models import MartyrologyEntry, MassReadings
from tests.fixtures.users import PREFETCH_USERNAME
from tests.waiting import wait_for

METRICS = "/metrics"
TOKEN = "metrics-scraper-secret-4f1c9e"
POPE_PAGE = "/popes/benedict-xvi/"


@pytest.fixture
def metrics_token(settings):
    settings.METRICS_TOKEN = TOKEN
    return TOKEN


def scrape(client, token: str = TOKEN) -> dict[tuple[str, frozenset], float]:
    response = client.get(METRICS, HTTP_AUTHORIZATION=f"Bearer {token}")
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain; version=")
    text = response.content.decode()
    assert TOKEN not in text
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def labels(**names: str) -> frozenset:
    return frozenset(names.items())


@pytest.mark.django_db
def test_without_a_configured_token_there_is_no_such_page(client, settings):
    settings.METRICS_TOKEN = ""
    assert client.get(METRICS).status_code == 404
    assert client.get(METRICS, HTTP_AUTHORIZATION="Bearer ").status_code == 404


@pytest.mark.django_db
@pytest.mark.parametrize(
    "authorization",
    [None, "", "Bearer", "Bearer wrong", f"Bearer {TOKEN}x", f"Basic {TOKEN}", TOKEN],
)
def test_a_missing_or_wrong_bearer_token_is_refused(client, metrics_token, authorization):
    headers = {} if authorization is None else {"HTTP_AUTHORIZATION": authorization}
    response = client.get(METRICS, **headers)
    assert response.status_code == 401
    assert response["WWW-Authenticate"].startswith("Bearer")
    assert TOKEN not in response.content.decode()


@pytest.mark.django_db
def test_the_right_token_gets_every_metric_even_before_any_call(client, metrics_token):
    samples = scrape(client)
    names = {name for name, _labels in samples}
    assert ("portal_readings_days_ahead", labels()) in samples
    # Families with no sample yet are still declared.
    text = client.get(METRICS, HTTP_AUTHORIZATION=f"Bearer {TOKEN}").content.decode()
    for family in (
        "portal_upstream_requests",
        "portal_upstream_request_seconds",
        "portal_cache_requests",
        "portal_throttle_refusals",
        "portal_worker_last_heartbeat_seconds",
        "portal_subscription_emails",
        "portal_subscribers",
        "portal_subscription_suppressions",
    ):
        assert f"# TYPE {family} " in text or f"# TYPE {family}_total counter" in text
    assert samples[("portal_cache_requests_total", labels(result="hit"))] == 0
    assert samples[("portal_throttle_refusals_total", labels(pool="local"))] == 0
    assert not any(name.startswith("portal_upstream_requests") for name in names)


@pytest.mark.django_db
def test_calls_made_through_a_page_are_counted_with_their_labels(
    signed_in_client, sandbox, metrics_token
):
    assert signed_in_client.get(POPE_PAGE).status_code == 200
    assert signed_in_client.get(POPE_PAGE).status_code == 200

    samples = scrape(signed_in_client)
    ok = labels(skill="pope_lookup", outcome="ok")
    assert samples[("portal_upstream_requests_total", ok)] == 1
    assert samples[("portal_upstream_request_seconds_count", labels(skill="pope_lookup"))] == 1
    assert samples[("portal_upstream_request_seconds_sum", labels(skill="pope_lookup"))] >= 0
    inf = labels(skill="pope_lookup", le="+Inf")
    assert samples[("portal_upstream_request_seconds_bucket", inf)] == 1
    buckets = sorted(
        (float(dict(names)["le"]), value)
        for (name, names), value in samples.items()
        if name == "portal_upstream_request_seconds_bucket"
    )
    assert [value for _bound, value in buckets] == sorted(v for _b, v in buckets)  # cumulative
    assert samples[("portal_cache_requests_total", labels(result="hit"))] == 1
    assert samples[("portal_cache_requests_total", labels(result="miss"))] == 1
    assert samples[("portal_cache_requests_total", labels(result="stale"))] == 0
    # No user data in any label: only skill ids, outcomes, results, pools and bucket bounds.
    label_names = {key for _name, names in samples for key, _value in names}
    assert label_names <= {"skill", "outcome", "result", "pool", "le"}
    assert signed_in_client.user.username not in str(samples)


@pytest.mark.django_db
def test_days_ahead_counts_consecutive_days_with_both_texts(client, metrics_token):
    today = timezone.localdate()
    now = timezone.now()
    for offset in (0, 1, 3):  # day 2 missing: two days ahead
        day = today + dt.timedelta(days=offset)
        MassReadings.objects.create(day=day, text="Readings", fetched_at=now, source="test")
        MartyrologyEntry.objects.create(day=day, text="Saints", fetched_at=now, source="test")
    MassReadings.objects.create(
        day=today + dt.timedelta(days=2), text="Readings", fetched_at=now, source="test"
    )

    assert scrape(client)[("portal_readings_days_ahead", labels())] == 2


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_call_made_by_a_celery_worker_counts_into_the_same_metrics(
    client, celery_worker, magisterium_user, sandbox, settings, metrics_token
):
    from portal.readings.tasks import readings_fetch_day

    settings.PREFETCH_ACCOUNT = PREFETCH_USERNAME
    magisterium_user(PREFETCH_USERNAME)
    day = timezone.localdate() + dt.timedelta(days=30)

    readings_fetch_day.delay(day.isoformat())  # runs in the worker process, not this one

    def counted():
        samples = scrape(client)
        return all(
            samples.get(("portal_upstream_requests_total", labels(skill=s, outcome="ok"))) == 1
            for s in ("liturgical_readings", "saints_of_the_day")
        )

    wait_for(counted, timeout=90)
    assert sandbox.requests()["by_skill"] == {"liturgical_readings": 1, "saints_of_the_day": 1}


@pytest.mark.django_db
def test_the_readings_by_email_are_counted_from_the_database(client, metrics_token):
    from portal.subscriptions.models import Delivery, Subscription, Suppression

    today = timezone.localdate()

    def subscribe(email: str, language: str, state: str = "confirmed") -> Subscription:
        return Subscription.objects.create(
            email=email, language=language, hour=6, time_zone="Europe/Rome", state=state,
            consent_at=timezone.now(), consent_text="Yes.", consent_language=language,
        )  # fmt: skip

    people = [subscribe("a@example.org", "it"), subscribe("b@example.org", "it")]
    people.append(subscribe("c@example.org", "es"))
    waiting = subscribe("d@example.org", "en", state="pending")  # not counted: unconfirmed
    Delivery.objects.create(subscription=people[0], day=today, state="sent")
    Delivery.objects.create(subscription=people[0], day=today - dt.timedelta(days=1), state="sent")
    Delivery.objects.create(subscription=people[1], day=today, state="failed")
    Delivery.objects.create(subscription=people[2], day=today, state="queued")
    Suppression.objects.create(email_hash="d" * 32, reason="bounced")
    Delivery.objects.create(subscription=waiting, day=today, state="deferred")

    samples = scrape(client)

    emails = "portal_subscription_emails_total"
    assert samples[(emails, labels(outcome="sent"))] == 2
    assert samples[(emails, labels(outcome="failed"))] == 1
    assert samples[(emails, labels(outcome="deferred"))] == 1
    assert samples[(emails, labels(outcome="queued"))] == 1
    assert samples[("portal_subscribers", labels(language="it"))] == 2
    assert samples[("portal_subscribers", labels(language="es"))] == 1
    assert ("portal_subscribers", labels(language="en")) not in samples
    assert samples[("portal_subscription_suppressions_total", labels())] == 1
    assert "example.org" not in str(samples)
