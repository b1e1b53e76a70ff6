#!/usr/bin/env bash
# `npm test`: everything CI checks, in order, stopping at the first failure (README, Tests).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh

RESULTS_DIR=test-results/counts
mkdir -p "$RESULTS_DIR"

is_root() { ((EUID == 0)); }

apt_install() {
  say "apt-get install $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q && apt-get install -y -q "$@"
}

# Writes "<passed> <failed>" for the step from a runner's JSON report, when there is one.
count_from() {
  node scripts/lib/count-results.mjs "$1" "$2" >"$STEP_COUNTS" 2>/dev/null || : >"$STEP_COUNTS"
}

step_dependencies() { node scripts/lib/ensure-deps.mjs; }

# The end-to-end run needs Debian's Chromium, and `ip` to bring up loopback in its namespace.
step_system_packages() {
  local missing=()
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  command -v ip >/dev/null || missing+=(iproute2)
  if ((${#missing[@]} > 0)); then
    if ! is_root; then
      say "missing: ${missing[*]} — install Debian's chromium (sudo apt-get install ${missing[*]})"
      return 1
    fi
    apt_install "${missing[@]}"
  fi
  say "$(/usr/bin/chromium --version 2>/dev/null)"
}

# Formatting first: it is the fastest check and the commonest slip (`npm run format` fixes it).
step_format() { node_modules/.bin/prettier --check --log-level warn .; }

step_lint() { npm run --silent lint; }

step_typecheck() { npm run --silent typecheck; }

step_vitest() {
  local report=$RESULTS_DIR/vitest.json status=0
  rm -f "$report"
  node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$report" || status=$?
  count_from vitest "$report"
  return "$status"
}

# Mandatory in CI; locally it runs when PostgreSQL is installed or can be (as root).
step_postgres() {
  local report=$RESULTS_DIR/vitest-postgres.json status=0
  if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
    if is_root; then
      apt_install postgresql
    elif [[ ${CI:-} == true ]]; then
      say "CI needs PostgreSQL for this step: sudo apt-get install postgresql"
      return 1
    else
      skip_step "PostgreSQL is not installed (sudo apt-get install postgresql to run this step)"
      return 0
    fi
  fi
  rm -f "$report"
  bash scripts/test-postgres.sh --reporter=default --reporter=json --outputFile.json="$report" || status=$?
  count_from vitest "$report"
  return "$status"
}

step_build() { node scripts/build.mjs; }

step_e2e() {
  local report=$RESULTS_DIR/e2e.json status=0
  rm -f "$report"
  PLAYWRIGHT_JSON_OUTPUT_FILE=$report bash scripts/e2e.sh --reporter=list,json || status=$?
  count_from playwright "$report"
  # Shown again after the summary: CI keeps only the tail of the output.
  if ((status != 0)); then node scripts/lib/e2e-failures.mjs "$report" >"$STEP_FAILURES" || :; fi
  return "$status"
}

trap 'printf "\n"; print_summary "INTERRUPTED"; exit 130' INT TERM

run_step 1/9 "install dependencies" step_dependencies
run_step 2/9 "system packages" step_system_packages
run_step 3/9 "format (Prettier)" step_format
run_step 4/9 "lint" step_lint
run_step 5/9 "typecheck" step_typecheck
run_step 6/9 "vitest (PGlite)" step_vitest
run_step 7/9 "server tests on PostgreSQL" step_postgres
run_step 8/9 "build web + server" step_build
run_step 9/9 "end-to-end (Playwright)" step_e2e
print_summary "PASSED"
