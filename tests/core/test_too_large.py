"""Input larger than the portal accepts gets the site's own page, in the person's language, with
the way back to the form (docs/security.md §25), never Django's bare "Bad Request (400)"."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.django_db

TOO_LARGE = "x" * (3 * 1024 * 1024)  # over DATA_UPLOAD_MAX_MEMORY_SIZE (2.5 MB)


def test_an_oversized_paste_gets_a_clear_413_with_the_way_back(signed_in_client):
    from portal.research.models import Collection

    collection = Collection.objects.create(owner=signed_in_client.user, name="Sees")
    form_url = collection.get_absolute_url()
    response = signed_in_client.post(
        f"/research/{collection.pk}/add/",
        {"text": TOO_LARGE},
        HTTP_REFERER=f"http://testserver{form_url}",
    )
    assert response.status_code == 413
    html = response.content.decode()
    assert "larger than the portal accepts at once (2.5 MB)" in html
    assert f'href="http://testserver{form_url}"' in html
    assert "Bad Request (400)" not in html
    assert collection.entries.count() == 0


def test_the_page_speaks_the_persons_language(signed_in_client):
    signed_in_client.cookies["django_language"] = "es"
    response = signed_in_client.post("/ask/", {"question": TOO_LARGE}, HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 413
    assert "mayor de lo que el portal acepta" in response.content.decode()


def test_a_foreign_referer_is_not_offered_as_the_way_back(signed_in_client):
    response = signed_in_client.post(
        "/ask/", {"question": TOO_LARGE}, HTTP_REFERER="https://evil.example/phish"
    )
    assert response.status_code == 413
    assert "evil.example" not in response.content.decode()
