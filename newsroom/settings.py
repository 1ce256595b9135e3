"""Newsroom settings: one file, read from the environment.

Development defaults are safe to run on a laptop; production sets
DJANGO_DEBUG=0, DJANGO_SECRET_KEY, DJANGO_ALLOWED_HOSTS and DATABASE_URL.
"""

import datetime
import os
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str = "") -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


DEBUG = env_bool("DJANGO_DEBUG", True)

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if not SECRET_KEY:
    if not DEBUG:
        raise ImproperlyConfigured("Set DJANGO_SECRET_KEY when DJANGO_DEBUG=0.")
    SECRET_KEY = "django-insecure-development-only-key"  # noqa: S105

ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django_htmx",
    "csp",
    "axes",
    "articles",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "newsroom.middleware.PermissionsPolicyMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # A story's pages, stored as the middleware below shapes them, answer repeats here.
    "articles.caching.PageCacheMiddleware",
    # Pages go out gzipped (static files come compressed from whitenoise, above).
    # Django pads each body with random bytes against BREACH.
    "django.middleware.gzip.GZipMiddleware",
    "csp.middleware.CSPMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "articles.middleware.SlugRedirectMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Innermost of ours: it turns a database outage in a view into a 503 page.
    "newsroom.middleware.DatabaseUnavailableMiddleware",
    # django-axes wants to be last: it answers a locked-out login attempt.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "newsroom.urls"
WSGI_APPLICATION = "newsroom.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "articles.context_processors.preview",
            ],
        },
    },
]

# SQLite by default; PostgreSQL (or any backend) through DATABASE_URL.
DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=int(os.environ.get("DJANGO_CONN_MAX_AGE", "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets readers run beside the one writer; IMMEDIATE takes the write
    # lock at BEGIN so two writers queue on the busy timeout instead of
    # failing with "database is locked" halfway through a transaction.
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"]["OPTIONS"] = {
        "transaction_mode": "IMMEDIATE",
        "timeout": 20,
        "init_command": (
            "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL; PRAGMA busy_timeout=20000;"
        ),
    }

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# The page cache of the story pages (articles.caching). Local memory, one per
# process, by default; DJANGO_CACHE_URL=redis://host:6379/0 shares one Redis
# among several app servers; dummy:// turns caching off (cold benchmarks).
CACHE_URL = os.environ.get("DJANGO_CACHE_URL", "")
if CACHE_URL.startswith(("redis://", "rediss://", "unix://")):
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": CACHE_URL,
        }
    }
elif CACHE_URL.startswith("dummy://"):
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}}
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "newsroom",
            "OPTIONS": {"MAX_ENTRIES": 2000},
        }
    }

# django-axes first: it refuses a locked-out login before any password is checked.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

# Login throttling: five failures for one username from one address lock that
# pair out for 15 minutes (a success does not wipe the count of failures).
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = datetime.timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_LOCKOUT_TEMPLATE = "axes_lockout.html"
AXES_HTTP_RESPONSE_CODE = 429
AXES_VERBOSE = False  # no banner on every management command

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": os.environ.get(
            "DJANGO_STATICFILES_STORAGE",
            "whitenoise.storage.CompressedManifestStaticFilesStorage",
        )
    },
}
WHITENOISE_MAX_AGE = 31536000 if not DEBUG else 0

ADMIN_PATH = os.environ.get("DJANGO_ADMIN_PATH", "admin/").strip("/") + "/"

# Security headers. HTTPS settings are on whenever DEBUG is off; behind a TLS
# proxy, or on a private network over plain HTTP, DJANGO_SECURE_SSL_REDIRECT=0.
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", not DEBUG)
if env_bool("DJANGO_TRUST_X_FORWARDED_PROTO", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_HSTS_SECONDS = 0 if DEBUG else 31536000
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
SESSION_COOKIE_SECURE = not DEBUG
CSRF_COOKIE_SECURE = not DEBUG
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
# Set by newsroom.middleware.PermissionsPolicyMiddleware. Our pages embed
# nothing and are embedded nowhere: same-origin resources, and no powerful
# features except the clipboard and Web Share for the copy-link button.
CROSS_ORIGIN_RESOURCE_POLICY = "same-origin"
PERMISSIONS_POLICY = (
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), "
    "gyroscope=(), browsing-topics=(), magnetometer=(), microphone=(), midi=(), "
    "payment=(), usb=(), clipboard-write=(self), web-share=(self)"
)

# Django refuses a request body over 2.5 MB with a bare 400 before any form
# sees it; a 5 MB paste in the admin should instead get the form's own error
# ("too long; the limit is …"), so accept bodies up to 6 MB. The article limit
# proper is NEWSROOM_MAX_ARTICLE_BYTES below.
DATA_UPLOAD_MAX_MEMORY_SIZE = 6 * 1024 * 1024

CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "connect-src": [SELF],
        "font-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}

# Ingest refuses article files larger than this (bytes).
NEWSROOM_MAX_ARTICLE_BYTES = int(os.environ.get("NEWSROOM_MAX_ARTICLE_BYTES", str(1024 * 1024)))

# Fetching articles by URL (the admin's "Add article from URL", add_article,
# refetch_articles). Addresses that resolve to loopback, private, link-local
# or metadata ranges are refused unless NEWSROOM_FETCH_ALLOW_PRIVATE=1.
NEWSROOM_FETCH_ALLOW_PRIVATE = os.environ.get("NEWSROOM_FETCH_ALLOW_PRIVATE") == "1"
NEWSROOM_FETCH_TIMEOUT = float(os.environ.get("NEWSROOM_FETCH_TIMEOUT", "10"))  # seconds
NEWSROOM_FETCH_MAX_BYTES = int(os.environ.get("NEWSROOM_FETCH_MAX_BYTES", str(5 * 1024 * 1024)))
NEWSROOM_FETCH_MAX_REDIRECTS = 5
# refetch_articles waits this long between two requests to one host.
NEWSROOM_FETCH_HOST_DELAY = float(os.environ.get("NEWSROOM_FETCH_HOST_DELAY", "5"))
NEWSROOM_FETCH_USER_AGENT = "Newsroom/0.1 (+https://github.com/newsroom; article versions)"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("DJANGO_LOG_LEVEL", "INFO")},
}
