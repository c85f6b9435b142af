"""Your data: what the portal keeps about a person, the download, the erase, the Q&A
retention and the privacy notice. Real parts throughout: the sandbox as upstream, the real
sign-in flow where a test needs allauth's rows, the real Celery worker for the harvest race."""

from __future__ import annotations

import datetime as dt
import json
import logging
import tempfile
import tracemalloc

import httpx
import pytest
from allauth.socialaccount.models import SocialAccount
from django.apps import apps
from django.contrib.auth import get_user_model
from django.db import models
from django.urls import get_resolver
from django.utils import timezone

from portal.accounts.connections import MagisteriumNotConnected
from portal.accounts.models import MagisteriumConnection
from portal.accounts.tokens import token_refresh
from portal.library.models import Exchange, Thread
from portal.research.models import Collection, Diocese, DioceseYear, Entry
from portal.yourdata import erasure
from tests.accounts.conftest import sign_in
from tests.html import one, some
from tests.html import page as parse
from tests.waiting import wait_for

pytestmark = [pytest.mark.django_db, pytest.mark.long]  # long: started early

DOWNLOAD = "/account/data/download/"
ERASE = "/account/erase/"


def thread_for(owner, question="What is grace?", *, answer="Grace is a gift.", when=None):
    when = when or timezone.now()
    thread = Thread.objects.create(
        owner=owner, title=question, created_at=when, updated_at=when, context_id="ctx-1"
    )
    Exchange.objects.create(
        thread=thread,
        question=question,
        answer_text=answer,
        citations=[{"title": "Catechism", "url": "https://example.org/ccc", "ref": "1996"}],
        related_questions=["What is sin?"],
        asked_at=when,
    )
    return thread


def collection_for(owner, name="My sees", codes=("dmila",)):
    collection = Collection.objects.create(owner=owner, name=name)
    for code in codes:
        Entry.objects.create(collection=collection, query=code)
    return collection


def download(client) -> dict:
    response = client.get(DOWNLOAD)
    assert response.status_code == 200
    assert response.streaming
    assert response["Content-Disposition"].startswith('attachment; filename="magisterium-portal')
    return json.loads(b"".join(response.streaming_content))


# --- The account page and the notice ---------------------------------------------------------


def test_the_account_page_says_what_is_kept(signed_in_client, settings):
    user = signed_in_client.user
    thread_for(user, when=timezone.now() - dt.timedelta(days=40))
    thread_for(user, "Who was Leo XIII?")
    collection_for(user, "Croatian sees")
    MagisteriumConnection.objects.filter(user=user).update(plan="paid")
    signed_in_client.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"

    page = signed_in_client.get("/account/").content.decode()

    assert "Your data" in page
    assert "sandbox-demo-parish-office" in page and "Paid plan" in page
    assert "2 conversations in your question history" in page
    assert "1 research collection:" in page and "“Croatian sees”" in page
    assert "Your language choice (English) is kept only in your browser" in page
    assert "cookie “django_language”" in page
    assert "Conversations are kept until you delete them." in page
    assert f'href="{DOWNLOAD}"' in page and f'href="{ERASE}"' in page


def test_without_a_language_choice_the_page_says_nothing_is_kept(signed_in_client):
    page = signed_in_client.get("/account/").content.decode()
    assert "You have not chosen a language" in page
    assert "No conversations in your question history." in page
    assert "No research collections." in page


def test_the_notice_states_the_retention_rule_in_force(client, settings):
    settings.LIBRARY_RETENTION_DAYS = 0
    page = client.get("/privacy/").content.decode()
    assert "Privacy notice" in page
    assert "Conversations are kept until you delete them." in page
    for heading in ("What the portal keeps, and why", "For how long", "Who can see it"):
        assert heading in page

    settings.LIBRARY_RETENTION_DAYS = 365
    page = client.get("/privacy/").content.decode()
    assert "Conversations are deleted automatically 365 days after their last question." in page
    assert "kept until you delete them" not in page


