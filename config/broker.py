"""The Redis broker transport: kombu's, with one fix for a worker losing its broker while busy.

Why (Celery 5.7.0, kombu 5.7.0): when the connection drops, the worker's consumer first
``collect()``s the dead connection, which closes its channels and then detaches the transport
(``Transport.client = None``), and then ``close()``s it. A channel that was waiting on its
``BRPOP`` when the socket died fails to close the first time (reading the pending reply raises
a connection error, which ``collect()`` ignores) and stays open with the messages it delivered
and has not acknowledged (``task_acks_late``: every running and prefetched task). The second
close tries to put those messages back on the queue through a new Redis client, built from the
detached transport's settings: ``AttributeError: 'NoneType' object has no attribute
'hostname'``. That is not a connection error, so Celery does not ignore it: "Unrecoverable
error", and the worker exits. Only a busy worker has such messages, hence "under load".

No Celery or kombu setting avoids that path. Here a channel of a detached transport raises
a connection error instead, which every caller on that path already ignores: the worker goes
on reconnecting. The messages are not lost by it: Redis keeps the unacknowledged ones and
redelivers them after the visibility timeout (if it kept its data through the outage), and
whatever a task would have done is also covered by the database and the beat sweeps (the
relay, deadlines, bot moves, webhook retries). Selected by ``CELERY_BROKER_TRANSPORT``.
"""

from __future__ import annotations

from kombu.transport import redis as kombu_redis
from redis.exceptions import ConnectionError as RedisConnectionError


class Channel(kombu_redis.Channel):
    def _connparams(self, asynchronous: bool = False) -> dict:
        if self.connection.client is None:
            # the transport was detached from its connection: it has no server to talk to
            raise RedisConnectionError("the broker connection is closed")
        return super()._connparams(asynchronous=asynchronous)


class Transport(kombu_redis.Transport):
    Channel = Channel
