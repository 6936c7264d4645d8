"""Slow-body clients (R-U-Dead-Yet just above the minimum rate): COUNT connections to
127.0.0.1:PORT, spread over ADDRESSES source addresses (127.0.0.2, 127.0.0.3, …), each a
`POST /v1/validate` declaring `Content-Length: 4000000` and then sending RATE bytes a second for
SECONDS. Prints one JSON line: connections opened, how many the server closed (and with what
status line), how many were still open at the end. Stdlib only; every wait is bounded.
Usage: slow_body.py PORT COUNT SECONDS RATE ADDRESSES"""
import json
import selectors
import socket
import sys
import time

port, count, seconds, rate, addresses = (int(a) for a in sys.argv[1:6])
head = (b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 4000000\r\n\r\n")
selector = selectors.DefaultSelector()
open_socks = {}
opened = refused = 0
for index in range(count):
    source = f"127.0.0.{2 + index % addresses}"
    try:
        s = socket.create_connection(("127.0.0.1", port), timeout=2, source_address=(source, 0))
        s.setblocking(False)
        s.send(head)
        open_socks[s] = b""
        selector.register(s, selectors.EVENT_READ)
        opened += 1
    except OSError:
        refused += 1
closed = {}
start = time.monotonic()
tick = 0.25
chunk = b"[" * max(1, int(rate * tick))
while time.monotonic() - start < seconds and open_socks:
    for key, _ in selector.select(timeout=0):
        s = key.fileobj
        try:
            data = s.recv(65536)
        except OSError:
            data = b""
        if data:
            open_socks[s] += data
            continue
        line = open_socks[s].split(b"\r\n", 1)[0].decode(errors="replace") or "closed without a response"
        closed[line] = closed.get(line, 0) + 1
        selector.unregister(s)
        del open_socks[s]
        s.close()
    for s in list(open_socks):
        try:
            s.send(chunk)
        except BlockingIOError:
            pass
        except OSError:
            pass  # reset: seen as EOF on the next select
    time.sleep(tick)
print(json.dumps({"opened": opened, "refused": refused, "closed": closed, "still_open": len(open_socks),
                  "seconds": round(time.monotonic() - start, 2)}), flush=True)
for s in open_socks:
    s.close()
