"""Run the app in a real server process on 127.0.0.1 (tests and benchmarks).

``serve(database_url, ...)`` starts gunicorn, by default with uvicorn workers on the ASGI
application (the production set-up, README), waits until it answers and stops it afterwards.
``worker_class="gthread"`` serves the WSGI application instead (the former set-up), to show
what the tests guard against.
"""

from __future__ import annotations

import contextlib
import os
import resource
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Server:
    """A running server: its base ``url`` (and ``port``), the process ids of its ``workers``,
    what it has logged so far (``log_text``)."""

    def __init__(self, url: str, proc: subprocess.Popen):
        self.url = url
        self.port = int(url.rsplit(":", 1)[1])
        self.proc = proc

    def log_text(self) -> str:
        """The server's stderr so far."""
        fd = self.proc.log.fileno()  # shared with the server: read without moving its offset
        return os.pread(fd, os.fstat(fd).st_size, 0).decode(errors="replace")

    def workers(self) -> list[int]:
        """Process ids of gunicorn's workers (children of the master)."""
        out = []
        for task in Path(f"/proc/{self.proc.pid}/task").glob("*/children"):
            out += [int(pid) for pid in task.read_text().split()]
        return out


class ServerUnavailable(Exception):
    """The server could not be started here (a package missing, no free port)."""


def database_url(settings_dict: dict) -> str:
    """A DATABASE_URL naming the database ``settings_dict`` points at (e.g. a test database)."""
    if settings_dict["ENGINE"].endswith("sqlite3"):
        return f"sqlite:///{settings_dict['NAME']}"
    user = settings_dict.get("USER") or "postgres"
    password = f":{settings_dict['PASSWORD']}" if settings_dict.get("PASSWORD") else ""
    host = settings_dict.get("HOST") or "127.0.0.1"
    port = settings_dict.get("PORT") or 5432
    return f"postgres://{user}{password}@{host}:{port}/{settings_dict['NAME']}"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _command(port: int, worker_class: str, workers: int, threads: int,
             options: tuple[str, ...]) -> list[str]:
    common = ["--bind", f"127.0.0.1:{port}", "--workers", str(workers), "--timeout", "60",
              "--graceful-timeout", "2", "--no-control-socket", "--log-level", "warning",
              *options]
    if worker_class == "gthread":
        return [sys.executable, "-m", "gunicorn", "config.wsgi:application", "-k", "gthread",
                "--threads", str(threads), *common]
    # the deployed settings (README), the test's own on top
    return [sys.executable, "-m", "gunicorn", "-c", "config/gunicorn.py",
            "config.asgi:application", *common]


def _open_files_limit(limit: int | None):
    if limit is None:
        return None

    def apply():  # in the server's process, before it starts
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))

    return apply


@contextlib.contextmanager
def serve(database_url: str, *, worker_class: str = "uvicorn", workers: int = 1,
          threads: int = 4, env: dict | None = None, ready_seconds: float = 30.0,
          options: tuple[str, ...] = (), open_files: int | None = None):
    """Yield a running ``Server``; stop it (and its workers) on exit. ``options``: more
    gunicorn options; ``open_files``: the server's open-file limit (soft and hard)."""
    modules = ["gunicorn"] + (["uvicorn_worker"] if worker_class == "uvicorn" else [])
    for module in modules:
        try:
            __import__(module)
        except ImportError as exc:
            raise ServerUnavailable(f"{module} is not installed") from exc
    full_env = {**os.environ, "DATABASE_URL": database_url, "DJANGO_DEBUG": "0",
                "DJANGO_SECRET_KEY": "live-server-test-key", "ALLOWED_HOSTS": "127.0.0.1",
                "PYTHONPATH": str(ROOT), "LOG_LEVEL": "WARNING", **(env or {})}
    full_env.pop("DJANGO_SETTINGS_MODULE", None)
    last_error = ""
    for _attempt in range(3):  # another process may take the port between our probe and bind
        port = _free_port()
        log = tempfile.TemporaryFile()  # not a pipe: a chatty server must never block on it
        proc = subprocess.Popen(_command(port, worker_class, workers, threads, options),
                                cwd=ROOT, env=full_env, stdout=subprocess.DEVNULL, stderr=log,
                                start_new_session=True,
                                preexec_fn=_open_files_limit(open_files))
        proc.log = log
        base = f"http://127.0.0.1:{port}"
        try:
            if _wait_ready(proc, base, ready_seconds):
                yield Server(base, proc)
                return
            last_error = _stop(proc)
            if "Address already in use" not in last_error:
                raise RuntimeError(f"the server did not start:\n{last_error[-3000:]}")
        finally:
            if proc.poll() is None:
                _stop(proc)
    raise ServerUnavailable(f"no free port: {last_error[-500:]}")


def _wait_ready(proc: subprocess.Popen, base: str, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        try:
            with urllib.request.urlopen(f"{base}/api/kinds", timeout=2) as r:
                if r.status == 200:
                    return True
        except OSError:
            time.sleep(0.2)
    return False


def _stop(proc: subprocess.Popen) -> str:
    """Stop the server's process group; its stderr."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)
    proc.log.seek(0)
    err = proc.log.read()
    proc.log.close()
    return err.decode(errors="replace")
