"""`{% notebook_snippets collection %}`: pandas and R code with the collection's absolute API
addresses, a place for the token (never a real one) and a link to the token page."""

from __future__ import annotations

import pytest
from django.template import Context, Template
from django.test import RequestFactory

pytestmark = pytest.mark.django_db


def test_the_snippets_name_the_collections_api_urls_and_a_token_placeholder(
    own_collection, api, settings
):
    settings.ALLOWED_HOSTS = ["portal.example.org"]
    request = RequestFactory().get("/research/", HTTP_HOST="portal.example.org")
    html = Template("{% load api_snippets %}{% notebook_snippets collection %}").render(
        Context({"collection": own_collection, "request": request})
    )
    base = f"http://portal.example.org/api/v1/collections/{own_collection.pk}"
    assert f"{base}/years?format=csv&amp;shape=wide" in html
    assert "pd.read_csv(" in html and "storage_options=headers" in html
    assert "req_auth_bearer_token(token)" in html and "read_csv(" in html
    # Both read the grand total and set it apart (test_notebook_snippets_run.py runs them).
    assert html.count("&amp;total=true") == 2 and "!groups$is_total" in html
    assert 'token = "YOUR-TOKEN"' in html and api.token.secret not in html
    assert 'href="/account/tokens/"' in html
    assert 'src="/static/js/api/copy.js' in html or "js/api/copy" in html
    assert "<script>" not in html  # nothing inline: the CSP allows no inline script
