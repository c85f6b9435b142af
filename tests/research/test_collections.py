"""The collection pages as researchers meet them: create, add (search, paste, upload), follow
the harvest, pick alternates, share, delete — and nobody else's collection in sight."""

from __future__ import annotations

import codecs

import pytest
from django.test import Client
from django.urls import reverse

from portal.research.models import Collection, Diocese, Entry
from tests.html import page as parse
from tests.html import some, text

pytestmark = pytest.mark.django_db

PNG = bytes.fromhex("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489")


@pytest.fixture
def member(magisterium_user):
    """A signed-in client for another portal user with a paid plan of their own (the
    workbench's figures are paid data: docs/security.md "Paid data stays paid")."""

    def make(username: str = "member", *, staff: bool = False) -> Client:
        client = Client()
        client.user = magisterium_user(username)
        if staff:
            client.user.is_staff = True
            client.user.save(update_fields=["is_staff"])
        client.force_login(client.user)
        return client

    return make


@pytest.fixture
def mine(signed_in_client):
    return Collection.objects.create(owner=signed_in_client.user, name="Philippines")


def page(client, collection, **params) -> str:
    response = client.get(collection.get_absolute_url(), params)
    assert response.status_code == 200
    return response.content.decode()


def upload(name: str, content: bytes):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(name, content, content_type="application/octet-stream")


def said(response) -> list[str]:
    """The messages a redirect left for the next page."""
    return [str(m) for m in response.wsgi_request._messages]


# --- Access ---------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ["/research/", "/research/1/", "/research/1/progress/"])
def test_the_research_pages_need_a_sign_in(client, path):
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")


def test_another_persons_private_collection_does_not_exist_for_you(mine, member):
    other = member("nosy")
    for response in [
        other.get(mine.get_absolute_url()),
        other.get(reverse("research:progress", args=[mine.pk])),
        other.post(reverse("research:add", args=[mine.pk]), {"text": "dmaml"}),
        other.post(reverse("research:refresh", args=[mine.pk])),
        other.post(reverse("research:delete", args=[mine.pk]), {"confirm": "on"}),
    ]:
        assert response.status_code == 404
    assert Collection.objects.filter(pk=mine.pk).exists()
    assert "Philippines" not in other.get("/research/").content.decode()


def test_a_shared_collection_is_read_only_for_others(mine, member):
    Entry.objects.create(collection=mine, query="dmaml")
    Collection.objects.filter(pk=mine.pk).update(shared=True)
    reader = member("reader")
    html = page(reader, mine)
    assert "data-read-only" in html
    assert "dmaml" in html
    for marker in ("data-add-list", "research:refresh", 'name="action"', "data-share-form"):
        assert marker not in html
    assert reverse("research:refresh", args=[mine.pk]) not in html
    assert reverse("research:table", args=[mine.pk]) in html  # the figures stay readable
    assert reader.post(reverse("research:add", args=[mine.pk]), {"text": "x"}).status_code == 404
    entry = mine.entries.get()
    url = reverse("research:entry", args=[mine.pk, entry.pk])
    assert reader.post(url, {"action": "delete"}).status_code == 404
    assert mine.entries.count() == 1
    index = reader.get("/research/").content.decode()
    assert "Philippines" in index and "data-shared-mark" in index


def test_changes_are_post_only_and_need_the_csrf_token(mine, signed_in_client):
    for name in ("add", "refresh", "share"):
        assert signed_in_client.get(reverse(f"research:{name}", args=[mine.pk])).status_code == 405
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(signed_in_client.user)
    response = strict.post(reverse("research:add", args=[mine.pk]), {"text": "dmaml"})
    assert response.status_code == 403
    assert not mine.entries.exists()


def test_the_nav_links_to_research(signed_in_client):
    html = signed_in_client.get("/research/").content.decode()
    link = some(parse(html), 'a[href="/research/"][aria-current="page"]')
    assert text(link).startswith("Research")


# --- Creating -------------------------------------------------------------------------------


def test_creating_a_collection_opens_it(signed_in_client):
    response = signed_in_client.post("/research/", {"name": "  Andes  "})
    created = Collection.objects.get(owner=signed_in_client.user)
    assert created.name == "Andes"
    assert response.status_code == 302
    assert response["Location"] == created.get_absolute_url()
    assert "Collection “Andes” created." in said(response)


def test_a_name_already_used_gets_a_clear_sentence(signed_in_client, mine, member):
    response = signed_in_client.post("/research/", {"name": "philippines"})
    assert response.status_code == 400
    assert "You already have a collection named “philippines”." in response.content.decode()
    assert Collection.objects.filter(owner=signed_in_client.user).count() == 1
    # Another person may use the same name.
    other = member("other")
    assert other.post("/research/", {"name": "Philippines"}).status_code == 302


