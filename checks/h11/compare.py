"""Differential check of layoutd's HTTP request parser against Python's h11.

Usage: compare.py CORPUS_DIR SWIFT_RESULTS_JSONL
       compare.py mutate CORPUS_DIR OUT_DIR COUNT SEED
       compare.py fuzz MUTATED_DIR SWIFT_RESULTS_JSONL

Each corpus file is fed whole to an h11 server connection. The verdict (ok / error / incomplete)
and every completed request (method, target, headers in order, body) are compared with the
Swift parser's results, written by H11CorpusTests when H11_DIFF_OUT is set. Requests are compared
only while both sides accept them; statuses are printed but not compared (h11's status hints are
coarse). A difference fails the check unless the file is in KNOWN below, with the reason it is
deliberate; a KNOWN entry that no longer differs also fails, so the list stays true.
"""
import json
import os
import random
import sys

import h11

# Deliberate disagreements: file -> why layoutd differs from h11. h11 is lenient in places
# where RFC 9112/9110 allow or require rejection; layoutd's parser picks rejection.
KNOWN = {
    "differs-content-length-and-transfer-encoding.http":
        "CL+TE: h11 frames by TE; RFC 9112 §6.1 allows rejecting and we do (400), the smuggling-proof choice.",
    "differs-obs-fold.http":
        "obs-fold: h11 unfolds into SP; RFC 9112 §5.2 allows rejecting and we do (400).",
    "differs-bare-lf-line-endings.http":
        "bare LF line ends: h11 accepts; we reject everywhere (400), one rule for head and chunk framing (RFC 9112 §2.2 MAY).",
    "differs-http2-version.http":
        "HTTP/2.0 in an HTTP/1 request line: h11 accepts any d.d; we answer 505 (RFC 9110 §15.6.6).",
    "differs-http09-version.http":
        "HTTP/0.9: h11 accepts any d.d; we answer 505.",
    "differs-transfer-encoding-in-http10.http":
        "TE in HTTP/1.0: h11 decodes it; RFC 9112 §6.1 says the framing is faulty, so 400 and close.",
    "differs-content-length-list-identical.http":
        "'Content-Length: 5, 5': h11 collapses; RFC 9112 §6.3(5) allows rejecting and we do (400).",
    "differs-content-length-duplicate-identical.http":
        "two identical Content-Length fields: h11 collapses; we reject (400), as nginx does.",
    "differs-chunk-size-trailing-space.http":
        "'5 \\r\\n': h11 tolerates trailing whitespace; the grammar allows it only as BWS before ';' (400).",
    "differs-chunk-size-17-digits.http":
        "h11 allows 20 hex digits; we cap chunk sizes at 16 digits (64 bits), leading zeros included (400).",
    "differs-leading-empty-line.http":
        "CRLF before the request line: h11 rejects; RFC 9112 §2.2 says SHOULD ignore at least one, and we do.",
    "differs-host-with-path.http":
        "h11 does not check the Host value; RFC 9112 §3.2 says an invalid Host is 400.",
    "differs-host-userinfo.http":
        "h11 does not check the Host value; userinfo is not part of Host (400).",
    "differs-connect.http":
        "CONNECT: h11 parses it; this server does not tunnel (501).",
    "differs-relative-target.http":
        "h11 accepts any visible target; we accept only origin-, absolute- and asterisk-form (400).",
    "differs-asterisk-with-get.http":
        "'*' is only for OPTIONS (RFC 9112 §3.2.4); h11 does not check (400).",
    "differs-absolute-form-ftp.http":
        "absolute-form with a non-http(s) scheme: not ours to serve (400); h11 does not check.",
    "differs-control-char-in-value.http":
        "h11 allows any non-space, non-NUL byte in values; RFC 9110 §5.5 field-vchar excludes CTLs (400).",
    "differs-del-in-value.http":
        "DEL is not a field-vchar either (400); h11 accepts it.",
    "differs-http10-keep-alive-pipelined.http":
        "h11 never keeps HTTP/1.0 connections alive; RFC 9112 §9.3 allows 'Connection: keep-alive', so we read the next request.",
    "differs-request-line-too-long.http":
        "9 KB request line: over our 8 KiB request-line limit (414); h11 only caps the whole head at 16 KiB.",
    "differs-chunk-extension-too-long.http":
        "2 KB chunk extension: over our 1 KiB extension limit (400, RFC 9112 §7.1.1); h11 has no such limit.",
    "differs-trailer-too-large.http":
        "2 KB trailer: over our 1 KiB trailer limit (431); h11's limit is 16 KiB.",
    "differs-content-length-over-limit.http":
        "Content-Length over 4 MiB: we answer 413 before the body; h11 has no body limit and waits for it.",
    "differs-header-section-too-large.http":
        "17 KB of fields: over our 16 KiB header limit (431); h11 checks its 16 KiB cap only while a head is incomplete, so a whole head passes.",
    "differs-too-many-fields.http":
        "101 fields: over our 100-field limit (431); h11 has no field count limit.",
}


