"""A private Redis server for the fault test: one the test may stop and start again.

``.ci/run`` starts it (``python -m tests.notifications.broker start PORT``) and runs the
Celery worker on it; ``tests/notifications/test_faults.py`` stops it while the worker is busy
and starts it again, exactly as it was started (no persistence: what the broker held is lost,
as when a Redis without a disk restarts). The machine's own Redis is never touched.
"""

from __future__ import annotations

import contextlib
import socket
import subprocess
import sys
import time
from pathlib import Path

VAR = Path(__file__).resolve().parent.parent.parent / "var"


def _pidfile(port: int) -> Path:
    return VAR / f"fault-redis-{port}.pid"


def answers(port: int) -> bool:
    """Whether a Redis answers PING on ``port`` (127.0.0.1)."""
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=0.5) as s:
            s.sendall(b"PING\r\n")
            return s.recv(16).startswith(b"+PONG")
    except OSError:
        return False


def start(port: int, timeout: float = 10.0) -> None:
    """Start the private Redis on ``port`` (daemonised) and wait until it answers."""
    VAR.mkdir(exist_ok=True)
    subprocess.run(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
                    "--save", "", "--appendonly", "no", "--daemonize", "yes",
                    "--pidfile", str(_pidfile(port)),
                    "--logfile", str(VAR / f"fault-redis-{port}.log")], check=True)
    end = time.monotonic() + timeout
    while not answers(port):
        if time.monotonic() > end:
            raise RuntimeError(f"the private Redis on port {port} did not start")
        time.sleep(0.05)


def stop(port: int, timeout: float = 10.0) -> None:
    """Stop the private Redis on ``port`` at once (nothing saved) and wait until it is gone.

    Its pub/sub clients are cut a moment before the rest (two commands sent together): a
    Celery worker then notices the outage on its pub/sub connection (broadcast commands)
    while its BRPOP on the task queue is still pending. Which of its sockets notices first is
    otherwise a race; this order is the one that used to make a busy worker exit.
    """
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=2) as s:
            s.sendall(b"CLIENT KILL TYPE pubsub\r\nSHUTDOWN NOSAVE\r\n")
            with contextlib.suppress(OSError):
                s.recv(64)
    except OSError:
        pass  # not running
    end = time.monotonic() + timeout
    while answers(port):
        if time.monotonic() > end:
            raise RuntimeError(f"the private Redis on port {port} did not stop")
        time.sleep(0.05)


if __name__ == "__main__":
    action, port_arg = sys.argv[1:3]
    {"start": start, "stop": stop}[action](int(port_arg))
