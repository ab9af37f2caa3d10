"""Settings, driven by environment variables with working defaults (README, "Production").

Defaults give a development server on SQLite with Celery tasks run in-process; production sets
DATABASE_URL (PostgreSQL), CELERY_BROKER_URL (Redis), DJANGO_SECRET_KEY, DJANGO_DEBUG=0 and
ALLOWED_HOSTS.

Long because every setting of every app is here, each with the reason for its default, so that
one file answers "what can an operator set": splitting it by app would scatter that answer.
"""

import os
from datetime import timedelta
from pathlib import Path

import dj_database_url

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))
VAR_DIR.mkdir(parents=True, exist_ok=True)


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_bool("DJANGO_DEBUG", True)
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise RuntimeError("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off")
    SECRET_KEY = "dev-only-insecure-key-do-not-use-in-production"
ALLOWED_HOSTS = [
    h.strip()
    for h in os.environ.get("ALLOWED_HOSTS", "localhost,127.0.0.1,testserver").split(",")
    if h.strip()
]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",  # API tokens: hashed at rest, one per device (accounts.models.DeviceToken)
    "drf_spectacular",
    "drf_spectacular_sidecar",  # Swagger UI and Redoc served from our own static files
    "corsheaders",
    "events",
    "accounts",
    "games",
    "dictionary",
    "notifications",
    "ratings",  # ratings per kind, from the finished games (an outbox subscriber)
    "chat",  # in-game chat rooms, reports and their moderation
    "pairing",  # quick pairing: the seek pool that pairs compatible requests into games
    "django_htmx",  # request.htmx, and htmx's own script as a static file
    "csp",  # the Content-Security-Policy header (CONTENT_SECURITY_POLICY below)
    "web",  # the web client: the pages at /
]

MIDDLEWARE = [
    "config.middleware.BodySizeLimitMiddleware",
    "config.middleware.QueryStringGuardMiddleware",
    "django.middleware.security.SecurityMiddleware",
    # WhiteNoise: serves STATIC_ROOT (collectstatic), the API docs' scripts with DEBUG off too
    "config.middleware.StaticFilesMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "corsheaders.middleware.CorsMiddleware",  # before CommonMiddleware, as the library asks
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "web.middleware.NotFoundPageMiddleware",  # a web page not found is a page, not JSON
]

ROOT_URLCONF = "config.urls"
# Each game kind's folder carries its table's template and style (games/kinds/<kind>/templates
# and static; docs/architecture.md): found by globbing, so the settings never list the kinds.
KIND_FOLDERS = sorted(p.parent for p in (BASE_DIR / "games" / "kinds").glob("*/__init__.py"))
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [folder / "templates" for folder in KIND_FOLDERS],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "web.context_processors.client",
                "web.context_processors.unread",  # the navigation's unread count
            ],
        },
    },
]
WSGI_APPLICATION = "config.wsgi.application"

# The web client (web/): session log-in with CSRF, pages at /, the API under /api/.
LOGIN_URL = "/login/"
LOGIN_REDIRECT_URL = "/"
LOGOUT_REDIRECT_URL = "/login/"
# How long the pages' script asks a long-poll to wait (seconds, at most the API's 25)
WEB_LONG_POLL_SECONDS = int(os.environ.get("WEB_LONG_POLL_SECONDS", "25"))
# The game page keeps its rendered table and history per process, keyed by everything they
# are drawn from (web.fragments); bytes per process, 0 turns it off.
WEB_FRAGMENT_CACHE_BYTES = int(os.environ.get("WEB_FRAGMENT_CACHE_BYTES", str(8 * 2**20)))
# Origins a form may be posted from besides the page's own Host (a TLS proxy that changes it)
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",")
                        if o.strip()]
