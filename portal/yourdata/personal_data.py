"""What the portal keeps about one person: a summary for the account page and a download of all
of it; erasing all of it is `portal.yourdata.erasure` (the notice at /privacy/ says the same in
prose; docs/security.md "Your data").

What is theirs: the portal user row, the Magisterium connection's non-secret facts (never a
token, never an encrypted token), allauth's link to the Magisterium account and its e-mail rows,
their Q&A threads with every question, answer and citation, their research collections with
their lines, their personal access tokens for the notebook API (portal.api; name, prefix and
dates, never the hash), the readings by email they subscribed to while signed in
(portal.subscriptions: address, choices, consent, the days sent), the editions they froze
(portal.editions: which, when and where; an erase keeps an edition, which others may cite, and
clears whose it was), and their sessions (portal.accounts.sessions). The statistics warehouse
(`Diocese`, `DioceseYear`) is upstream's data shared by everyone: it only records whose
account fetched a row, a link the erase clears (SET_NULL).
The language choice lives in the person's browser (Django's `django_language` cookie), never
on the server.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from allauth.account.models import EmailAddress
from allauth.socialaccount.models import SocialAccount
from django.apps import apps
from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db.models import Count, Max, Min, Model, QuerySet
from django.utils import timezone

from portal.accounts.models import MagisteriumConnection
from portal.accounts.service_accounts import is_service_account
from portal.editions.models import Edition
from portal.library.models import Exchange, Thread
from portal.research.models import Collection, Entry
from portal.subscriptions.models import Delivery, Subscription

if TYPE_CHECKING:
    from django.contrib.auth.base_user import AbstractBaseUser
    from django.contrib.auth.models import User

logger = logging.getLogger(__name__)

_M = TypeVar("_M", bound=Model)

EXPORT_FORMAT = "magisterium-portal-personal-data"
EXPORT_VERSION = 1
# Threads (with their exchanges) and collections read per query while streaming a download,
# and the bytes gathered before a piece of the download is handed to the server.
EXPORT_CHUNK_ROWS = 100
EXPORT_PIECE_BYTES = 64 * 1024


# --- The summary on the account page ---------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    connection: MagisteriumConnection | None
    threads: int
    first_thread_at: datetime | None  # None: no thread kept
    last_activity_at: datetime | None
    collections: int
    collection_names: list[str]
    language_cookie: str | None
    service_account: bool
    # The readings by email subscribed to while signed in (address, state, language).
    subscriptions: tuple[Subscription, ...] = ()


SUMMARY_NAMES = 10  # collection names listed on the page; the rest are counted


def summary(user: AbstractBaseUser, *, language_cookie: str | None) -> Summary:
    """What the portal keeps about `user`, counted (five queries)."""
    threads = Thread.objects.filter(owner_id=user.pk).aggregate(
        count=Count("pk"), first=Min("created_at"), last=Max("updated_at")
    )
    collections = Collection.objects.filter(owner_id=user.pk).order_by("name", "pk")
    return Summary(
        connection=MagisteriumConnection.objects.filter(user_id=user.pk).first(),
        threads=threads["count"],
        first_thread_at=threads["first"],
        last_activity_at=threads["last"],
        collections=collections.count(),
        collection_names=list(collections.values_list("name", flat=True)[:SUMMARY_NAMES]),
        language_cookie=language_cookie,
        service_account=is_service_account(user),
        subscriptions=tuple(Subscription.objects.filter(user_id=user.pk).order_by("pk")),
    )


def retention_days() -> int | None:
    """Days of inactivity after which a Q&A thread is deleted; None: kept until deleted."""
    days = int(getattr(settings, "LIBRARY_RETENTION_DAYS", 0) or 0)
    return days if days > 0 else None


# --- The download -----------------------------------------------------------------------------


def _dumps(value: Any) -> str:
    return json.dumps(value, cls=DjangoJSONEncoder, ensure_ascii=False)


def _account(user: User) -> dict[str, Any]:
    return {
        "username": user.get_username(),
        "date_joined": user.date_joined,
        "last_login": user.last_login,
        "staff": bool(user.is_staff),
    }


def _connection(user: AbstractBaseUser) -> dict[str, Any] | None:
    connection = MagisteriumConnection.objects.filter(user_id=user.pk).first()
    if connection is None:
        return None
    # Deliberately a list of fields: the tokens (and their encrypted copies) are never exported.
    return {
        "account_id": connection.account_id,
        "display_name": connection.display_name,
        "email": connection.email,
        "plan": connection.plan,
        "plan_seen_at": connection.plan_seen_at,
        "connected_at": connection.connected_at,
        "refreshed_at": connection.refreshed_at,
        "needs_sign_in": connection.needs_sign_in,
    }


def _sign_in_links(user: AbstractBaseUser) -> list[dict[str, Any]]:
    return [
        {
            "provider": account.provider,
            "uid": account.uid,
            "date_joined": account.date_joined,
            "last_login": account.last_login,
            "extra_data": account.extra_data,
        }
        for account in SocialAccount.objects.filter(user_id=user.pk).order_by("pk")
    ]


def _api_tokens(user: AbstractBaseUser) -> list[dict[str, Any]]:
    """The person's personal access tokens for the notebook API, never their hashes. The api
    room stands on this room's floor, so its model is found by name, not imported
    (tests/core/test_import_graph.py)."""
    tokens = apps.get_model("api", "PersonalAccessToken")._default_manager
    fields = ("name", "prefix", "scope", "created_at", "expires_at", "last_used_at", "revoked_at")
    return list(tokens.filter(owner_id=user.pk).order_by("created_at", "pk").values(*fields))


_SUBSCRIPTION_FIELDS = (
    "email",
    "state",
    "language",
    "hour",
    "time_zone",
    "content",
    "days",
    "created_at",
    "confirmation_sent_at",
    "confirmed_at",
    "stopped_at",
    "consent_at",
    "consent_text",
    "consent_language",
)


def _subscriptions(user: AbstractBaseUser) -> list[dict[str, Any]]:
    """The readings by email the person subscribed to while signed in, with the days sent
    (never the key that signs their links)."""
    rows = list(
        Subscription.objects.filter(user_id=user.pk)
        .order_by("pk")
        .values("pk", *_SUBSCRIPTION_FIELDS)
    )
    sent = _children(
        Delivery.objects.order_by("day"),
        "subscription_id",
        [row["pk"] for row in rows],
        ("day", "state", "sent_at"),
    )
    return [
        {**{name: row[name] for name in _SUBSCRIPTION_FIELDS}, "days_sent": sent.get(row["pk"], [])}
        for row in rows
    ]


_EDITION_FIELDS = ("public_id", "title", "url", "created_at", "collection_name", "sha256", "rows")


def _editions(user: AbstractBaseUser) -> list[dict[str, Any]]:
    """The editions the person froze: what was frozen, when and where it is (the figures are
    upstream's, in the edition's own download, not repeated here)."""
    rows = Edition.objects.filter(created_by_id=user.pk).order_by("created_at", "pk")
    return list(rows.values(*_EDITION_FIELDS))


def _email_addresses(user: AbstractBaseUser) -> list[dict[str, Any]]:
    rows = EmailAddress.objects.filter(user_id=user.pk).order_by("pk")
    return [{"email": e.email, "verified": e.verified, "primary": e.primary} for e in rows]


def _pages(queryset: QuerySet[_M], fields: tuple[str, ...]) -> Iterator[list[dict[str, Any]]]:
    """`queryset`'s rows as plain dicts, EXPORT_CHUNK_ROWS at a time, by ascending pk (keyset
    pages: no cursor stays open while the download is written, and no model instances, whose
    reference cycles would linger until a garbage collection)."""
    last = 0
    while True:
        page = list(
            queryset.filter(pk__gt=last).order_by("pk").values("pk", *fields)[:EXPORT_CHUNK_ROWS]
        )
        if not page:
            return
        yield page
        last = page[-1]["pk"]


def _children(
    queryset: QuerySet[_M], parent: str, ids: list[int], fields: tuple[str, ...]
) -> dict[int, list[dict[str, Any]]]:
    """The rows of `queryset` under each parent id, in their model's order, as dicts."""
    found: dict[int, list[dict[str, Any]]] = {}
    rows = queryset.filter(**{f"{parent}__in": ids}).values(parent, *fields)
    for row in rows:
        found.setdefault(row.pop(parent), []).append(row)
    return found


