#!/usr/bin/env bash
# Scenario 2: the request-smuggling corpus (smuggling.py) on keep-alive connections — every
# hostile request is refused and the connection closed, or framed exactly as RFC 9112 says, with
# exactly the expected responses (no desync, no hang). Then the server must still be alive and
# its fd count back to where it started.
# Usage: checks/hostile/smuggling.sh [-v]
source "$(dirname "$0")/lib.sh"

start_server
FD0="$(fd_count)"
echo "-- smuggling corpus against $BASE"
if python3 "$HOSTILE/smuggling.py" "$PORT" "$@" 2>&1 | tee "$WORK/out" | grep -v '^[0-9]* passed'; then :; fi
count_python_tally "$WORK/out"
expect_alive "the smuggling corpus"
expect_fds_back "the smuggling corpus" "$FD0" 5
summary
