#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer (with leak detection) and ThreadSanitizer.
#
#   bash Scripts/sanitize.sh            # both
#   bash Scripts/sanitize.sh address    # one
#   bash Scripts/sanitize.sh thread
#
# Each sanitizer builds in a directory of its own (.build/sanitize-<name>), so the ordinary
# build is left alone. A finding fails the run with the sanitizer's report on standard error.
set -euo pipefail
cd "$(dirname "$0")/.."
which=${1:-all}
run() {
  local name=$1
  echo "== swift test --sanitize=$name"
  if [ "$name" = address ]; then
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
    # Leaks inside the toolchain's XCTest and Foundation, listed with reasons in the file.
    export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
  else
    export TSAN_OPTIONS="halt_on_error=1"
  fi
  # Without --parallel, so that XCTest prints its summary line. The whole log is kept in
  # .build/sanitize-<name>.log; shown here: the sanitizer's findings and the last summary line.
  local log=".build/sanitize-$name.log"
  mkdir -p .build
  local status=0
  swift test --sanitize="$name" --scratch-path ".build/sanitize-$name" > "$log" 2>&1 || status=$?
  grep -E "ERROR: |WARNING: ThreadSanitizer|SUMMARY: |error: " "$log" | sort -u | head -n 40 || true
  grep -E "Executed [0-9]+ tests" "$log" | tail -n 1 || true
  if [ "$status" -ne 0 ]; then
    echo "swift test --sanitize=$name failed ($status); the log is $log" >&2
    return "$status"
  fi
}
case "$which" in
  address | thread) run "$which" ;;
  all) run address && run thread ;;
  *) echo "usage: $0 [address|thread|all]" >&2; exit 2 ;;
esac
