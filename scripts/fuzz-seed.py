#!/usr/bin/env python3
"""Writes the fuzz seed corpora in fuzz/corpus/TARGET/ from the unit tests' tables.

Rerun after the tables change: `python3 scripts/fuzz-seed.py`. Every seed carries the prefix
bytes its target reads first (see each target's doc comment), so a seed is a valid fuzz input.
Only the standard library is used; nothing is downloaded.
"""
import gzip
import pathlib
import re
import shutil

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"

SWIFT_ESCAPES = {"n": "\n", "r": "\r", "t": "\t", "0": "\0", '"': '"', "'": "'", "\\": "\\"}


def swift_string(body):
    """The value of a plain Swift string literal's body, escapes decoded; None if it interpolates."""
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
        elif body[i + 1] == "u":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
        else:
            if body[i + 1] not in SWIFT_ESCAPES:
                return None  # an interpolation: not a constant
            out.append(SWIFT_ESCAPES[body[i + 1]])
            i += 2
    return "".join(out)


# A one-line raw literal #"..."# (which may hold quotes), or a plain one "..." with escapes.
LITERAL = r'(?:#"(.*?)"#|"((?:[^"\\\n]|\\.)*)")'


def literals(path, prefix):
    """Every string literal right after `prefix` (a regex) in the Swift file at `path`."""
    text = (ROOT / path).read_text()
    values = [m.group(1) if m.group(1) is not None else swift_string(m.group(2))
              for m in re.finditer(prefix + LITERAL, text, re.M)]
    return [v for v in values if v is not None]


def write(target, seeds):
    directory = CORPUS / target
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    unique = list(dict.fromkeys(seeds))
    for index, seed in enumerate(unique):
        (directory / f"seed-{index:03d}").write_bytes(seed)
    print(f"{target}: {len(unique)} seeds")


def vfl():
    tests = "Tests/DocumentTests/VisualFormat/"
    formats = literals(tests + "VisualFormatValidTests.swift", r"ValidFormat\(\s*")
    formats += literals(tests + "VisualFormatInvalidTests.swift", r"InvalidFormat\(\s*")
    # Byte 0: options (0 none, 0x03 alignAllTop... see VisualFormatFuzzTarget); byte 1: guides.
    seeds = [b"\x00\x01" + f.encode() for f in formats]
    seeds += [b"\x0a\x00" + f.encode() for f in formats[:10]]   # alignAllCenterY
    seeds += [b"\x53\x01" + b"V:|-[a]-[b]-|"]                     # top, left-to-right, baseline
    return seeds


def json():
    tests = "Tests/JSONTests/"
    texts = literals(tests + "JSONParserTests.swift", r"^\s*\(\s*")
    seeds = [t.encode() for t in texts]
    seeds += [bytes([0x22, 0xC0, 0x80, 0x22]), bytes([0x22, 0xED, 0xA0, 0x80, 0x22]),
              bytes([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22]), bytes([0x5B, 0xC3, 0xA9, 0x5D])]
    seeds.append(b"[" * 600 + b"]" * 600)
    seeds.append(b'{"version":1,"views":[{"id":"a","frame":[0,0,10.5,-2e3]}],"x":[true,false,null]}')
    return seeds


def http():
    requests = [p.read_bytes() for p in sorted((ROOT / "checks/h11/corpus").glob("*.http"))]
    # Byte 0: how the stream is cut into reads (0 whole, 1 byte by byte, n every n bytes).
    seeds = [b"\x00" + r for r in requests]
    seeds += [bytes([cut]) + r for cut, r in zip([1, 2, 3, 7, 13, 64], requests[::17])]
    valid = [r for p, r in zip(sorted((ROOT / "checks/h11/corpus").glob("*.http")), requests)
             if p.name.startswith("valid-")]
    seeds.append(b"\x05" + b"".join(valid[:6]))   # pipelined
    seeds.append(b"\x00POST /solve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                 b"5;ext=1\r\nhello\r\n0\r\nTrailer: t\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n")
    return seeds


def gzip_bodies():
    texts = [b"", b"hello", b'{"views":[]}' * 40, bytes(range(256)) * 8, b"a" * 100000]
    bodies = [gzip.compress(t, mtime=0) for t in texts]
    bodies.append(bodies[1] + bodies[2])                 # two members
    bodies.append(bodies[2][:-6])                         # truncated
    bodies.append(bodies[1][:-8] + b"\0\0\0\0" + bodies[1][-4:])  # bad CRC
    bodies.append(b"\x78\x9c\x03\x00\x00\x00\x00\x01")  # zlib, not gzip
    # Byte 0: the output cap in units of 64 bytes.
    return [bytes([cap]) + b for b in bodies for cap in (255, 1)]


def expression():
    tests = "Tests/DocumentTests/Expressions/ExpressionParserTests.swift"
    texts = literals(tests, r"Valid\(text:\s*") + literals(tests, r"^\s*\(\s*")
    return [t.encode() for t in texts]


def documents():
    """Request and document bodies: the examples, and every JSON object literal in the
    document and engine tests (ones with interpolations are not JSON and are skipped)."""
    import json as jsonlib
    seeds = [p.read_bytes() for p in sorted((ROOT / "examples").glob("*.json"))]
    for folder in ("Tests/DocumentTests", "Tests/EngineTests"):
        for path in sorted((ROOT / folder).glob("*.swift")):
            for text in literals(path.relative_to(ROOT), r""):
                if not text.lstrip().startswith("{"):
                    continue
                try:
                    jsonlib.loads(text)
                except ValueError:
                    continue
                seeds.append(text.encode())
    return seeds


def main():
    write("vfl", vfl())
    write("json", json())
    write("http", http())
    write("gzip", gzip_bodies())
    if (ROOT / "Sources/Document/Expressions").is_dir():   # the engine's parsers
        write("expression", expression())
        write("document", documents())
        write("solve", documents())


if __name__ == "__main__":
    main()
