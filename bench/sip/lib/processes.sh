# Sourced by lib/mobex-server.sh and kamailio/kamailio-server.sh: waiting for a server started in
# the background to be ready, and stopping it.

# wait_until_ready <pid> <log file> <seconds> <check command…>: runs the check every 0.2 s until
# it succeeds; fails, showing the log, when the process ends or the time is up.
wait_until_ready() {
  local pid=$1 log=$2 seconds=$3
  shift 3
  local attempt
  for ((attempt = 0; attempt < seconds * 5; attempt += 1)); do
    if "$@" 2>/dev/null; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then
      cat "$log" >&2
      return 1
    fi
    sleep 0.2
  done
  echo "process $pid was not ready within $seconds s (log: $log)" >&2
  return 1
}

# stop_process <pid>: SIGTERM, then wait for it to end (a no-op for an empty or ended pid).
stop_process() {
  local pid=$1
  if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid"
    wait "$pid" 2>/dev/null || true
  fi
}
