#!/usr/bin/env bash
# Scenario 2: the request-smuggling corpus (smuggling.py) on keep-alive connections — every
# hostile request is refused and the connection closed, or framed exactly as RFC 9112 says, with
# exactly the expected responses (no desync, no hang). Then the server must still be alive and
# its fd count back to where it started.
# Usage: tests/hostile/smuggling.sh [-v]
source "$(dirname "$0")/lib.sh"

start_server
FD0="$(fd_count)"
echo "-- smuggling corpus against $BASE"
if python3 "$HOSTILE/smuggling.py" "$PORT" "$@" | tee "$WORK/smuggling.out" | grep -v '^[0-9]* passed'; then :; fi
read -r ok _ bad _ < <(tail -1 "$WORK/smuggling.out")
PASSED=$((PASSED + ok)); FAILED=$((FAILED + bad))
expect_alive "the smuggling corpus"
expect_eq "open fds back to the baseline" "$FD0" "$(settle_fds "$FD0" 5)"
summary
