# Shared helpers for the integration checks: start $LAYOUTD_BIN on a free port, wait for it, stop
# it, and always clean up (each check sources this file and calls `start_server`).
# Every wait is bounded; a check never hangs.

set -euo pipefail

: "${LAYOUTD_BIN:?set LAYOUTD_BIN to the layoutd binary (scripts/test.sh does)}"
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d)"
SERVER_PID=""
PORT=""
BASE=""
FAILURES=0

cleanup() {
    if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
        kill -KILL "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    # Background clients this check started (their pids are in $WORK/clients).
    if [ -f "$WORK/clients" ]; then
        while read -r pid; do kill "$pid" 2>/dev/null || true; done < "$WORK/clients"
    fi
    rm -rf "$WORK"
}
trap cleanup EXIT

# A port nobody listens on right now (the kernel's choice, released at once).
free_port() {
    python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

# start_server [layoutd flags…]: runs layoutd on a free port, waits up to 10 s for /healthz.
start_server() {
    PORT="$(free_port)"
    BASE="http://127.0.0.1:$PORT"
    "$LAYOUTD_BIN" --host 127.0.0.1 --port "$PORT" "$@" > "$WORK/server.out" 2> "$WORK/server.err" &
    SERVER_PID=$!
    for _ in $(seq 1 100); do
        if curl -fsS -o /dev/null --max-time 1 "$BASE/healthz" 2>/dev/null; then return 0; fi
        if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
        sleep 0.1
    done
    echo "layoutd did not come up on $BASE" >&2
    cat "$WORK/server.err" >&2
    exit 1
}

# stop_server: SIGTERM, wait up to 15 s, and check the exit status is 0.
stop_server() {
    kill -TERM "$SERVER_PID"
    local status=0
    for _ in $(seq 1 150); do
        kill -0 "$SERVER_PID" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$SERVER_PID" 2>/dev/null; then
        fail "layoutd still running 15 s after SIGTERM"
        return
    fi
    wait "$SERVER_PID" || status=$?
    SERVER_PID=""
    expect_eq "exit status after SIGTERM" 0 "$status"
}

fail() {
    echo "  FAIL: $*"
    FAILURES=$((FAILURES + 1))
}

pass() {
    echo "  ok: $*"
}

expect_eq() {
    if [ "$2" = "$3" ]; then pass "$1 = $3"; else fail "$1: expected '$2', got '$3'"; fi
}

expect_contains() {
    case "$3" in
        *"$2"*) pass "$1" ;;
        *) fail "$1: '$2' not in: $(printf '%s' "$3" | head -c 400)" ;;
    esac
}

# request METHOD PATH [curl args…]: sets STATUS, BODY (file $WORK/body) and HEADERS (file).
request() {
    local method="$1" path="$2"
    shift 2
    STATUS="$(curl -sS -o "$WORK/body" -D "$WORK/headers" -w '%{http_code}' --max-time 30 \
        -X "$method" "$@" "$BASE$path" || echo 000)"
    BODY="$(cat "$WORK/body")"
    HEADERS="$(tr -d '\r' < "$WORK/headers")"
}

header() {
    printf '%s\n' "$HEADERS" | awk -v name="$(echo "$1" | tr 'A-Z' 'a-z')" -F': ' \
        'tolower($1) == name { print $2; exit }'
}

# json EXPR: evaluates a Python expression on the last body parsed as `j`.
json() {
    python3 -c "import json,sys; j=json.load(open('$WORK/body')); print($1)"
}

finish() {
    if [ "$FAILURES" -gt 0 ]; then
        echo "  $FAILURES failure(s)"
        exit 1
    fi
}

# has_engine: true once POST /v1/layout solves (the engine branch is merged); checks that need
# the engine skip themselves (loudly) before that.
has_engine() {
    local code
    code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -H 'Content-Type: application/json' \
        --data-binary @"$HERE/fixtures/simple.json" "$BASE/v1/layout?device=iphone-6")"
    [ "$code" != "501" ]
}
