#!/usr/bin/env bash
# The request budget against the Deployment's memory limit. layoutd runs as deploy/kubernetes
# runs it (its args, one worker per requested core); a request of 2 000 views, one
# target, states animating 0.49 s at 1000 fps — is refused up front with 422 naming the limit and
# its flag; a request exactly at the keyframe budget and the largest request the defaults admit
# (docs/deployment.md §1) are answered; the peak RSS stays below the Deployment's memory limit.
source "$(dirname "$0")/lib/server.sh"
ROOT="$(cd "$HERE/../.." && pwd)"

read -r LIMIT_BYTES WORKERS ARGS < <(python3 - "$ROOT/deploy/kubernetes/deployment.yaml" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
memory = re.search(r"limits:\s*\n(?:\s+cpu:.*\n)?\s+memory:\s*(\d+)(Mi|Gi)", text)
cpu = re.search(r"requests:\s*\n\s+cpu:\s*\"?(\d+)\"?", text)
args = re.search(r"args:\s*\[(.*)\]", text).group(1).replace('"', "").replace(",", " ")
print(int(memory.group(1)) * (1 << (20 if memory.group(2) == "Mi" else 30)), cpu.group(1), args)
PY
)
# shellcheck disable=SC2086
start_server --workers "$WORKERS" $ARGS
budget() { python3 "$HERE/lib/budget.py" "$@" > "$WORK/request.json"; }
post() { request POST /v1/layout -H 'Content-Type: application/json' --data-binary @"$WORK/request.json"; }

budget --states 8
post
expect_eq "2 000 views × 8 states × 491 keyframes" 422 "$STATUS"
expect_contains "the 422 names the limit and its flag" "the limit of 500000 (--max-keyframe-samples, LAYOUT_MAX_KEYFRAME_SAMPLES)" "$BODY"
budget --states 1
post
expect_eq "2 000 views × 1 state × 491 keyframes (982 000 samples)" 422 "$STATUS"
budget --states 1 --duration 0.249
post
expect_eq "2 000 views × 1 state × 250 keyframes (500 000 samples, the budget)" 200 "$STATUS"
# At both document limits, as many constant-only states as the frame budget admits (10 000 × 49).
budget --limits --views 10000 --targets 1 --states 48 --kind constant --no-animation
post
case "$STATUS" in
    200|504) pass "the largest admitted request (10 000 views, 50 000 constraints, 48 states): $STATUS" ;;
    *) fail "the largest admitted request: $STATUS $(head -c 300 "$WORK/body")" ;;
esac

peak=$(( $(awk '/VmHWM/ { print $2 }' "/proc/$SERVER_PID/status") * 1024 ))
echo "  (peak RSS $((peak >> 20)) MiB; the Deployment's limit $((LIMIT_BYTES >> 20)) MiB for $WORKERS worker(s))"
if [ "$peak" -lt "$LIMIT_BYTES" ]; then pass "peak RSS below the Deployment's memory limit"; else fail "peak RSS $peak ≥ $LIMIT_BYTES"; fi
stop_server
finish
