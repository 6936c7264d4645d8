"""The HTTP layer's own refusals, one raw request each on its own connection to 127.0.0.1:PORT.
Prints one JSON line per case: name, expected and actual status, the X-Request-Id sent (if
any) and received, and the problem's type. Stdlib only; each read is bounded by a 5 s timeout.
Usage: refusals.py PORT"""
import json
import socket
import sys
import time

port = int(sys.argv[1])
# (name, status, request, X-Request-Id sent in it): a refusal answers with the client's id when
# its field was read before the refusal, and with a fresh one otherwise.
CASES = [
    ("400 no Host", 400, b"GET /healthz HTTP/1.1\r\nX-Request-Id: client-400\r\n\r\n", "client-400"),
    ("408 body too slow for the request deadline", 408,
     b"POST /v1/layout HTTP/1.1\r\nHost: x\r\nX-Request-Id: client-408\r\nContent-Length: 100\r\n\r\n{\"root\"",
     "client-408"),
    ("413 body over the limit", 413,
     b"POST /v1/layout HTTP/1.1\r\nHost: x\r\nX-Request-Id: client-413\r\nContent-Length: 999999999\r\n\r\n",
     "client-413"),
    ("414 request line too long", 414, b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", ""),
    ("431 header fields too large", 431,
     b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-Id: client-431\r\nX-A: " + b"b" * 20000 + b"\r\n\r\n",
     "client-431"),
    ("501 transfer coding", 501, b"POST /v1/layout HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", ""),
    ("505 version", 505, b"GET /healthz HTTP/2.0\r\nHost: x\r\nX-Request-Id: never-read\r\n\r\n", ""),
]
for name, expected, raw, sent_id in CASES:
    s = socket.create_connection(("127.0.0.1", port), timeout=5)
    s.sendall(raw)
    data = b""
    started = time.monotonic()
    try:
        while b"\r\n\r\n" not in data or len(data.partition(b"\r\n\r\n")[2]) < 20:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    except OSError:
        pass
    s.close()
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode(errors="replace").split("\r\n")
    status = int(lines[0].split()[1]) if lines and len(lines[0].split()) > 1 else 0
    request_id = next((l.split(":", 1)[1].strip() for l in lines[1:] if l.lower().startswith("x-request-id:")), "")
    problem_type = ""
    try:
        problem_type = json.loads(body.decode()).get("type", "")
    except ValueError:
        pass
    print(json.dumps({"name": name, "expected": expected, "status": status, "request_id": request_id, "sent_id": sent_id,
                      "type": problem_type, "seconds": round(time.monotonic() - started, 2)}), flush=True)
