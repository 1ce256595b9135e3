#!/bin/sh
# Make sure Debian's Chromium is there for the browser tests; install it when we are root.
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    [ -x "$CHROMIUM" ] && exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM." >&2
echo "Install it with: sudo apt-get install chromium   (or set CHROMIUM_PATH)" >&2
exit 1