SESSION_COOKIE_HTTPONLY = True
# Database sessions and Django's log-in backend, each with the read every signed-in page makes
# written as SQL once per process (config.sessions, accounts.backends). Sessions saved under
# django.contrib.auth.backends.ModelBackend's name before this sign in again, once.
SESSION_ENGINE = "config.sessions"
AUTHENTICATION_BACKENDS = ["accounts.backends.ModelBackend"]
SESSION_COOKIE_SAMESITE = "Lax"
SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = env_bool("SECURE_COOKIES", not DEBUG)
# A CSRF refusal: a page for a person, the API's JSON 403 `csrf_failed` under /api/
CSRF_FAILURE_VIEW = "web.views.csrf.csrf_failure"
# A strict policy: everything from this server, no inline script or style, no framing. The
# admin keeps Django's own pages as they are, and the API docs pages send their own policy
# (config/urls.py), which the middleware leaves alone.
CONTENT_SECURITY_POLICY = {
    "EXCLUDE_URL_PREFIXES": ["/admin/"],
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'"],
        "img-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "font-src": ["'self'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    },
}
ASGI_APPLICATION = "config.asgi.application"

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}", conn_max_age=60, conn_health_checks=True
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # Wait for the write lock instead of failing at once when two requests write together.
    DATABASES["default"].setdefault("OPTIONS", {})["timeout"] = 20
    DATABASES["default"]["OPTIONS"]["transaction_mode"] = "IMMEDIATE"
    # WAL: readers (long-polls, views) never block the writer; NORMAL sync is safe under WAL.
    DATABASES["default"]["OPTIONS"]["init_command"] = (
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;")
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    # Tests use a file, not shared-cache memory, so threads get real SQLite locking (busy wait).
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test-db.sqlite3")}
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Served by ASGI, each request runs its sync part in a thread of its own, so a persistent
    # connection would never be reused and a burst of requests (say, long-polls arriving
    # together) would open one connection each: share a bounded pool per process instead.
    # DATABASE_POOL_MAX=0 turns it off (persistent connections, CONN_MAX_AGE 60).
    # Bind parameters on the server and let psycopg prepare a statement once a connection has
    # run it DATABASE_PREPARE_THRESHOLD times (Django turns preparing off unless told): then
    # PostgreSQL parses and plans the hot queries once per connection, not on every call.
    # DATABASE_PREPARE_THRESHOLD=off for poolers in transaction mode without prepared
    # statement support (PgBouncer before 1.21).
    _options = DATABASES["default"].setdefault("OPTIONS", {})
    _options["server_side_binding"] = os.environ.get("DATABASE_SERVER_SIDE_BINDING", "1") == "1"
    _prepare = os.environ.get("DATABASE_PREPARE_THRESHOLD", "5")
    _options["prepare_threshold"] = None if _prepare == "off" else int(_prepare)
    _pool_max = int(os.environ.get("DATABASE_POOL_MAX", "10"))
    if _pool_max > 0:
        DATABASES["default"]["CONN_MAX_AGE"] = 0
        DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
            "min_size": 1, "max_size": _pool_max, "timeout": 10}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
     "OPTIONS": {"min_length": 8}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True
STATIC_URL = "static/"
STATICFILES_DIRS = [folder / "static" for folder in KIND_FOLDERS]
# ``manage.py collectstatic`` fills it (with gzip copies, so nothing is compressed per request)
# and WhiteNoise serves it, with DEBUG off too.
STATIC_ROOT = Path(os.environ.get("STATIC_ROOT", VAR_DIR / "static"))
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # empty until collectstatic (WhiteNoise warns)
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}

# Cache: throttle counts and login lock-outs live here, so it must be shared by every worker
# process and thread. CACHE_URL (or REDIS_URL) redis://... selects Django's Redis cache; the
# default is a database table (``manage.py createcachetable``, run by ``make setup``), shared
# without any extra service. ``locmem://`` is per process: fine for one process only.
CACHE_URL = os.environ.get("CACHE_URL") or os.environ.get("REDIS_URL", "")
if CACHE_URL.startswith(("redis://", "rediss://", "unix://")):
    # one connection pool per process, whatever the number of cache objects (config.cache)
    CACHES = {"default": {"BACKEND": "config.cache.RedisCache",
                          "LOCATION": CACHE_URL, "KEY_PREFIX": "games",
                          "OPTIONS": {"pool_class": "config.cache.SharedConnectionPool"}}}
elif CACHE_URL.startswith("locmem://"):
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
else:
    # Django's, with add and incr atomic across processes (config.cache)
    CACHES = {"default": {"BACKEND": "config.cache.DatabaseCache",
                          "LOCATION": "cache_table", "OPTIONS": {"MAX_ENTRIES": 100_000}}}

