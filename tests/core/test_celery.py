import uuid

import pytest

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_a_real_worker_runs_a_task_through_the_redis_broker(celery_worker):
    from config.celery import app
    from portal.core.tasks import worker_ping

    assert not app.conf.task_always_eager
    assert app.conf.broker_url.startswith("redis://")
    nonce = uuid.uuid4().hex
    result = worker_ping.delay(nonce).get(timeout=30)
    assert result["nonce"] == nonce


def test_celery_configuration_is_safe_for_idempotent_tasks():
    from config.celery import app
    from portal.core.broker import Transport

    conf = app.conf
    assert conf.task_serializer == "json"
    assert conf.accept_content == ["json"]
    assert conf.task_acks_late is True
    assert conf.task_reject_on_worker_lost is True
    assert 0 < conf.task_soft_time_limit < conf.task_time_limit
    assert conf.task_time_limit < conf.broker_transport_options["visibility_timeout"]
    # The Redis transport with the workaround that keeps a worker alive when Redis restarts.
    assert conf.broker_transport == "portal.core.broker:Transport"
    with app.connection_for_write() as connection:
        assert isinstance(connection.transport, Transport)
