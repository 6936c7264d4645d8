# Shared helpers of the hostile-client scripts, on top of the integration checks' lib
# (free port, start_server with a bounded wait, the cleanup trap that kills the server and every
# pid in $WORK/clients): count passes and failures, sample the server's RSS and open fds.
# Every wait here is bounded; a script never hangs.

HOSTILE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HOSTILE/../.." && pwd)"
LAYOUTD_BIN="${LAYOUTD_BIN:-$ROOT/.build/release/layoutd}"
if [ ! -x "$LAYOUTD_BIN" ]; then
    echo "no layoutd at $LAYOUTD_BIN: run 'swift build -c release' or set LAYOUTD_BIN" >&2
    exit 2
fi
# shellcheck source=../integration/lib/server.sh
source "$ROOT/checks/integration/lib/server.sh"
PASSED=0
FAILED=0

# start_server [layoutd flags…]: the integration lib's, then one warm-up solve.
eval "integration_$(declare -f start_server)"
start_server() {
    integration_start_server "$@"
    warm_up
}

# warm_up: one solve, so what the process opens lazily on its first solve (libdispatch's timerfd
# for the solve deadline) is in the baselines the scripts take next.
warm_up() {
    curl -s -o /dev/null --max-time 10 -H 'Content-Type: application/json' \
        --data-binary @"$ROOT/examples/seed-000-profile.json" "$BASE/v1/layout?device=iphone-6" || true
}

# remember_client PID: the trap kills it if the script ends early.
remember_client() { echo "$1" >> "$WORK/clients"; }

# The integration lib's pass/fail, counting both for `summary` (its expect_eq uses these).
pass() { echo "  ok: $*"; PASSED=$((PASSED + 1)); }
fail() { echo "  FAIL: $*"; FAILED=$((FAILED + 1)); }

# check NAME PYTHON-CONDITION: passes when the expression is true.
check() {
    if python3 -c "import sys; sys.exit(0 if ($2) else 1)"; then pass "$1"; else fail "$1 ($2)"; fi
}

# expect_alive WHAT: the process is running and /healthz answers 200 within 1 s.
expect_alive() {
    local code
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then
        fail "server died after $1"
        tail -20 "$WORK/server.err" >&2
        return
    fi
    code="$(curl -s -o /dev/null -w '%{http_code}' --max-time 1 "$BASE/healthz" || true)"
    if [ "$code" = 200 ]; then pass "alive after $1"; else fail "/healthz after $1 answered '$code'"; fi
}

rss_kb() { awk '/^VmRSS:/ { print $2 }' "/proc/$SERVER_PID/status"; }
peak_rss_kb() { awk '/^VmHWM:/ { print $2 }' "/proc/$SERVER_PID/status"; }

# admin_port: the admin port the server printed at start (`--admin-port 0` picks a free one).
admin_port() { grep -o 'admin on http://[^ ]*' "$WORK/server.err" | grep -o '[0-9]*$'; }

# json_field FILE EXPR: a Python expression on the JSON line in FILE, parsed as `j`.
json_field() { python3 -c "import json,sys; j=json.loads(open('$1').read().strip().splitlines()[-1]); print($2)"; }

# metric NAME_AND_LABELS: the value of one sample of $BASE/metrics (0 when absent).
metric() {
    curl -s --max-time 5 "$BASE/metrics" | awk -v key="$1" 'index($0, key " ") == 1 { print $2; found = 1 } END { if (!found) print 0 }'
}
fd_count() { ls "/proc/$SERVER_PID/fd" | wc -l; }

# settle_fds BASELINE [SECONDS]: waits (bounded) until the fd count is back to BASELINE; prints it.
settle_fds() {
    local want="$1" limit="${2:-10}" now
    for _ in $(seq 1 $((limit * 10))); do
        now="$(fd_count)"
        [ "$now" -le "$want" ] && break
        sleep 0.1
    done
    fd_count
}

# expect_fds_back WHAT BASELINE [SECONDS]: the fd count returns to at most BASELINE (bounded wait;
# the baseline may still include a client's connection in its closing linger, hence "at most").
expect_fds_back() {
    local now
    now="$(settle_fds "$2" "${3:-10}")"
    if [ "$now" -le "$2" ]; then pass "open fds back to the baseline after $1 ($2 -> $now)"
    else fail "open fds after $1: $now, baseline $2"; fi
}

# count_python_tally FILE: adds a Python client's final `N passed, N failed` line to the tally;
# a client that died before printing it counts as one failure.
count_python_tally() {
    local ok bad
    if read -r ok _ bad _ < <(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$1" | tail -1) && [ -n "$bad" ]; then
        PASSED=$((PASSED + ok)); FAILED=$((FAILED + bad))
    else
        fail "the client died before its tally: $(tail -3 "$1")"
    fi
}

# summary: prints the tally and exits non-zero on any failure.
summary() {
    echo "$PASSED passed, $FAILED failed"
    [ "$FAILED" -eq 0 ]
}
