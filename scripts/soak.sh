#!/bin/sh
# Soak and fault test on loopback: gunicorn in production settings, wrk, load_seeds
# under load, graceful reload, a killed load, backup and restore. Prints figures;
# exits non-zero when a check fails. SOAK_SECONDS=10 for a short run.
set -eu
cd "$(dirname "$0")/.."
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
exec timeout --signal=INT 330 .venv/bin/python bench/soak.py "$@"
