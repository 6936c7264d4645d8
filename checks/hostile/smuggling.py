"""Request-smuggling corpus for layoutd (stdlib only). Usage: smuggling.py PORT [-v]

Each case sends raw bytes on one keep-alive connection: a hostile request (CL.TE, TE.CL, TE.TE
with obfuscated Transfer-Encoding, odd Content-Length, broken chunking, header-syntax tricks),
then at once a second, clean `GET /healthz` with `Connection: close`. It then reads every
response until the server closes (bounded: 5 s) and checks the sequence of statuses against the
case's allowed outcomes:

- rejected: exactly one response, 400 or 501 (or the case's own 4xx), then the connection is
  closed — the second request was never parsed;
- framed: exactly the responses correct framing gives (the first request's own answer, then the
  healthz 200), then close.

A smuggled request inside a body (`GET /v1/devices`) that gets parsed shows up as an extra
response, and a server still waiting for body bytes shows up as a timeout: both are desyncs.
Prints one line per case and `N passed, N failed`; exits 1 on any failure.
"""
import re
import socket
import sys
import time

PORT = int(sys.argv[1])
VERBOSE = "-v" in sys.argv
SMUGGLED = b"GET /v1/devices HTTP/1.1\r\nHost: x\r\n\r\n"
FOLLOW = b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
REJECT = r"^(400|501)$"
# The first request is POST /v1/validate with body `{}`: whatever the route answers to that (an
# error status most likely), followed by the healthz 200.
FRAMED = r"^\d{3} 200$"


def chunked(payload: bytes) -> bytes:
    return b"%x\r\n%s\r\n0\r\n\r\n" % (len(payload), payload) if payload else b"0\r\n\r\n"


def post(headers: bytes, body: bytes, version: bytes = b"HTTP/1.1") -> bytes:
    return b"POST /v1/validate " + version + b"\r\nHost: x\r\nContent-Type: application/json\r\n" + headers + b"\r\n" + body


# TE spellings. `ok` ones mean chunked under RFC 9112 (optional whitespace, case-insensitive
# coding); the rest must never be taken for chunked silently.
TE_VARIANTS = [
    ("xchunked", b"Transfer-Encoding: xchunked\r\n", False),
    ("space before value", b"Transfer-Encoding:  chunked\r\n", True),
    ("tab before value", b"Transfer-Encoding:\tchunked\r\n", True),
    ("trailing tab", b"Transfer-Encoding: chunked\t\r\n", True),
    ("upper case", b"Transfer-Encoding: CHUNKED\r\n", True),
    ("chunked, identity", b"Transfer-Encoding: chunked, identity\r\n", False),
    ("identity, chunked", b"Transfer-Encoding: identity, chunked\r\n", None),
    ("gzip, chunked", b"Transfer-Encoding: gzip, chunked\r\n", None),
    ("chunked, chunked", b"Transfer-Encoding: chunked, chunked\r\n", False),
    ("duplicate header", b"Transfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n", False),
    ("duplicate, second bogus", b"Transfer-Encoding: chunked\r\nTransfer-Encoding: x\r\n", False),
    ("quoted", b'Transfer-Encoding: "chunked"\r\n', False),
    ("space before colon", b"Transfer-Encoding : chunked\r\n", False),
    ("tab before colon", b"Transfer-Encoding\t: chunked\r\n", False),
    ("obs-fold value", b"Transfer-Encoding:\r\n chunked\r\n", False),
    ("obs-fold header", b"X-A: b\r\n Transfer-Encoding: chunked\r\n", False),
    ("vertical tab", b"Transfer-Encoding:\x0bchunked\r\n", False),
    ("NUL after value", b"Transfer-Encoding: chunked\x00\r\n", False),
    ("bare CR in value", b"Transfer-Encoding: chunked\rX: y\r\n", False),
    ("chunked;ext", b"Transfer-Encoding: chunked;q=1\r\n", False),
    ("comma only", b"Transfer-Encoding: ,chunked\r\n", None),
]

CASES = []  # (name, bytes, [allowed status-sequence regexes])