# Client addresses (throttles, lock-outs): X-Forwarded-For is believed only when the peer
# (REMOTE_ADDR) is in TRUSTED_PROXIES (comma-separated CIDRs); then the client is the
# NUM_PROXIES-th address from the right of that header.
TRUSTED_PROXIES = [p.strip() for p in os.environ.get("TRUSTED_PROXIES", "").split(",")
                   if p.strip()]
NUM_PROXIES = int(os.environ.get("NUM_PROXIES", "1"))

# Lock-out after failed logins (API token and admin log-in), per username and client address
# (accounts.lockout): after LOGIN_FAILURE_LIMIT failures in a row the name is locked for that
# address for LOGIN_LOCKOUT_SECONDS, doubled with every further failure up to
# LOGIN_LOCKOUT_MAX_SECONDS; a success clears the count.
LOGIN_FAILURE_LIMIT = int(os.environ.get("LOGIN_FAILURE_LIMIT", "5"))
LOGIN_LOCKOUT_SECONDS = int(os.environ.get("LOGIN_LOCKOUT_SECONDS", "60"))
LOGIN_LOCKOUT_MAX_SECONDS = int(os.environ.get("LOGIN_LOCKOUT_MAX_SECONDS", "3600"))

# Requests larger than this are refused with 413 `too_large` before they are parsed (under
# ASGI before they are read: config.asgi.BodyGuard); a body must arrive within
# REQUEST_BODY_TIMEOUT_SECONDS of its headers, else 408 `request_timeout`.
MAX_REQUEST_BYTES = 64 * 1024
REQUEST_BODY_TIMEOUT_SECONDS = float(os.environ.get("REQUEST_BODY_TIMEOUT_SECONDS", "20"))
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BYTES

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "accounts.authentication.TokenAuthentication",  # knox's, its lookup precompiled
        "accounts.authentication.SessionAuthentication",  # DRF's, 403 `csrf_failed`
    ],
    # GameVisible: a private game is "not found" to anyone who may not see it
    # (games.selectors.access)
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated",
                                   "games.api.permissions.GameVisible"],
    # JSON with limits: depth, finite numbers in range, no NUL or lone surrogates
    "DEFAULT_PARSER_CLASSES": ["config.parsers.StrictJSONParser"],
    "DEFAULT_RENDERER_CLASSES": [
        "rest_framework.renderers.JSONRenderer",
        "rest_framework.renderers.BrowsableAPIRenderer",
    ],
    "DEFAULT_PAGINATION_CLASS": "config.pagination.StrictLimitOffsetPagination",
    "PAGE_SIZE": 50,
    "EXCEPTION_HANDLER": "config.exception_handler.exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # 429 `throttled` with Retry-After; counts live in the shared cache (config.throttling).
    "DEFAULT_THROTTLE_RATES": {
        # password endpoints, per client address
        "auth": os.environ.get("AUTH_THROTTLE_RATE", "30/minute"),
        # new accounts, per client address
        "register": os.environ.get("REGISTER_THROTTLE_RATE", "20/hour"),
        # game commands, per user: generous, Didi Dotter is played in real time
        "commands": os.environ.get("COMMANDS_THROTTLE_RATE", "600/minute"),
        # disputes, per user
        "disputes": os.environ.get("DISPUTES_THROTTLE_RATE", "10/hour"),
        # join-code attempts, per user (a code has 192 random bits: this only bounds the load)
        "join_code": os.environ.get("JOIN_CODE_THROTTLE_RATE", "30/minute"),
        # new games (lobby, challenges, rematches), per user
        "games": os.environ.get("GAMES_THROTTLE_RATE", "60/hour"),
        # vacation start and stop, per user (each writes an event into every game of theirs)
        "vacation": os.environ.get("VACATION_THROTTLE_RATE", "10/hour"),
        # draw offers, acceptances and declines, per user (the commands' own rate is above)
        "draws": os.environ.get("DRAWS_THROTTLE_RATE", "30/hour"),
        # verification mails, per account and per address (accounts.mail)
        "verify_email": os.environ.get("VERIFY_EMAIL_THROTTLE_RATE", "5/hour"),
        # password-reset mails, per address asked for and per account (accounts.mail)
        "password_reset": os.environ.get("PASSWORD_RESET_THROTTLE_RATE", "5/hour"),
        # data exports, per user (each reads every game of the account)
        "export": os.environ.get("EXPORT_THROTTLE_RATE", "10/hour"),
        # a player's game records as ndjson, per user (each reads every finished game of theirs)
        "game_exports": os.environ.get("GAME_EXPORTS_THROTTLE_RATE", "10/hour"),
        # making and lifting blocks, per user
        "blocks": os.environ.get("BLOCKS_THROTTLE_RATE", "60/hour"),
        # player search (as you type: a request per pause in typing), per user
        "player_search": os.environ.get("PLAYER_SEARCH_THROTTLE_RATE", "60/minute"),
        # chat messages sent, per user
        "chat_messages": os.environ.get("CHAT_MESSAGES_THROTTLE_RATE", "20/minute"),
        # chat reports filed, per user
        "chat_reports": os.environ.get("CHAT_REPORTS_THROTTLE_RATE", "30/hour"),
        # quick pairing's seeks posted, per user (a seek may make a game)
        "seeks": os.environ.get("SEEKS_THROTTLE_RATE", "120/hour"),
    },
}

