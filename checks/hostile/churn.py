"""Opens COUNT connections to 127.0.0.1:PORT in batches of BATCH and drops them, cycling through
five ways of leaving: close at once, close after half a request line, close after a full head
whose body never comes, close after a full request without reading the answer, and an abortive
close (RST, SO_LINGER 0) mid-request. Bounded: stops after MAX_SECONDS whatever the count.
Usage: churn.py PORT COUNT [BATCH] [MAX_SECONDS]; prints `opened N in S s`."""
import socket
import struct
import sys
import time

port, count = int(sys.argv[1]), int(sys.argv[2])
batch = int(sys.argv[3]) if len(sys.argv) > 3 else 100
max_seconds = float(sys.argv[4]) if len(sys.argv) > 4 else 120
payloads = [
    b"",
    b"GET /hea",
    b"POST /v1/layout HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{\"ro",
    b"GET /v1/devices HTTP/1.1\r\nHost: x\r\n\r\n",
    b"POST /v1/validate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{",
]
start = time.monotonic()
opened = refused = 0
while opened < count and time.monotonic() - start < max_seconds:
    socks = []
    for _ in range(min(batch, count - opened)):
        kind = opened % len(payloads)
        try:
            s = socket.create_connection(("127.0.0.1", port), timeout=2)
            if payloads[kind]:
                s.sendall(payloads[kind])
            socks.append((kind, s))
        except OSError:
            refused += 1
        opened += 1
    for kind, s in socks:
        if kind == 4:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        s.close()
print(f"opened {opened} in {time.monotonic() - start:.1f} s, {refused} refused")
sys.exit(0 if opened == count else 1)
