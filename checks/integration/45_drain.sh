#!/usr/bin/env bash
# SIGTERM while a request that runs past its deadline is in flight — 2 000 views, 8 states that
# rotate and animate 0.49 s at 1000 fps, admitted by raising the request budget and the memory
# budget (its answer of hundreds of MB is otherwise a 422 within 2 s) — and layoutd
# exits 0 within --solve-timeout-ms + 1 s of the signal (the drain bound the Deployment's grace
# period is set from): the deadline cancels state solving, keyframe sampling and serializing.
source "$(dirname "$0")/lib/server.sh"

TIMEOUT_MS=3000
start_server --workers 1 --solve-timeout-ms "$TIMEOUT_MS" --max-keyframe-samples 100000000 --max-frames 100000000 \
    --memory-budget-bytes 1099511627776
python3 "$HERE/lib/budget.py" --states 8 > "$WORK/request.json"
curl -s -o "$WORK/answer" -w '%{http_code}' --max-time 30 -H 'Content-Type: application/json' \
    --data-binary @"$WORK/request.json" "$BASE/v1/layout" > "$WORK/code" 2>/dev/null &
echo $! >> "$WORK/clients"
sleep 1
signalled=$(date +%s%N)
kill -TERM "$SERVER_PID"
status=0
for _ in $(seq 1 300); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.05; done
exited=$(date +%s%N)
wait "$SERVER_PID" || status=$?
SERVER_PID=""
wait "$(cat "$WORK/clients")" 2>/dev/null || true
rm -f "$WORK/clients"
elapsed_ms=$(( (exited - signalled) / 1000000 ))
echo "  (exit ${elapsed_ms} ms after SIGTERM; the bound is $((TIMEOUT_MS + 1000)) ms; the client got $(cat "$WORK/code"))"
expect_eq "exit status after SIGTERM" 0 "$status"
if [ "$elapsed_ms" -le $((TIMEOUT_MS + 1000)) ]; then pass "exited within the solve timeout + 1 s"; else fail "exited ${elapsed_ms} ms after SIGTERM"; fi
case "$(cat "$WORK/code")" in
    200|504) pass "the request in flight got its answer: $(cat "$WORK/code")" ;;
    *) fail "the request in flight got $(cat "$WORK/code")" ;;
esac
finish
