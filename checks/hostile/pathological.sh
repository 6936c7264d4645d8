#!/usr/bin/env bash
# Scenario 5: pathological documents (pathological.py) — deep nesting, over and at the size
# limits, huge and non-finite numbers, NaN-producing metrics, cyclic equalities — each answered
# with its expected status (4xx or 200 with diagnostics) within the solve deadline plus parsing
# slack, the body strict JSON, and the server alive after each.
# Usage: checks/hostile/pathological.sh [-v]
source "$(dirname "$0")/lib.sh"

SOLVE_MS=5000
start_server --workers 2 --solve-timeout-ms "$SOLVE_MS"
echo "-- pathological documents against $BASE (--solve-timeout-ms $SOLVE_MS)"
RSS0="$(rss_kb)"
if python3 "$HOSTILE/pathological.py" "$PORT" "$SOLVE_MS" "$@" 2>&1 | tee "$WORK/out" | grep -v '^[0-9]* passed'; then :; fi
count_python_tally "$WORK/out"
echo "  RSS ${RSS0} -> $(rss_kb) kB"
expect_alive "the pathological documents"
summary
