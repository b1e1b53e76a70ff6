# Runs inside the private network namespace made by e2e.sh: brings up loopback, proves it is the
# only interface (ARCHITECTURE.md, Tests: no test sends traffic anywhere but loopback), runs Playwright.
set -euo pipefail
ip link set lo up
interfaces=$(ip -o link show | awk -F': ' '{print $2}' | sort | tr '\n' ' ')
if [[ $interfaces != "lo " ]]; then
  echo "e2e: expected only the loopback interface in the namespace, found: $interfaces" >&2
  exit 1
fi
echo "[mobex] e2e: network namespace with loopback only"
exec node_modules/.bin/playwright test -c e2e/playwright.config.ts "$@"
