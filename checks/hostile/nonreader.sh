#!/usr/bin/env bash
# Scenario 4: clients that never read their responses. 50 connections each pipeline 1 000 ×
# GET /v1/devices and never read. The server must stop reading them (write-buffer high
# watermark, pipelining cap), keep its RSS bounded (the watermark plus one response per such
# connection: see docs/reliability.md), keep answering other clients fast, and close
# the stuck connections at its write timeout (30 s) — fds back to the baseline while the clients
# still hold their ends.
# Usage: checks/hostile/nonreader.sh [CONNECTIONS]
source "$(dirname "$0")/lib.sh"

COUNT="${1:-50}"
HOLD=55
start_server
DEVICES_BYTES="$(curl -s --max-time 5 "$BASE/v1/devices" | wc -c)"
FD0="$(fd_count)"
RSS0="$(rss_kb)"
echo "-- $COUNT non-reading clients × 1000 pipelined GET /v1/devices ($DEVICES_BYTES B each) against $BASE"
echo "  start: RSS ${RSS0} kB, fds $FD0"
python3 "$HOSTILE/nonreader.py" "$PORT" "$COUNT" 1000 "$HOLD" &
remember_client $!
CLIENT=$!
sleep 12
RSS1="$(rss_kb)"
echo "  with the clients stuck: RSS ${RSS1} kB, fds $(fd_count)"
# Per connection the server holds at most the 256 KiB watermark plus one response (the next
# request goes to the handler only while the output is under the watermark), in an array that
# may have grown to twice that; 32 MiB more for everything else.
BOUND=$(( RSS0 + COUNT * 2 * (256 * 1024 + DEVICES_BYTES) / 1024 + 32 * 1024 ))
check "RSS bounded while clients do not read (${RSS1} kB <= ${BOUND} kB)" "$RSS1 <= $BOUND"
slowest=0; bad=0
for _ in $(seq 1 20); do
    out="$(curl -s -o /dev/null -w '%{http_code} %{time_total}' --max-time 2 "$BASE/v1/devices")" || true
    [ -n "$out" ] || out="000 2"
    [ "${out% *}" = 200 ] || bad=$((bad + 1))
    slowest="$(python3 -c "print(max($slowest, ${out#* }))")"
done
expect_eq "other clients' GET /v1/devices not answered 200" 0 "$bad"
check "other clients stay fast (slowest of 20: ${slowest}s)" "$slowest < 1"
expect_alive "non-reading clients"
# The write timeout (30 s without progress) closes the stuck connections; the clients still
# hold theirs until $HOLD s.
sleep 25
echo "  after the write timeout, clients still connected: RSS $(rss_kb) kB, fds $(fd_count)"
expect_fds_back "the write timeout, the stuck clients still connected" "$FD0" 10
wait "$CLIENT" || true
sleep 3
echo "  after the clients left: RSS $(rss_kb) kB, fds $(fd_count)"
expect_alive "the clients left"
summary
