# Sourced by bench/xmpp/compare.sh (from the repository root): Prosody with
# bench/xmpp/prosody/prosody.cfg.lua.template in the foreground (-F), its data, SQLite archive and
# log in a temporary directory, on free loopback ports. As root it runs as the prosody user
# (setpriv execs, so the pid is Prosody's own). Debian: apt-get install prosody lua-dbi-sqlite3,
# which compare.sh does when run as root and prosody is missing.

source bench/sip/lib/processes.sh

prosody_pid=""
prosody_port=""
prosody_dir=""

# install_prosody: Debian's prosody and the SQLite driver of its SQL storage, when missing.
install_prosody() {
  if command -v prosody >/dev/null && dpkg-query -W -f='${Status}' lua-dbi-sqlite3 2>/dev/null | grep -q installed; then
    return 0
  fi
  if [[ $(id -u) != 0 ]]; then
    echo "prosody is not installed (apt-get install prosody lua-dbi-sqlite3)" >&2
    return 1
  fi
  echo "--- installing prosody and lua-dbi-sqlite3"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends prosody lua-dbi-sqlite3 >/dev/null
  # The package starts a system-wide Prosody where systemd runs; the bench uses its own.
  if command -v systemctl >/dev/null && systemctl is-active --quiet prosody 2>/dev/null; then
    systemctl stop prosody
  fi
}

# start_prosody <domain> <prefix> <users> <password scheme> [command prefix…]; sets prosody_pid,
# prosody_port (the HTTP port of /xmpp-websocket) and prosody_dir. The accounts <prefix>1…N are
# written as internal_plain files (one Lua table each), which takes no time, unlike N prosodyctl runs.
start_prosody() {
  local domain=$1 prefix=$2 users=$3 scheme=$4
  shift 4
  prosody_dir=$(mktemp -d -p "$(prosody_tmpdir)" mobex-xmpp-bench-prosody.XXXXXX)
  prosody_port=$(node scripts/lib/free-port.mjs)
  local c2s_port
  c2s_port=$(node scripts/lib/free-port.mjs)
  sed -e "s|@DIR@|$prosody_dir|g" -e "s|@HTTP_PORT@|$prosody_port|g" -e "s|@C2S_PORT@|$c2s_port|g" \
    -e "s|@DOMAIN@|$domain|g" bench/xmpp/prosody/prosody.cfg.lua.template >"$prosody_dir/prosody.cfg.lua"
  # Prosody's datamanager escapes every non-alphanumeric byte of the host as %xx.
  local host_dir accounts n localpart password
  host_dir=$(printf '%s' "$domain" | od -An -tx1 -v | tr -d ' \n' | sed -E 's/(..)/\1\n/g' |
    while read -r byte; do
      # 0-9, A-Z and a-z as they are; any other byte as %xx.
      if [[ "$byte" =~ ^(3[0-9]|[46][1-9a-f]|[57][0-9a])$ ]]; then printf "\\x$byte"; else printf '%%%s' "$byte"; fi
    done)
  accounts="$prosody_dir/data/$host_dir/accounts"
  mkdir -p "$accounts"
  for ((n = 1; n <= users; n += 1)); do
    localpart="$prefix$n"
    password=${scheme//\{user\}/$localpart}
    printf 'return {\n\t["password"] = "%s";\n};\n' "$password" >"$accounts/$localpart.dat"
  done
  local as_user=()
  if [[ $(id -u) == 0 ]]; then
    chown -R prosody:prosody "$prosody_dir"
    as_user=(setpriv --reuid=prosody --regid=prosody --init-groups)
  fi
  "$@" "${as_user[@]}" prosody --config "$prosody_dir/prosody.cfg.lua" -F >"$prosody_dir/stdout.log" 2>&1 &
  prosody_pid=$!
  wait_until_ready "$prosody_pid" "$prosody_dir/stdout.log" 15 prosody_listens
}

# Where Prosody's SQLite database lives: BENCH_PROSODY_TMPDIR, else /dev/shm (tmpfs). SQLite as
# Prosody 0.12 opens it (rollback journal, synchronous FULL, no way to tune it before 0.13's
# sqlite_tune) commits each archived message with fsyncs: on this VM's disk that held Prosody to
# about 30 messages/s, a figure of the disk, not of the server. On tmpfs an fsync costs nothing,
# so the figures are the server's CPU per message, as for our server's archive (in memory in the
# embedded mode; PGlite in DATA_DIR in the app mode). BENCH_PROSODY_TMPDIR=/tmp measures the disk.
prosody_tmpdir() {
  if [[ -n "${BENCH_PROSODY_TMPDIR:-}" ]]; then
    echo "$BENCH_PROSODY_TMPDIR"
  elif [[ -d /dev/shm && -w /dev/shm ]]; then
    echo /dev/shm
  else
    echo "${TMPDIR:-/tmp}"
  fi
}

# Ready once the HTTP listener (WebSocket) accepts a connection.
prosody_listens() {
  (: <"/dev/tcp/127.0.0.1/$prosody_port")
}

stop_prosody() {
  stop_process "$prosody_pid"
  prosody_pid=""
  if [[ -n "$prosody_dir" ]]; then rm -rf "$prosody_dir"; fi
  prosody_dir=""
}

prosody_version() {
  # `prosody --version` would start a server with the system config; prosodyctl only reports.
  prosodyctl about 2>/dev/null | sed -n 's/^Prosody \([0-9][^ ]*\).*/\1/p' | head -1
}
