# Step runner for test.sh: banners with durations, fail-fast, and a closing summary that CI can read.
# A step is a shell function; it may write "<passed> <failed>" test counts to "$STEP_COUNTS",
# otherwise the step itself counts as one check. It may call `skip_step <reason>` and return 0.

STEP_NAMES=()
STEP_RESULTS=()
STEP_SECONDS=()
STEP_NOTES=()
STEPS_STARTED=$(date +%s)
STEP_COUNTS=$(mktemp -t mobex-step-counts.XXXXXX)
# A step may explain its failure here (a few lines); it is printed after the summary.
STEP_FAILURES=$(mktemp -t mobex-step-failures.XXXXXX)
trap 'rm -f "$STEP_COUNTS" "$STEP_COUNTS.skip" "$STEP_FAILURES"' EXIT

say() { printf '[mobex] %s\n' "$*"; }

duration() {
  local seconds=$1
  if ((seconds >= 60)); then printf '%dm%02ds' $((seconds / 60)) $((seconds % 60)); else printf '%ds' "$seconds"; fi
}

skip_step() { printf "%s" "$*" >"$STEP_COUNTS.skip"; say "skipped: $*"; }

# run_step <index>/<total> <name> <function> — stops the whole run when the function fails.
run_step() {
  local position=$1 name=$2 fn=$3 started status result note="" passed failed
  printf '\n===== [%s] %s =====\n' "$position" "$name"
  : >"$STEP_COUNTS"
  rm -f "$STEP_COUNTS.skip"
  started=$(date +%s)
  # A subshell keeps `set -e` in force inside the step (bash ignores it in a function run under `||`).
  set +e
  (set -e; "$fn")
  status=$?
  set -e
  local elapsed=$(($(date +%s) - started))

  if [[ -s "$STEP_COUNTS" ]]; then
    read -r passed failed <"$STEP_COUNTS"
    note="$passed passed, $failed failed"
  fi
  if ((status != 0)); then result=FAIL
  elif [[ -f "$STEP_COUNTS.skip" ]]; then result=skip; note=$(cat "$STEP_COUNTS.skip"); rm -f "$STEP_COUNTS.skip"
  else result=ok
  fi
  STEP_NAMES+=("$name"); STEP_RESULTS+=("$result"); STEP_SECONDS+=("$elapsed"); STEP_NOTES+=("$note")
  say "$name: $result in $(duration "$elapsed")${note:+ ($note)}"

  if [[ $result == FAIL ]]; then
    print_summary "FAILED at step '$name' (exit $status)"
    exit 1
  fi
}

# Test counts where a runner reported them, one check per step otherwise.
print_summary() {
  local verdict=$1 total_passed=0 total_failed=0 i
  printf '\n===== Summary =====\n'
  for i in "${!STEP_NAMES[@]}"; do
    printf '  %-5s %-28s %8s  %s\n' "${STEP_RESULTS[$i]}" "${STEP_NAMES[$i]}" "$(duration "${STEP_SECONDS[$i]}")" "${STEP_NOTES[$i]}"
    local note=${STEP_NOTES[$i]}
    if [[ $note =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
      total_passed=$((total_passed + BASH_REMATCH[1])); total_failed=$((total_failed + BASH_REMATCH[2]))
    elif [[ ${STEP_RESULTS[$i]} == ok ]]; then total_passed=$((total_passed + 1))
    elif [[ ${STEP_RESULTS[$i]} == FAIL ]]; then total_failed=$((total_failed + 1))
    fi
  done
  # A failing runner that reported counts may still have failed before any test did.
  if [[ $verdict == FAILED* ]] && ((total_failed == 0)); then total_failed=1; fi
  printf '\nnpm test: %s — total %s\n' "$verdict" "$(duration $(($(date +%s) - STEPS_STARTED)))"
  printf '%d passed, %d failed\n' "$total_passed" "$total_failed"
  if [[ -s $STEP_FAILURES ]]; then printf '\n'; head -n 40 "$STEP_FAILURES"; fi
}
