#!/bin/sh
# Make sure a tool from Debian's packages is there; install it when we are root.
# Usage: sh scripts/ensure_tool.sh PATH PACKAGE   (e.g. /usr/bin/chromium chromium)
TOOL="$1"
PACKAGE="$2"
[ -x "$TOOL" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $PACKAGE..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$PACKAGE" >/dev/null
    [ -x "$TOOL" ] && exit 0
fi
echo "This needs $TOOL. Install it with: sudo apt-get install $PACKAGE" >&2
exit 1
