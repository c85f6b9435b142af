"""The subscription form's caps, counted in the real Redis: emails an address a day, a network
(IPv4 /24, IPv6 /64) an hour, in all an hour. Beyond one: a 429 that says when to try again,
with Retry-After, and no email. With Redis down the form refuses (503) rather than send
uncounted. And the network a request is counted under."""

from __future__ import annotations

import pytest
from django.test import RequestFactory

from portal.subscriptions import caps
from portal.subscriptions.models import Subscription
from tests.html import one, text
from tests.html import page as parse
from tests.subscriptions.test_subscribe import form_data

ADDRESS = "reader@example.org"


def post(client, *, ip: str = "203.0.113.5", **changes: str):
    return client.post("/subscribe/?lang=en", form_data(**changes), REMOTE_ADDR=ip)


def assert_refused(response, *, longest: int) -> None:
    assert response.status_code == 429
    wait = int(response["Retry-After"])
    assert 0 < wait <= longest
    sentence = text(one(parse(response), "[data-refusal]"))
    assert "Please try again in" in sentence and "minute" in sentence


@pytest.mark.django_db
def test_an_address_gets_so_many_emails_a_day(client, mailbox, settings):
    settings.SUBSCRIPTIONS_CONFIRMATIONS_PER_ADDRESS = 2
    for hour in ("5", "6"):
        assert post(client, hour=hour).status_code == 200
    mailbox.wait_for(2)
    refused = post(client, hour="9", ip="198.51.100.7")  # another network changes nothing
    assert_refused(refused, longest=caps.DAY)
    assert Subscription.objects.get().hour == 6  # nothing changed
    assert post(client, email="other@example.org").status_code == 200
    assert [m.to for m in mailbox.wait_for(3)].count(ADDRESS) == 2


@pytest.mark.django_db
def test_a_network_gets_so_many_emails_an_hour(client, mailbox, settings):
    settings.SUBSCRIPTIONS_CONFIRMATIONS_PER_NETWORK = 2
    assert post(client, email="a@example.org", ip="203.0.113.5").status_code == 200
    assert post(client, email="b@example.org", ip="203.0.113.200").status_code == 200
    assert_refused(post(client, email="c@example.org", ip="203.0.113.9"), longest=caps.HOUR)
    assert post(client, email="d@example.org", ip="203.0.114.9").status_code == 200
    for ip in ("2001:db8:1:2::1", "2001:db8:1:2:ffff::2"):
        assert post(client, email=f"{ip[-1]}6@example.org", ip=ip).status_code == 200
    assert_refused(post(client, email="e6@example.org", ip="2001:db8:1:2::99"), longest=caps.HOUR)
    assert post(client, email="f6@example.org", ip="2001:db8:1:3::1").status_code == 200
    sent = {m.to for m in mailbox.wait_for(6)}
    assert "c@example.org" not in sent and "e6@example.org" not in sent
    assert not Subscription.objects.filter(email__in=["c@example.org", "e6@example.org"])


@pytest.mark.django_db
def test_the_form_sends_so_many_emails_an_hour_in_all(client, mailbox, settings):
    settings.SUBSCRIPTIONS_CONFIRMATIONS_PER_HOUR = 2
    assert post(client, email="a@example.org", ip="192.0.2.1").status_code == 200
    assert post(client, email="b@example.org", ip="198.51.100.1").status_code == 200
    assert_refused(post(client, email="c@example.org", ip="203.0.113.1"), longest=caps.HOUR)
    assert len(mailbox.wait_for(2)) == 2


@pytest.mark.django_db
def test_redis_down_refuses_rather_than_send_uncounted(client, mailbox, private_redis):
    assert post(client, email="a@example.org").status_code == 200
    private_redis.stop()
    response = post(client)
    assert response.status_code == 503
    assert "cannot send emails" in text(one(parse(response), "[data-refusal]"))
    assert not Subscription.objects.filter(email=ADDRESS).exists()
    assert [m.to for m in mailbox.wait_for(1)] == ["a@example.org"]


@pytest.mark.unit
@pytest.mark.parametrize(
    ("address", "network"),
    [
        ("203.0.113.77", "203.0.113.0/24"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("::ffff:203.0.113.77", "203.0.113.0/24"),
        ("", "unknown"),
        ("not-an-ip", "unknown"),
    ],
)
def test_the_network_counted(address, network):
    assert caps.network_of(address) == network


@pytest.mark.unit
def test_the_client_address_behind_the_proxy_only():
    factory = RequestFactory()
    proxied = factory.post("/", REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="1.2.3.4, 5.6.7.8")
    assert caps.client_ip(proxied) == "5.6.7.8"  # what nginx appended
    direct = factory.post("/", REMOTE_ADDR="9.9.9.9", HTTP_X_FORWARDED_FOR="1.2.3.4")
    assert caps.client_ip(direct) == "9.9.9.9"  # a visitor's own header is not believed
