"""Runs the examples of README.md and compares what they print with what the README shows.

Usage: readme.py README.md --base http://127.0.0.1:PORT --bin DIR [--root REPO]

An example is a fenced block tagged `sh` whose commands (comment lines aside; a command runs on
over `\\` line ends and open quotes) all start with `curl`, `layout` or `layoutd`; a `sh` block
with none of them is setup (installing, building, starting the server) and is not run, and one
that mixes both is an error. The fenced block right after an example, tagged anything but `sh`, is its output: what
the commands print on standard output and standard error, in order. Both are compared with all
whitespace removed (so the README may wrap and indent), and `…` in the shown output stands for
any text. An example without an output block must exit with status 0.

The commands run with `bash` in a scratch directory holding `examples/` (a link to the
repository's), `localhost:8080` pointing at --base, `layout` and `layoutd` from --bin first on
PATH, and curl quiet (`-sS` from a scratch ~/.curlrc). Prints one line per example; exits 1 on
any failure.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^```(\S*)\s*$")
RUNNABLE = ("curl ", "layout ", "layoutd ")
ELISION = "…"


def blocks(text):
    """(tag, body, line) for every fenced block, line numbers 1-based."""
    found, lines, index = [], text.split("\n"), 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        start, index, body = index + 1, index + 1, []
        while index < len(lines) and not lines[index].startswith("```"):
            body.append(lines[index])
            index += 1
        found.append((opening.group(1), "\n".join(body), start, index + 1))
        index += 1
    return found


def commands(body):
    """The block's commands, each whole: comment lines dropped, `\\` continuations and quoted
    strings that run over several lines kept together."""
    joined, pending = [], ""
    for line in body.split("\n"):
        if not pending and (not line.strip() or line.lstrip().startswith("#")):
            continue
        pending += line + "\n"
        if line.endswith("\\"):
            continue
        try:
            shlex.split(pending, comments=True)
        except ValueError:  # a quotation still open: the command goes on
            continue
        joined.append(pending.strip())
        pending = ""
    if pending:
        joined.append(pending.strip())
    return joined


def examples(text):
    """(commands, expected output or None, line) for every example, in README order."""
    found, all_blocks = [], blocks(text)
    lines = text.split("\n")
    for position, (tag, body, line, end) in enumerate(all_blocks):
        if tag != "sh":
            continue
        runs = commands(body)
        runnable = [c for c in runs if c.startswith(RUNNABLE) or c in ("layout", "layoutd")]
        if not runnable:
            continue
        if len(runnable) != len(runs):
            raise SystemExit(f"README.md:{line}: a block mixes examples with other commands: {runs}")
        expected = None
        if position + 1 < len(all_blocks):
            next_tag, next_body, next_line, _ = all_blocks[position + 1]
            between = lines[end:next_line - 1]
            if next_tag != "sh" and all(not l.strip() for l in between):
                expected = next_body
        found.append((runs, expected, line))
    return found


def squeeze(text):
    return re.sub(r"\s+", "", text)


def mismatch(expected, actual):
    """None when `actual` matches `expected` (whitespace removed, `…` any text), else where it stops."""
    parts, text = squeeze(expected).split(ELISION), squeeze(actual)
    if re.fullmatch(".*?".join(re.escape(part) for part in parts), text, re.DOTALL):
        return None
    # The first piece not found in order says where the README went wrong.
    position = 0
    for index, part in enumerate(parts):
        found = text.find(part, position) if index else (0 if text.startswith(part) else -1)
        if found < 0:
            return f"the README shows «{part[:160]}» where the output has «{text[position:position + 160]}»"
        position = found + len(part)
    return f"the output goes on after the README's text: «{text[position:position + 160]}»"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("readme")
    parser.add_argument("--base", required=True)
    parser.add_argument("--bin", required=True)
    parser.add_argument("--root", default=os.path.dirname(os.path.abspath(sys.argv[1])) if len(sys.argv) > 1 else ".")
    options = parser.parse_args()
    with open(options.readme, encoding="utf-8") as f:
        found = examples(f.read())
    failures = 0
    with tempfile.TemporaryDirectory() as scratch:
        os.symlink(os.path.join(options.root, "examples"), os.path.join(scratch, "examples"))
        with open(os.path.join(scratch, ".curlrc"), "w") as f:
            f.write("-sS\n")
        environment = dict(os.environ, HOME=scratch, PATH=options.bin + os.pathsep + os.environ["PATH"])
        host = options.base.split("//", 1)[-1]
        for runs, expected, line in found:
            script = "\n".join(run.replace("localhost:8080", host) for run in runs)
            result = subprocess.run(["bash", "-c", script], cwd=scratch, env=environment, stdout=subprocess.PIPE,
                                    stderr=subprocess.STDOUT, text=True, timeout=120)
            output = result.stdout
            label = f"README.md:{line} {runs[0].splitlines()[0][:70]}"
            if expected is None:
                problem = None if result.returncode == 0 else f"exit status {result.returncode}: {output[:300]}"
            else:
                problem = mismatch(expected, output)
            if problem:
                failures += 1
                print(f"  FAIL: {label}: {problem}")
            else:
                print(f"  ok: {label}")
    print(f"  {len(found)} examples, {failures} failed")
    sys.exit(1 if failures or not found else 0)


if __name__ == "__main__":
    main()