def normalized_value(name, value):
    """The Swift parser's view of a field value: UTF-8 when valid, else Latin-1 (see
    HTTPRequestParser.fieldValueString). h11 lowercases Transfer-Encoding values, so compare those
    case-insensitively."""
    try:
        value.decode("utf-8")
    except UnicodeDecodeError:
        value = value.decode("latin-1").encode("utf-8")
    if name.lower() == b"transfer-encoding":
        value = value.lower()
    return value


def h11_result(data):
    conn = h11.Connection(h11.SERVER)
    conn.receive_data(data)
    requests, current = [], None
    while True:
        try:
            event = conn.next_event()
        except h11.RemoteProtocolError as error:
            return {"verdict": "error", "status": error.error_status_hint, "message": str(error),
                    "requests": requests}
        if event is h11.NEED_DATA:
            pending = current is not None or bool(conn.trailing_data[0])
            return {"verdict": "incomplete" if pending else "ok", "status": None, "requests": requests}
        if event is h11.PAUSED or isinstance(event, h11.ConnectionClosed):
            return {"verdict": "ok", "status": None, "requests": requests}
        if isinstance(event, h11.Request):
            headers = [(n, normalized_value(n, v)) for n, v in event.headers.raw_items()]
            current = {"method": event.method, "target": event.target, "headers": headers, "body": b""}
        elif isinstance(event, h11.Data):
            current["body"] += event.data
        elif isinstance(event, h11.EndOfMessage):
            requests.append(current)
            current = None
            # Answer so h11 moves on to a pipelined request, as our server would. Not 2xx: a 2xx
            # to CONNECT would switch h11 to tunnelling.
            conn.send(h11.Response(status_code=404, headers=[("Content-Length", "0")]))
            conn.send(h11.EndOfMessage())
            if conn.our_state is h11.DONE and conn.their_state is h11.DONE:
                conn.start_next_cycle()
            else:
                return {"verdict": "ok", "status": None, "requests": requests}


def swift_result(line):
    raw = json.loads(line)
    requests = []
    for r in raw["requests"]:
        headers = [(bytes.fromhex(n), bytes.fromhex(v)) for n, v in r["headers"]]
        headers = [(n, v.lower() if n.lower() == b"transfer-encoding" else v) for n, v in headers]
        requests.append({"method": bytes.fromhex(r["method"]), "target": bytes.fromhex(r["target"]),
                         "headers": headers, "body": bytes.fromhex(r["body"])})
    return {"verdict": raw["verdict"], "status": raw["status"], "code": raw.get("code"), "requests": requests}


def difference(ours, theirs):
    """A one-line description of how the results differ, or None when they agree."""
    if ours["verdict"] != theirs["verdict"]:
        return f"verdict: layoutd {ours['verdict']} {ours['status'] or ''}, h11 {theirs['verdict']} {theirs['status'] or ''}"
    for i, (a, b) in enumerate(zip(ours["requests"], theirs["requests"])):
        for key in ("method", "target", "headers", "body"):
            if a[key] != b[key]:
                return f"request {i} {key}: layoutd {a[key]!r:.120}, h11 {b[key]!r:.120}"
    if len(ours["requests"]) != len(theirs["requests"]):
        return f"requests: layoutd {len(ours['requests'])}, h11 {len(theirs['requests'])}"
    return None


