import pytest

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def test_home_page_opens_in_chromium_with_its_title(page, live_server, take_screenshot):
    page.goto(live_server.url + "/")
    assert "Magisterium Portal" in page.title()
    assert page.get_by_role("navigation", name="Main").is_visible()
    take_screenshot(page, "core-home")
    assert page.console_errors == []