for name, te, valid in TE_VARIANTS:
    # CL.TE: CL covers the whole body, so a TE parser would see the smuggled GET as a new request.
    body = b"0\r\n\r\n" + SMUGGLED
    CASES.append((f"CL.TE {name}", post(b"Content-Length: %d\r\n" % len(body) + te, body), [REJECT]))
    # TE.CL: TE frames the smuggled GET as chunk data; a CL parser would read 4 bytes only.
    body = chunked(SMUGGLED)
    CASES.append((f"TE.CL {name}", post(te + b"Content-Length: 4\r\n", body), [REJECT]))
    # TE alone: a valid spelling is framed as chunked; anything else is refused.
    allowed = {True: [FRAMED, REJECT], False: [REJECT], None: [REJECT, FRAMED]}[valid]
    CASES.append((f"TE {name}", post(te, chunked(b"{}")), allowed))

CL_CASES = [
    ("CL +2", b"Content-Length: +2\r\n", [REJECT]),
    ("CL -2", b"Content-Length: -2\r\n", [REJECT]),
    ("CL 0x2", b"Content-Length: 0x2\r\n", [REJECT]),
    ("CL 2.0", b"Content-Length: 2.0\r\n", [REJECT]),
    ("CL empty", b"Content-Length: \r\n", [REJECT]),
    ("CL 2, 3", b"Content-Length: 2, 3\r\n", [REJECT]),
    ("CL 2 then 3", b"Content-Length: 2\r\nContent-Length: 3\r\n", [REJECT]),
    ("CL 2 then 2", b"Content-Length: 2\r\nContent-Length: 2\r\n", [REJECT, FRAMED]),
    ("CL 2, 2", b"Content-Length: 2, 2\r\n", [REJECT, FRAMED]),
    ("CL space before colon", b"Content-Length : 2\r\n", [REJECT]),
    ("CL trailing space", b"Content-Length: 2 \r\n", [FRAMED]),
    ("CL tab", b"Content-Length:\t2\r\n", [FRAMED]),
    ("CL 02", b"Content-Length: 02\r\n", [FRAMED, REJECT]),
    ("CL overflow", b"Content-Length: 99999999999999999999999999\r\n", [REJECT, r"^413$"]),
    ("CL obs-fold", b"Content-Length:\r\n 2\r\n", [REJECT]),
    ("CL bare CR", b"Content-Length: 2\rX: y\r\n", [REJECT]),
    ("CL underscore (not CL)", b"Content_Length: 2\r\n", [r"^4\d\d 400$", r"^4\d\d$"]),
]
for name, cl, allowed in CL_CASES:
    CASES.append((name, post(cl, b"{}"), allowed))

CHUNK_CASES = [
    ("chunk size 0x2", b"0x2\r\n{}\r\n0\r\n\r\n"),
    ("chunk size +2", b"+2\r\n{}\r\n0\r\n\r\n"),
    ("chunk size -2", b"-2\r\n{}\r\n0\r\n\r\n"),
    ("chunk size space", b"2 \r\n{}\r\n0\r\n\r\n"),
    ("chunk size bare LF", b"2\n{}\r\n0\r\n\r\n"),
    ("chunk data bare LF", b"2\r\n{}\n0\r\n\r\n"),
    ("chunk data too long", b"1\r\n{}\r\n0\r\n\r\n"),
    ("chunk size overflow", b"10000000000000000000000002\r\n{}\r\n0\r\n\r\n"),
    ("chunk size not hex", b"g\r\n{}\r\n0\r\n\r\n"),
    ("last chunk bare LF", b"2\r\n{}\r\n0\n\r\n"),
    ("long chunk extension", b"2;" + b"a" * 100_000 + b"\r\n{}\r\n0\r\n\r\n"),
]
for name, body in CHUNK_CASES:
    CASES.append((name, post(b"Transfer-Encoding: chunked\r\n", body), [REJECT, r"^4\d\d$"]))
CASES.append(("chunk extension short", post(b"Transfer-Encoding: chunked\r\n", b"2;a=b\r\n{}\r\n0\r\n\r\n"), [FRAMED]))
CASES.append(("trailer field", post(b"Transfer-Encoding: chunked\r\n", b"2\r\n{}\r\n0\r\nX-T: 1\r\n\r\n"), [FRAMED]))
CASES.append(("TE in HTTP/1.0", post(b"Transfer-Encoding: chunked\r\n", chunked(b"{}"), b"HTTP/1.0"), [REJECT, r"^\d{3}$"]))

