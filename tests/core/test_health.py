import pytest

pytestmark = pytest.mark.django_db


def test_healthz_says_the_process_is_alive_without_touching_any_dependency(
    client, settings, django_assert_num_queries
):
    from config.celery import app
    from devtools.embedded import free_port

    original = app.conf.broker_url
    app.conf.broker_url = f"redis://127.0.0.1:{free_port()}/1"  # a broker that is down
    try:
        with django_assert_num_queries(0):
            response = client.get("/healthz")
    finally:
        app.conf.broker_url = original
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}
    assert "no-cache" in response["Cache-Control"]


def test_readyz_reports_every_part_up(client):
    response = client.get("/readyz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["checks"] == {"database": "ok", "cache": "ok", "broker": "ok"}


def test_readyz_names_the_part_that_is_down(client, settings):
    # A broker URL on a closed port: the real connection attempt fails.
    from config.celery import app
    from devtools.embedded import free_port

    original = app.conf.broker_url
    app.conf.broker_url = f"redis://127.0.0.1:{free_port()}/1"
    try:
        response = client.get("/readyz")
    finally:
        app.conf.broker_url = original
    assert response.status_code == 503
    body = response.json()
    assert body["down"] == ["broker"]
    assert body["checks"]["database"] == "ok"
    assert body["checks"]["cache"] == "ok"