PAGES = [
    "/",
    "/privacy/",
    "/account/",
    "/ask/",
    "/ask/history/",
    "/research/",
    "/accounts/login/",
    "/no-such-page/",
    ERASE,
]


@pytest.mark.parametrize("signed_in", [False, True])
def test_every_page_links_the_notice_in_its_footer(client, magisterium_user, signed_in):
    if signed_in:
        client.force_login(magisterium_user("footer-reader"))
    for url in PAGES:
        response = client.get(url)
        if response.status_code == 302:  # signed-in pages, for the visitor: the sign-in page
            response = client.get(response["Location"])
        footer = one(parse(response), 'footer[class="site-footer"]')
        assert some(footer, 'a[href="/privacy/"]', "Privacy notice"), url


# --- The download -----------------------------------------------------------------------------


def test_the_download_holds_everything_and_never_a_token(client, sandbox, oauth_client):
    sign_in(client)
    user = get_user_model().objects.get()
    connection = MagisteriumConnection.objects.get(user=user)
    thread_for(user, "What is grace?", answer="Grace is **favour**.")
    collection_for(user, "Sees", codes=("dmila", "Archdiocese of Zagreb"))
    client.cookies["django_language"] = "es"

    response = client.get(DOWNLOAD)
    body = b"".join(response.streaming_content).decode()
    data = json.loads(body)

    assert data["format"] == "magisterium-portal-personal-data"
    assert data["account"]["username"] == user.get_username()
    assert data["magisterium_connection"]["account_id"] == connection.account_id
    assert data["magisterium_connection"]["plan"] == connection.plan
    assert [link["uid"] for link in data["sign_in_links"]] == [connection.account_id]
    assert data["settings"]["language"] == "es"
    assert data["retention"] == {"library_retention_days": None}
    (thread,) = data["threads"]
    (exchange,) = thread["exchanges"]
    assert exchange["question"] == "What is grace?"
    assert exchange["answer"] == "Grace is **favour**."
    assert exchange["citations"][0]["title"] == "Catechism"
    (collection,) = data["collections"]
    assert collection["name"] == "Sees"
    assert [e["query"] for e in collection["entries"]] == ["dmila", "Archdiocese of Zagreb"]
    # Never a token, nor its encrypted copy.
    for secret in (
        connection.access_token,
        connection.refresh_token,
        connection.access_token_encrypted,
        connection.refresh_token_encrypted,
    ):
        assert secret and secret not in body
    assert "token" not in json.dumps(data["magisterium_connection"])


def test_a_download_needs_a_sign_in(client):
    response = client.get(DOWNLOAD)
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


def _history(user, threads: int, answer: str) -> None:
    now = timezone.now()
    made = Thread.objects.bulk_create(
        (
            Thread(owner=user, title=f"Question {n}", created_at=now, updated_at=now)
            for n in range(threads)
        ),
        batch_size=1000,
    )
    Exchange.objects.bulk_create(
        (Exchange(thread=t, question=t.title, answer_text=answer, asked_at=now) for t in made),
        batch_size=1000,
    )


def _download_measured(client, sink) -> tuple[int, int]:
    """Download into `sink`; the most memory Python held meanwhile, and the pieces."""
    tracemalloc.start()
    try:
        pieces = 0
        for piece in client.get(DOWNLOAD).streaming_content:
            sink.write(piece)
            pieces += 1
        return tracemalloc.get_traced_memory()[1], pieces
    finally:
        tracemalloc.stop()