# API tokens (knox): one per logged-in device, stored as a SHA-512 digest. A token expires
# TOKEN_TTL after its last use (AUTO_REFRESH; the last-use write is made at most once per
# MIN_REFRESH_INTERVAL seconds). Clients send `Authorization: Token <key>`.
KNOX_TOKEN_MODEL = "accounts.DeviceToken"
# knox's migrations would make its own token table (unused: swapped for the one above)
MIGRATION_MODULES = {"knox": None}
REST_KNOX = {
    "TOKEN_TTL": timedelta(days=int(os.environ.get("API_TOKEN_TTL_DAYS", "90"))),
    "AUTO_REFRESH": True,
    # a token is renewed by use for at most this long after log-in (unset: for ever)
    "AUTO_REFRESH_MAX_TTL": (timedelta(days=int(os.environ["API_TOKEN_MAX_DAYS"]))
                             if os.environ.get("API_TOKEN_MAX_DAYS") else None),
    "MIN_REFRESH_INTERVAL": 60,
    "AUTH_HEADER_PREFIX": "Token",
}
# An account's live tokens at most: a new log-in beyond it deletes the one longest unused
API_TOKENS_PER_ACCOUNT = int(os.environ.get("API_TOKENS_PER_ACCOUNT", "50"))

SPECTACULAR_SETTINGS = {
    "TITLE": "Tabletop games service",
    "DESCRIPTION": (
        "Five tabletop games played by correspondence. Every move is an immutable event; "
        "views and event feeds are redacted for the requester."
    ),
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "COMPONENT_SPLIT_REQUEST": True,
    # the docs pages load their scripts from this server, never from a CDN
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # Swagger UI's default validator is an outside service (its badge an image from there)
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
    # typed commands, views, events and conventions the serializers cannot express
    "POSTPROCESSING_HOOKS": ["drf_spectacular.hooks.postprocess_schema_enums",
                             "config.openapi.postprocess"],
    "ENUM_NAME_OVERRIDES": {"NotificationKindEnum": "notifications.models.KINDS",
                            "KindEnum": "games.kinds.KINDS",
                            "GameStatusEnum": ["lobby", "active", "finished"],
                            "VisibilityEnum": ["public", "private"],
                            "BotLevelEnum": "games.bots.LEVELS"},
}

# CORS (browser clients on other origins): none allowed unless listed, comma-separated, e.g.
# CORS_ALLOWED_ORIGINS=https://play.example.org,http://localhost:5173. Only the API is covered.
CORS_ALLOWED_ORIGINS = [o.strip() for o in os.environ.get("CORS_ALLOWED_ORIGINS", "").split(",")
                        if o.strip()]
CORS_URLS_REGEX = r"^/api/.*$"
CORS_ALLOW_HEADERS = ["accept", "authorization", "content-type", "if-match", "if-none-match",
                      "idempotency-key", "x-request-id"]
CORS_EXPOSE_HEADERS = ["etag", "retry-after", "idempotent-replayed"]

