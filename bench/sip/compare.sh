#!/usr/bin/env bash
# Mobex's embedded SIP proxy and Kamailio (kamailio/kamailio.cfg, auth_ephemeral) loaded by the
# same generator with the same settings in one run (ARCHITECTURE.md, Budgets): for each target,
# unpaced then paced, with the target's CPU time over the calls; then a side-by-side table with
# the ratio Mobex / Kamailio. One target runs at a time, pinned to core 0 with the generator on
# core 1 (lib/mobex-server.sh). Loopback only; every run bounded in calls and in seconds; both
# servers are stopped at the end, whatever happens.
#
# Settings (environment): BENCH_USERS (200), BENCH_CALLS (3000, unpaced), BENCH_CONCURRENCY (50
# calls in flight unpaced, registrations in flight; at most half the users), BENCH_RATE (200 calls/s, paced), BENCH_PACED_SECONDS (10), BENCH_MAX_SECONDS (60 per
# generator run), BENCH_NO_BUILD=1 to use the server bundle as built, BENCH_MOBEX_REVISION=<git
# revision> to measure that revision's server (a "before" figure). Server settings pass through
# the environment (lib/mobex-server.sh); BENCH_KAMAILIO_SHM_MB (kamailio/kamailio-server.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/sip/lib/mobex-server.sh
source bench/sip/kamailio/kamailio-server.sh

users=${BENCH_USERS:-200}
calls=${BENCH_CALLS:-3000}
concurrency=${BENCH_CONCURRENCY:-50}
rate=${BENCH_RATE:-200}
paced_seconds=${BENCH_PACED_SECONDS:-10}
max_seconds=${BENCH_MAX_SECONDS:-60}
domain=${SIP_DOMAIN:-mobex.local}

results=$(mktemp -d -t mobex-sip-compare.XXXXXX)
stop_all() {
  stop_mobex_server
  stop_kamailio
  rm -rf "$results"
}
trap stop_all EXIT

build_mobex_server "${BENCH_MOBEX_REVISION:-}"

# generate <name> <url> <pid> [generator options…]: one generator run; its failures are figures
# (the table shows them), so a non-zero exit does not end the comparison.
generate() {
  local name=$1 url=$2 pid=$3
  shift 3
  echo "--- $name"
  "${bench_cpu[@]}" node --import tsx bench/sip/sip-bench.ts --url "$url" --target-pid "$pid" \
    --domain "$domain" --users "$users" --concurrency "$concurrency" --max-seconds "$max_seconds" \
    --json "$results/$name.json" "$@" ||
    true
}
both_modes() {
  local target=$1 url=$2 pid=$3
  shift 3
  generate "$target-unpaced" "$url" "$pid" --calls "$calls" "$@"
  generate "$target-paced" "$url" "$pid" --rate "$rate" --duration "$paced_seconds" "$@"
}

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at start"

start_mobex_server "${server_cpu[@]}"
echo "Mobex: pid $mobex_pid on 127.0.0.1:$mobex_port"
# One secret for both targets: the server's own (SIP_SECRET, or the one it generated).
secret=${SIP_SECRET:-$(node -e "console.log(JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8')).sipSecret)" \
  "$mobex_data_dir/secrets.json")}
echo "--- provisioning the bench users"
"${bench_cpu[@]}" node --import tsx bench/sip/sip-bench.ts --url "ws://127.0.0.1:$mobex_port/sip" \
  --data-dir "$mobex_data_dir" --provision --domain "$domain" --users "$users" --concurrency "$concurrency" --calls 0
both_modes mobex "ws://127.0.0.1:$mobex_port/sip" "$mobex_pid" --secret "$secret"
stop_mobex_server

start_kamailio "$secret" "$domain" "${server_cpu[@]}"
echo "Kamailio: pid $kamailio_pid on 127.0.0.1:$kamailio_port ($(pgrep -c -P "$kamailio_pid") child processes)"
both_modes kamailio "ws://127.0.0.1:$kamailio_port/sip" "$kamailio_pid" --secret "$secret"
stop_kamailio

echo "machine: load average $(cut -d' ' -f1-3 /proc/loadavg) at end"
echo
echo "SIP bench, same generator and settings: $users users; unpaced $calls calls, $concurrency in flight;" \
  "paced $rate calls/s for $paced_seconds s; Mobex ${BENCH_MOBEX_REVISION:-working tree} ($(git rev-parse --short "${BENCH_MOBEX_REVISION:-HEAD}")), Kamailio $(kamailio -v | sed -n 's/^version: kamailio \([^ ]*\).*/\1/p')"
node --import tsx bench/sip/compare-table.ts "$results"
