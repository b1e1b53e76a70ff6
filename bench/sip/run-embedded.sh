#!/usr/bin/env bash
# The SIP bench against the embedded proxy: a fresh server (built bundle, PGlite in a temp
# DATA_DIR) on a free loopback port, the bench tenant provisioned through its admin endpoint, the
# generator run, the figures printed, the server stopped. Extra arguments go to the generator
# (defaults: --users 200 --calls 2000 --concurrency 50). With two or more cores the server and the
# generator are pinned to one core each (taskset), so the figures are the proxy's on one core.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [[ "${BENCH_NO_BUILD:-}" != "1" ]]; then npm run --silent build -w @mobex/server >/dev/null; fi

data_dir=$(mktemp -d -t mobex-sip-bench.XXXXXX)
port=$(node scripts/lib/free-port.mjs)
server_pid=""
cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid"
    wait "$server_pid" 2>/dev/null || true
  fi
  rm -rf "$data_dir"
}
trap cleanup EXIT

server_cpu=() bench_cpu=()
if command -v taskset >/dev/null && (($(nproc) >= 2)); then
  server_cpu=(taskset -c 0) bench_cpu=(taskset -c 1)
fi

PORT=$port HOST=127.0.0.1 DATA_DIR=$data_dir LOG_LEVEL=warn SEED_DEMO=false \
  "${server_cpu[@]}" node apps/server/dist/main.js >"$data_dir/server.log" 2>&1 &
server_pid=$!

for _ in $(seq 1 300); do
  if [[ -f "$data_dir/admin.json" ]] && node -e "fetch('http://127.0.0.1:$port/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; then
    break
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    cat "$data_dir/server.log" >&2
    exit 1
  fi
  sleep 0.2
done

echo "server: pid $server_pid on 127.0.0.1:$port${server_cpu:+ (core 0; generator on core 1)}, data in $data_dir"
"${bench_cpu[@]}" node --import tsx bench/sip/sip-bench.ts --url "ws://127.0.0.1:$port/sip" --data-dir "$data_dir" \
  --provision --users 200 --calls 2000 --concurrency 50 "$@"