def test_an_empty_name_is_refused(signed_in_client):
    response = signed_in_client.post("/research/", {"name": "   "})
    assert response.status_code == 400
    assert "Please give the collection a name." in response.content.decode()


# --- Adding ---------------------------------------------------------------------------------


def test_a_pasted_list_adds_pending_entries_and_says_what_was_already_there(signed_in_client, mine):
    add = reverse("research:add", args=[mine.pk])
    response = signed_in_client.post(add, {"text": "dmaml\nArchdiocese of Milan\ndmaml\n"})
    assert response.status_code == 302
    assert response["Location"] == mine.get_absolute_url()
    assert "Added 2 entries: “dmaml”, “Archdiocese of Milan”." in said(response)
    assert "1 repeated line was counted once." in said(response)
    assert set(mine.entries.values_list("status", flat=True)) == {Entry.Status.PENDING}

    again = signed_in_client.post(add, {"text": "DMAML\ndsant"})
    assert "Added 1 entry: “dsant”." in said(again)
    assert "1 was already in the collection: “DMAML”." in said(again)
    html = page(signed_in_client, mine)
    assert "0 of 3 harvested" in html
    assert 'data-pending="3"' in html
    assert "/js/research/progress." in html


def test_an_empty_add_form_says_what_to_do(signed_in_client, mine):
    response = signed_in_client.post(reverse("research:add", args=[mine.pk]), {"text": " "})
    assert response.status_code == 400
    assert "Please search for a diocese, paste a list or choose a file" in response.content.decode()


def _ten_thousand_character_line() -> bytes:
    return ("x" * 10_000 + "\ndmaml\n").encode()


@pytest.mark.parametrize(
    ("filename", "content", "items", "message"),
    [
        ("list.csv", "code,name\ndmaml,Manila\ndmila,Milán\n".encode("utf-16"), 2, None),
        ("list.txt", "Diócesis de Córdoba\nSão Paulo\n".encode("cp1252"), 2, "Windows-1252"),
        ("empty.csv", b"", 0, "The list is empty."),
        ("picture.csv", PNG * 100, 0, "does not look like text"),
        ("big.txt", b"".join(b"diocese %d\n" % n for n in range(450_000)), 500, "larger than"),
        ("long.txt", _ten_thousand_character_line(), 1, "longer than 200 characters"),
        ("many.txt", "\n".join(f"code-{n}" for n in range(1000)).encode(), 500, "500 more lines"),
        ("bom.csv", codecs.BOM_UTF8 + b"Name\nManila\n", 1, None),
    ],
    ids=["utf-16-csv", "cp1252", "empty", "png", "5-mb", "long-line", "1000-lines", "utf-8-bom"],
)
def test_any_uploaded_file_gets_a_sentence_and_what_could_be_read(
    signed_in_client, mine, settings, filename, content, items, message
):
    settings.RESEARCH_MAX_ENTRIES = 500
    response = signed_in_client.post(
        reverse("research:add", args=[mine.pk]), {"file": upload(filename, content)}
    )
    assert response.status_code == 302
    assert mine.entries.count() == items
    if message:
        assert any(message in line for line in said(response)), said(response)
    follow = signed_in_client.get(response["Location"])
    assert follow.status_code == 200


def test_the_big_file_is_really_past_the_upload_limit():
    from django.conf import settings

    assert (
        len(b"".join(b"diocese %d\n" % n for n in range(450_000)))
        > 5 * settings.RESEARCH_MAX_UPLOAD_BYTES
    )


def test_a_full_collection_takes_no_more(signed_in_client, mine, settings):
    settings.RESEARCH_MAX_ENTRIES = 2
    add = reverse("research:add", args=[mine.pk])
    response = signed_in_client.post(add, {"text": "a1\nb2\nc3\n"})
    assert mine.entries.count() == 2
    assert any("1 more line was left out" in line for line in said(response))
    response = signed_in_client.post(add, {"text": "d4"})
    assert mine.entries.count() == 2
    assert any("The collection is full" in line for line in said(response))


def test_searching_by_name_offers_add_buttons(signed_in_client, mine, sandbox):
    html = page(signed_in_client, mine, q="Manila")
    assert "Dioceses matching “Manila”" in html
    assert 'name="source_code" value="dmaml"' in html
    response = signed_in_client.post(
        reverse("research:add", args=[mine.pk]), {"source_code": "dmaml"}
    )
    assert response.status_code == 302
    assert list(mine.entries.values_list("query", flat=True)) == ["dmaml"]