def mutate(corpus, out_dir, count, seed):
    """Writes `count` mutated copies of random corpus files to out_dir (fuzz mode)."""
    rng = random.Random(seed)
    interesting = b"\r\n \t:;0aF\x00\x7f,=\x80\xff"
    files = sorted(n for n in os.listdir(corpus) if n.endswith(".http"))
    os.makedirs(out_dir, exist_ok=True)
    for i in range(count):
        name = rng.choice(files)
        with open(os.path.join(corpus, name), "rb") as f:
            data = bytearray(f.read())
        for _ in range(rng.randint(1, 3)):
            if not data:
                break
            at = rng.randrange(len(data))
            kind = rng.randrange(4)
            if kind == 0:
                data[at] = rng.choice(interesting)
            elif kind == 1:
                data.insert(at, rng.choice(interesting))
            elif kind == 2:
                del data[at]
            else:
                data[at:at] = data[at:at + rng.randint(1, 8)]
        with open(os.path.join(out_dir, f"m{i:05d}-{name}"), "wb") as f:
            f.write(bytes(data))


def fuzz_compare(corpus, results_path):
    """Fuzz mode: layoutd may reject what h11 accepts (it is stricter on purpose, see KNOWN);
    it must never accept what h11 rejects, nor parse an accepted request differently."""
    with open(results_path) as f:
        swift = {json.loads(line)["file"]: line for line in f if line.strip()}
    stricter = agreed = failed = 0
    for name in sorted(swift):
        with open(os.path.join(corpus, name), "rb") as f:
            data = f.read()
        ours, theirs = swift_result(swift[name]), h11_result(data)
        diff = difference(ours, theirs)
        if diff is None:
            agreed += 1
        elif ours["verdict"] == "error" and theirs["requests"][:len(ours["requests"])] == ours["requests"]:
            stricter += 1  # we refused earlier; everything we did accept, h11 parsed the same
        elif lenient_on_purpose(data, ours, theirs):
            stricter += 1
        else:
            failed += 1
            print(f"FAIL {name}: {diff}: {data[:200]!r}")
    print(f"fuzz: {agreed} agreed, {stricter} rejected by layoutd only (or documented leniency), {failed} failed")
    print(f"{agreed + stricter} passed, {failed} failed")
    return 1 if failed else 0


def lenient_on_purpose(data, ours, theirs):
    """The two documented places where layoutd accepts what h11 does not (see KNOWN)."""
    if "no request line received" in theirs.get("message", "") and \
            ours["requests"][:len(theirs["requests"])] == theirs["requests"]:
        return True  # empty lines before a request line, RFC 9112 §2.2
    if b"HTTP/1.0" in data and ours["requests"][:len(theirs["requests"])] == theirs["requests"]:
        return True  # h11 never keeps HTTP/1.0 alive; the extra requests are ours only
    return False


def main(corpus, results_path):
    with open(results_path) as f:
        swift = {json.loads(line)["file"]: line for line in f if line.strip()}
    files = sorted(n for n in os.listdir(corpus) if n.endswith(".http"))
    passed = failed = 0
    for name in files:
        with open(os.path.join(corpus, name), "rb") as f:
            data = f.read()
        if name not in swift:
            print(f"FAIL {name}: no Swift result")
            failed += 1
            continue
        diff = difference(swift_result(swift[name]), h11_result(data))
        if diff is None and name in KNOWN:
            print(f"FAIL {name}: listed as a known difference but both parsers agree now")
            failed += 1
        elif diff is not None and name not in KNOWN:
            print(f"FAIL {name}: {diff}")
            failed += 1
        else:
            if diff is not None:
                print(f"ok   {name}: known difference ({diff}) - {KNOWN[name]}")
            passed += 1
    for name in sorted(set(KNOWN) - set(files)):
        print(f"FAIL {name}: listed in KNOWN but not in the corpus")
        failed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    if sys.argv[1] == "mutate":
        mutate(sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]))
    elif sys.argv[1] == "fuzz":
        sys.exit(fuzz_compare(sys.argv[2], sys.argv[3]))
    else:
        sys.exit(main(sys.argv[1], sys.argv[2]))
