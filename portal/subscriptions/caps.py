"""How many emails the subscription form may send: at most SUBSCRIPTIONS_CONFIRMATIONS_PER_ADDRESS
an address a day, SUBSCRIPTIONS_CONFIRMATIONS_PER_NETWORK a network (IPv4 /24, IPv6 /64) an hour
and SUBSCRIPTIONS_CONFIRMATIONS_PER_HOUR in all an hour. The form is open to any site (its POST
needs no CSRF token), so these caps, with the double opt-in, are what keeps it from being used
to flood an inbox or to spend the portal's sending reputation.

Counted with the house's fixed windows (portal/core/windows.py); a Redis outage refuses the
form (CountUnknown) rather than let it send without counting. An address is counted by its
hash (models.address_hash), never in clear.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.http import HttpRequest

from portal.core import windows
from portal.core.windows import CountUnknown

__all__ = ["CountUnknown", "Refused", "client_ip", "confirmation_count", "network_of"]

DAY = 24 * 3600
HOUR = 3600


class Refused(Exception):
    """A cap is spent: no email; `retry_after` seconds until the window that refused ends."""

    def __init__(self, retry_after: int):
        super().__init__(retry_after)
        self.retry_after = retry_after


def client_ip(request: HttpRequest) -> str:
    """The visitor's address. Behind the house's nginx (deploy/nginx/portal.conf) gunicorn sees
    the proxy on the loopback and nginx appends the address it saw to X-Forwarded-For: that
    last entry is taken, and only then (a visitor's own X-Forwarded-For is never believed)."""
    remote = request.META.get("REMOTE_ADDR", "")
    forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
    try:
        from_proxy = ipaddress.ip_address(remote).is_loopback
    except ValueError:
        from_proxy = False
    if from_proxy and forwarded:
        return forwarded.rsplit(",", 1)[-1].strip()
    return remote


def network_of(address: str) -> str:
    """The network counted for `address`: its IPv4 /24 or IPv6 /64 (one household, one
    provider's customer), "unknown" for anything unreadable."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return "unknown"
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = 24 if ip.version == 4 else 64
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def confirmation_count(*, email_hash: str, network: str) -> None:
    """Count one email of the form for the address, the network and in all; Refused when a
    cap is spent (the longest wait among those spent), CountUnknown when Redis is down."""
    caps = (
        (f"subscriptions:caps:address:{email_hash}", DAY),
        (f"subscriptions:caps:network:{network}", HOUR),
        ("subscriptions:caps:all", HOUR),
    )
    limits = (
        int(settings.SUBSCRIPTIONS_CONFIRMATIONS_PER_ADDRESS),
        int(settings.SUBSCRIPTIONS_CONFIRMATIONS_PER_NETWORK),
        int(settings.SUBSCRIPTIONS_CONFIRMATIONS_PER_HOUR),
    )
    counted = windows.count_one(
        [windows.Window(windows.prefixed(key), seconds) for key, seconds in caps]
    )
    spent = [
        count.seconds_left
        for count, limit in zip(counted, limits, strict=True)
        if 0 < limit < count.used
    ]
    if spent:
        raise Refused(max(spent))
