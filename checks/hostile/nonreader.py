"""Clients that never read: COUNT connections each pipeline REQUESTS × GET /v1/devices (a large
response) with a small receive buffer and never call recv. Holds them for HOLD seconds, then
closes them all. The connections come from ADDRESSES source addresses (127.0.0.2, …; default
one, 127.0.0.1), so a per-address cap does not refuse them.
Usage: nonreader.py PORT COUNT REQUESTS HOLD [ADDRESSES]; prints `sent N bytes`."""
import socket
import sys
import time

port, count, requests, hold = (int(a) for a in sys.argv[1:5])
addresses = int(sys.argv[5]) if len(sys.argv) > 5 else 0
request = b"GET /v1/devices HTTP/1.1\r\nHost: x\r\n\r\n"
socks = []
sent = 0
for index in range(count):
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    if addresses:
        s.bind((f"127.0.0.{2 + index % addresses}", 0))
    s.connect(("127.0.0.1", port))
    s.setblocking(False)
    socks.append(s)
# Send as much of the pipeline as the server will take; it stops reading once its write buffer
# is over the high watermark, so sends may block: bounded by the deadline.
deadline = time.monotonic() + 10
pending = {s: request * requests for s in socks}
while pending and time.monotonic() < deadline:
    for s, data in list(pending.items()):
        try:
            n = s.send(data)
            sent += n
            pending[s] = data[n:]
            if not pending[s]:
                del pending[s]
        except BlockingIOError:
            pass
        except OSError:
            del pending[s]
    time.sleep(0.01)
print(f"sent {sent} bytes on {count} connections ({len(pending)} still had unsent requests)", flush=True)
time.sleep(hold)
for s in socks:
    s.close()