def test_ten_thousand_threads_stream_in_bounded_memory(client_factory, magisterium_user):
    """A download is written piece by piece, reading the history a chunk at a time: the most
    memory it holds does not grow with the history. Ten times the threads (a ten times
    larger document) take well under three times the memory of the small one, and a small
    part of the document's size (had everything been loaded, the peak would exceed it)."""
    answer = "Grace is a free and undeserved gift. " * 100  # 3,700 characters
    small, large = magisterium_user("small"), magisterium_user("large")
    _history(small, 1_000, answer)
    _history(large, 10_000, answer)
    as_small, as_large = client_factory(), client_factory()
    as_small.force_login(small)
    as_large.force_login(large)
    with tempfile.TemporaryFile() as sink:
        _download_measured(as_small, sink)  # once first: imports and caches are warm
    with tempfile.TemporaryFile() as sink:
        small_peak, _ = _download_measured(as_small, sink)
        small_size = sink.tell()
    with tempfile.TemporaryFile() as sink:
        large_peak, pieces = _download_measured(as_large, sink)
        large_size = sink.tell()
        sink.seek(0)
        data = json.load(sink)

    assert len(data["threads"]) == 10_000
    assert data["threads"][-1]["exchanges"][0]["answer"] == answer
    assert large_size > 9 * small_size and large_size > 37_000_000
    assert pieces > 500  # about 64 KiB each, handed to the server as they are written
    report = f"peaks {small_peak} and {large_peak} bytes for {small_size} and {large_size}"
    print(report)
    assert large_peak < 3 * small_peak, report  # ten times the data, not ten times the memory
    assert large_peak < large_size / 10, report


# --- Nobody else's data -----------------------------------------------------------------------


def test_no_url_of_the_account_pages_takes_an_id():
    resolver = get_resolver()
    account_patterns = resolver.url_patterns
    found = []
    for pattern in account_patterns:
        if str(pattern.pattern) in {"account/", "privacy/"}:
            found.extend(sub.pattern for sub in pattern.url_patterns)
    assert found
    assert all(not p.converters for p in found), found


def test_user_b_can_neither_download_nor_erase_user_a(client_factory, magisterium_user):
    alice, bob = magisterium_user("alice"), magisterium_user("bob")
    thread_for(alice, "Alice's private question")
    collection_for(alice, "Alice's sees")
    as_bob = client_factory()
    as_bob.force_login(bob)

    body = b"".join(as_bob.get(DOWNLOAD).streaming_content).decode()
    assert "Alice" not in body and json.loads(body)["account"]["username"] == "bob"
    for url in (f"{DOWNLOAD}?user={alice.pk}", f"{DOWNLOAD}?username=alice"):
        data = json.loads(b"".join(as_bob.get(url).streaming_content))
        assert data["account"]["username"] == "bob" and data["threads"] == []
    assert as_bob.get(f"/account/data/download/{alice.pk}/").status_code == 404
    assert as_bob.post(f"/account/erase/{alice.pk}/", {"confirm": "alice"}).status_code == 404

    # Typing Alice's name erases nothing (it is not Bob's), nor does naming her anyhow.
    response = as_bob.post(ERASE, {"confirm": "alice", "user": alice.pk, "username": "alice"})
    assert response.status_code == 400
    assert "Type your username exactly as shown" in response.content.decode()
    assert get_user_model().objects.filter(pk__in=[alice.pk, bob.pk]).count() == 2
    assert Thread.objects.filter(owner=alice).count() == 1
    assert Collection.objects.filter(owner=alice).count() == 1
    assert MagisteriumConnection.objects.filter(user=alice).exists()


# --- The erase --------------------------------------------------------------------------------


def _user_relations():
    """Every field of every installed model that points at the user model."""
    user_model = get_user_model()
    for model in apps.get_models(include_auto_created=True):
        for field in model._meta.get_fields():
            if field.is_relation and field.concrete and field.related_model is user_model:
                yield model, field


