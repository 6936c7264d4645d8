#!/usr/bin/env bash
# Overload: with one worker and a queue of one, concurrent heavy documents get 503 + Retry-After
# at once while /healthz keeps answering fast; a solve past --solve-timeout-ms gets 504.
source "$(dirname "$0")/lib/server.sh"

start_server --workers 1 --queue-depth 1 --solve-timeout-ms 30000
if ! has_engine; then
    echo "  SKIP: the engine is not merged"
    stop_server; finish; exit 0
fi
python3 "$HERE/lib/heavy.py" 700 --wrap > "$WORK/heavy.json"

echo "-- 503 + Retry-After under 8 concurrent heavy requests"
for i in $(seq 1 8); do
    curl -s -o "$WORK/r$i.body" -D "$WORK/r$i.headers" -w '%{http_code} %{time_total}\n' --max-time 60 \
        -H 'Content-Type: application/json' --data-binary @"$WORK/heavy.json" "$BASE/v1/layout" > "$WORK/r$i.status" &
    echo $! >> "$WORK/clients"
done
# While the two admitted requests run, /readyz must say 503 (polled: the clients need a moment
# to connect and upload).
ready=200
for _ in $(seq 1 40); do
    ready="$(curl -s -o /dev/null -w '%{http_code}' --max-time 2 "$BASE/readyz")"
    [ "$ready" = 503 ] && break
    sleep 0.05
done
expect_eq "/readyz while saturated" 503 "$ready"
# /healthz while the pool is saturated: 20 sequential probes, the slowest must stay well under 1 s.
slowest=0
for _ in $(seq 1 20); do
    t="$(curl -s -o /dev/null -w '%{time_total}' --max-time 5 "$BASE/healthz")"
    slowest="$(python3 -c "print(max($slowest, $t))")"
done
wait $(cat "$WORK/clients") 2>/dev/null || true
rm -f "$WORK/clients"
ok=0; busy=0; other=0; retry=1; fast=1
for i in $(seq 1 8); do
    read -r code seconds < "$WORK/r$i.status"
    case "$code" in
        200) ok=$((ok + 1)) ;;
        503) busy=$((busy + 1))
             grep -qi '^retry-after: [0-9]' "$WORK/r$i.headers" || retry=0
             python3 -c "import sys; sys.exit(0 if $seconds < 0.5 else 1)" || fast=0 ;;
        *) other=$((other + 1)) ;;
    esac
done
echo "  (200: $ok, 503: $busy, other: $other, slowest /healthz: ${slowest}s)"
expect_eq "requests answered other than 200/503" 0 "$other"
if [ "$busy" -ge 1 ]; then pass "at least one 503"; else fail "no 503 with 8 heavy requests on 1 worker + queue 1"; fi
if [ "$ok" -ge 1 ]; then pass "admitted requests were solved"; else fail "no request was solved"; fi
expect_eq "every 503 has Retry-After" 1 "$retry"
expect_eq "every 503 came back within 0.5 s" 1 "$fast"
python3 -c "import sys; sys.exit(0 if $slowest < 0.5 else 1)" && pass "/healthz stayed fast (slowest ${slowest}s)" \
    || fail "/healthz took ${slowest}s while the pool was saturated"
stop_server

echo "-- 504 on a solve deadline"
start_server --workers 1 --queue-depth 4 --solve-timeout-ms 20
request POST /v1/layout -H 'Content-Type: application/json' --data-binary @"$WORK/heavy.json"
expect_eq "heavy document with --solve-timeout-ms 20" 504 "$STATUS"
expect_eq "504 code" solve_timeout "$(json "j['code']")"
# The worker is freed by the cancellation flag: a small request is solved afterwards.
for _ in $(seq 1 50); do
    request POST '/v1/layout?device=iphone-6' --data-binary @"$HERE/fixtures/simple.json"
    [ "$STATUS" = 200 ] && break
    sleep 0.1
done
expect_eq "a small request after the timeout" 200 "$STATUS"
stop_server
finish
