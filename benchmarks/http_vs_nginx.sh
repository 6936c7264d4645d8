#!/usr/bin/env bash
# HTTPServer vs nginx on 127.0.0.1, interleaved (A B A B …) so the noisy shared machine affects
# both alike. Prints each round's req/s and p99 and the median of the per-round ratios.
#
#   benchmarks/http_vs_nginx.sh [rounds=3] [duration=10s]
#
# Scenarios: GET 2 KB JSON (always); gzip 20 KB (GZIP=1); HTTPS keep-alive (TLS=1);
# IDLE=1: the Swift server's RSS holding 1 000 idle keep-alive connections;
# SLOWLORIS=1: slowhttptest -H -c 1000 against the Swift server (installs slowhttptest).
# The Swift server is the `HTTP_BENCH_SERVE` hook in Tests/HTTPServerTests/BenchmarkServer.swift
# (no executable target exists for it), built in release mode.
# LAYOUTD=1: also the real service (release `layoutd`): POST /v1/layout of the seed-000 document
# for one target vs nginx answering the same POST with its fixed 2 KB, and GET /healthz vs nginx
# GET (plain HTTP; not with TLS=1); LAYOUTD_BIN=path runs that binary instead of building one.
# CEILING=1 (with LAYOUTD=1): also the same POST answered 405 by /healthz, the HTTP-only ceiling.
# COLD=1 (with LAYOUTD=1): also the POST with new label texts in every request, so layoutd's
# process-wide text layout cache never hits (what a stream of different documents costs).
# TRANSPORT=0 skips the test-route scenarios (and the test bundle's build).
set -euo pipefail
ROUNDS=${1:-3}
DURATION=${2:-10s}
NGINX_PORT=18080
SWIFT_PORT=18090
LAYOUTD_PORT=18100
TRANSPORT=${TRANSPORT:-1}
ROOT=${HTTP_BENCH_ROOT:-$(cd "$(dirname "$0")/.." && pwd)}
WORK=$(mktemp -d /tmp/http-bench.XXXXXX)
chmod 755 "$WORK"  # nginx workers (www-data) read big.json from here
PIDS=()
cleanup() {
    for pid in "${PIDS[@]:-}"; do [ -n "$pid" ] && kill "$pid" 2>/dev/null || true; done
    [ -f "$WORK/nginx.pid" ] && kill "$(cat "$WORK/nginx.pid")" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

need() { command -v "$1" >/dev/null 2>&1; }
if ! need nginx || ! need wrk; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light wrk >/dev/null
fi
NGINX=$(command -v nginx || echo /usr/sbin/nginx)

# The same 2 KB JSON body for both servers.
python3 - "$WORK/body.json" <<'PY'
import sys
parts, i = [], 0
text = '{"results":['
while len(text) < 2000:
    text += '{"id":"view%d","x":%d,"y":%d,"width":320,"height":44},' % (i, i, i * 2)
    i += 1
open(sys.argv[1], "w").write(text[:-1] + "]}")
PY
BODY=$(cat "$WORK/body.json")

TLS_BLOCK=""
if [ "${TLS:-0}" = 1 ]; then
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout "$WORK/key.pem" \
        -out "$WORK/cert.pem" -days 1 -subj /CN=localhost 2>/dev/null
    TLS_BLOCK="ssl_certificate $WORK/cert.pem; ssl_certificate_key $WORK/key.pem; ssl_protocols TLSv1.2 TLSv1.3;"
fi
LISTEN="listen 127.0.0.1:$NGINX_PORT;"
if [ "${TLS:-0}" = 1 ]; then LISTEN="listen 127.0.0.1:$NGINX_PORT ssl;"; fi
cat > "$WORK/nginx.conf" <<CONF
worker_processes 2;
pid $WORK/nginx.pid;
error_log $WORK/nginx-error.log;
events { worker_connections 1024; }
http {
    access_log off;
    default_type application/json;
    keepalive_requests 1000000;
    client_body_temp_path $WORK/tmp;
    gzip on; gzip_comp_level 1; gzip_min_length 1024; gzip_types application/json; gzip_vary on;
    server {
        $LISTEN
        $TLS_BLOCK
        location /json { alias $WORK/big.json; }
        location / { return 200 '$BODY'; }
    }
}
CONF
# The same bytes as the Swift route /json?bytes=20000 (TestHandler.viewStream).
python3 - "$WORK/big.json" <<'PY'
import sys
out, i = "", 0
while len(out) < 20000:
    out += '{"id":"view%d","x":%d,"y":%d,"width":320,"height":44},' % (i, i, i * 2)
    i += 1
open(sys.argv[1], "w").write(out[:20000])
PY

cd "$ROOT"
SCHEME=http
ulimit -n 65536 2>/dev/null || true
if [ "$TRANSPORT" = 1 ]; then
swift build -c release --build-tests -Xswiftc -enable-testing >/dev/null
SWIFT_ENV=(HTTP_BENCH_SERVE=$SWIFT_PORT HTTP_BENCH_LOOPS=${LOOPS:-1})
if [ "${TLS:-0}" = 1 ]; then
    SCHEME=https
    SWIFT_ENV+=(HTTP_BENCH_CERT="$WORK/cert.pem" HTTP_BENCH_KEY="$WORK/key.pem")
fi
# Run the test bundle itself (not `swift test`, whose child would outlive a kill of the parent).
BUNDLE=$(swift build -c release --show-bin-path)/layoutdPackageTests.xctest
env "${SWIFT_ENV[@]}" "$BUNDLE" --testing-library swift-testing --filter BenchmarkServer >"$WORK/swift.log" 2>&1 &
PIDS+=($!)
fi
if [ "${LAYOUTD:-0}" = 1 ]; then
    if [ -z "${LAYOUTD_BIN:-}" ]; then
        swift build -c release --product layoutd >/dev/null
        LAYOUTD_BIN=$(swift build -c release --show-bin-path)/layoutd
    fi
    "$LAYOUTD_BIN" --host 127.0.0.1 --port "$LAYOUTD_PORT" >"$WORK/layoutd.log" 2>&1 &
    PIDS+=($!)
fi
"$NGINX" -c "$WORK/nginx.conf" -p "$WORK"
for _ in $(seq 1 100); do
    if [ "$TRANSPORT" = 1 ]; then
        curl -ks "$SCHEME://127.0.0.1:$SWIFT_PORT/fixed" >/dev/null 2>&1 && break
    else
        curl -s "http://127.0.0.1:$LAYOUTD_PORT/healthz" >/dev/null 2>&1 && break
    fi
    sleep 0.2
done

cat > "$WORK/gzip.lua" <<'LUA'
wrk.headers["Accept-Encoding"] = "gzip"
LUA

# run NAME URL [extra wrk args] → prints "req/s p99_ms"
measure() {
    local out
    out=$(wrk -t2 -c32 -d"$DURATION" --latency "${@:2}" "$1")
    local rps p99 errors
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
    errors=$(grep -E 'Non-2xx|Socket errors' <<<"$out" | tr '\n' ' ' || true)
    echo "$rps $p99 $errors"
}

to_ms() {  # wrk prints 812.00us / 1.20ms / 1.01s
    awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n = n; else if (v ~ /s$/) n *= 1000; printf "%.2f", n }'
}