def test_a_search_without_a_match_says_so(signed_in_client, mine, sandbox):
    assert "No diocese matches “Qwxyzzy”." in page(signed_in_client, mine, q="Qwxyzzy")


def test_a_search_that_upstream_refuses_shows_its_sentence(signed_in_client, mine, sandbox):
    sandbox.fault("http_500", count=5)
    response = signed_in_client.get(mine.get_absolute_url(), {"q": "Manila"})
    assert response.status_code == 503
    assert "Magisterium is not answering right now." in response.content.decode()


def test_a_malformed_code_is_refused(signed_in_client, mine):
    response = signed_in_client.post(
        reverse("research:add", args=[mine.pk]), {"source_code": "../etc"}
    )
    assert response.status_code == 400
    assert "is not a diocese code" in response.content.decode()


# --- Entries --------------------------------------------------------------------------------


def test_an_unresolved_entry_offers_upstreams_alternates_and_takes_one(signed_in_client, mine):
    entry = Entry.objects.create(
        collection=mine,
        query="San Jose",
        status=Entry.Status.UNRESOLVED,
        message="Several dioceses match; try a code.",
        alternates=[
            {
                "source_code": "dsjcr",
                "primary_name": "Archdiocese of San José",
                "country": "Costa Rica",
            },
            {"source_code": "bad code", "primary_name": "Unlinkable"},
        ],
    )
    html = page(signed_in_client, mine)
    assert "Several dioceses match; try a code." in html
    assert "Use this one" in html and 'value="dsjcr"' in html
    assert "Unlinkable" not in html
    url = reverse("research:entry", args=[mine.pk, entry.pk])

    refused = signed_in_client.post(url, {"action": "choose", "source_code": "dmaml"})
    assert "Please choose one of the dioceses offered for this entry." in said(refused)
    entry.refresh_from_db()
    assert entry.status == Entry.Status.UNRESOLVED

    signed_in_client.post(url, {"action": "choose", "source_code": "dsjcr"})
    entry.refresh_from_db()
    # What was typed stays; the candidate taken is kept beside it (test_typed_kept.py).
    assert (entry.query, entry.status, entry.alternates) == ("San Jose", Entry.Status.PENDING, [])
    assert entry.chosen_code == "dsjcr"


def test_a_resolved_entry_links_its_chart_and_profile(signed_in_client, mine):
    diocese = Diocese.objects.create(source_code="dmaml", name="Archdiocese of Manila")
    Entry.objects.create(collection=mine, query="Manila", diocese=diocese, status="done")
    html = page(signed_in_client, mine)
    some(parse(html), 'a[href="/trends/dmaml/"]', "Archdiocese of Manila")
    assert 'href="/dioceses/dmaml/"' in html
    assert "1 of 1 harvested" in html
    assert 'data-pending="0"' in html


def test_the_owner_removes_an_entry(signed_in_client, mine):
    entry = Entry.objects.create(collection=mine, query="dmaml")
    url = reverse("research:entry", args=[mine.pk, entry.pk])
    response = signed_in_client.post(url, {"action": "delete"})
    assert "“dmaml” removed from the collection." in said(response)
    assert not mine.entries.exists()
    assert signed_in_client.post(url, {"action": "delete"}).status_code == 404


def test_progress_answers_json_for_the_poller(signed_in_client, mine):
    Entry.objects.create(collection=mine, query="dmaml")
    data = signed_in_client.get(reverse("research:progress", args=[mine.pk])).json()
    assert data["total"] == 1 and data["pending"] == 1 and data["done"] == 0
    assert data["summary"].startswith("0 of 1 harvested, ")
    assert "minute" in data["summary"]
    assert 'data-entry="' in data["entries_html"]


def test_refresh_now_marks_the_collection_for_a_new_harvest(signed_in_client, mine):
    response = signed_in_client.post(reverse("research:refresh", args=[mine.pk]))
    assert response.status_code == 302
    mine.refresh_from_db()
    assert mine.refresh_requested_at is not None


# --- Sharing and deleting -------------------------------------------------------------------


def test_only_staff_share_a_collection(signed_in_client, mine, member):
    assert "data-share-form" not in page(signed_in_client, mine)
    response = signed_in_client.post(reverse("research:share", args=[mine.pk]), {"shared": "on"})
    assert response.status_code == 403
    staff = member("editor", staff=True)
    theirs = Collection.objects.create(owner=staff.user, name="Europe")
    assert "Share with every user" in page(staff, theirs)
    staff.post(reverse("research:share", args=[theirs.pk]), {"shared": "on"})
    theirs.refresh_from_db()
    assert theirs.shared
    assert "Stop sharing with every user" in page(staff, theirs)
    staff.post(reverse("research:share", args=[theirs.pk]), {})
    theirs.refresh_from_db()
    assert not theirs.shared


