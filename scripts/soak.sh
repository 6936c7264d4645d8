#!/usr/bin/env bash
# Soak: measures layoutd's capacity on a request mix (checks/hostile/mix.lua) for a few seconds
# with wrk, then runs the same mix at about half that rate for SECONDS (default 600), one wrk run
# per minute, sampling the server's RSS, open fds and the minute's p99 in between. Fails when RSS
# or the fd count grows more than 5 % from the first sample (taken after the capacity run, so the
# allocator has already warmed up) to the last, or when any paced request gets other than 200
# (the capacity run may see 503s: it saturates the pool on purpose).
# Usage: scripts/soak.sh [SECONDS]   (LAYOUTD_BIN overrides .build/release/layoutd)
source "$(dirname "$0")/../checks/hostile/lib.sh"

SECONDS_TOTAL="${1:-600}"
CONNECTIONS=8
export SEED_DOC="$ROOT/examples/seed-000-profile.json"
MIX="$HOSTILE/mix.lua"

start_server
echo "-- soak: ${SECONDS_TOTAL}s against $BASE (pid $SERVER_PID); load before: $(cut -d' ' -f1-3 /proc/loadavg)"

# run_wrk SECONDS CONNECTIONS DELAY_MS: one wrk run of the mix; sets RPS, P99_MS, NON200, ERRORS.
run_wrk() {
    DELAY_MS="$3" wrk -t2 -c"$2" -d"$1"s --timeout 5s -s "$MIX" "$BASE" > "$WORK/wrk.out" 2>&1 || true
    RPS="$(awk '/^Requests\/sec:/ { print $2 }' "$WORK/wrk.out")"
    P99_MS="$(awk '/^p99us/ { printf "%.2f", $2 / 1000 }' "$WORK/wrk.out")"
    NON200="$(awk '/^non200/ { print $2 }' "$WORK/wrk.out")"
    ERRORS="$(grep -E '^ +Socket errors|Non-2xx' "$WORK/wrk.out" | tr -s ' ' || true)"
}

run_wrk 10 "$CONNECTIONS" 0
CAPACITY="$RPS"
LATENCY_MS="$(awk '/^    Latency/ { v = $2; if (v ~ /us$/) print v / 1000; else if (v ~ /ms$/) print v + 0; else print v * 1000 }' "$WORK/wrk.out")"
echo "capacity: $CAPACITY req/s on the mix (wrk -t2 -c$CONNECTIONS -d10s), mean latency ${LATENCY_MS} ms, p99 ${P99_MS} ms, non-200: ${NON200}"
# Half the capacity. wrk has no rate option (wrk2 is not in Debian): each connection waits
# DELAY_MS before each request, so it makes about 1000 / (DELAY_MS + latency) requests a second,
# and the number of connections sets the rate. The delay is chosen for about 10 connections;
# one 10-second calibration run corrects the count for the latency actually seen at that load.
TARGET="$(python3 -c "print(max(1, round($CAPACITY / 2)))")"
DELAY_MS="$(python3 -c "print(min(1000, max(1, round(10 * 1000 / $TARGET))))")"
PACED="$(python3 -c "import math; print(max(2, math.ceil($TARGET * $DELAY_MS / 1000)))")"
run_wrk 10 "$PACED" "$DELAY_MS"
echo "calibration: $PACED connections, ${DELAY_MS} ms delay -> $RPS req/s"
PACED="$(python3 -c "print(max(2, round($PACED * $TARGET / max($RPS, 0.1))))")"
echo "paced run: $PACED connections, ${DELAY_MS} ms before each request (target ≈ $TARGET req/s)"

sleep 3 # the capacity run's connections linger up to 2 s after close
RSS0="$(rss_kb)"
FD0="$(fd_count)"
printf '%-6s %10s %10s %8s %10s %8s %s\n' minute req/s p99_ms non200 rss_kB fds load1
printf '%-6s %10s %10s %8s %10s %8s %s\n' start - - - "$RSS0" "$FD0" "$(cut -d' ' -f1 /proc/loadavg)"
TOTAL_NON200=0
P99S=""
minute=0
remaining="$SECONDS_TOTAL"
while [ "$remaining" -gt 0 ]; do
    minute=$((minute + 1))
    chunk=$((remaining < 60 ? remaining : 60))
    run_wrk "$chunk" "$PACED" "$DELAY_MS"
    remaining=$((remaining - chunk))
    TOTAL_NON200=$((TOTAL_NON200 + ${NON200:-0}))
    P99S="$P99S $P99_MS"
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then fail "layoutd died during minute $minute"; break; fi
    printf '%-6s %10s %10s %8s %10s %8s %s\n' "$minute" "$RPS" "$P99_MS" "$NON200" "$(rss_kb)" "$(fd_count)" \
        "$(cut -d' ' -f1 /proc/loadavg)"
    [ -n "$ERRORS" ] && echo "       $ERRORS"
done

if kill -0 "$SERVER_PID" 2>/dev/null; then
    sleep 3
    RSS1="$(rss_kb)"
    FD1="$(settle_fds "$FD0" 5)"
    echo "p99 per minute (ms):$P99S"
    echo "end: RSS ${RSS0} kB -> ${RSS1} kB, fds ${FD0} -> ${FD1}, load after: $(cut -d' ' -f1-3 /proc/loadavg)"
    check "RSS grew at most 5 % (${RSS0} -> ${RSS1} kB)" "$RSS1 <= $RSS0 * 1.05"
    check "open fds grew at most 5 % (${FD0} -> ${FD1})" "$FD1 <= $FD0 * 1.05"
    expect_eq "requests answered other than 200" 0 "$TOTAL_NON200"
    expect_alive "the soak"
fi
summary
