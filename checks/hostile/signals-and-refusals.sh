#!/usr/bin/env bash
# Signals, hostile log input and the HTTP layer's refusals: after SIGHUP the server keeps serving; the hostile path is one escaped
# log line; and each of 400, 408, 413, 414, 431, 501 and 505 carries an X-Request-Id (the
# client's on the 400, 408, 413 and 431 that send one, which the server read before refusing)
# and a `urn:layoutd:problem:` type, has its access-log line and is counted in /metrics. (408 comes
# from the whole-request deadline, scaled down to --request-timeout-ms 1000 here.)
# Usage: checks/hostile/signals-and-refusals.sh
source "$(dirname "$0")/lib.sh"

start_server --log-format text --request-timeout-ms 1000
echo "-- signals, log lines and the HTTP layer's refusals against $BASE"
kill -HUP "$SERVER_PID"
sleep 0.3
expect_alive "SIGHUP"

curl -s -o /dev/null --max-time 5 "$BASE/x%0d%0a2025-01-01T00:00:00Z%20forged%1b%5b31m%07"
python3 "$HOSTILE/refusals.py" "$PORT" > "$WORK/refusals.jsonl"
sleep 0.5  # the log's own thread writes the lines
forged="$(grep -c 'forged' "$WORK/server.out" || true)"
expect_eq "access-log lines mentioning the forged path" 1 "$forged"
check "that line starts like every line and carries no raw CR, LF, ESC or BEL" \
    "$(python3 -c "
import re
line = [l for l in open('$WORK/server.out', encoding='utf-8') if 'forged' in l][0]
print(int(bool(re.match(r'^\d{4}-\d\d-\d\dT', line)) and not any(c in line.rstrip('\n') for c in '\r\n\x1b\x07')))")" \
    "== 1"
METRICS="$(curl -s --max-time 5 "$BASE/metrics")"
while read -r line; do
    name="$(python3 -c "import json,sys; print(json.loads(sys.argv[1])['name'])" "$line")"
    read -r expected status id sent type <<< "$(python3 -c "import json,sys; j=json.loads(sys.argv[1]); print(j['expected'], j['status'], j['request_id'] or '-', j['sent_id'] or '-', j['type'] or '-')" "$line")"
    expect_eq "$name: status" "$expected" "$status"
    check "$name: X-Request-Id ($id: the client's when it was read, else a fresh one) and a urn:layoutd:problem type ($type)" \
        "('$id' == '$sent' if '$sent' != '-' else len('$id') == 16) and '$type'.startswith('urn:layoutd:problem:')"
    if grep -q "id=$id\$" "$WORK/server.out"; then pass "$name: logged"; else fail "$name: no access-log line with id=$id"; fi
    if printf '%s\n' "$METRICS" | grep -q "^layoutd_http_requests_total{.*status=\"$status\"} [1-9]"; then pass "$name: counted"
    else fail "$name: not in /metrics"; fi
done < "$WORK/refusals.jsonl"
expect_alive "the refusals"
summary
