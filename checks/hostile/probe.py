"""Probes GET PATH on 127.0.0.1:PORT every INTERVAL seconds for SECONDS (a new connection each
time, as a load balancer's health check does) and prints one JSON line: probes, how many were not
200 within TIMEOUT, and the slowest, in milliseconds. Stdlib only; bounded by SECONDS + TIMEOUT.
Usage: probe.py PORT PATH SECONDS [INTERVAL] [TIMEOUT]"""
import http.client
import json
import sys
import time

port, path, seconds = int(sys.argv[1]), sys.argv[2], float(sys.argv[3])
interval = float(sys.argv[4]) if len(sys.argv) > 4 else 0.1
timeout = float(sys.argv[5]) if len(sys.argv) > 5 else 1.0
probes = failed = 0
latencies = []
end = time.monotonic() + seconds
while time.monotonic() < end:
    started = time.monotonic()
    try:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        ok = response.status == 200
        connection.close()
    except OSError:
        ok = False
    elapsed = time.monotonic() - started
    probes += 1
    failed += 0 if ok else 1
    latencies.append(elapsed)
    time.sleep(max(0.0, interval - elapsed))
latencies.sort()


def percentile(fraction):
    return round(1000 * latencies[min(len(latencies) - 1, int(fraction * len(latencies)))], 1) if latencies else 0.0


print(json.dumps({"probes": probes, "failed": failed, "p50_ms": percentile(0.5), "p95_ms": percentile(0.95),
                  "slowest_ms": percentile(1.0)}), flush=True)
