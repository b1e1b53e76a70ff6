#!/usr/bin/env bash
# The server's vitest project once more, on a throwaway PostgreSQL cluster from Debian's packages
# (ARCHITECTURE.md, Data). Extra arguments go to vitest. Also `npm run test:pg`.
set -euo pipefail
cd "$(dirname "$0")/.."

bindir=$(find /usr/lib/postgresql -path '*/bin/initdb' 2>/dev/null | sort -V | tail -n 1 | xargs -r dirname)
if [[ -z "$bindir" ]]; then
  echo "PostgreSQL is not installed: sudo apt-get install postgresql" >&2
  exit 1
fi

cluster=$(mktemp -d -t mobex-pg.XXXXXX)
port=$(node scripts/lib/free-port.mjs)

# initdb and postgres refuse to run as root: as root the cluster belongs to the postgres user.
as_owner() {
  if ((EUID == 0)); then
    (cd "$cluster" && runuser -u postgres -- "$@")
  else
    "$@"
  fi
}

cleanup() {
  as_owner "$bindir/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$cluster"
}
trap cleanup EXIT
if ((EUID == 0)); then chown postgres: "$cluster"; fi

echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $NF}'): throwaway cluster in $cluster on 127.0.0.1:$port"
as_owner "$bindir/initdb" -D "$cluster/data" -U postgres -A trust -E UTF8 --no-locale --no-sync >"$cluster/initdb.log" 2>&1 ||
  { cat "$cluster/initdb.log" >&2; exit 1; }

# Loopback only, socket in the cluster folder; durability is worthless for a throwaway cluster.
options="-c listen_addresses=127.0.0.1 -p $port -k $cluster -c max_connections=300"
options+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
as_owner "$bindir/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -o "$options" -w -t 60 start >/dev/null ||
  { tail -n 30 "$cluster/server.log" >&2; exit 1; }

# Only the suites that reach a database (through test-support's database, app or SIP users): the
# others ran in the PGlite pass already and would give the same answer again. Naming files (any
# argument not starting with "-") runs those instead.
suites=()
if ! printf '%s\n' "$@" | grep -q '^[^-]'; then
  mapfile -t suites < <(grep -rlE 'test-support/(test-database|test-app|sip-users)"|MOBEX_TEST_DATABASE_URL' \
    --include='*.test.ts' apps/server/src | sort)
fi

MOBEX_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" \
  node_modules/.bin/vitest run --project server "${suites[@]}" "$@"
