"""Clients that ask for big answers and never read them: COUNT connections from 8 source
addresses (127.0.0.2 …) each POST BODYFILE to ROUTE with a 4 KiB receive buffer, never call recv,
hold for HOLD seconds, then close. Usage: big_nonreader.py PORT COUNT BODYFILE ROUTE HOLD"""
import socket
import sys
import time

port, count, path, route, hold = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], sys.argv[4], float(sys.argv[5])
body = open(path, "rb").read()
head = b"POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % (route.encode(), len(body))
socks = []
for index in range(count):
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.bind((f"127.0.0.{2 + index % 8}", 0))
    s.connect(("127.0.0.1", port))
    s.sendall(head + body)
    socks.append(s)
print(f"sent {count} requests", flush=True)
time.sleep(hold)
for s in socks:
    s.close()
