#!/usr/bin/env bash
# Swift solver vs kiwi on GRID, interleaved (docs/benchmarks.md, "Solver"). Makes a venv with
# kiwisolver, builds layout-bench in release mode, then runs both alternately and prints a table.
#   benchmarks/solver_vs_kiwi.sh [--pairs 5] [--kiwi-n100]
set -euo pipefail
cd "$(dirname "$0")/.."

venv=benchmarks/.venv
if [[ ! -x $venv/bin/python ]]; then
    python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet kiwisolver
swift build -c release --product layout-bench >&2

exec "$venv/bin/python" benchmarks/solver_vs_kiwi.py .build/release/layout-bench "$venv/bin/python" "$@"
