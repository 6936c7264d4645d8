#!/usr/bin/env bash
# SIGTERM during a burst: every request the server accepted (it wrote an access-log line for it)
# got its complete answer at the client — 200, or 503/504 when overloaded — none was cut off;
# requests after SIGTERM are refused at connect; /readyz stops answering 200; layoutd exits 0.
source "$(dirname "$0")/lib/server.sh"

start_server --workers 2 --queue-depth 64
if ! has_engine; then
    echo "  SKIP: the engine is not merged"
    stop_server; finish; exit 0
fi
python3 "$HERE/lib/heavy.py" 150 --wrap > "$WORK/doc.json"
for i in $(seq 1 24); do
    curl -s -o /dev/null -w '%{http_code}\n' --max-time 30 -H 'Content-Type: application/json' \
        -H "X-Request-Id: burst-$i" --data-binary @"$WORK/doc.json" "$BASE/v1/layout" > "$WORK/c$i" 2>/dev/null &
    echo $! >> "$WORK/clients"
done
sleep 0.3
kill -TERM "$SERVER_PID"
ready="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$BASE/readyz" || true)"
wait $(cat "$WORK/clients") 2>/dev/null || true
rm -f "$WORK/clients"
status=0
for _ in $(seq 1 200); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
wait "$SERVER_PID" || status=$?
SERVER_PID=""

answered=0; refused=0; lost=0
for i in $(seq 1 24); do
    code="$(cat "$WORK/c$i")"
    logged=0
    grep -q "\"request_id\":\"burst-$i\"" "$WORK/server.out" && logged=1
    case "$code" in
        200|503|504) answered=$((answered + 1)) ;;
        000) if [ "$logged" = 1 ]; then lost=$((lost + 1)); echo "  request $i was accepted but its answer never arrived"
             else refused=$((refused + 1)); fi ;;
        *) lost=$((lost + 1)); echo "  request $i: unexpected $code" ;;
    esac
done
echo "  (answered: $answered, refused after SIGTERM: $refused; /readyz after SIGTERM: $ready)"
case "$ready" in 200) fail "/readyz answered 200 after SIGTERM" ;; *) pass "/readyz after SIGTERM: $ready (503, or the listener is closed)" ;; esac
expect_eq "accepted requests without their answer" 0 "$lost"
if [ "$answered" -ge 2 ]; then pass "in-flight requests were answered ($answered)"; else fail "only $answered answered"; fi
expect_eq "exit status after SIGTERM" 0 "$status"
finish
