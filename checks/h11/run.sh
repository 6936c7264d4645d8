#!/usr/bin/env bash
# Differential test of the HTTP request parser against Python's h11 over checks/h11/corpus.
#   bash checks/h11/run.sh            the corpus: exact comparison
#   bash checks/h11/run.sh --fuzz N   also N mutated copies (seed $H11_SEED, default 1): layoutd may
#                                    reject more than h11, never accept more or parse differently
# 1. makes a venv (checks/h11/.venv) with a pinned h11;
# 2. runs H11CorpusTests with H11_DIFF_OUT set, so the Swift parser writes its results as JSON lines;
# 3. compare.py feeds the same files to h11 and compares verdicts and parsed requests.
# Deliberate disagreements (h11 is lenient in places) are listed, with reasons, in compare.py's
# KNOWN table; any other difference, or a listed one that no longer occurs, makes this exit 1.
# Prints "N passed, N failed" last.
set -euo pipefail
cd "$(dirname "$0")/../.."

fuzz=0
if [ "${1:-}" = "--fuzz" ]; then fuzz=${2:?--fuzz needs a count}; fi

venv=checks/h11/.venv
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check "h11==0.16.0"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Runs the Swift writer over corpus $1 into $2.
swift_results() {
    if ! H11_CORPUS="$1" H11_DIFF_OUT="$2" swift test --filter writeParseResultsForTheH11Differential \
        > "$scratch/swift.log" 2>&1; then
        tail -40 "$scratch/swift.log"
        echo "swift test failed"
        exit 1
    fi
}

status=0
swift_results "$PWD/checks/h11/corpus" "$scratch/corpus.jsonl"
"$venv/bin/python" checks/h11/compare.py checks/h11/corpus "$scratch/corpus.jsonl" || status=1

if [ "$fuzz" -gt 0 ]; then
    "$venv/bin/python" checks/h11/compare.py mutate checks/h11/corpus "$scratch/mutated" "$fuzz" "${H11_SEED:-1}"
    swift_results "$scratch/mutated" "$scratch/mutated.jsonl"
    "$venv/bin/python" checks/h11/compare.py fuzz "$scratch/mutated" "$scratch/mutated.jsonl" || status=1
fi
exit $status