def test_deleting_a_collection_asks_first(signed_in_client, mine):
    Entry.objects.create(collection=mine, query="dmaml")
    url = reverse("research:delete", args=[mine.pk])
    confirm = signed_in_client.get(url)
    assert confirm.status_code == 200
    assert "Delete “Philippines” and its 1 entry?" in confirm.content.decode()
    assert signed_in_client.post(url, {}).status_code == 400
    assert Collection.objects.filter(pk=mine.pk).exists()
    response = signed_in_client.post(url, {"confirm": "on"})
    assert response["Location"] == "/research/"
    assert not Collection.objects.filter(pk=mine.pk).exists()


# --- “Add to collection” from other pages ---------------------------------------------------


def test_add_diocese_to_a_new_collection_and_back_to_the_page(signed_in_client):
    response = signed_in_client.post(
        reverse("research:add_diocese"),
        {"source_code": "dmaml", "new_name": "Asia", "next": "/dioceses/dmaml/"},
    )
    assert response.status_code == 302
    assert response["Location"] == "/dioceses/dmaml/"
    created = Collection.objects.get(owner=signed_in_client.user, name="Asia")
    assert list(created.entries.values_list("query", flat=True)) == ["dmaml"]
    assert "Added to “Asia”." in said(response)


def test_add_diocese_to_an_existing_collection_once(signed_in_client, mine):
    form = {"source_code": "dmaml", "collection": mine.pk, "next": "/trends/dmaml/"}
    signed_in_client.post(reverse("research:add_diocese"), form)
    again = signed_in_client.post(reverse("research:add_diocese"), form)
    assert "Already in “Philippines”." in said(again)
    assert mine.entries.count() == 1
    # A typed name that is an existing collection's means that collection.
    signed_in_client.post(
        reverse("research:add_diocese"), {"source_code": "dmila", "new_name": "PHILIPPINES"}
    )
    assert mine.entries.count() == 2


def test_add_diocese_never_goes_back_to_another_site(signed_in_client, mine):
    response = signed_in_client.post(
        reverse("research:add_diocese"),
        {"source_code": "dmaml", "collection": mine.pk, "next": "https://evil.example/"},
    )
    assert response["Location"] == mine.get_absolute_url()


def test_add_diocese_refuses_someone_elses_collection_and_bad_codes(signed_in_client, member):
    theirs = Collection.objects.create(owner=member("other").user, name="Theirs")
    response = signed_in_client.post(
        reverse("research:add_diocese"),
        {"source_code": "dmaml", "collection": theirs.pk, "next": "/trends/"},
    )
    assert response.status_code == 400
    assert "Please choose one of your collections." in response.content.decode()
    assert 'href="/trends/"' in response.content.decode()  # the way back
    assert not theirs.entries.exists()
    response = signed_in_client.post(
        reverse("research:add_diocese"), {"source_code": "<script>", "new_name": "X"}
    )
    assert response.status_code == 400
    assert "is not a diocese code" in response.content.decode()
    assert "<script>" not in response.content.decode()
    assert not Collection.objects.filter(name="X").exists()


def test_the_diocese_profile_and_the_chart_offer_add_to_collection(signed_in_client, mine, sandbox):
    profile = signed_in_client.get("/dioceses/dmaml/").content.decode()
    assert 'action="/research/add-diocese/"' in profile
    some(parse(profile), f'option[value="{mine.pk}"]', "Philippines")
    assert 'name="source_code" value="dmaml"' in profile
    chart = signed_in_client.get("/trends/compare/", {"d": ["dmaml", "dmila"]}).content.decode()
    assert 'action="/research/add-diocese/"' in chart
    some(parse(chart), 'option[value="dmila"]:not([selected])')


# --- With the real harvest ------------------------------------------------------------------


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_a_pasted_code_is_harvested_and_then_linked_by_name(
    signed_in_client, sandbox, celery_worker
):
    from tests.waiting import wait_for

    mine = Collection.objects.create(owner=signed_in_client.user, name="Harvested")
    signed_in_client.post(reverse("research:add", args=[mine.pk]), {"text": "dmaml"})
    progress_url = reverse("research:progress", args=[mine.pk])
    data = wait_for(
        lambda: (d := signed_in_client.get(progress_url).json())["pending"] == 0 and d,
        timeout=120,
    )
    assert data["done"] == 1, data
    assert data["summary"] == "1 of 1 harvested"
    some(parse(data["entries_html"]), 'a[href="/trends/dmaml/"]')
    assert 'data-pending="0"' in page(signed_in_client, mine)
