"""What strangers send (scanners, fuzzers, broken clients) never gets a 5xx or an ERROR line.

Every URL pattern of the portal (walked from the resolver, its path converters filled with
sample values) is asked with a foreign Host, with 1,001 query parameters, with a form of 1,001
fields, and with a huge header and cookies no browser would send. Each answer must be under
500 and nothing may be logged at ERROR: the error pages render whatever middleware has or has
not run (portal/core/error_pages.py), and a refused request is one WARNING line
(portal/core/log_filters.py). Django's test client: no network, no browser, a few seconds.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator

import pytest
from django.conf import settings
from django.test import Client, RequestFactory
from django.urls import URLResolver, get_resolver
from django.urls.resolvers import RoutePattern

from tests.accounts.html_tree import parse

pytestmark = pytest.mark.django_db

TOO_MANY = 1001  # one over DATA_UPLOAD_MAX_NUMBER_FIELDS
CSRF_SECRET = "s" * 32  # a well-formed CSRF cookie value
FOREIGN_HOST = "scanner.invalid"
# Candidates for a path converter's or a regex group's value; the first that the pattern's
# own regex accepts is used.
SAMPLES = ("1", "2026-01-01", "x", "x/y", "")
ODD_COOKIES = (
    'portal_sessionid="\\"; messages=%ZZ; django_language=zz-ZZ; portal_csrftoken=short; '
    'Portal_SessionID=1; sessionid=; ;;; =x; \x7f=1; messages=[["__json_message",1]]'
)


def _sample(regex: str) -> str:
    for candidate in SAMPLES:
        if re.fullmatch(regex, candidate):
            return candidate
    # An alternation of names (the admin's app labels): its first name.
    return regex.split("|")[0].strip("()") if re.fullmatch(r"[\w|()]+", regex) else "1"


def _fill(pattern) -> str:
    """The URL text of one pattern, its converters or named groups filled with samples."""
    if isinstance(pattern, RoutePattern):
        converters = pattern.converters

        def converter_value(match: re.Match) -> str:
            return _sample(converters[match.group(2)].regex)

        return re.sub(r"<(?:(\w+):)?(\w+)>", converter_value, str(pattern))
    text = str(pattern).lstrip("^").removesuffix("$").removesuffix(r"\Z")
    text = re.sub(r"\(\?P<\w+>([^()]*)\)", lambda m: _sample(m.group(1)), text)
    return text.replace("\\", "")


def every_path(resolver: URLResolver | None = None, prefix: str = "/") -> Iterator[str]:
    resolver = resolver or get_resolver()
    for entry in resolver.url_patterns:
        here = prefix + _fill(entry.pattern)
        if isinstance(entry, URLResolver):
            yield from every_path(entry, here)
        else:
            yield here


def all_paths() -> list[str]:
    return sorted(set(every_path()))


def _requests(client: Client, path: str):
    """(what was sent, the answer) for each kind of stranger's request."""
    many = "&".join(f"f{i}=1" for i in range(TOO_MANY))
    yield "foreign Host", client.get(path, HTTP_HOST=FOREIGN_HOST)
    yield "1,001 query parameters", client.get(f"{path}?{many}")
    yield (
        "1,001 form fields",
        client.post(path, many, content_type="application/x-www-form-urlencoded"),
    )
    yield (
        "huge header, odd cookies",
        client.get(
            path,
            HTTP_X_PADDING="x" * 64 * 1024,
            HTTP_COOKIE=ODD_COOKIES,
            HTTP_ACCEPT_LANGUAGE="zz;q=abc, *;q=-1, " + "en-GB," * 200,
            HTTP_REFERER="http://[::1/",
        ),
    )


def test_the_walk_covers_the_portal():
    paths = all_paths()
    assert len(paths) > 100
    assert {"/healthz", "/admin/", "/api/v1/collections"} <= set(paths)


@pytest.fixture
def oauth_client(sandbox, settings):
    """The portal set up as in production: sign-in registered at the sandbox (without it the
    sign-in views rightly answer 503, "not set up")."""
    from cryptography.fernet import Fernet

    from portal.accounts.registration import client_register

    settings.TOKEN_ENCRYPTION_KEYS = [Fernet.generate_key().decode()]
    return client_register(redirect_uris=["http://testserver/accounts/magisterium/login/callback/"])


