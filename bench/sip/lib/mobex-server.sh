# Sourced by run-embedded.sh and compare.sh (from the repository root): a fresh Mobex server from
# the built bundle, PGlite in a temporary DATA_DIR, on a free loopback port.
#
# The server inherits the caller's environment, so any server setting can be changed for a bench
# run by setting it in front of the script. PORT, HOST, DATA_DIR, LOG_LEVEL and SEED_DEMO are the
# bench's own. Two limits the bench would hit are raised unless set: every bench connection comes
# from 127.0.0.1 (SIP_MAX_SOCKETS_PER_ADDRESS), and each caller places calls faster than a person
# (SIP_CALL_RATE_*: a bucket so large it never empties, so the limiter still does its work on
# every INVITE, as in production). Servers older than these settings ignore them.

source bench/sip/lib/processes.sh

mobex_pid=""
mobex_port=""
mobex_data_dir=""
# The checkout whose apps/server/dist/main.js runs: this one, or another revision's (below).
mobex_root=$PWD
mobex_revision_dir=""

# build_mobex_server [git revision]: builds the server bundle of this checkout (skipped with
# BENCH_NO_BUILD=1) or, given a revision, of that revision exported to a temporary directory (git
# archive, nothing in this checkout changes) whose node_modules links to this one's except for the
# workspace packages, which are the revision's own. That is how a "before" figure is measured
# while the working tree holds the "after".
build_mobex_server() {
  local revision=${1:-}
  if [[ -z "$revision" ]]; then
    mobex_root=$PWD
    if [[ "${BENCH_NO_BUILD:-}" != "1" ]]; then npm run --silent build -w @mobex/server >/dev/null; fi
    return 0
  fi
  mobex_revision_dir=$(mktemp -d -t mobex-sip-bench-revision.XXXXXX)
  mobex_root=$mobex_revision_dir
  git archive "$revision" | tar -x -C "$mobex_root"
  mkdir -p "$mobex_root/node_modules/@mobex"
  local entry package
  for entry in node_modules/* node_modules/.bin; do
    if [[ "$entry" != node_modules/@mobex ]]; then ln -s "$PWD/$entry" "$mobex_root/$entry"; fi
  done
  for package in "$mobex_root"/packages/* "$mobex_root"/apps/*; do
    ln -s "$package" "$mobex_root/node_modules/$(node -p "require('$package/package.json').name")"
  done
  (cd "$mobex_root/apps/server" && node build.mjs >/dev/null)
  echo "Mobex server built at $revision ($(git rev-parse --short "$revision"))"
}

# start_mobex_server [command prefix…]  (e.g. taskset -c 0); sets mobex_pid, mobex_port, mobex_data_dir.
start_mobex_server() {
  mobex_data_dir=$(mktemp -d -t mobex-sip-bench.XXXXXX)
  mobex_port=$(node scripts/lib/free-port.mjs)
  PORT=$mobex_port HOST=127.0.0.1 DATA_DIR=$mobex_data_dir LOG_LEVEL=warn SEED_DEMO=false \
    SIP_MAX_SOCKETS_PER_ADDRESS=${SIP_MAX_SOCKETS_PER_ADDRESS:-100000} \
    SIP_CALL_RATE_BURST=${SIP_CALL_RATE_BURST:-1000000} SIP_CALL_RATE_PER_SECOND=${SIP_CALL_RATE_PER_SECOND:-1000000} \
    "$@" node "$mobex_root/apps/server/dist/main.js" >"$mobex_data_dir/server.log" 2>&1 &
  mobex_pid=$!
  wait_until_ready "$mobex_pid" "$mobex_data_dir/server.log" 60 mobex_server_answers
}

# Ready once it wrote its admin endpoint and answers /healthz.
mobex_server_answers() {
  [[ -f "$mobex_data_dir/admin.json" ]] &&
    node -e "fetch('http://127.0.0.1:$mobex_port/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}

stop_mobex_server() {
  stop_process "$mobex_pid"
  mobex_pid=""
  if [[ -n "$mobex_data_dir" ]]; then rm -rf "$mobex_data_dir"; fi
  mobex_data_dir=""
  if [[ -n "$mobex_revision_dir" ]]; then rm -rf "$mobex_revision_dir"; fi
  mobex_revision_dir=""
}

# With two or more cores the server runs on core 0 and the generator on core 1 (taskset), so the
# figures are the server's on one core; sets server_cpu and bench_cpu (command prefixes).
server_cpu=()
bench_cpu=()
if command -v taskset >/dev/null && (($(nproc) >= 2)); then
  server_cpu=(taskset -c 0)
  bench_cpu=(taskset -c 1)
fi