scenario() {  # title nginx_url swift_url [wrk args]
    local title=$1 nurl=$2 surl=$3
    shift 3
    echo "== $title ($ROUNDS rounds, wrk -t2 -c32 -d$DURATION) =="
    local ratios=()
    for round in $(seq 1 "$ROUNDS"); do
        read -r n_rps n_p99 n_err <<<"$(measure "$nurl" "$@")"
        read -r s_rps s_p99 s_err <<<"$(measure "$surl" "$@")"
        ratio=$(awk -v a="$s_rps" -v b="$n_rps" 'BEGIN { printf "%.3f", a / b }')
        ratios+=("$ratio")
        printf "round %d  nginx %9.0f req/s p99 %7s ms %s| swift %9.0f req/s p99 %7s ms %s| ratio %s\n" \
            "$round" "$n_rps" "$(to_ms "$n_p99")" "$n_err" "$s_rps" "$(to_ms "$s_p99")" "$s_err" "$ratio"
    done
    printf "%s\n" "${ratios[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "median ratio swift/nginx: %s\n", a[int((NR + 1) / 2)] }'
}

if [ "$TRANSPORT" = 1 ]; then
curl -s -o /dev/null -w "nginx /json: %{http_code}, %{size_download} B gzipped\n" -H "Accept-Encoding: gzip" -k "$SCHEME://127.0.0.1:$NGINX_PORT/json"
curl -s -o /dev/null -w "swift /json: %{http_code}, %{size_download} B gzipped\n" -H "Accept-Encoding: gzip" -k "$SCHEME://127.0.0.1:$SWIFT_PORT/json?bytes=20000"
scenario "GET 2 KB JSON" "$SCHEME://127.0.0.1:$NGINX_PORT/" "$SCHEME://127.0.0.1:$SWIFT_PORT/fixed"
if [ "${GZIP:-0}" = 1 ]; then
    scenario "GET 20 KB JSON, gzip level 1" "$SCHEME://127.0.0.1:$NGINX_PORT/json" \
        "$SCHEME://127.0.0.1:$SWIFT_PORT/json?bytes=20000" -s "$WORK/gzip.lua"
fi
fi

if [ "${LAYOUTD:-0}" = 1 ]; then
    # wrk's lua: every request a POST of the same one-target request (nginx discards the body).
    python3 - "$ROOT/examples/seed-000-profile.json" "$WORK/layout.json" "$WORK/post.lua" <<'PY'
