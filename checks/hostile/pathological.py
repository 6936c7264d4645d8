"""Pathological layout documents against a running layoutd (stdlib only).
Usage: pathological.py PORT SOLVE_TIMEOUT_MS [-v]

Each case is POSTed once; it must be answered with an allowed status within its time bound, a 200
or 4xx body must be strict JSON (no NaN/Infinity: a solver that lets a NaN through would print
one), cases that expect diagnostics must carry some, a 200 with a `null` frame value must carry a
diagnostic, and /healthz must answer 200 within 1 s afterwards (the server neither crashed nor
hung). Prints one line per failing case (every case with -v), and `N passed, N failed`; exits 1
on any failure. Cases in KNOWN fail for a reported reason and are counted apart.
"""
import http.client
import json
import sys
import time

PORT = int(sys.argv[1])
SOLVE_MS = int(sys.argv[2])
VERBOSE = "-v" in sys.argv
# A solve may take its whole deadline; parsing, decoding and encoding a big document take a few
# seconds more on this shared 2-core machine.
DEADLINE = SOLVE_MS / 1000 + 10
QUICK = 5.0


def doc(views, constraints, metrics=None):
    d = {"root": {"id": "root", "subviews": views}, "constraints": constraints}
    if metrics is not None:
        d["metrics"] = metrics
    return d


def body(d):
    """Bytes to send. Python's infinity (written 1e308 * 10 in the cases) is sent as the literal
    1e309, a valid JSON number that overflows a Double."""
    if isinstance(d, bytes):
        return d
    if isinstance(d, str):
        return d.encode()
    return json.dumps(d).replace("-Infinity", "-1e309").replace("Infinity", "1e309").encode()


def nested_views(depth):
    tree = {"id": f"n{depth}"}
    for i in range(depth - 1, 0, -1):
        tree = {"id": f"n{i}", "subviews": [tree]}
    return [tree]


def chain(count, per_view):
    """count views; per_view constraints each (1..5): size, a horizontal chain, top, and an
    optional width. The total is count * per_view."""
    views = [{"id": f"v{i}"} for i in range(count)]
    cs = []
    for i in range(count):
        prev = f"v{i-1}.right" if i else "root.left"
        options = [f"v{i}.width == 10", f"v{i}.height == 10", f"v{i}.left == {prev} + 1",
                   f"v{i}.top == root.top + {i % 50}", f"v{i}.width >= 5 @500"]
        cs.extend(options[:per_view])
    return views, cs


two = [{"id": "a"}, {"id": "b"}]
place = ["a.left == root.left", "a.top == root.top", "b.left == root.left", "b.top == root.top",
         "a.height == 10", "b.height == 10"]
# Python's encoder recurses, so the 10 000-level view tree is written out by hand.
deep_tree = ('{"root": {"id": "root", "subviews": [' + '{"id": "n", "subviews": [' * 10_000
             + "]}" * 10_000 + ']}, "constraints": []}')
deep_json = '{"root": {"id": "root"}, "constraints": [], "x": ' + "[" * 10_000 + "]" * 10_000 + "}"
deep_objects = '{"root": ' + '{"id": "r", "a": ' * 10_000 + "1" + "}" * 10_000 + "}"
views_100k, constraints_100k = chain(2_000, 5)
constraints_100k = constraints_100k * 10
# 2 000 views counting root, and exactly 10 000 constraints.
views_limit, constraints_limit = chain(1_999, 5)
constraints_limit += ["v0.width <= 100", "v1.width <= 100", "v2.width <= 100", "v3.width <= 100", "v4.width <= 100"]