def test_every_link_to_a_user_is_deleted_or_cleared_with_it():
    """A future model that points at users must say what an erase does to it: its rows go
    (CASCADE: the person's own data) or the link is cleared (SET_NULL: shared data)."""
    relations = list(_user_relations())
    names = {f"{model._meta.label}.{field.name}" for model, field in relations}
    assert {
        "accounts.MagisteriumConnection.user",
        "library.Thread.owner",
        "research.Collection.owner",
        "research.Diocese.fetched_by",
        "research.DioceseYear.fetched_by",
        "socialaccount.SocialAccount.user",
    } <= names
    for model, field in relations:
        if field.many_to_many or model._meta.auto_created:
            continue  # join rows, deleted with the user
        on_delete = field.remote_field.on_delete
        assert on_delete in (models.CASCADE, models.SET_NULL), f"{model._meta.label}.{field.name}"


def test_erase_asks_first(signed_in_client):
    page = signed_in_client.get(ERASE).content.decode()
    assert "Erase your account?" in page
    some(parse(page), "strong", "parish-office")
    assert signed_in_client.post(ERASE, {"confirm": "parish office"}).status_code == 400
    assert signed_in_client.post(ERASE, {}).status_code == 400
    assert get_user_model().objects.filter(pk=signed_in_client.user.pk).exists()


def test_erase_revokes_deletes_everything_and_signs_out(client, sandbox, oauth_client, caplog):
    caplog.set_level(logging.DEBUG)
    sign_in(client)
    user = get_user_model().objects.get()
    username, user_id = user.get_username(), user.pk
    connection = MagisteriumConnection.objects.get(user=user)
    account_id, email = connection.account_id, connection.email
    access_token = connection.access_token
    thread_for(user)
    collection_for(user)
    diocese = Diocese.objects.create(source_code="dmila", name="Milano", fetched_by=user)
    DioceseYear.objects.create(diocese=diocese, year=2020, fetched_by=user, catholics=123)
    assert SocialAccount.objects.filter(user=user).exists()
    caplog.clear()

    response = client.post(ERASE, {"confirm": username})

    assert response.status_code == 302 and response["Location"] == "/"
    assert (
        "everything the portal kept about you have been erased" in client.get("/").content.decode()
    )
    assert client.session.get("_auth_user_id") is None
    assert client.get("/account/").status_code == 302
    # Revoked upstream.
    userinfo = httpx.get(
        f"{sandbox.url}/oauth/userinfo",
        headers={"Authorization": f"Bearer {access_token}"},
        timeout=10,
    )
    assert userinfo.status_code == 401
    # No row points at the user, in any model.
    assert not get_user_model().objects.filter(pk=user_id).exists()
    for model, field in _user_relations():
        rows = model._default_manager.filter(**{field.attname: user_id})
        assert not rows.exists(), f"{model._meta.label}.{field.name}"
    # ... and no row anywhere carries their name, e-mail or Magisterium account id.
    for model in apps.get_models(include_auto_created=True):
        for row in model._default_manager.values_list():
            text = repr(row)
            for marker in (username, email, account_id):
                assert marker not in text, (model._meta.label, marker)
    # The shared figures stay, without the link.
    assert Diocese.objects.get(source_code="dmila").fetched_by is None
    assert DioceseYear.objects.get(diocese__source_code="dmila").catholics == 123
    # The portal's log lines of the erase name nobody; the erase itself is logged by reference.
    reference = erasure.erase_reference(user_id)
    messages = [record.getMessage() for record in caplog.records]
    assert any(f"account {reference} erased: 1 threads, 1 collections" in m for m in messages)
    for message in messages:
        for marker in (username, email, account_id):
            assert marker not in message, message


def test_a_service_account_cannot_be_erased_from_the_web(signed_in_client, settings):
    settings.PREFETCH_ACCOUNT = signed_in_client.user.get_username()

    page = signed_in_client.get("/account/").content.decode()
    assert "it cannot be erased from the web" in page
    assert f'href="{ERASE}"' not in page
    for response in (
        signed_in_client.get(ERASE),
        signed_in_client.post(ERASE, {"confirm": "parish-office"}),
    ):
        assert response.status_code == 403
        assert "it cannot be erased from the web" in response.content.decode()
    assert MagisteriumConnection.objects.filter(user=signed_in_client.user).exists()
    with pytest.raises(erasure.ServiceAccountNotErasable):
        erasure.account_erase(signed_in_client.user)
    assert get_user_model().objects.filter(pk=signed_in_client.user.pk).exists()


