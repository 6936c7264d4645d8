#!/usr/bin/env bash
# The quick hostile-client scenarios (checks/hostile/): the request-smuggling corpus, 1 000
# dropped connections, the pathological documents, and one scenario per resource a client can exhaust
# (unknown items, a long word, random methods, slow bodies, a blocked stdout, non-readers,
# signals and the HTTP layer's refusals) and the worker pool's fair queue, each a few seconds.
# Each starts its own server from $LAYOUTD_BIN. The slow ones (slowloris.sh, nonreader.sh, churn.sh at 10 000, scripts/soak.sh)
# are run by hand; docs/reliability.md has their figures.
set -uo pipefail
: "${LAYOUTD_BIN:?set LAYOUTD_BIN to the layoutd binary (scripts/test.sh does)}"
export LAYOUTD_BIN
HOSTILE="$(cd "$(dirname "$0")/../hostile" && pwd)"
status=0
for scenario in "smuggling.sh" "churn.sh 1000" "pathological.sh" "unknown-items.sh" "long-word.sh" \
                "metric-labels.sh" "slow-body.sh" "blocked-stdout.sh" "nonreaders.sh" "signals-and-refusals.sh" "fair-queue.sh"; do
    echo "-- checks/hostile/$scenario"
    # shellcheck disable=SC2086 # the scenario's arguments are split on purpose
    bash "$HOSTILE/"$scenario || status=1
done
exit "$status"
