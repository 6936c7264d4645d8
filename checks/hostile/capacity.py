"""CLIENTS clients on 127.0.0.1:PORT, each on its own keep-alive connection, POST BODY to PATH
one request after another for SECONDS, starting together: as many requests in flight as
clients, each client sending its next request the moment it has an answer. Prints one JSON line:
the count of each status (0: the request failed). Stdlib only; a request gives up after 30 s.
Usage: capacity.py PORT PATH BODY CLIENTS SECONDS"""
import collections
import http.client
import json
import sys
import threading
import time

port, path, body_path, clients, seconds = (int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]),
                                           float(sys.argv[5]))
body = open(body_path, "rb").read()
statuses = collections.Counter()
lock = threading.Lock()
start = threading.Barrier(clients)


def client():
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    try:
        start.wait(timeout=10)
    except threading.BrokenBarrierError:
        pass
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            connection.request("POST", path, body, {"Content-Type": "application/json"})
            response = connection.getresponse()
            response.read()
            status = response.status
        except (OSError, http.client.HTTPException):
            connection.close()
            status = 0
        with lock:
            statuses[status] += 1


threads = [threading.Thread(target=client, daemon=True) for _ in range(clients)]
for thread in threads:
    thread.start()
for thread in threads:
    thread.join(timeout=seconds + 35)
print(json.dumps({str(status): count for status, count in sorted(statuses.items())}), flush=True)
