"""kombu's Redis transport, with a worker that survives its broker restarting.

Celery 5.7.0 with kombu 5.7.0 (requirements.lock) kills the worker when Redis goes away while
the worker holds unacknowledged messages (tasks waiting for their countdown, or running with
acks_late). On the lost connection Celery first calls `Connection.collect()`, which detaches
the transport from its connection (`transport.client = None`), then `Connection.close()`.
The task channel's first close attempt fails early: since kombu PR #1733
(https://github.com/celery/kombu/pull/1733) `Channel.close()` first reads the pending BRPOP
reply, which raises a connection error when Redis is gone. The second close then tries to
put the unacknowledged messages back through a new connection pool, built from
`transport.client.hostname` of the detached transport, and raises
`AttributeError: 'NoneType' object has no attribute 'hostname'`. That is no connection error,
so Celery logs "Unrecoverable error" and the worker exits. The same AttributeError from a
detached transport was reported upstream as https://github.com/celery/kombu/issues/582 and
https://github.com/celery/kombu/issues/970; no release fixes this path yet.

Workaround: a channel whose transport is detached raises a connection error instead, which
Celery handles as the broker being down: it reconnects. The messages it could not put back
stay in Redis's unacknowledged set, which kombu restores after the visibility timeout, and
the readings prefetch that runs on every reconnect re-queues whatever the database still
lacks long before that. Settings select this transport with CELERY_BROKER_TRANSPORT; drop it
once an upstream release closes a detached channel cleanly (the broker-outage test in
tests/readings/test_worker_resilience.py shows whether one does).
"""

from __future__ import annotations

from typing import Any

from kombu.transport import redis as kombu_redis
from redis.exceptions import ConnectionError as RedisConnectionError


class Channel(kombu_redis.Channel):
    def _connparams(self, asynchronous: bool = False) -> dict[str, Any]:
        transport = self.connection
        if transport is None or transport.client is None:
            raise RedisConnectionError("the broker connection was closed")
        # kombu is typed (py.typed) but leaves this private method unannotated.
        params: dict[str, Any] = super()._connparams(asynchronous=asynchronous)  # type: ignore[no-untyped-call]
        return params


class Transport(kombu_redis.Transport):
    Channel = Channel
