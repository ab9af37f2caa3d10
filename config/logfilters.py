"""``RepeatFilter``: a failure that repeats is logged once per interval, not once per request.

A flood of bad requests (a wrong Host, malformed HTTP, connections over the limit, accept()
out of file descriptors) makes the same warning or traceback per connection: tens of thousands
a minute fill the disk and drown everything else. Set on a handler (settings.LOGGING, and the
server's own handlers in config.server), the filter lets the first record of a kind through,
holds back the others for ``interval`` seconds and counts them; the next one let through says
how many were held back. The standard library has no such filter, hence this one.
"""

from __future__ import annotations

import logging
import threading
import time


class RepeatFilter(logging.Filter):
    """Let one record of a kind through per ``interval`` seconds; records under ``level`` pass.

    A record's kind: its logger, level and the place of the logging call, and either the
    message template (not its arguments, which name the client or the path) or, with an
    exception, the exception's type and where it was raised. At most ``max_kinds`` kinds are
    remembered (the oldest forgotten first)."""

    def __init__(self, name: str = "", interval: float = 60.0, level: int = logging.WARNING,
                 max_kinds: int = 1000):
        super().__init__(name)
        self.interval = interval
        self.level = level
        self.max_kinds = max_kinds
        self._kinds: dict[tuple, list] = {}  # kind -> [when let through, held back since]
        self._lock = threading.Lock()

    def filter(self, record: logging.LogRecord) -> bool:
        if record.levelno < self.level:
            return True
        kind = _kind(record)
        now = time.monotonic()
        with self._lock:
            seen = self._kinds.get(kind)
            if seen is not None and now - seen[0] < self.interval:
                seen[1] += 1
                return False
            held = seen[1] if seen is not None else 0
            self._kinds.pop(kind, None)
            self._kinds[kind] = [now, 0]
            while len(self._kinds) > self.max_kinds:
                del self._kinds[next(iter(self._kinds))]
        if held:
            record.msg = (f"{record.msg} [{held} more like this held back in the last "
                          f"{self.interval:g} s]")
        return True


def _kind(record: logging.LogRecord) -> tuple:
    where = (record.name, record.levelno, record.pathname, record.lineno)
    exc = record.exc_info[1] if record.exc_info else None
    if exc is None:
        return (*where, str(record.msg))
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    raised = (tb.tb_frame.f_code.co_filename, tb.tb_lineno) if tb is not None else None
    return (*where, type(exc).__qualname__, raised)
