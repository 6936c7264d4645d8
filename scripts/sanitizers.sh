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
# - Foundation's Process.run: a weak reference it forms (swift_weakAssign) is never freed, 64
#   bytes in 2 objects per run; seen when the TLS tests run the `openssl` CLI to make certificates.
cat >"$suppressions" <<'SUPP'
leak:libXCTest.so
leak:Foundation7ProcessC3run
SUPP
# halt_on_error: the first report fails the run instead of scrolling past. symbolize=1 keeps the
# names that the suppressions match on.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:abort_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$suppressions:print_suppressions=1}"
# Swift's own crash backtracer spins when a sanitizer aborts the process (seen with both ASan
# and TSan on 6.3.1): let the sanitizer's report be the whole story.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:second_deadlock_stack=1}"

for kind in "${kinds[@]}"; do
    echo "== swift test --sanitize=$kind"
    swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind" "$@"
    echo "== $kind: clean"
done
