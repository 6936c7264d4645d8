#!/usr/bin/env bash
# Slow bodies cannot take every slot: 1 030 connections, each declaring Content-Length: 4000000
# and sending 1.2 KB/s (just above the minimum body rate). Three limits answer them, each checked here with its numbers:
# 1. From one address (127.0.0.2) only --max-connections-per-peer (64) are accepted: /healthz
#    from another address keeps answering in < 100 ms (95th percentile, none failing).
# 2. From 18 addresses, enough to fill every public slot: the admin port (--admin-port) still
#    answers /healthz in < 100 ms.
# 3. Every slow body gets 408 at the whole-request deadline. Scaled down so the scenario takes
#    seconds: --request-timeout-ms 4000 here (default 30 000); the point is that the deadline
#    holds whatever the rate.
# Usage: checks/hostile/slow-body.sh
source "$(dirname "$0")/lib.sh"

start_server --request-timeout-ms 4000 --admin-port 0
ADMIN="$(admin_port)"
echo "-- slow bodies (4 MB declared, 1.2 KB/s each) against $BASE, admin port $ADMIN"

# attack NAME CONNECTIONS ADDRESSES PROBE-PORT
attack() {
    local name="$1" count="$2" addresses="$3" probe_port="$4"
    python3 "$HOSTILE/slow_body.py" "$PORT" "$count" 7 1200 "$addresses" > "$WORK/$name.json" &
    local attacker=$!
    remember_client "$attacker"
    sleep 1.5  # the connections are open by now
    python3 "$HOSTILE/probe.py" "$probe_port" /healthz 2 0.05 > "$WORK/$name.probe"
    wait "$attacker" || true
    echo "  $name: $(cat "$WORK/$name.json")"
    echo "  $name: /healthz on port $probe_port: $(cat "$WORK/$name.probe")"
    check "$name: /healthz none failed" "$(json_field "$WORK/$name.probe" "j['failed']") == 0"
    check "$name: /healthz 95th percentile < 100 ms ($(json_field "$WORK/$name.probe" "j['p95_ms']") ms)" \
        "$(json_field "$WORK/$name.probe" "j['p95_ms']") < 100"
    local timed_out
    timed_out="$(json_field "$WORK/$name.json" "j['closed'].get('HTTP/1.1 408 Request Timeout', 0)")"
    check "$name: the accepted slow bodies all got 408 at the request deadline ($timed_out)" \
        "$timed_out >= $5 and $(json_field "$WORK/$name.json" "j['still_open']") == 0"
}

attack one-address 1030 1 "$PORT" 64
check "one address: the rest were refused at accept (per_peer $(metric 'layoutd_connections_rejected_total{reason="per_peer"}'))" \
    "$(metric 'layoutd_connections_rejected_total{reason="per_peer"}') >= 1030 - 64"
attack many-addresses 1100 18 "$ADMIN" 1000
check "many addresses: the public slots were full (max_connections $(metric 'layoutd_connections_rejected_total{reason="max_connections"}'))" \
    "$(metric 'layoutd_connections_rejected_total{reason="max_connections"}') >= 1100 - 1024"
expect_alive "the slow bodies"
summary
