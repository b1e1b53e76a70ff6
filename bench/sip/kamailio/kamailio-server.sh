# Sourced by compare.sh (from the repository root): Kamailio with bench/sip/kamailio/kamailio.cfg
# in the foreground (-DD: the main process stays our child, its workers are its children), logging
# to a temporary directory, on a free loopback port. As root it drops to nobody:nogroup once the
# listener is bound. Debian: apt-get install kamailio kamailio-websocket-modules
# kamailio-autheph-modules.
#
# BENCH_KAMAILIO_SHM_MB (default 512): Kamailio's shared memory; each WebSocket connection takes
# about 100 KB of it, so 512 MB holds a few thousand bench users.

source bench/sip/lib/processes.sh

kamailio_pid=""
kamailio_port=""
kamailio_dir=""

# start_kamailio <SIP secret> <SIP domain> [command prefix…]; sets kamailio_pid, kamailio_port, kamailio_dir.
start_kamailio() {
  local secret=$1 domain=$2
  shift 2
  if ! command -v kamailio >/dev/null; then
    echo "kamailio is not installed (apt-get install kamailio kamailio-websocket-modules kamailio-autheph-modules)" >&2
    return 1
  fi
  kamailio_dir=$(mktemp -d -t mobex-sip-bench-kamailio.XXXXXX)
  kamailio_port=$(node scripts/lib/free-port.mjs)
  local as_user=()
  if [[ $(id -u) == 0 ]]; then
    chown nobody:nogroup "$kamailio_dir"
    as_user=(-u nobody -g nogroup)
  fi
  # The secret travels in the environment (read by #!defenvs), not on the command line.
  BENCH_KAMAILIO_PORT=$kamailio_port BENCH_SIP_SECRET=$secret BENCH_SIP_DOMAIN=$domain \
    "$@" kamailio -f bench/sip/kamailio/kamailio.cfg -DD -E -m "${BENCH_KAMAILIO_SHM_MB:-512}" -M 16 \
    -Y "$kamailio_dir" "${as_user[@]}" >"$kamailio_dir/kamailio.log" 2>&1 &
  kamailio_pid=$!
  wait_until_ready "$kamailio_pid" "$kamailio_dir/kamailio.log" 10 kamailio_listens
}

# Ready once the WebSocket listener accepts a connection.
kamailio_listens() {
  (: <"/dev/tcp/127.0.0.1/$kamailio_port")
}

stop_kamailio() {
  stop_process "$kamailio_pid"
  kamailio_pid=""
  if [[ -n "$kamailio_dir" ]]; then rm -rf "$kamailio_dir"; fi
  kamailio_dir=""
}