def test_a_refresh_after_the_erase_writes_nothing_back(magisterium_user):
    user = magisterium_user("refresher")
    stale = MagisteriumConnection.objects.get(user=user)
    stale.expires_at = timezone.now()  # due for a refresh

    erasure.account_erase(user)

    with pytest.raises(MagisteriumNotConnected):
        token_refresh(stale)
    assert not MagisteriumConnection.objects.exists()
    assert not get_user_model().objects.filter(pk=user.pk).exists()


CODES = ["dmila", "dzagr", "dpari", "dlyon", "dmaml", "dcebu", "dcord", "dalba", "danti",
         "dassi", "dkalo", "dport"]  # fmt: skip


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_an_erase_during_a_harvest_leaves_no_orphan_rows(celery_worker, sandbox, magisterium_user):
    from portal.research.tasks import harvest_owner

    sandbox.configure(latency_ms=250)  # a step long enough to be caught half way
    user = magisterium_user("harvested")
    collection = collection_for(user, "Many sees", codes=CODES)
    step = harvest_owner.apply_async((user.pk,))
    wait_for(lambda: collection.entries.filter(harvested_at__isnull=False).exists(), timeout=120)

    erasure.account_erase(user)

    result = step.get(timeout=120)  # the step ended normally, without an error
    assert result["stopped"] == "owner_gone", result
    assert result["done"] + result["unresolved"] < len(CODES)
    assert not get_user_model().objects.filter(pk=user.pk).exists()
    assert not Collection.objects.filter(pk=collection.pk).exists()
    assert not Entry.objects.filter(collection_id=collection.pk).exists()
    assert not MagisteriumConnection.objects.filter(user_id=user.pk).exists()
    assert not Diocese.objects.filter(fetched_by_id=user.pk).exists()
    assert not DioceseYear.objects.filter(fetched_by_id=user.pk).exists()
    assert Diocese.objects.filter(source_code__in=CODES).exists()  # the figures stay
    # A step queued afterwards finds nobody and writes nothing.
    assert harvest_owner.apply_async((user.pk,)).get(timeout=60) == {}


# --- Retention --------------------------------------------------------------------------------


def test_retention_removes_only_old_threads_and_only_when_configured(magisterium_user, settings):
    from portal.library.tasks import retention

    alice, bob = magisterium_user("alice"), magisterium_user("bob")
    now = timezone.now()
    old = thread_for(alice, "Old", when=now - dt.timedelta(days=400))
    revived = thread_for(alice, "Old but asked again", when=now - dt.timedelta(days=500))
    Thread.objects.filter(pk=revived.pk).update(updated_at=now - dt.timedelta(days=10))
    recent = thread_for(bob, "Recent", when=now - dt.timedelta(days=30))
    old_bob = thread_for(bob, "Old too", when=now - dt.timedelta(days=366))

    settings.LIBRARY_RETENTION_DAYS = 0
    assert retention.apply().get() == 0
    assert Thread.objects.count() == 4

    settings.LIBRARY_RETENTION_DAYS = 365
    assert retention.apply().get() == 2

    assert set(Thread.objects.values_list("pk", flat=True)) == {revived.pk, recent.pk}
    assert not Exchange.objects.filter(thread_id__in=[old.pk, old_bob.pk]).exists()
    assert Exchange.objects.filter(thread_id=revived.pk).exists()


def test_retention_runs_nightly_from_beat(settings):
    entry = settings.CELERY_BEAT_SCHEDULE["library-retention"]
    assert entry["task"] == "library.retention"
