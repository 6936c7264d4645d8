#!/usr/bin/env bash
# Clients that never read cost bounded memory and never slow the others down.
# 1. 1 000 clients (from 16 addresses) each pipeline 40 × GET /v1/devices and never read: RSS
#    must stay < 128 MB and /healthz < 100 ms (95th percentile, none failing). Sockets have a
#    64 KiB SO_SNDBUF and bodies are written from the handler's shared buffer, not copied.
# 2. 40 clients each ask for a 4 MB layout and never read: each connection holds its answer
#    once, until the send deadline closes it (scaled down: --send-timeout-ms 4000, default
#    30 000); then the connections are gone and RSS is back within 64 MB of where it started
#    (glibc's arenas kept 107 MB of such answers before the allocator was told to map them).
# Usage: checks/hostile/nonreaders.sh
source "$(dirname "$0")/lib.sh"

start_server --workers 2 --send-timeout-ms 4000
curl -s -o /dev/null --max-time 5 "$BASE/v1/devices"
RSS0="$(rss_kb)"
FD0="$(fd_count)"
echo "-- 1 000 non-readers × 40 pipelined GET /v1/devices against $BASE (RSS ${RSS0} kB, fds $FD0)"
# The clients leave after 3 s, before the send deadline: they are measured stuck.
python3 "$HOSTILE/nonreader.py" "$PORT" 1000 40 3 16 > "$WORK/nonreader.out" &
CLIENT=$!
remember_client "$CLIENT"
sleep 1.2
python3 "$HOSTILE/probe.py" "$PORT" /healthz 1 0.05 > "$WORK/probe.json"
RSS1="$(rss_kb)"
echo "  with the clients stuck: RSS ${RSS1} kB, fds $(fd_count), /healthz $(cat "$WORK/probe.json")"
check "RSS < 128 MB with 1 000 non-readers (${RSS1} kB)" "$RSS1 < 128 * 1024"
check "/healthz none failed" "$(json_field "$WORK/probe.json" "j['failed']") == 0"
check "/healthz 95th percentile < 100 ms ($(json_field "$WORK/probe.json" "j['p95_ms']") ms)" \
    "$(json_field "$WORK/probe.json" "j['p95_ms']") < 100"
wait "$CLIENT" || true
expect_fds_back "the 1 000 non-readers left" "$FD0" 10

python3 - "$WORK" <<'PY'
import json, sys
views = [{"id": f"v{i}", "frame": {"x": i % 300, "y": (i * 7) % 600, "width": 40, "height": 20}} for i in range(1999)]
document = {"root": {"id": "root", "subviews": views}, "constraints": []}
request = {"document": document, "devices": ["iphone-6", "iphone-8", "iphone-se", "ipad-air"], "orientations": ["portrait"]}
json.dump(request, open(f"{sys.argv[1]}/big.json", "w"))
PY
BYTES="$(curl -s --max-time 30 --data-binary @"$WORK/big.json" "$BASE/v1/layout" | wc -c)"
RSS0="$(rss_kb)"
echo "-- 40 non-readers of a $BYTES-byte layout (RSS ${RSS0} kB)"
python3 "$HOSTILE/big_nonreader.py" "$PORT" 40 "$WORK/big.json" /v1/layout 12 > /dev/null &
CLIENT=$!
remember_client "$CLIENT"
# Every answer made (a few seconds on two workers), then held until 4 s without progress.
sleep 10
OPEN="$(metric layoutd_open_connections)"
RSS1="$(rss_kb)"
echo "  the send deadline passed, clients still connected: open connections $OPEN, RSS ${RSS1} kB"
check "the send deadline closed every stuck connection (open: $OPEN, the scrape's own)" "$OPEN <= 1"
check "RSS back within 64 MB of the start (${RSS0} -> ${RSS1} kB)" "$RSS1 - $RSS0 < 64 * 1024"
wait "$CLIENT" || true
expect_alive "the non-readers"
summary
