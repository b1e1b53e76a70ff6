#!/usr/bin/env bash
# `npm run test:e2e [-- <playwright args>]`: builds (outside), then runs the Playwright suite and
# the server it starts inside a network namespace that has only loopback (ARCHITECTURE.md, Tests).
set -euo pipefail
cd "$(dirname "$0")/.."

# Fixed sleeps make scenarios slow on fast machines and flaky on slow ones: wait for states instead.
if grep -rn --include='*.ts' 'waitForTimeout' e2e; then
  echo "[mobex] e2e: waitForTimeout is banned in e2e/ (wait for a state: expect(...), waitForResponse …)" >&2
  exit 1
fi

node scripts/build.mjs

# Root can make the namespace directly; others (or root in a container without CAP_SYS_ADMIN) may
# still get one inside a user namespace.
if unshare --net true 2>/dev/null; then
  exec unshare --net -- bash scripts/lib/e2e-in-netns.sh "$@"
elif unshare --net --map-root-user true 2>/dev/null; then
  # Inside, we look like uid 0, and Playwright would pick root's cache folder: keep our own.
  export PLAYWRIGHT_TRANSFORM_CACHE_DIR="${TMPDIR:-/tmp}/playwright-transform-cache-$EUID"
  exec unshare --net --map-root-user -- bash scripts/lib/e2e-in-netns.sh "$@"
else
  echo "[mobex] WARNING: cannot create a network namespace (no CAP_SYS_ADMIN, user namespaces disabled);" >&2
  echo "[mobex] WARNING: running end-to-end tests on the host network instead of loopback only." >&2
  exec node_modules/.bin/playwright test -c e2e/playwright.config.ts "$@"
fi
