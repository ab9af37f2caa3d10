"""gunicorn's settings for the app: ``gunicorn -c config/gunicorn.py config.asgi:application``.

The one place the server's worker, timeouts and limits are set: README's Production command,
CI's fuzz run and the tests' live server (tests/live_server.py) all use this file; the command
line adds the address and the number of workers (``--bind``, ``--workers``), and any option
given there wins over this file. The header deadline and header size are the worker's own
(config.server); the body's limits are the app's (config.asgi, MAX_REQUEST_BYTES).
"""

import os

# uvicorn under gunicorn, with the limits uvicorn lacks (config.server)
worker_class = "config.server.UvicornWorker"
# open connections per worker process; past it a new one is answered 503 `busy` and closed
# (uvicorn's limit_concurrency). Each long-poll holds one.
worker_connections = int(os.environ.get("WEB_MAX_CONNECTIONS", "2000"))
# seconds an idle kept-alive connection is kept between requests (uvicorn's timeout_keep_alive)
keepalive = int(os.environ.get("WEB_KEEPALIVE_SECONDS", "5"))
# connections the kernel queues for the workers to accept
backlog = int(os.environ.get("WEB_BACKLOG", "2048"))
# a worker silent this long (seconds) is killed and replaced; on a restart, requests in flight
# get graceful_timeout to finish (a long-poll waits at most 25 s)
timeout = 30
graceful_timeout = 30