_COLLECTION_FIELDS = ("name", "shared", "created_at", "refresh_requested_at")
_THREAD_FIELDS = ("title", "context_id", "created_at", "updated_at")
# Each child's name in the download, and the field it is read from.
_ENTRY_EXPORT = {
    "query": "query",
    "status": "status",
    "diocese": "diocese__source_code",
    "diocese_name": "diocese__name",
    "message": "message",
    "alternates": "alternates",
    "added_at": "added_at",
    "harvested_at": "harvested_at",
}
_EXCHANGE_EXPORT = {
    "question": "question",
    "answer": "answer_text",
    "answer_truncated": "answer_truncated",
    "citations": "citations",
    "related_questions": "related_questions",
    "task_id": "task_id",
    "asked_at": "asked_at",
}


class _Children(NamedTuple):
    """Whose rows go under each parent row in the download: `rows` (in their order) point to
    the parent by `parent`; `exported` names each kept field (name → field), under `key`."""

    rows: QuerySet[Any]
    parent: str
    exported: dict[str, str]
    key: str


_ENTRIES = _Children(
    Entry.objects.order_by("added_at", "pk"), "collection_id", _ENTRY_EXPORT, "entries"
)
_EXCHANGES = _Children(
    Exchange.objects.order_by("asked_at", "pk"), "thread_id", _EXCHANGE_EXPORT, "exchanges"
)


