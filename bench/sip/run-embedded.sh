#!/usr/bin/env bash
# The SIP bench against the embedded proxy: a fresh server (built bundle, PGlite in a temp
# DATA_DIR) on a free loopback port, the bench tenant provisioned through its admin endpoint, the
# generator run with the server's CPU time measured, the figures printed, the server stopped.
# Extra arguments go to the generator (defaults: --users 200 --calls 2000 --concurrency 50).
# Server settings pass through the environment; BENCH_MOBEX_REVISION=<git revision> measures that
# revision's server instead of the working tree's (lib/mobex-server.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source bench/sip/lib/mobex-server.sh

trap stop_mobex_server EXIT
build_mobex_server "${BENCH_MOBEX_REVISION:-}"
start_mobex_server "${server_cpu[@]}"

echo "server: pid $mobex_pid on 127.0.0.1:$mobex_port${server_cpu:+ (core 0; generator on core 1)}, data in $mobex_data_dir"
"${bench_cpu[@]}" node --import tsx bench/sip/sip-bench.ts --url "ws://127.0.0.1:$mobex_port/sip" \
  --data-dir "$mobex_data_dir" --target-pid "$mobex_pid" --provision --users 200 --calls 2000 --concurrency 50 "$@"
