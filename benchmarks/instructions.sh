#!/usr/bin/env bash
# Instructions per request to layoutd (POST /v1/layout of the seed-000 document, its padding metric
# different in each request; POST /v1/validate of it; or GET /healthz), counted by callgrind on the release
# layoutd in steady state (30 warm-up requests, then the counters are zeroed): deterministic,
# unlike timings on a shared machine, so it shows what a change saves. Needs valgrind.
#
#   benchmarks/instructions.sh [one|fifty|validate|healthz] [requests=100]
#
# one: iphone-6 portrait; fifty: the catalog's 25 devices × both orientations; validate: POST
# /v1/validate (every catalog target); healthz: GET /healthz. DOCUMENT=path sends another layout
# document (e.g. `benchmarks/shapes.py --emit feed 1`, LayoutFrameworkBenchmark's FeedItem cell).
# Also prints the calls per request of swift_retain, swift_release and malloc, and for a POST
# the instructions of each stage (JSON tree, decode, engine, response, other).
# LAYOUTD=path runs another binary. The profile stays in $OUT (default /tmp/layoutd.callgrind)
# for `callgrind_annotate --inclusive=yes`.
set -euo pipefail
KIND=${1:-one}
REQUESTS=${2:-100}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
command -v valgrind >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null; }
if [ -z "${LAYOUTD:-}" ]; then
    swift build -c release --product layoutd >/dev/null
    LAYOUTD=$(swift build -c release --show-bin-path)/layoutd
fi
OUT=${OUT:-/tmp/layoutd.callgrind}
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
valgrind --tool=callgrind --callgrind-out-file="$OUT" "$LAYOUTD" --host 127.0.0.1 --port "$PORT" --workers 1 \
    >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT

python3 - "$PORT" "$KIND" "$REQUESTS" "${DOCUMENT:-examples/seed-000-profile.json}" "$SERVER" <<'PY'
import json, subprocess, sys
sys.path.insert(0, "benchmarks")
from layoutd_client import ONE_TARGET, distinct_body, wait_until_serving
port, kind, requests, path, server = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
document = json.load(open(path))
connection = wait_until_serving(port, timeout=60)  # slow to start under valgrind
connection.request("GET", "/v1/devices")
devices = [entry["id"] for entry in json.loads(connection.getresponse().read())["devices"]]
if kind == "one":
    targets = ONE_TARGET
elif kind == "validate":
    targets = {}
else:
    targets = {"devices": devices, "orientations": ["portrait", "landscape"]}
sent = 0
def body():
    global sent
    sent += 1
    return distinct_body(document, targets, sent)
def post(count):
    for _ in range(count):
        if kind == "healthz":
            connection.request("GET", "/healthz")
        else:
            route = "/v1/validate" if kind == "validate" else "/v1/layout"
            connection.request("POST", route, body(), {"Content-Type": "application/json"})
        response = connection.getresponse()
        response.read()
        assert response.status == 200, response.status
post(30)
subprocess.run(["callgrind_control", "-z", server], check=True, capture_output=True)
post(requests)
subprocess.run(["callgrind_control", "-d", server], check=True, capture_output=True)
PY
kill "$SERVER"
wait "$SERVER" 2>/dev/null || true
TOTAL=$(callgrind_annotate "$OUT.1" 2>/dev/null | awk '/PROGRAM TOTALS/ {gsub(",", "", $1); print $1}')
echo "$KIND: $((TOTAL / REQUESTS)) instructions per request ($REQUESTS requests; profile $OUT.1)"
# Calls per request of the functions whose cost instructions understate: reference counting
# (atomic, ~20 cycles each) and malloc. Bridge-object retains and releases call these too.
# Then where a POST's instructions go, inclusive: the body parsed to a JSON tree, the tree
# decoded into the request (document, targets, options), the engine's solves, the response
# written; "other" is HTTP, the hand-off to the worker and back, and freeing the request.
python3 - "$OUT.1" "$REQUESTS" "$TOTAL" <<'PY'
import re, sys
names, calls = {}, {"swift_retain": 0, "swift_release": 0, "malloc": 0}
# Each stage is one function, found by the start of its mangled name; its closures ("fU"),
# which start so too, run inside it. A stage not met prints as such, never as 0.
stages = {
    "JSON tree": "$s4JSON10JSONParserO5parse_12maximumDepth",
    "decode": "$s8Requests13LayoutRequestV6decode_5query",
    "engine": "$s8Requests13RequestSolverO5solve_",
    "response": "$s8Requests11RequestKindO8jsonBody_",
}
inclusive = dict.fromkeys(stages)
def name(token):
    match = re.match(r"\((\d+)\)(?: (.*))?", token)
    if not match:
        return token
    if match.group(2):
        names[match.group(1)] = match.group(2)
    return names.get(match.group(1))
caller = target = None
lines = open(sys.argv[1], errors="replace")
for line in lines:
    if line.startswith("fn="):
        caller = name(line[3:].strip())
    elif line.startswith("cfn="):
        target = name(line[4:].strip())
    elif line.startswith("calls="):
        if target in calls:
            calls[target] += int(line[6:].split()[0])
        # The line after a call holds its inclusive cost; a call made from inside a stage's
        # own function is counted in the stage already.
        cost = int(next(lines).split()[1])
        for stage, symbol in stages.items():
            if target.startswith(symbol) and "fU" not in target and not caller.startswith(symbol):
                inclusive[stage] = (inclusive[stage] or 0) + cost
requests, total = int(sys.argv[2]), int(sys.argv[3])
print("  per request: " + ", ".join("%s %.0f" % (key, value / requests) for key, value in calls.items()))
if any(value is not None for value in inclusive.values()):
    parts = ["%s %s" % (key, "not met" if value is None else "%.0f" % (value / requests))
             for key, value in inclusive.items()]
    other = total - sum(value or 0 for value in inclusive.values())
    print("  stages: " + ", ".join(parts) + ", other %.0f" % (other / requests))
PY
