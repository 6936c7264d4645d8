#!/usr/bin/env bash
# A stdout nobody reads never stalls the server: access-log lines go through a bounded queue
# written by a thread of their own. With stdout a pipe that nobody reads, 12 000 requests
# (more than the queue and the pipe hold) must all be answered, fast (95th percentile < 50 ms),
# the lines that did not fit counted in layoutd_log_lines_dropped_total, and SIGTERM must end
# the process with status 0 within 5 s.
# Usage: checks/hostile/blocked-stdout.sh
source "$(dirname "$0")/lib.sh"

mkfifo "$WORK/stdout"
# Holds the pipe's read end open and never reads it.
sleep 600 < "$WORK/stdout" &
remember_client $!
PORT="$(free_port)"
BASE="http://127.0.0.1:$PORT"
"$LAYOUTD_BIN" --host 127.0.0.1 --port "$PORT" > "$WORK/stdout" 2> "$WORK/server.err" &
SERVER_PID=$!
for _ in $(seq 1 100); do curl -fs -o /dev/null --max-time 1 "$BASE/healthz" && break; sleep 0.1; done
echo "-- 12 000 requests against $BASE, its stdout a pipe nobody reads"
python3 "$HOSTILE/keepalive_gets.py" "$PORT" 12000 /healthz > "$WORK/gets.json"
echo "  $(cat "$WORK/gets.json")"
expect_eq "requests answered 200" 12000 "$(json_field "$WORK/gets.json" "j['answered']")"
check "95th percentile < 50 ms ($(json_field "$WORK/gets.json" "j['p95_ms']") ms)" "$(json_field "$WORK/gets.json" "j['p95_ms']") < 50"
DROPPED="$(metric layoutd_log_lines_dropped_total)"
check "log lines that did not fit were dropped and counted ($DROPPED)" "$DROPPED > 0"
started="$(date +%s.%N)"
kill -TERM "$SERVER_PID"
for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$SERVER_PID" 2>/dev/null; then
    fail "still running 5 s after SIGTERM"
else
    status=0
    wait "$SERVER_PID" || status=$?
    SERVER_PID=""
    echo "  exited $status after $(python3 -c "import time; print(round(time.time() - $started, 2))") s"
    expect_eq "exit status after SIGTERM" 0 "$status"
fi
summary