ANY = {200, 400, 413, 422, 504}
# Cases that fail today for a reason reported in docs/reliability.md: counted as "known", not as
# failures, and reported as fixed (so they can leave this list) once they pass. Anything else
# going wrong with them is still a failure.
# Empty since out-of-range numbers became `invalid_number` diagnostics (NumericRangeTests).
KNOWN: dict[str, str] = {}
# (name, body, allowed statuses, time bound in seconds, needs diagnostics when 200)
CASES = [
    ("JSON nested 10 000 arrays", deep_json, {400}, QUICK, False),
    ("JSON nested 10 000 objects", deep_objects, {400}, QUICK, False),
    ("view tree nested 100 levels (over the limit)", doc(nested_views(100), []), {422}, QUICK, False),
    ("view tree nested 10 000 levels", deep_tree, {400, 422}, QUICK, False),
    ("view tree nested 60 levels (under the limit)", doc(nested_views(60), []), {200}, DEADLINE, False),
    ("100 000 constraints (over the limit)", doc(views_100k, constraints_100k), {413, 422}, QUICK, False),
    ("2 000 views, 10 000 constraints (at the limits)", doc(views_limit, constraints_limit), {200, 504}, DEADLINE, False),
    ("100 000 views (over the limit)", doc([{"id": f"v{i}"} for i in range(100_000)], []), {413, 422}, QUICK, False),
    ("constant 1e308", doc(two, place + ["a.width == 1e308", "b.width == a.width * 10"]), ANY - {504}, DEADLINE, False),
    ("constant 1e309 (inf)", doc(two, place + ["a.width == 1e309", "b.width == 10"]), ANY - {504}, DEADLINE, False),
    ("JSON number 1e309 in metrics", doc(two, place + ["a.width == big", "b.width == 10"], {"big": 1e308 * 10}), ANY - {504}, DEADLINE, False),
    ("JSON number -1e309 as a frame", doc([{"id": "a", "frame": {"x": 0, "y": 0, "width": 1e308 * 10, "height": 1}}], []), ANY - {504}, DEADLINE, False),
    ("0 * inf via metrics", doc(two, place + ["a.width == zero * b.width + huge", "b.width == huge"], {"zero": 0, "huge": 1e308}), ANY - {504}, DEADLINE, False),
    ("inf - inf via metrics", doc(two, place + ["a.width == big * b.width - big", "b.width == big"], {"big": 1e308}), ANY - {504}, DEADLINE, False),
    ("multiplier 1e308 squared", doc(two, place + ["a.width == big * b.width", "b.width == big * a.width + 1"], {"big": 1e308}), ANY - {504}, DEADLINE, False),
    ("subnormal multiplier", doc(two, place + ["a.width == 1e-320 * b.width + 5", "b.width == 1e-320 * a.width"]), ANY - {504}, DEADLINE, False),
    ("cyclic equalities", doc(two, place + ["a.width == b.width", "b.width == a.width + 10"]), {200}, DEADLINE, True),
    ("self-referential equality", doc(two, place + ["a.width == a.width + 10", "b.width == 5"]), {200}, DEADLINE, True),
    ("cycle of 500 offsets", doc([{"id": f"c{i}"} for i in range(500)],
                                  [f"c{i}.width == c{(i + 1) % 500}.width + 1" for i in range(500)]),
     {200}, DEADLINE, True),  # the explanation's work budget ends the search (was 504 at the deadline)
    ("priority 1e309", doc(two, place + ["a.width == 10 @1e309", "b.width == 10"]), {200, 400, 422}, DEADLINE, False),
    ("priority NaN-like string", doc(two, place + ["a.width == 10 @nan", "b.width == 10"]), {200, 400, 422}, DEADLINE, False),
    ("1 MB view id", doc([{"id": "x" * 1_000_000}], []), ANY - {504}, DEADLINE, False),
    ("body over 4 MiB", b'{"root": {"id": "root"}, "pad": "' + b"x" * (4 * 1024 * 1024) + b'"}', {413}, QUICK, False),
    ("not JSON at all", b"\xff\xfe\x00garbage", {400, 415}, QUICK, False),
]


def strict_json(raw):
    def refuse(token):
        raise ValueError(f"non-finite JSON number {token}")
    return json.loads(raw, parse_constant=refuse)


def post(data, timeout):
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=timeout)
    try:
        conn.request("POST", "/v1/layout?device=iphone-6", body=data,
                     headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


def healthz():
    conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=1)
    try:
        conn.request("GET", "/healthz")
        return conn.getresponse().status
    except OSError as error:
        return f"error {error}"
    finally:
        conn.close()


passed = failed = known = 0
for name, document, allowed, bound, needs_diagnostics in CASES:
    data = body(document)
    started = time.monotonic()
    problems = []
    try:
        status, raw = post(data, bound + 5)
    except OSError as error:
        status, raw = None, b""
        problems.append(f"no answer ({error})")
    seconds = time.monotonic() - started
    if status is not None:
        if status not in allowed:
            problems.append(f"status {status} not in {sorted(allowed)}: {raw[:200]!r}")
        if seconds > bound:
            problems.append(f"took {seconds:.2f} s > {bound:.0f} s")
        if status == 200 or 400 <= status < 500:
            try:
                answer = strict_json(raw)
                if status == 200:
                    results = answer.get("results", [])
                    diagnostics = [d for r in results for d in r.get("diagnostics", [])]
                    nulls = [f"{view}.{key}" for r in results for view, frame in r.get("frames", {}).items()
                             for key, value in frame.items() if value is None]
                    if needs_diagnostics and not diagnostics:
                        problems.append("200 without diagnostics")
                    # A frame the solver could not compute (JSON null) must be explained.
                    if nulls and not diagnostics:
                        problems.append(f"null frame without a diagnostic ({', '.join(nulls[:3])})")
            except ValueError as error:
                problems.append(f"body is not strict JSON: {error}: {raw[:200]!r}")
    alive = healthz()
    if alive != 200:
        problems.append(f"/healthz afterwards: {alive}")
    line = f"{name}: {status} in {seconds:.2f} s ({len(data)} B)"
    if name in KNOWN and problems and all(KNOWN[name] in p for p in problems):
        known += 1
        print(f"  KNOWN: {line}: {'; '.join(problems)}")
    elif name in KNOWN and not problems:
        passed += 1
        print(f"  FIXED: {line}: passes now; remove it from KNOWN")
    elif problems:
        failed += 1
        print(f"  FAIL: {line}: {'; '.join(problems)}")
    else:
        passed += 1
        if VERBOSE:
            print(f"  ok: {line}")
print(f"({known} known failures, see docs/reliability.md)")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