import json, sys
document = json.load(open(sys.argv[1]))
body = json.dumps({"document": document, "target": {"device": "iphone-6", "orientation": "portrait"}})
open(sys.argv[2], "w").write(body)
lua = 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\nwrk.body = %s\n' % json.dumps(body)
open(sys.argv[3], "w").write(lua)
# The same request with every label's text made new for each request (a per-thread counter
# appended), so no text layout measured by an earlier request can be reused.
for view in document["root"]["subviews"]:
    if "text" in view:
        view["text"] += " @N@"
pieces = json.dumps({"document": document, "target": {"device": "iphone-6", "orientation": "portrait"}}).split("@N@")
lua = 'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
lua += 'local pieces = {%s}\n' % ", ".join(json.dumps(piece) for piece in pieces)
lua += """local threads, counter = 0, 0
function setup(thread) thread:set("tid", threads); threads = threads + 1 end
function request()
    counter = counter + 1
    local n = tid .. "-" .. counter
    return wrk.format(nil, nil, nil, table.concat(pieces, n))
end
"""
open(sys.argv[3].replace("post.lua", "post-cold.lua"), "w").write(lua)
PY
    curl -s -o /dev/null -w "layoutd POST /v1/layout: %{http_code}, %{size_upload} B up, %{size_download} B down\n" \
        -H "Content-Type: application/json" --data-binary "@$WORK/layout.json" "http://127.0.0.1:$LAYOUTD_PORT/v1/layout"
    curl -s -o /dev/null -w "nginx POST /: %{http_code}, %{size_download} B down\n" \
        -H "Content-Type: application/json" --data-binary "@$WORK/layout.json" "http://127.0.0.1:$NGINX_PORT/"
    scenario "layoutd POST /v1/layout seed-000, one target vs nginx POST" "http://127.0.0.1:$NGINX_PORT/" \
        "http://127.0.0.1:$LAYOUTD_PORT/v1/layout" -s "$WORK/post.lua"
    scenario "layoutd GET /healthz vs nginx GET" "http://127.0.0.1:$NGINX_PORT/" "http://127.0.0.1:$LAYOUTD_PORT/healthz"
    if [ "${COLD:-0}" = 1 ]; then
        scenario "layoutd POST /v1/layout seed-000, one target, new label texts each request, vs nginx POST" \
            "http://127.0.0.1:$NGINX_PORT/" "http://127.0.0.1:$LAYOUTD_PORT/v1/layout" -s "$WORK/post-cold.lua"
    fi
    if [ "${CEILING:-0}" = 1 ]; then
        # The same POST to /healthz, which layoutd reads whole and refuses with 405: this
        # request's HTTP path (read, parse, route, log, answer) without decoding, solving or
        # writing a layout. Its ratio bounds what the POST above could reach with a free solve.
        scenario "layoutd POST (same body) to /healthz, 405 without a solve, vs nginx POST" \
            "http://127.0.0.1:$NGINX_PORT/" "http://127.0.0.1:$LAYOUTD_PORT/healthz" -s "$WORK/post.lua"
    fi
fi

[ "$TRANSPORT" = 1 ] || exit 0

SWIFT_PID=${PIDS[0]}
rss_kb() { awk '/VmRSS/ {print $2}' "/proc/$SWIFT_PID/status"; }
fd_count() { ls "/proc/$SWIFT_PID/fd" | wc -l; }

if [ "${IDLE:-0}" = 1 ] && [ "$SCHEME" = http ]; then
    echo "== 1000 idle keep-alive connections =="
    echo "before: RSS $(rss_kb) KiB, fds $(fd_count)"
    python3 - "$SWIFT_PORT" "$SWIFT_PID" <<'PY'
import socket, sys, time
port, pid = int(sys.argv[1]), sys.argv[2]
conns = []
for _ in range(1000):
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(b"GET /fixed HTTP/1.1\r\nHost: a\r\n\r\n")
    conns.append(s)
for s in conns:
    got = b""
    while b"\r\n\r\n" not in got:
        got += s.recv(65536)
time.sleep(1)
rss = [l for l in open("/proc/%s/status" % pid) if l.startswith("VmRSS")][0].split()[1]
print("holding 1000 connections: RSS %s KiB" % rss)
for s in conns:
    s.close()
PY
    sleep 1
    echo "after closing them: RSS $(rss_kb) KiB, fds $(fd_count)"
fi

if [ "${SLOWLORIS:-0}" = 1 ] && [ "$SCHEME" = http ]; then
    need slowhttptest || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slowhttptest >/dev/null; }
    echo "== slowhttptest -H -c 1000 (server headerTimeout 10 s) =="
    slowhttptest -H -c 1000 -r 200 -i 10 -l 30 -p 3 -u "http://127.0.0.1:$SWIFT_PORT/fixed" -g -o "$WORK/slow" >/dev/null 2>&1 || true
    # CSV columns: Seconds, Closed, Pending, Connected, Service Available
    awk -F, 'NR > 1 { if ($5 == 0) down++; last = $0 } END { printf "samples with service unavailable: %d; last sample (s,closed,pending,connected,available): %s\n", down + 0, last }' "$WORK/slow.csv"
    echo "after: RSS $(rss_kb) KiB, fds $(fd_count)"
fi
