#!/usr/bin/env bash
# Differential test of the HTTP request parser against Python's h11 over tests/h11/corpus.
# 1. makes a venv (tests/h11/.venv) with a pinned h11;
# 2. runs H11CorpusTests with H11_DIFF_OUT set, so the Swift parser writes its results as JSON lines;
# 3. compare.py feeds the same files to h11 and compares verdicts and parsed requests.
# Deliberate disagreements (h11 is lenient in places) are listed, with reasons, in compare.py's
# KNOWN table; any other difference, or a listed one that no longer occurs, makes this exit 1.
# Prints "N passed, N failed" last.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv=tests/h11/.venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "h11==0.16.0"

results=$(mktemp)
trap 'rm -f "$results"' EXIT
if ! H11_DIFF_OUT="$results" swift test --filter H11CorpusTests > "$results.log" 2>&1; then
    tail -40 "$results.log"
    rm -f "$results.log"
    echo "swift test failed"
    exit 1
fi
rm -f "$results.log"
"$venv/bin/python" tests/h11/compare.py tests/h11/corpus "$results"
