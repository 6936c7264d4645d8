#!/usr/bin/env bash
# Scenario 1: slowhttptest slow headers (-H, slowloris) and slow body (-B, R-U-Dead-Yet), each
# with CONNECTIONS connections (default 1000) for SECONDS (default 30). While each attack runs, a
# probe loop GETs /healthz every 0.25 s: every probe must get 200 within 1 s. Afterwards the
# server is alive and its fd count is back to the baseline (header timeout 10 s, minimum body
# rate 1 KiB/s after 5 s, so the slow connections are closed, not kept forever).
# Usage: tests/hostile/slowloris.sh [CONNECTIONS] [SECONDS]
source "$(dirname "$0")/lib.sh"
command -v slowhttptest > /dev/null || { echo "slowhttptest missing: apt-get install -y slowhttptest" >&2; exit 2; }

CONNECTIONS="${1:-1000}"
LENGTH="${2:-30}"
start_server
FD0="$(fd_count)"
RSS0="$(rss_kb)"
echo "-- slowhttptest against $BASE, $CONNECTIONS connections for ${LENGTH}s each (fds $FD0, RSS ${RSS0} kB)"

# attack NAME slowhttptest-args…: runs it with the probe loop alongside; checks the probes.
attack() {
    local name="$1"; shift
    slowhttptest "$@" -c "$CONNECTIONS" -r 200 -i 5 -l "$LENGTH" -p 2 -g -o "$WORK/$name" \
        > "$WORK/$name.log" 2>&1 &
    local attacker=$!
    remember_client "$attacker"
    sleep 6 # let it open its connections first
    local probes=0 bad=0 slowest=0 out peak=0 fds
    for _ in $(seq 1 $(( (LENGTH - 6) * 4 ))); do
        kill -0 "$attacker" 2>/dev/null || break
        out="$(curl -s -o /dev/null -w '%{http_code} %{time_total}' --max-time 1 "$BASE/healthz" || echo "000 1")"
        probes=$((probes + 1))
        [ "${out% *}" = 200 ] || bad=$((bad + 1))
        slowest="$(python3 -c "print(max($slowest, ${out#* }))")"
        fds="$(fd_count)"; [ "$fds" -gt "$peak" ] && peak="$fds"
        sleep 0.25
    done
    wait "$attacker" || true
    local csv="$WORK/$name.csv"
    local max_connected unavailable
    max_connected="$(awk -F, 'NR > 1 && $4 + 0 > m { m = $4 + 0 } END { print m + 0 }' "$csv")"
    unavailable="$(awk -F, 'NR > 1 && $5 + 0 == 0 { n++ } END { print n + 0 }' "$csv")"
    echo "  $name: $probes probes, $bad not 200 within 1 s, slowest ${slowest}s; server fds peaked at $peak;" \
        "slowhttptest saw at most $max_connected connected, 'service unavailable' in $unavailable of its samples"
    expect_eq "$name: /healthz probes that failed or took over 1 s" 0 "$bad"
    check "$name: at least 10 probes ran" "$probes >= 10"
    expect_eq "$name: seconds slowhttptest judged the service unavailable" 0 "$unavailable"
    expect_alive "$name"
    expect_fds_back "$name" "$FD0" 15
}

attack slow-headers -H -u "$BASE/healthz"
attack slow-body -B -s 65536 -t POST -u "$BASE/v1/validate"
echo "  RSS ${RSS0} -> $(rss_kb) kB"
summary
