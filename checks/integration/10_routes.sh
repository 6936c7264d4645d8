#!/usr/bin/env bash
# Every route that needs no solver, and every error status the service itself answers: 400 (with
# line and column), 404, 405 (with Allow), 413, 415; HEAD; gzip both ways; X-Request-Id; the CLI.
source "$(dirname "$0")/lib/server.sh"
ROOT="$(cd "$HERE/../.." && pwd)"

echo "-- command line"
"$LAYOUTD_BIN" --help > "$WORK/help" && status=0 || status=$?
expect_eq "--help exit status" 0 "$status"
expect_contains "--help lists --queue-depth" "--queue-depth" "$(cat "$WORK/help")"
"$LAYOUTD_BIN" --workers zero > /dev/null 2> "$WORK/err" && status=0 || status=$?
expect_eq "bad flag exit status" 2 "$status"
expect_contains "bad flag message" "--workers" "$(cat "$WORK/err")"

start_server --max-body-bytes 2048 --log-format json

echo "-- health, readiness, metrics, openapi"
request GET /healthz
expect_eq "GET /healthz" 200 "$STATUS"
expect_eq "healthz body" '{"status":"ok"}' "$BODY"
request GET /readyz
expect_eq "GET /readyz" 200 "$STATUS"
request GET /metrics
expect_eq "GET /metrics" 200 "$STATUS"
expect_contains "metrics count /readyz" 'layoutd_http_requests_total{route="/readyz",method="GET",status="200"} 1' "$BODY"
expect_contains "metrics content type" "text/plain; version=0.0.4" "$(header Content-Type)"
request GET /openapi.yaml
expect_eq "GET /openapi.yaml" 200 "$STATUS"
if cmp -s "$WORK/body" "$ROOT/openapi.yaml"; then pass "/openapi.yaml is the repository file byte for byte"
else fail "/openapi.yaml differs from openapi.yaml (run scripts/embed-openapi.sh)"; fi

echo "-- devices"
request GET /v1/devices
expect_eq "GET /v1/devices" 200 "$STATUS"
expect_eq "first device" "iphone-4s" "$(json "j['devices'][0]['id']")"
request GET /v1/devices/iphone-8
expect_eq "GET /v1/devices/iphone-8 (an alias)" 200 "$STATUS"
expect_eq "alias resolves to" "iphone-6" "$(json "j['id']")"
request GET /v1/devices/iphone-99
expect_eq "unknown device" 404 "$STATUS"
expect_eq "unknown device is problem+json" "application/problem+json" "$(header Content-Type)"
expect_eq "problem code" "unknown_device" "$(json "j['code']")"

echo "-- HEAD, 404, 405"
request HEAD /healthz -I
expect_eq "HEAD /healthz" 200 "$STATUS"
request GET /v1/nothing
expect_eq "unknown path" 404 "$STATUS"
expect_eq "404 problem status field" 404 "$(json "j['status']")"
request POST "/v1/render?device=iphone-6&orientation=landscape" -H 'Content-Type: application/json' \
    --data-binary @checks/integration/fixtures/simple.json
expect_eq "POST /v1/render" 200 "$STATUS"
expect_eq "render is SVG" "image/svg+xml" "$(header Content-Type)"
expect_contains "render draws an svg element" "<svg" "$BODY"
request GET /v1/render
expect_eq "GET /v1/render" 405 "$STATUS"
request DELETE /v1/layout
expect_eq "DELETE /v1/layout" 405 "$STATUS"
expect_eq "Allow on /v1/layout" "POST" "$(header Allow)"
request POST /v1/devices
expect_eq "POST /v1/devices" 405 "$STATUS"
expect_eq "Allow on /v1/devices" "GET, HEAD" "$(header Allow)"

echo "-- absolute-form targets and OPTIONS *"
request GET /healthz --request-target "http://127.0.0.1:$PORT/v1/devices/iphone%2D8?x=1"
expect_eq "absolute-form GET routes on its path" 200 "$STATUS"
expect_eq "absolute-form device" "iphone-6" "$(json "j['id']")"
request POST /v1/layout --request-target "http://127.0.0.1:$PORT/v1/layout?device=iphone-6&orientation=landscape" \
    --data-binary @checks/integration/fixtures/simple.json
expect_eq "absolute-form POST reads its query" 200 "$STATUS"
expect_eq "absolute-form orientation" "landscape" "$(json "j['results'][0]['target']['orientation']")"
request OPTIONS / --request-target '*'
expect_eq "OPTIONS *" 204 "$STATUS"
expect_eq "Allow on OPTIONS *" "GET, HEAD, POST, OPTIONS" "$(header Allow)"

echo "-- bodies: 415, 400, 413"
request POST /v1/layout -H 'Content-Type: text/plain' --data-binary '{}'
expect_eq "text/plain body" 415 "$STATUS"
expect_eq "415 code" "unsupported_media_type" "$(json "j['code']")"
request POST /v1/validate -H 'Content-Type: application/json' --data-binary $'{\n  "document": {,}\n}'
expect_eq "unreadable JSON" 400 "$STATUS"
expect_eq "400 line" 2 "$(json "j['line']")"
expect_eq "400 column" 16 "$(json "j['column']")"
head -c 4096 /dev/zero | tr '\0' ' ' > "$WORK/big.json"
request POST /v1/layout -H 'Content-Type: application/json' --data-binary @"$WORK/big.json"
expect_eq "body over --max-body-bytes" 413 "$STATUS"
request POST '/v1/layout?strict=perhaps' -H 'Content-Type: application/json' --data-binary '{}'
expect_eq "strict=perhaps" 422 "$STATUS"

echo "-- gzip both ways"
STATUS="$(curl -sS -o "$WORK/body.gz" -D "$WORK/headers" -w '%{http_code}' -H 'Accept-Encoding: gzip' "$BASE/v1/devices")"
HEADERS="$(tr -d '\r' < "$WORK/headers")"
expect_eq "gzip response status" 200 "$STATUS"
expect_eq "Content-Encoding" gzip "$(header Content-Encoding)"
gunzip -c "$WORK/body.gz" > "$WORK/body" && expect_eq "gunzipped first device" iphone-4s "$(json "j['devices'][0]['id']")"
printf '{"document": [1,' | gzip -c > "$WORK/req.gz"
request POST /v1/layout -H 'Content-Type: application/json' -H 'Content-Encoding: gzip' --data-binary @"$WORK/req.gz"
expect_eq "gzip request is inflated before parsing (then 400)" 400 "$STATUS"

echo "-- request ids and the access log"
request GET /healthz -H 'X-Request-Id: it-10-routes'
expect_eq "X-Request-Id echoed" it-10-routes "$(header X-Request-Id)"
request GET /healthz
expect_eq "generated X-Request-Id length" 16 "$(header X-Request-Id | tr -d '\n' | wc -c)"
sleep 0.2
if grep -q '"request_id":"it-10-routes"' "$WORK/server.out"; then pass "access log line has the request id"
else fail "no access-log line with request_id it-10-routes"; fi
python3 - "$WORK/server.out" <<'PY' && pass "every access-log line is one JSON object" || fail "an access-log line is not JSON"
import json, sys
for line in open(sys.argv[1]):
    entry = json.loads(line)
    assert {"time", "request_id", "method", "path", "status", "bytes_in", "bytes_out", "duration_ms"} <= entry.keys(), line
PY

stop_server
finish
