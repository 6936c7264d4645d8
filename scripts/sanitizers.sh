#!/usr/bin/env bash
# Runs the unit tests under AddressSanitizer and ThreadSanitizer, each in its own scratch path so
# the normal build stays cached:
#   scripts/sanitizers.sh [address|thread|all] [swift test arguments, e.g. --filter HTTPServerTests]
# Exits non-zero when a test fails or a sanitizer reports anything (a sanitizer report aborts the
# test process). Not run by CI: each is a full instrumented build of the package (minutes on
# two cores); run it before merging work that touches memory, pointers or threads.
# Findings and suppressions: docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."

which=${1:-all}
[ $# -gt 0 ] && shift
case "$which" in
    address | thread) kinds=("$which") ;;
    all) kinds=(address thread) ;;
    *) echo "usage: $0 [address|thread|all] [swift test arguments]" >&2; exit 2 ;;
esac

# Suppressions, each for code outside this package:
# - libXCTest: XCTMain never frees its suite objects before exit (seen as "Indirect leak ... in
#   XCTest.XCTMainMisc / XCTestSuiteRun.addTest"); swift test runs XCTest's (empty) pass first.
suppressions=$(mktemp)
trap 'rm -f "$suppressions"' EXIT
cat >"$suppressions" <<'SUPP'
leak:libXCTest.so
SUPP
# halt_on_error: the first report fails the run instead of scrolling past. symbolize=1 keeps the
# names that the suppressions match on.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:abort_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$suppressions:print_suppressions=1}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:second_deadlock_stack=1}"

for kind in "${kinds[@]}"; do
    echo "== swift test --sanitize=$kind"
    swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind" "$@"
    echo "== $kind: clean"
done
