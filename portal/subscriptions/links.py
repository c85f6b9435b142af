"""The signed addresses a subscriber is sent: confirm (expires), manage and unsubscribe (do not).

A token names the subscription and carries its `key`, signed with SECRET_KEY under a salt per
purpose: nobody can forge one for another subscription, a confirm token cannot stop a
subscription, and a new key (an erase, a re-subscription) voids every link sent before. No
signing in is needed: the link is the proof of owning the address.
"""

from __future__ import annotations

import functools
from enum import StrEnum

from django.conf import settings
from django.core import signing
from django.urls import reverse

from portal.subscriptions.models import Subscription


class Purpose(StrEnum):
    CONFIRM = "confirm"
    MANAGE = "manage"
    UNSUBSCRIBE = "unsubscribe"


def _salt(purpose: Purpose) -> str:
    return f"portal.subscriptions.{purpose}"


def token(subscription: Subscription, purpose: Purpose) -> str:
    """`subscription`'s token for `purpose`; a confirm token carries its signing time."""
    value = f"{subscription.pk}:{subscription.key}"
    if purpose is Purpose.CONFIRM:
        return signing.TimestampSigner(salt=_salt(purpose)).sign(value)
    return signing.Signer(salt=_salt(purpose)).sign(value)


def subscription_for(value: str, purpose: Purpose) -> Subscription | None:
    """The subscription a token names, or None: forged, for another purpose, expired (confirm
    tokens, SUBSCRIPTIONS_CONFIRM_DAYS) or voided by a new key."""
    try:
        if purpose is Purpose.CONFIRM:
            max_age = settings.SUBSCRIPTIONS_CONFIRM_DAYS * 24 * 3600
            unsigned = signing.TimestampSigner(salt=_salt(purpose)).unsign(value, max_age=max_age)
        else:
            unsigned = signing.Signer(salt=_salt(purpose)).unsign(value)
    except signing.BadSignature:  # SignatureExpired is one too
        return None
    pk, _, key = unsigned.partition(":")
    if not pk.isdigit():
        return None
    found = Subscription.objects.filter(pk=int(pk)).first()
    return found if found is not None and found.key == key else None


def absolute(path: str) -> str:
    """`path` on the portal's own address (PORTAL_URL): an email has no request to take it
    from."""
    return settings.PORTAL_URL + path


@functools.cache
def _path_around_token(name: str) -> tuple[str, str]:
    """The URL `name` takes, split around its token: reversed once a process, since the daily
    email builds two such links for each of up to 100,000 subscribers."""
    stand_in = "TOKEN-STAND-IN"
    before, _, after = reverse(f"subscriptions:{name}", args=[stand_in]).partition(stand_in)
    return before, after


def _url(name: str, subscription: Subscription, purpose: Purpose) -> str:
    before, after = _path_around_token(name)
    return absolute(f"{before}{token(subscription, purpose)}{after}")


def confirm_url(subscription: Subscription) -> str:
    return _url("confirm", subscription, Purpose.CONFIRM)


def manage_url(subscription: Subscription) -> str:
    return _url("manage", subscription, Purpose.MANAGE)


def unsubscribe_url(subscription: Subscription) -> str:
    """The one-click address (RFC 8058): a POST of "List-Unsubscribe=One-Click" stops the
    subscription; a GET shows a page with a button."""
    return _url("unsubscribe", subscription, Purpose.UNSUBSCRIBE)
