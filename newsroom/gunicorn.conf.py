"""gunicorn settings; each can be overridden on the command line or by GUNICORN_CMD_ARGS."""

import os

wsgi_app = "newsroom.wsgi:application"
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
threads = int(os.environ.get("GUNICORN_THREADS", "1"))
timeout = 30
graceful_timeout = 20
accesslog = os.environ.get("GUNICORN_ACCESSLOG") or None
errorlog = "-"
control_socket_disable = True