OTHER = [
    ("no Host", b"GET /healthz HTTP/1.1\r\n\r\n", [REJECT]),
    ("two Hosts", b"GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", [REJECT]),
    ("space in header name", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX A: b\r\n\r\n", [REJECT]),
    ("NUL in header value", b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n", [REJECT]),
    ("bare CR line end", b"GET /healthz HTTP/1.1\rHost: x\r\n\r\n", [REJECT]),
    ("HTTP/1.2", b"GET /healthz HTTP/1.2\r\nHost: x\r\n\r\n", [REJECT, r"^505$"]),
    ("absurd version", b"GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", [REJECT, r"^505$"]),
    ("lower-case method", b"get /healthz HTTP/1.1\r\nHost: x\r\n\r\n", [REJECT, r"^(405|501) 200$", r"^(405|501)$"]),
    ("two spaces in request line", b"GET  /healthz HTTP/1.1\r\nHost: x\r\n\r\n", [REJECT]),
    ("leading CRLF", b"\r\nGET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", [r"^200 200$"]),
    ("GET with CL body", b"GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello", [r"^200 200$", REJECT]),
    ("pipelined three", b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n" * 3, [r"^200 200 200 200$"]),
    ("Expect 100 then body", post(b"Content-Length: 2\r\nExpect: 100-continue\r\n", b"{}"), [r"^100 \d{3} 200$", FRAMED]),
    ("huge CL with Expect", post(b"Content-Length: 999999999\r\nExpect: 100-continue\r\n", b""), [r"^413$"]),
]
CASES.extend(OTHER)


def read_responses(sock, deadline):
    """Reads until EOF; returns (statuses, closed, error). Bodies framed by Content-Length or
    chunked; a 1xx has no body."""
    buf = b""
    statuses = []
    closed = False
    while time.monotonic() < deadline:
        sock.settimeout(max(0.05, deadline - time.monotonic()))
        try:
            data = sock.recv(65536)
        except socket.timeout:
            break
        except ConnectionResetError:
            closed = True
            break
        if not data:
            closed = True
            break
        buf += data
    # Parse what arrived.
    while buf:
        end = buf.find(b"\r\n\r\n")
        if end < 0:
            return statuses, closed, f"truncated head: {buf[:80]!r}"
        head = buf[:end].decode("latin-1").split("\r\n")
        m = re.match(r"HTTP/1\.[01] (\d{3}) ", head[0] + " ")
        if not m:
            return statuses, closed, f"bad status line {head[0]!r}"
        status = int(m.group(1))
        fields = {}
        for line in head[1:]:
            k, _, v = line.partition(":")
            fields.setdefault(k.strip().lower(), []).append(v.strip())
        buf = buf[end + 4:]
        statuses.append(status)
        if 100 <= status < 200:
            continue
        if "content-length" in fields:
            n = int(fields["content-length"][0])
            if len(buf) < n:
                return statuses, closed, "truncated body"
            buf = buf[n:]
        elif fields.get("transfer-encoding", [""])[0].lower() == "chunked":
            while True:
                line_end = buf.find(b"\r\n")
                if line_end < 0:
                    return statuses, closed, "truncated chunked body"
                size = int(buf[:line_end].split(b";")[0], 16)
                buf = buf[line_end + 2:]
                if size == 0:
                    trailer_end = buf.find(b"\r\n")
                    buf = buf[trailer_end + 2:]
                    break
                buf = buf[size + 2:]
    return statuses, closed, None


def run(name, payload, allowed):
    sock = socket.create_connection(("127.0.0.1", PORT), timeout=5)
    try:
        try:
            sock.sendall(payload + FOLLOW)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may close mid-send on an early reject; its answer is still read
        statuses, closed, error = read_responses(sock, time.monotonic() + 5)
    finally:
        sock.close()
    seq = " ".join(str(s) for s in statuses)
    if error:
        return False, f"{seq} ({error})"
    if not closed:
        return False, f"{seq} (connection still open after 5 s: hang or desync)"
    if not any(re.match(p, seq) for p in allowed):
        return False, f"{seq!r} not in {allowed}"
    return True, seq


passed = failed = 0
for name, payload, allowed in CASES:
    ok, detail = run(name, payload, allowed)
    if ok:
        passed += 1
        if VERBOSE:
            print(f"  ok: {name}: {detail}")
    else:
        failed += 1
        print(f"  FAIL: {name}: {detail}")
print(f"smuggling corpus: {len(CASES)} cases")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