def _with_children(
    parents: QuerySet[_M], fields: tuple[str, ...], children: _Children
) -> Iterator[dict[str, Any]]:
    """Each parent row's `fields`, with its children, a page of parents at a time."""
    wanted = (*children.exported.values(),)
    for page in _pages(parents, fields):
        found = _children(children.rows, children.parent, [row["pk"] for row in page], wanted)
        for row in page:
            item = {name: row[name] for name in fields}
            item[children.key] = [
                {name: child[field] for name, field in children.exported.items()}
                for child in found.get(row["pk"], [])
            ]
            yield item


def _array(rows: Iterator[dict[str, Any]]) -> Iterator[str]:
    yield "["
    for position, row in enumerate(rows):
        yield ("," if position else "") + "\n" + _dumps(row)
    yield "\n]"


def export_parts(user: User, *, language_cookie: str | None) -> Iterator[str]:
    """The person's data as one JSON document, in parts: collections and threads are read
    EXPORT_CHUNK_ROWS at a time with their lines and exchanges, so a history of any length is
    written in bounded memory."""
    head = {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported_at": timezone.now(),
        "account": _account(user),
        "magisterium_connection": _connection(user),
        "sign_in_links": _sign_in_links(user),
        "email_addresses": _email_addresses(user),
        "api_tokens": _api_tokens(user),
        "email_subscriptions": _subscriptions(user),
        "editions_made": _editions(user),
        "settings": {
            "language": language_cookie,
            "language_kept_in": f"your browser's {settings.LANGUAGE_COOKIE_NAME} cookie",
        },
        "retention": {"library_retention_days": retention_days()},
    }
    # The object's closing brace is dropped so the two long arrays follow as its last members.
    yield _dumps(head)[:-1]
    for name, parents, fields, children in (
        ("collections", Collection.objects.filter(owner_id=user.pk), _COLLECTION_FIELDS, _ENTRIES),
        ("threads", Thread.objects.filter(owner_id=user.pk), _THREAD_FIELDS, _EXCHANGES),
    ):
        yield f', "{name}": '
        yield from _array(_with_children(parents, fields, children))
    yield "}\n"


def export_stream(user: User, *, language_cookie: str | None) -> Iterator[bytes]:
    """`export_parts` encoded, gathered into pieces of about EXPORT_PIECE_BYTES."""
    buffer: list[bytes] = []
    size = 0
    for part in export_parts(user, language_cookie=language_cookie):
        data = part.encode("utf-8")
        buffer.append(data)
        size += len(data)
        if size >= EXPORT_PIECE_BYTES:
            yield b"".join(buffer)
            buffer, size = [], 0
    if buffer:
        yield b"".join(buffer)
