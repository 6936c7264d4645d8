#!/usr/bin/env bash
# CI check: every fuzz target runs for a short budget (FUZZ_CI_SECONDS, default 20 s each) and must
# end with no crash, invariant failure, leak or timeout. The 10-minute local runs and their
# figures are in docs/reliability.md; this only keeps new code from breaking the targets' guarantees.
set -euo pipefail
cd "$(dirname "$0")/../.."

seconds=${FUZZ_CI_SECONDS:-20}
# Open findings the fuzzers would otherwise hit again at random, making this check flaky rather
# than informative (docs/reliability.md, "Findings"). Remove a name when its fix is merged.
export FUZZ_ALLOW=${FUZZ_ALLOW-}
# Cheap first: the seeds replayed through the plain build that scripts/test.sh just made.
for bin in .build/release/fuzz-*; do
    [ -x "$bin" ] || continue
    name=${bin##*/fuzz-}
    [ -d "fuzz/corpus/$name" ] || continue
    echo "replay fuzz/corpus/$name: $("$bin" "fuzz/corpus/$name")"
done
scripts/fuzz.sh all "$seconds"
