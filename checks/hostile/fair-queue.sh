#!/usr/bin/env bash
# The worker pool's queue is fair and holds what its flags say (docs/reliability.md, "Fair
# queueing"):
# 1. Three clients loop on POST /v1/validate of a 5 000-view document (every target: 50) while a
#    fourth sends seed-000 (`/v1/layout?device=iphone-6` and `/v1/validate`, one after another):
#    the fourth's 90th percentile stays under 100 ms, none of its requests fails. With two
#    workers one is kept for small requests, so they wait behind no large one.
# 2. SIGTERM right after 32 small validations are sent: every one is answered 200 in the drain
#    (none waits behind the large ones for a 504), and the process exits 0 within the solve
#    deadline + 1 s.
# 3. 64 clients loop on a 1 000-view document against --workers 2 --queue-depth 64, each sending
#    its next request the moment it has an answer, while most requests wait past a 1 s deadline
#    (scaled down from 10 s so that the queue overflows its deadline within seconds): never a 503.
# Usage: checks/hostile/fair-queue.sh [SECONDS of small requests, default 12]
source "$(dirname "$0")/lib.sh"
SMALL_SECONDS="${1:-12}"

python3 "$ROOT/benchmarks/shapes.py" --emit list 5000 > "$WORK/large.json"
python3 "$ROOT/benchmarks/shapes.py" --emit list 1000 > "$WORK/medium.json"

start_server --workers 2
echo "-- 3 clients loop on /v1/validate of 5 000 views ($(wc -c < "$WORK/large.json") B), a fourth sends seed-000, against $BASE"
python3 "$HOSTILE/fair_queue.py" "$PORT" "$WORK/large.json" "$ROOT/examples/seed-000-profile.json" \
    "$SMALL_SECONDS" "$SERVER_PID" 32 > "$WORK/fair.json" &
remember_client $!
wait $!
echo "  $(cat "$WORK/fair.json")"
field() { json_field "$WORK/fair.json" "$1"; }
check "seed-000 beside the large validations: p90 $(field "j['p90_ms']") ms <= 100 ms" "$(field "j['p90_ms']") <= 100"
check "seed-000: every one of $(field "j['small']") answered 200" \
    "$(field "j['small_statuses'].get('200', 0)") == $(field "j['small']") > 20"
check "the large validations were answered, 200 or 504 ($(field "j['large_statuses']"))" \
    "set($(field "list(j['large_statuses'])")) <= {'200', '504', '0'} and $(field "j['large_statuses'].get('200', 0) + j['large_statuses'].get('504', 0)") >= 3"
check "SIGTERM with 32 small validations sent: all 200 in the drain ($(field "j['burst_statuses']"), slowest $(field "j['burst_slowest_ms']") ms, $(field "j['burst_after_signal']") after the signal)" \
    "$(field "j['burst_statuses'].get('200', 0)") == 32"
check "exited $(field "j['exit_after_signal_s']") s after SIGTERM (<= the 10 s solve deadline + 1 s)" \
    "$(field "j['exit_after_signal_s']") <= 11"
status=0
wait "$SERVER_PID" || status=$?
SERVER_PID=""
check "exit status 0 after SIGTERM ($status)" "$status == 0"

start_server --workers 2 --queue-depth 64 --solve-timeout-ms 1000
echo "-- 64 clients loop on 1 000 views ($(wc -c < "$WORK/medium.json") B) for 5 s: --workers 2 --queue-depth 64 --solve-timeout-ms 1000"
python3 "$HOSTILE/capacity.py" "$PORT" "/v1/layout?device=iphone-6" "$WORK/medium.json" 64 5 > "$WORK/capacity.json" &
remember_client $!
wait $!
echo "  statuses: $(cat "$WORK/capacity.json")"
check "64 clients at a queue of 64: no 503" "$(json_field "$WORK/capacity.json" "j.get('503', 0)") == 0"
check "every answer 200 or 504" "set($(json_field "$WORK/capacity.json" "list(j)")) <= {'200', '504'}"
expect_alive "64 clients at a queue of 64"
stop_server
summary
