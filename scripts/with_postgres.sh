#!/bin/sh
# Run a command against a throwaway PostgreSQL cluster, then stop and remove it.
# Usage: sh scripts/with_postgres.sh COMMAND [ARG ...]
set -eu
PGBIN="${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"
PGPORT="${PGPORT:-5433}"
BASE="$(mktemp -d /tmp/newsroom-pg.XXXXXX)"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
        PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
    else
        echo "PostgreSQL server binaries not found: sudo apt-get install postgresql" >&2
        exit 1
    fi
fi
# initdb and pg_ctl refuse to run as root: run them as the postgres user then.
as_pg() {
    if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = 0 ] && chown postgres:postgres "$BASE"
stop() {
    as_pg "$PGBIN/pg_ctl" -D "$BASE/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$BASE"
}
trap stop EXIT INT TERM
as_pg "$PGBIN/initdb" -D "$BASE/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$BASE/data" -l "$BASE/log" -w \
    -o "-p $PGPORT -k $BASE -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null
"$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres newsroom
echo "PostgreSQL running on 127.0.0.1:$PGPORT"
DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/newsroom" "$@"