# Event store
EVENTS_SNAPSHOT_EVERY = int(os.environ.get("EVENTS_SNAPSHOT_EVERY", "50"))
# How often a command is re-decided against the new state when another landed first.
GAMES_COMMAND_RETRIES = int(os.environ.get("GAMES_COMMAND_RETRIES", "8"))
# A deadline this close is scheduled on the broker as a task due then; later ones are fired by
# the beat sweep (every 5 s). Under an hour: a Redis broker redelivers a task held longer.
GAMES_DEADLINE_TASK_HORIZON_SECONDS = int(os.environ.get("GAMES_DEADLINE_TASK_HORIZON_SECONDS",
                                                         "600"))

# Long-polls (`?wait=`): how many waits one user may hold at once (shared by all processes when
# the default cache is shared), and the Retry-After (seconds) of the 429 `too_many_waits` past it.
LONG_POLL_MAX_WAITS_PER_USER = int(os.environ.get("LONG_POLL_MAX_WAITS_PER_USER", "8"))
# A wait's slot is a lease of this many seconds, renewed while the wait lasts: the slots of a
# process that dies are free again within it (events.waiting).
LONG_POLL_SLOT_LEASE_SECONDS = int(os.environ.get("LONG_POLL_SLOT_LEASE_SECONDS", "6"))
LONG_POLL_RETRY_AFTER = 5

# Dictionaries: compiled tries live here.
DICTIONARY_DIR = Path(os.environ.get("DICTIONARY_DIR", VAR_DIR / "dictionaries"))

# Celery: with no broker, tasks run eagerly in-process (nothing to install for development).
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "")
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
# no task result is read by the service; a backend is only for tools (the benchmarks)
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND") or None
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_TIMEZONE = TIME_ZONE

# A failure that repeats (a flood of bad requests, a socket error per connection) is logged once
# per LOG_REPEAT_INTERVAL_SECONDS, with the count of those held back (config.logfilters).
LOG_REPEAT_INTERVAL_SECONDS = float(os.environ.get("LOG_REPEAT_INTERVAL_SECONDS", "60"))
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"repeats": {"()": "config.logfilters.RepeatFilter",
                            "interval": LOG_REPEAT_INTERVAL_SECONDS}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["repeats"]}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
}
# A command must never wait long on a broker that is down (the relay sweep catches up): try to
# publish twice, briefly, then give up (the caller logs it and goes on).
CELERY_BROKER_CONNECTION_TIMEOUT = 2
CELERY_TASK_PUBLISH_RETRY_POLICY = {"max_retries": 1, "interval_start": 0,
                                    "interval_step": 0.2, "interval_max": 0.2}
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "socket_connect_timeout": 2, "socket_timeout": 5,
    # a connection that went silent (a broker host gone without closing it) is found within
    # seconds: TCP keepalive, and a PING before using a connection idle this long
    "socket_keepalive": True, "health_check_interval": 10,
}
# A worker survives any broker outage: it reconnects for as long as it takes (Celery's default
# gives up after 100 attempts, then the worker exits), also when it starts before the broker.
CELERY_BROKER_CONNECTION_RETRY = True
CELERY_BROKER_CONNECTION_MAX_RETRIES = None
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# Tasks running when the connection drops finish their database work (every task is
# idempotent on the database, so a redelivered message is harmless); cancelling them would
# only interrupt that work.
CELERY_WORKER_CANCEL_LONG_RUNNING_TASKS_ON_CONNECTION_LOSS = False
# kombu's Redis transport with the fix that keeps a busy worker alive when Redis drops
# (config/broker.py says why)
if CELERY_BROKER_URL.startswith(("redis://", "rediss://")):
    CELERY_BROKER_TRANSPORT = "config.broker:Transport"
# Webhook deliveries wait on other people's servers (up to NOTIFICATIONS_WEBHOOK_TIMEOUT each):
# they have a queue of their own, so the relay, bots and deadlines (queue "celery") never wait
# behind them. Workers must consume both (README, "Production").
CELERY_TASK_ROUTES = {"notifications.tasks.deliver_webhook": {"queue": "webhooks"},
                      # pushes wait on push services: the same queue of outgoing requests
                      "notifications.tasks.deliver_push": {"queue": "webhooks"}}
