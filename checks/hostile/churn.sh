#!/usr/bin/env bash
# Scenario 3: COUNT connections (default 10 000) opened and dropped — at once, mid-request-line,
# mid-body, without reading the answer, and with a reset — in batches of 100. The server must
# stay up, keep answering, and return to its baseline fd count.
# Usage: checks/hostile/churn.sh [COUNT]
source "$(dirname "$0")/lib.sh"

COUNT="${1:-10000}"
start_server
FD0="$(fd_count)"
RSS0="$(rss_kb)"
echo "-- $COUNT connections opened and dropped against $BASE (fds at start: $FD0, RSS ${RSS0} kB)"
if python3 "$HOSTILE/churn.py" "$PORT" "$COUNT" 100 120; then pass "all $COUNT connections opened"; else fail "churn client stopped early"; fi
expect_alive "$COUNT dropped connections"
expect_fds_back "$COUNT dropped connections" "$FD0" 15
echo "  RSS ${RSS0} -> $(rss_kb) kB"
open_metric="$(curl -s --max-time 2 "$BASE/metrics" | awk '/^[a-z_]*open_connections / { print $2 }' | head -1)"
echo "  open connections metric: ${open_metric:-absent}"
summary
