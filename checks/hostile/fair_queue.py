"""Mixed load against layoutd on 127.0.0.1:PORT: three clients loop on POST /v1/validate of
LARGE (every target) while a fourth sends SMALL, one request after another for SECONDS,
alternating POST /v1/layout?device=iphone-6 and POST /v1/validate. Then, if SERVER_PID is
given, the fourth client sends BURST small validations at once, and the server gets SIGTERM as
soon as they are sent: every one must still be answered 200, in the drain.
Prints one JSON line: the small requests' count, statuses and latency percentiles (ms), the
large requests' statuses, and the burst's statuses, slowest latency and how many were answered
after the signal. Stdlib only; every wait is bounded (a request gives up after 30 s).
Usage: fair_queue.py PORT LARGE SMALL SECONDS [SERVER_PID BURST]"""
import collections
import http.client
import json
import os
import signal
import sys
import threading
import time

port, large_path, small_path, seconds = int(sys.argv[1]), sys.argv[2], sys.argv[3], float(sys.argv[4])
server_pid = int(sys.argv[5]) if len(sys.argv) > 5 else None
burst = int(sys.argv[6]) if len(sys.argv) > 6 else 0
large = open(large_path, "rb").read()
small = open(small_path, "rb").read()
HEADERS = {"Content-Type": "application/json"}
stop = threading.Event()
large_statuses = collections.Counter()
lock = threading.Lock()


def post(connection, path, body):
    """(status, seconds) of one request on `connection`; status 0 when the request failed."""
    started = time.monotonic()
    try:
        connection.request("POST", path, body, HEADERS)
        response = connection.getresponse()
        response.read()
        return response.status, time.monotonic() - started
    except (OSError, http.client.HTTPException):
        connection.close()
        return 0, time.monotonic() - started


def large_client():
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    while not stop.is_set():
        status, _ = post(connection, "/v1/validate", large)
        with lock:
            large_statuses[status] += 1
        if status == 0:
            time.sleep(0.05)


def percentile(values, fraction):
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(fraction * len(ordered)))], 1) if ordered else 0.0


clients = [threading.Thread(target=large_client, daemon=True) for _ in range(3)]
for client in clients:
    client.start()
time.sleep(1.0)  # the three large requests are uploaded and running

latencies, statuses = [], collections.Counter()
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
routes = ["/v1/layout?device=iphone-6", "/v1/validate"]
end = time.monotonic() + seconds
while time.monotonic() < end:
    status, elapsed = post(connection, routes[len(latencies) % 2], small)
    statuses[status] += 1
    latencies.append(elapsed)
connection.close()

report = {"small": len(latencies), "small_statuses": dict(statuses), "p50_ms": percentile(latencies, 0.5),
          "p90_ms": percentile(latencies, 0.9), "slowest_ms": percentile(latencies, 1.0)}

if server_pid:
    # Every burst request is sent whole before the signal, so the server has received it.
    answers, sent = [], threading.Barrier(burst + 1)

    def burst_client():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.connect()
        started = time.monotonic()
        connection.putrequest("POST", "/v1/validate")
        connection.putheader("Content-Type", "application/json")
        connection.putheader("Content-Length", str(len(small)))
        connection.endheaders(small)
        try:
            sent.wait(timeout=10)
        except threading.BrokenBarrierError:
            pass
        try:
            response = connection.getresponse()
            response.read()
            status = response.status
        except (OSError, http.client.HTTPException):
            status = 0
        with lock:
            answers.append((status, time.monotonic(), time.monotonic() - started))

    burst_threads = [threading.Thread(target=burst_client, daemon=True) for _ in range(burst)]
    for thread in burst_threads:
        thread.start()
    try:
        sent.wait(timeout=10)
    except threading.BrokenBarrierError:
        pass
    time.sleep(0.05)  # read by the server's event loop
    signalled = time.monotonic()
    os.kill(server_pid, signal.SIGTERM)
    for thread in burst_threads:
        thread.join(timeout=30)
    report["burst_statuses"] = dict(collections.Counter(str(status) for status, _, _ in answers))
    report["burst_slowest_ms"] = round(1000 * max((elapsed for _, _, elapsed in answers), default=0), 1)
    report["burst_after_signal"] = sum(1 for _, at, _ in answers if at > signalled)
    # The server is gone when its process is (a zombie until the script that started it waits).
    gone = signalled + 30
    while time.monotonic() < gone:
        try:
            with open(f"/proc/{server_pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    break
        except OSError:
            break
        time.sleep(0.02)
    report["exit_after_signal_s"] = round(time.monotonic() - signalled, 2)

stop.set()
for client in clients:
    client.join(timeout=30)
report["large_statuses"] = {str(status): count for status, count in sorted(large_statuses.items())}
print(json.dumps(report), flush=True)