CELERY_BEAT_SCHEDULE = {
    "fire-due-deadlines": {"task": "games.tasks.fire_due_deadlines", "schedule": 5.0},
    # bot moves the outbox subscriber could not queue (broker down): queued again
    "bots-sweep": {"task": "games.tasks.bots_sweep", "schedule": 30.0},
    "expire-invitations": {"task": "games.tasks.expire_invitations", "schedule": 600.0},
    # quick pairing's seeks past their time (reads already treat them as expired)
    "expire-seeks": {"task": "pairing.tasks.expire_seeks", "schedule": 60.0},
    # the outbox relay's sweep: catches up whatever a wake-up on commit could not reach
    "relay": {"task": "events.tasks.relay",
              "schedule": float(os.environ.get("EVENTS_RELAY_SWEEP_SECONDS", "5"))},
    "notify-low-clocks": {"task": "notifications.tasks.notify_low_clocks", "schedule": 60.0},
    "retry-webhooks": {"task": "notifications.tasks.retry_webhooks", "schedule": 15.0},
    "email-digests": {"task": "notifications.tasks.send_email_digests", "schedule": 600.0},
    # pushes held back by their delay when tasks run eagerly, and those whose task was lost
    "push-sweep": {"task": "notifications.tasks.sweep_pushes", "schedule": 1.0},
}
# With no broker, `manage.py runserver` runs the schedule above in a thread of its own
# (config.scheduler); 0 turns that off (run `celery beat` or the sweeps' commands instead).
SCHEDULER_IN_PROCESS = env_bool("SCHEDULER_IN_PROCESS", True)

# The outbox relay (events.subscriptions): events numbered per pass.
EVENTS_RELAY_BATCH = int(os.environ.get("EVENTS_RELAY_BATCH", "1000"))
# how long a sent wake-up of the relay stands for the commits after it (events.subscriptions)
EVENTS_RELAY_WAKE_PENDING_SECONDS = int(os.environ.get("EVENTS_RELAY_WAKE_PENDING_SECONDS",
                                                       "5"))
# how long after a wake-up the relay's pass starts, so the commits of that moment share it
EVENTS_RELAY_WAKE_DELAY_SECONDS = float(os.environ.get("EVENTS_RELAY_WAKE_DELAY_SECONDS",
                                                       "0.25"))

# Notifications (docs/notifications.md)
NOTIFICATIONS_CLOCK_LOW_HOURS = [int(h) for h in os.environ.get(
    "NOTIFICATIONS_CLOCK_LOW_HOURS", "12,1").split(",") if h.strip()]
# the clock alarm: when this percent of the time a turn began with has passed (0: none)
NOTIFICATIONS_CLOCK_ALARM_PERCENT = int(os.environ.get("NOTIFICATIONS_CLOCK_ALARM_PERCENT",
                                                       "80"))
NOTIFICATIONS_MAX_WEBHOOKS = int(os.environ.get("NOTIFICATIONS_MAX_WEBHOOKS", "5"))
# The webhook outbox's settings (notifications.outbox: the same five for every outbox, under
# its prefix, here NOTIFICATIONS_WEBHOOK_ and PUSH_): the send's deadline, the attempts before
# the dead letter, the backoff (doubling from BACKOFF_SECONDS, capped, within 20 %), and how
# overdue a row is before the sweep queues it again.
# the overall deadline of one attempt (DNS, connect, TLS, request, the answer's headers)
NOTIFICATIONS_WEBHOOK_TIMEOUT = float(os.environ.get("NOTIFICATIONS_WEBHOOK_TIMEOUT", "5"))
NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS = int(os.environ.get("NOTIFICATIONS_WEBHOOK_MAX_ATTEMPTS",
                                                        "8"))
NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS = float(os.environ.get(
    "NOTIFICATIONS_WEBHOOK_BACKOFF_SECONDS", "10"))
NOTIFICATIONS_WEBHOOK_BACKOFF_MAX_SECONDS = float(os.environ.get(
    "NOTIFICATIONS_WEBHOOK_BACKOFF_MAX_SECONDS", "3600"))
# a pending delivery this overdue is re-queued by the sweep (its task was lost or never queued)
NOTIFICATIONS_WEBHOOK_SWEEP_GRACE_SECONDS = 30
# loopback targets (and plain http to them): for development only
NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK = env_bool("NOTIFICATIONS_WEBHOOK_ALLOW_LOOPBACK", DEBUG)

