#!/bin/sh
# Serve the app as in production (gunicorn, DEBUG off, over plain HTTP on loopback) and print
# Lighthouse's four mobile scores for the story page.
set -eu
PORT="${LIGHTHOUSE_PORT:-8799}"
URL="http://127.0.0.1:$PORT${LIGHTHOUSE_PATH:-/events/gaga-mulvaney-iwd-2024/}"
REPORT="$(mktemp /tmp/lighthouse.XXXXXX.json)"
export DJANGO_DEBUG=0 DJANGO_SECRET_KEY="lighthouse-$(date +%s)-not-a-production-secret-key-0123456789" \
    DJANGO_SECURE_SSL_REDIRECT=0 DJANGO_ALLOWED_HOSTS=127.0.0.1,localhost PORT
.venv/bin/gunicorn --config newsroom/gunicorn.conf.py --daemon --pid /tmp/newsroom-lighthouse.pid
trap 'kill "$(cat /tmp/newsroom-lighthouse.pid)" 2>/dev/null || true; rm -f "$REPORT"' EXIT
sleep 2
CHROME_PATH="${CHROMIUM_PATH:-/usr/lib/chromium/chromium}" npx --no-install lighthouse "$URL" \
    --quiet --output=json --output-path="$REPORT" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"
node -e '
const r = require(process.argv[1]);
for (const [key, c] of Object.entries(r.categories)) console.log(`${c.title.padEnd(16)} ${c.score}`);
' "$REPORT"
