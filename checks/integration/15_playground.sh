#!/usr/bin/env bash
# The playground's files over real HTTP: the page at / with its security policy, gzip when the
# client accepts it, 304 on a matching If-None-Match, HEAD, the files' content types, the
# examples byte for byte, and --no-playground turning / into a 404 while the API stays.
# (What the page does in a browser: checks/browser/.)
source "$(dirname "$0")/lib/server.sh"
ROOT="$(cd "$HERE/../.." && pwd)"

start_server

echo "-- the page"
request GET / --compressed
expect_eq "GET /" 200 "$STATUS"
expect_eq "content type" "text/html; charset=utf-8" "$(header Content-Type)"
expect_eq "gzip when accepted" gzip "$(header Content-Encoding)"
expect_contains "policy forbids inline script" "script-src 'self'" "$(header Content-Security-Policy)"
expect_eq "cache control" no-cache "$(header Cache-Control)"
if cmp -s "$WORK/body" "$ROOT/playground/index.html"; then pass "/ is playground/index.html byte for byte"
else fail "/ differs from playground/index.html (run scripts/embed-playground.sh)"; fi
etag="$(header ETag)"
: > "$WORK/body"  # curl writes nothing for a 304
request GET / -H "If-None-Match: $etag"
expect_eq "If-None-Match with the ETag" 304 "$STATUS"
expect_eq "304 has no body" "" "$BODY"
expect_eq "304 keeps the ETag" "$etag" "$(header ETag)"
request HEAD / -I
expect_eq "HEAD /" 200 "$STATUS"
expect_eq "HEAD / announces the page's length" "$(wc -c < "$ROOT/playground/index.html" | tr -d ' ')" "$(header Content-Length)"

echo "-- its files"
for pair in app.js:text/javascript style.css:text/css icon.svg:image/svg+xml; do
    request GET "/playground/${pair%%:*}"
    expect_contains "${pair%%:*} content type" "${pair#*:}" "$(header Content-Type)"
done
request GET /playground/missing.js
expect_eq "an unknown file" 404 "$STATUS"

echo "-- examples"
request GET /v1/examples
expect_eq "GET /v1/examples" 200 "$STATUS"
expect_eq "every examples/*.json listed" "$(ls "$ROOT"/examples/*.json | wc -l | tr -d ' ')" "$(json "len(j['examples'])")"
request GET /v1/examples/seed-003-login-mistakes
if cmp -s "$WORK/body" "$ROOT/examples/seed-003-login-mistakes.json"; then pass "an example is its file byte for byte"
else fail "GET /v1/examples/seed-003-login-mistakes differs from the file"; fi
stop_server

echo "-- --no-playground"
start_server --no-playground
request GET /
expect_eq "GET / with --no-playground" 404 "$STATUS"
request GET /playground/app.js
expect_eq "a file with --no-playground" 404 "$STATUS"
request GET /v1/examples
expect_eq "the API stays" 200 "$STATUS"
stop_server
finish