# Ratings (docs/ratings.md; ratings.skill): a rating whose uncertainty (openskill's sigma; a
# new player's is 25/3) is above this is provisional: off the leaderboards, shown with a "?"
# (about a dozen two-player games bring it under 6)
RATINGS_PROVISIONAL_SIGMA = float(os.environ.get("RATINGS_PROVISIONAL_SIGMA", "6.0"))
# inactivity: sigma grows to sqrt(sigma^2 + c^2 * idle days), at most a new player's, with
# c this (0.3: an established 4 is provisional again after about 200 idle days)
RATINGS_SIGMA_DECAY_PER_DAY = float(os.environ.get("RATINGS_SIGMA_DECAY_PER_DAY", "0.3"))

# Push (docs/push.md): one sender per platform, found by dotted path (a platform whose module
# is missing fails alone, with a clear error in its deliveries' log)
PUSH_SENDERS = {
    "webpush": "notifications.push.webpush.WebPushSender",
    "fcm": "notifications.push.fcm.FcmSender",
    "apns": "notifications.push.apns.ApnsSender",
}
PUSH_MAX_DEVICES = int(os.environ.get("PUSH_MAX_DEVICES", "20"))
# a "your turn" waits this long; a reply (or the player opening the game) in between cancels it
PUSH_YOUR_TURN_DELAY_SECONDS = float(os.environ.get("PUSH_YOUR_TURN_DELAY_SECONDS", "2"))
# the push outbox's settings (the same five as the webhook outbox's, above)
PUSH_TIMEOUT = float(os.environ.get("PUSH_TIMEOUT", "10"))  # one request to a push service
PUSH_MAX_ATTEMPTS = int(os.environ.get("PUSH_MAX_ATTEMPTS", "6"))
PUSH_BACKOFF_SECONDS = float(os.environ.get("PUSH_BACKOFF_SECONDS", "5"))
PUSH_BACKOFF_MAX_SECONDS = float(os.environ.get("PUSH_BACKOFF_MAX_SECONDS", "600"))
# a pending push this overdue is sent by the sweep (its task was lost, or tasks run eagerly)
PUSH_SWEEP_GRACE_SECONDS = 30
# Web Push: the VAPID key pair (manage.py make_vapid_keys) and the contact the services see
WEBPUSH_VAPID_PRIVATE_KEY = os.environ.get("WEBPUSH_VAPID_PRIVATE_KEY", "")
WEBPUSH_VAPID_PUBLIC_KEY = os.environ.get("WEBPUSH_VAPID_PUBLIC_KEY", "")
WEBPUSH_VAPID_SUBJECT = os.environ.get("WEBPUSH_VAPID_SUBJECT", "mailto:games@localhost")
# subscriptions whose endpoint is a loopback address (plain http too): tests only
WEBPUSH_ALLOW_LOOPBACK = env_bool("WEBPUSH_ALLOW_LOOPBACK", False)

# Email: the console by default; EMAIL_HOST (and friends) switch to SMTP.
EMAIL_HOST = os.environ.get("EMAIL_HOST", "")
if EMAIL_HOST:
    EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "587"))
    EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
    EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
    EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", True)
else:
    EMAIL_BACKEND = "django.core.mail.backends.console.EmailBackend"
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "games@localhost")
# The site's public base URL as people reach it: the links in emails are absolute (game pages,
# verification, password reset).
SITE_URL = os.environ.get("SITE_URL", "http://127.0.0.1:8000").rstrip("/")
# How long a verification or password-reset link works (seconds; Django's setting).
PASSWORD_RESET_TIMEOUT = int(os.environ.get("PASSWORD_RESET_TIMEOUT", str(3 * 24 * 3600)))

