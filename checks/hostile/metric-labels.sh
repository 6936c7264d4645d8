#!/usr/bin/env bash
# Random methods cannot grow /metrics: the `method` label is GET, HEAD, POST or other, so the 20 000 requests may add at most 4 request series,
# the scrape stays small, and /healthz answers in < 50 ms (95th percentile; none fails, none
# takes 1 s) while scrapes run back to back (they are rendered off the event loop).
# Usage: checks/hostile/metric-labels.sh
source "$(dirname "$0")/lib.sh"

start_server
series() { curl -s --max-time 5 "$BASE/metrics" | grep -c '^layoutd_http_requests_total{'; }
BEFORE="$(series)"
echo "-- 20 000 random methods against $BASE ($BEFORE request series before)"
if python3 "$HOSTILE/methods.py" "$PORT" 20000 /healthz > "$WORK/methods.out"; then pass "$(cat "$WORK/methods.out") of 20000"
else fail "methods.py: $(cat "$WORK/methods.out")"; fi
AFTER="$(series)"
BYTES="$(curl -s --max-time 5 "$BASE/metrics" | wc -c)"
echo "  request series: $BEFORE -> $AFTER; a scrape is $BYTES bytes"
check "20 000 random methods added at most 4 request series ($BEFORE -> $AFTER)" "$AFTER - $BEFORE <= 4"
check "a scrape stays under 64 KB ($BYTES B)" "$BYTES < 65536"
# Scrapes back to back for 4 s while /healthz is probed every 20 ms.
python3 "$HOSTILE/probe.py" "$PORT" /healthz 4 0.02 > "$WORK/probe.json" &
PROBE=$!
remember_client "$PROBE"
scrapes=0
end=$(( $(date +%s) + 4 ))
while [ "$(date +%s)" -lt "$end" ]; do curl -s -o /dev/null --max-time 5 "$BASE/metrics"; scrapes=$((scrapes + 1)); done
wait "$PROBE"
echo "  $scrapes scrapes; /healthz: $(cat "$WORK/probe.json")"
check "/healthz during the scrapes: none failed" "$(json_field "$WORK/probe.json" "j['failed']") == 0"
check "/healthz during the scrapes: 95th percentile < 50 ms ($(json_field "$WORK/probe.json" "j['p95_ms']") ms)" \
    "$(json_field "$WORK/probe.json" "j['p95_ms']") < 50"
expect_alive "the random methods"
summary