def test_no_strangers_request_gets_a_5xx_or_an_error_line(oauth_client, caplog):
    # CSRF checks on, as for a real client (the test client skips them by default).
    client = Client(raise_request_exception=False, enforce_csrf_checks=True)
    # With a CSRF cookie the check goes on to read the form (without one it stops before).
    client.cookies[settings.CSRF_COOKIE_NAME] = CSRF_SECRET
    failures = []
    with caplog.at_level(logging.WARNING):
        for path in all_paths():
            for sent, response in _requests(client, path):
                if response.status_code >= 500:
                    failures.append(f"{path} ({sent}): {response.status_code}")
                if sent == "foreign Host" and response.status_code != 400:
                    failures.append(f"{path} ({sent}): {response.status_code}, not 400")
    errors = [f"{r.name}: {r.getMessage()[:200]}" for r in caplog.records if r.levelno >= 40]
    assert not failures, "\n".join(failures)
    assert not errors, "\n".join(errors)


def test_a_foreign_host_is_a_plain_400_and_one_warning_line(caplog):
    client = Client(raise_request_exception=False)
    with caplog.at_level(logging.DEBUG):
        response = client.get("/healthz", HTTP_HOST=FOREIGN_HOST)
    assert response.status_code == 400
    assert response["Content-Type"].startswith("text/plain")
    assert FOREIGN_HOST not in response.content.decode()
    [record] = [r for r in caplog.records if r.name.startswith("django.security")]
    assert record.name == "django.security.DisallowedHost"
    assert record.levelno == logging.WARNING and record.exc_info is None
    assert "\n" not in record.getMessage() and FOREIGN_HOST in record.getMessage()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


@pytest.mark.parametrize("path", ["/", "/day/2026-01-01/", "/language/"])
def test_too_many_query_parameters_are_a_400_page(path, caplog):
    many = "&".join(f"f{i}=1" for i in range(TOO_MANY))
    with caplog.at_level(logging.DEBUG):
        response = Client().get(f"{path}?{many}", HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 400
    page = parse(response.content.decode())
    assert page.find("h1") and page.find("p", lambda n: n.attrs.get("role") == "alert")
    assert page.find("html").attrs["lang"] == "es"
    assert "más partes de las que el portal acepta" in page.text()
    [record] = [r for r in caplog.records if r.name.startswith("django.security")]
    assert record.levelno == logging.WARNING and record.exc_info is None


# --- The pages themselves, for a request no middleware has seen ------------------------------


def _bare(**extra):
    """A request as Django hands it to an error handler when the first middleware failed:
    no session, no user, no language chosen."""
    return RequestFactory().get("/somewhere/", **extra)


@pytest.mark.parametrize(
    ("handler", "status"),
    [
        ("bad_request", 400),
        ("permission_denied", 403),
        ("page_not_found", 404),
        ("server_error", 500),
    ],
)
def test_each_error_page_renders_for_a_request_no_middleware_saw(handler, status, caplog):
    from portal.core import views

    many = "&".join(f"f{i}=1" for i in range(TOO_MANY))
    requests = [_bare(), RequestFactory().get(f"/somewhere/?{many}")]
    for request in requests:
        with caplog.at_level(logging.DEBUG):
            call = getattr(views, handler)
            response = call(request) if handler == "server_error" else call(request, None)
        assert response.status_code == status
        page = parse(response.content.decode())
        assert page.find("h1"), handler
        assert page.find("header", lambda n: n.has_class("site-header")), handler
        assert "Sign in with Magisterium" in response.content.decode()  # no user: anonymous
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_too_many_files_are_a_400_page_and_one_warning_line(caplog):
    from django.core.files.uploadedfile import SimpleUploadedFile

    files = {
        f"f{i}": SimpleUploadedFile(f"{i}.txt", b"x")
        for i in range(settings.DATA_UPLOAD_MAX_NUMBER_FILES + 1)
    }
    with caplog.at_level(logging.DEBUG):
        # CSRF checks on, as for a real client: the check reads the form, as a view would.
        client = Client(enforce_csrf_checks=True)
        client.cookies[settings.CSRF_COOKIE_NAME] = CSRF_SECRET
        response = client.post("/research/", files, HTTP_ACCEPT_LANGUAGE="hr")
    assert response.status_code == 400
    page = parse(response.content.decode())
    assert page.find("html").attrs["lang"] == "hr"
    alert = page.find("p", lambda n: n.attrs.get("role") == "alert")
    assert alert and "više dijelova nego što portal prima" in alert.text()
    [record] = [r for r in caplog.records if r.name.startswith("django.security")]
    assert record.name == "django.security.TooManyFilesSent"
    assert record.levelno == logging.WARNING and record.exc_info is None