# Push to Android and iOS apps (docs/push.md): FCM HTTP v1 with a Firebase service account's
# JSON (its text or a file's path; the project id and OAuth token endpoint come from it), APNs
# with a provider token signed by a .p8 key (its PEM text or a file's path). Empty: not set up.
# The base URLs and APNS_CA_FILE (a CA bundle to trust instead of the system's) exist so tests
# can point the senders at loopback services.
FCM_CREDENTIALS = os.environ.get("FCM_CREDENTIALS", "")
FCM_BASE_URL = os.environ.get("FCM_BASE_URL", "https://fcm.googleapis.com")
FCM_TIMEOUT_SECONDS = float(os.environ.get("FCM_TIMEOUT_SECONDS", "10"))
APNS_KEY = os.environ.get("APNS_KEY", "")
APNS_KEY_ID = os.environ.get("APNS_KEY_ID", "")
APNS_TEAM_ID = os.environ.get("APNS_TEAM_ID", "")
APNS_TOPIC = os.environ.get("APNS_TOPIC", "")  # the iOS app's bundle id
APNS_BASE_URL = os.environ.get("APNS_BASE_URL", "https://api.push.apple.com")
APNS_CA_FILE = os.environ.get("APNS_CA_FILE", "")
APNS_TIMEOUT_SECONDS = float(os.environ.get("APNS_TIMEOUT_SECONDS", "10"))

# Bots (docs/bots.md): the thinking time of a strong bot's move (ms and simulations); the
# reaction delay (ms, low and high) a real-time bot adds once the pace rule lets it act;
# without a broker, the most bot moves made in-process after one command, and the longest a
# request waits for a real-time bot's turn (longer: the sweep makes the move).
GAMES_BOTS_BUDGET_MS = float(os.environ.get("GAMES_BOTS_BUDGET_MS", "200"))
GAMES_BOTS_MAX_ITERATIONS = int(os.environ.get("GAMES_BOTS_MAX_ITERATIONS", "2000"))
GAMES_BOTS_REACTION_MS = (40, 160)
GAMES_BOTS_EAGER_MAX_MOVES = int(os.environ.get("GAMES_BOTS_EAGER_MAX_MOVES", "400"))
GAMES_BOTS_EAGER_MAX_WAIT_MS = int(os.environ.get("GAMES_BOTS_EAGER_MAX_WAIT_MS", "200"))

# Correspondence play: each user's vacation allowance per calendar year (UTC), in days.
GAMES_VACATION_DAYS_PER_YEAR = int(os.environ.get("GAMES_VACATION_DAYS_PER_YEAR", "14"))
# ... and how many vacations one may start in any 24 hours (each start and stop writes an event
# into every game of theirs): 429 `too_many_vacations` past it.
GAMES_VACATION_STARTS_PER_DAY = int(os.environ.get("GAMES_VACATION_STARTS_PER_DAY", "3"))
# Per-user caps (games.services.caps), 409 past them: games a user created that wait in their
# lobby; pending invitations (challenges and rematches included) a user has sent, holds, and
# has sent to any one user.
GAMES_MAX_OPEN_LOBBIES = int(os.environ.get("GAMES_MAX_OPEN_LOBBIES", "20"))
GAMES_MAX_INVITATIONS_SENT = int(os.environ.get("GAMES_MAX_INVITATIONS_SENT", "50"))
GAMES_MAX_INVITATIONS_RECEIVED = int(os.environ.get("GAMES_MAX_INVITATIONS_RECEIVED", "50"))
GAMES_MAX_INVITATIONS_PER_PAIR = int(os.environ.get("GAMES_MAX_INVITATIONS_PER_PAIR", "3"))
# a pending invitation (or challenge) nobody answered lapses after this many days (0: never)
GAMES_INVITATION_TTL_DAYS = int(os.environ.get("GAMES_INVITATION_TTL_DAYS", "14"))
# Quick pairing (docs/pairing.md): a seek nobody pairs expires after this many minutes; a
# player holds at most this many open seeks
PAIRING_SEEK_TTL_MINUTES = int(os.environ.get("PAIRING_SEEK_TTL_MINUTES", "60"))
PAIRING_MAX_OPEN_SEEKS = int(os.environ.get("PAIRING_MAX_OPEN_SEEKS", "3"))
# Folded game states kept per server process (events.state_cache), in bytes of pickled state;
# 0 turns the cache off.
EVENTS_STATE_CACHE_BYTES = int(os.environ.get("EVENTS_STATE_CACHE_BYTES", str(32 * 1024 * 1024)))
# A player's profile: reliability is the share of their last this many finished games that
# they saw through (no timeout, no autopilot, no abort: ratings.outcomes).
RATINGS_RELIABILITY_GAMES = int(os.environ.get("RATINGS_RELIABILITY_GAMES", "20"))
