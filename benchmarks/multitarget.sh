#!/usr/bin/env bash
# One-target vs all-catalog (25 devices × 2 orientations) POST /v1/layout of the seed-000
# document against the release layoutd, side by side: batches of N one-target requests and N
# fifty-target requests alternate (A B A B …) so the shared machine's noise hits both alike.
# Prints each pair's medians and the median of the per-pair ratios (the target: ≤ 10).
#
#   benchmarks/multitarget.sh [pairs=7] [requests-per-batch=40]
#
# LAYOUTD=path/to/layoutd runs another binary (e.g. a copy built from main, for before/after).
set -euo pipefail
PAIRS=${1:-7}
REQUESTS=${2:-40}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
if [ -z "${LAYOUTD:-}" ]; then
    swift build -c release --product layoutd >/dev/null
    LAYOUTD=$(swift build -c release --show-bin-path)/layoutd
fi
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$LAYOUTD" --host 127.0.0.1 --port "$PORT" >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT

python3 - "$PORT" "$PAIRS" "$REQUESTS" examples/seed-000-profile.json <<'PY'
import http.client, json, statistics, sys, time
sys.path.insert(0, "benchmarks")
from layoutd_client import wait_until_serving
port, pairs, requests, path = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
document = json.load(open(path))
probe = wait_until_serving(port, timeout_per_request=5)
probe.request("GET", "/v1/devices")
listing = json.loads(probe.getresponse().read())
devices = [entry["id"] for entry in (listing["devices"] if isinstance(listing, dict) else listing)]
one = json.dumps({"document": document, "target": {"device": "iphone-6", "orientation": "portrait"}}).encode()
fifty = json.dumps({"document": document, "devices": devices, "orientations": ["portrait", "landscape"]}).encode()
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

def batch(body, expected_targets):
    times = []
    for _ in range(requests):
        start = time.perf_counter()
        connection.request("POST", "/v1/layout", body, {"Content-Type": "application/json"})
        response = connection.getresponse()
        payload = response.read()
        times.append((time.perf_counter() - start) * 1000)
        if response.status != 200:
            sys.exit("HTTP %d: %s" % (response.status, payload[:300]))
    results = json.loads(payload)["results"]
    assert len(results) == expected_targets, len(results)
    return statistics.median(times)

print("%d devices; %d pairs of %d requests each (one target, then %d targets)" % (len(devices), pairs, requests, 2 * len(devices)))
batch(one, 1); batch(fifty, 2 * len(devices))  # warm-up
ratios, ones, fifties = [], [], []
for pair in range(1, pairs + 1):
    a = batch(one, 1)
    b = batch(fifty, 2 * len(devices))
    ones.append(a); fifties.append(b); ratios.append(b / a)
    print("pair %d  one target %7.3f ms  %d targets %7.3f ms  ratio %5.2f" % (pair, a, 2 * len(devices), b, b / a))
print("median: one target %.3f ms, %d targets %.3f ms, ratio %.2f (median of per-pair ratios)"
      % (statistics.median(ones), 2 * len(devices), statistics.median(fifties), statistics.median(ratios)))
PY
