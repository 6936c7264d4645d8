"""Sends COUNT × GET PATH to 127.0.0.1:PORT one after another on one keep-alive connection
(reconnecting when the server closes it) and prints one JSON line: answered with 200, and the
median, 95th percentile and slowest latency in milliseconds. Usage: keepalive_gets.py PORT COUNT PATH"""
import http.client
import json
import sys
import time

port, count, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
ok = 0
latencies = []
connection = None
for _ in range(count):
    started = time.monotonic()
    try:
        connection = connection or http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        ok += response.status == 200
        if response.getheader("Connection", "").lower() == "close":
            connection.close()
            connection = None
    except OSError:
        connection = None
    latencies.append(time.monotonic() - started)
latencies.sort()
print(json.dumps({"answered": ok, "p50_ms": round(1000 * latencies[len(latencies) // 2], 2),
                  "p95_ms": round(1000 * latencies[int(0.95 * len(latencies))], 2),
                  "slowest_ms": round(1000 * latencies[-1], 2)}), flush=True)
