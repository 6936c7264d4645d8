"""Sends COUNT requests with random 12-letter methods to GET-only PATH on 127.0.0.1:PORT,
pipelined on a few keep-alive connections, and reads every answer. Prints `answered N`.
Usage: methods.py PORT COUNT PATH"""
import random
import socket
import string
import sys

port, count, path = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
random.seed(17)
answered = 0
per_connection = 500  # under the server's 10 000 requests a connection
for start in range(0, count, per_connection):
    batch = min(per_connection, count - start)
    s = socket.create_connection(("127.0.0.1", port), timeout=10)
    s.sendall(b"".join(("%s %s HTTP/1.1\r\nHost: x\r\n\r\n" % ("".join(random.choices(string.ascii_uppercase, k=12)), path)).encode()
                       for _ in range(batch)))
    data = b""
    while data.count(b"HTTP/1.1 ") < batch:
        chunk = s.recv(1 << 16)
        if not chunk:
            break
        data += chunk
    answered += data.count(b"HTTP/1.1 ")
    s.close()
print(f"answered {answered}", flush=True)
sys.exit(0 if answered == count else 1)
