#!/usr/bin/env bash
# Mobex's embedded XMPP server and Prosody (prosody/prosody.cfg.lua.template: mod_mam on for
# everyone in SQLite, WebSocket, no rate limits) loaded by the same generator (xmpp-bench.ts) with
# the same settings in one run (issue 13, the chat plane): BENCH_RUNS runs of each, alternating
# Mobex, Prosody, Mobex, Prosody, so that the load of anything else on the machine falls on both;
# each run is one fresh server, the unpaced phase then the paced one, with the server's CPU time
# over each phase (/proc). Then one table with the ratio ours / Prosody. The server runs pinned to
# core 0 and the generator to core 1 (bench/sip/lib/mobex-server.sh). Loopback only; every
# generator run bounded in time; every server stopped at the end, whatever happens.
#
#   npm run bench:xmpp:compare [-- --ours=embedded|app]
#
# --ours=embedded (default): packages/xmpp-server alone (bench-server-main.ts), accounts and the
#   archive in memory, as `npm run bench:xmpp` runs it.
# --ours=app: the real apps/server (the bundle, built first unless BENCH_NO_BUILD=1) with a
#   temporary DATA_DIR, its bench users (<prefix>1000…, chat_support) added through the admin
#   endpoint, signing in with ephemeral credentials (scheme (b) of planes/xmpp/xmpp-hooks.ts) from
#   the server's SIP secret, as the SIP compare does. Whatever archive the app has, it measures.
#   The app keeps packages/xmpp-server's per-stream limit (100 stanzas/s, burst 200; apps/server
#   has no setting for it): a client that sends faster, as unpaced clients do when the server is
#   fast, has its stream ended with policy-violation, and its messages show as not delivered.
#
# Settings (environment): BENCH_PAIRS (50 pairs of clients), BENCH_WINDOW (10 messages in flight
# per client, unpaced), BENCH_SECONDS (10 counted seconds per phase, after 1 s of warm-up),
# BENCH_RATE (500 messages/s, paced), BENCH_RUNS (2 per server), BENCH_XMPP_DOMAIN (mobex.local).
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/sip/lib/mobex-server.sh
source bench/xmpp/prosody/prosody-server.sh

ours=embedded
for arg in "$@"; do
  case $arg in
    --ours=embedded | --ours=app) ours=${arg#--ours=} ;;
    *)
      echo "usage: bench/xmpp/compare.sh [--ours=embedded|app]" >&2
      exit 2
      ;;
  esac
done

pairs=${BENCH_PAIRS:-50}
window=${BENCH_WINDOW:-10}
seconds=${BENCH_SECONDS:-10}
rate=${BENCH_RATE:-500}
runs=${BENCH_RUNS:-2}
domain=${BENCH_XMPP_DOMAIN:-mobex.local}
users=$((pairs * 2))
password_scheme='{user}-secret'
app_prefix=49999
# Sign-in, two phases of warm-up + counted seconds + drain, and a margin.
max_seconds=$((2 * seconds + 60))

embedded_pid=""
embedded_port=""
embedded_log=""
results=$(mktemp -d -t mobex-xmpp-compare.XXXXXX)
stop_all() {
  stop_embedded
  stop_mobex_server
  stop_prosody
  rm -rf "$results"
}
trap stop_all EXIT

start_embedded() {
  embedded_port=$(node scripts/lib/free-port.mjs)
  embedded_log="$results/embedded.log"
  "$@" node --import tsx bench/xmpp/bench-server-main.ts --port "$embedded_port" --users "$users" \
    --prefix bench --password "$password_scheme" >"$embedded_log" 2>&1 &
  embedded_pid=$!
  wait_until_ready "$embedded_pid" "$embedded_log" 30 embedded_listens
}
embedded_listens() {
  (: <"/dev/tcp/127.0.0.1/$embedded_port")
}
stop_embedded() {
  stop_process "$embedded_pid"
  embedded_pid=""
}

# generate <name> <url> <pid> [generator options…]: one generator run, both phases; its failures
# are figures (the table shows what it wrote), so a non-zero exit does not end the comparison.
generate() {
  local name=$1 url=$2 pid=$3
  shift 3
  echo "--- $name"
  timeout --signal=TERM "$max_seconds" "${bench_cpu[@]}" node --import tsx bench/xmpp/xmpp-bench.ts \
    --url "$url" --target-pid "$pid" --domain "$domain" --pairs "$pairs" --window "$window" \
    --seconds "$seconds" --rate "$rate" --json "$results/$name.json" "$@" ||
    echo "($name: the generator ended with an error; its phases that finished are in the table)"
}

run_ours() {
  local run=$1
  if [[ $ours == embedded ]]; then
    start_embedded "${server_cpu[@]}"
    generate "mobex-$run" "ws://127.0.0.1:$embedded_port/xmpp-websocket" "$embedded_pid" \
      --prefix bench --password "$password_scheme"
    stop_embedded
    return 0
  fi
  SIP_DOMAIN=$domain start_mobex_server "${server_cpu[@]}"
  node --import tsx bench/xmpp/provision-chat-users.ts --data-dir "$mobex_data_dir" --prefix "$app_prefix" \
    --users "$users"
  # The server's own secret (SIP_SECRET, or the one it generated), as the SIP compare reads it.
  local secret=${SIP_SECRET:-$(node -e "console.log(JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8')).sipSecret)" \
    "$mobex_data_dir/secrets.json")}
  generate "mobex-$run" "ws://127.0.0.1:$mobex_port/xmpp-websocket" "$mobex_pid" \
    --prefix "$app_prefix" --secret "$secret"
  stop_mobex_server
}

run_prosody() {
  local run=$1
  start_prosody "$domain" bench "$users" "$password_scheme" "${server_cpu[@]}"
  generate "prosody-$run" "ws://127.0.0.1:$prosody_port/xmpp-websocket" "$prosody_pid" \
    --prefix bench --password "$password_scheme"
  stop_prosody
}

install_prosody
if [[ $ours == app ]]; then build_mobex_server ""; fi

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"
for ((run = 1; run <= runs; run += 1)); do
  run_ours "$run"
  run_prosody "$run"
done
echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
echo
echo "XMPP bench, same generator and settings: $pairs pairs ($users clients, WebSocket, PLAIN);" \
  "unpaced $window in flight per client; paced $rate messages/s; $seconds s counted per phase;" \
  "ours: $ours ($(git rev-parse --short HEAD)); Prosody $(prosody_version) with mod_mam in SQLite"
node --import tsx bench/xmpp/compare-table.ts "$results" "$runs" "Mobex ($ours)"
