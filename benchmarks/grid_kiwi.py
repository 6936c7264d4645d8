#!/usr/bin/env python3
"""GRID(N, M) on kiwisolver, exactly as docs/benchmarks.md defines it and as layout-bench runs
it: same constraints in the same order, same edit sequence, same checksum, CPU time.

Prints one JSON object with the same keys as `layout-bench grid --json`. kiwi's remove phase
aborts the interpreter ("objective is unbounded") for the W variant with N >= 3, so it is only
run where kiwi survives it (W with N < 3, and const); elsewhere remove_seconds is null.
"""
import argparse
import json
import resource
import statistics
import time

import kiwisolver as kiwi


def run(rows, cols, cycles, variant):
    solver = kiwi.Solver()
    added = []

    def add(c):
        solver.addConstraint(c)
        added.append(c)

    w0 = 8 * (cols + 1) + 50 * cols
    start = time.process_time()
    W, H = kiwi.Variable("W"), kiwi.Variable("H")
    solver.addEditVariable(W, "strong")
    solver.addEditVariable(H, "strong")
    solver.suggestValue(W, w0)
    solver.suggestValue(H, 52 * rows + 108)
    grid = []
    for r in range(rows):
        row = []
        for c in range(cols):
            l, t, w, h = kiwi.Variable(), kiwi.Variable(), kiwi.Variable(), kiwi.Variable()
            add(w >= 0)
            add(h >= 0)
            if c == 0:
                add(l == 8)
                if r == 0:
                    add(t == 8)
                else:
                    above = grid[r - 1][0]
                    add(t == above[1] + above[3] + 8)
            else:
                prev = row[c - 1]
                add(l == prev[0] + prev[2] + 8)
                add(t == row[0][1])
            add((h == 44) | "medium")
            if c > 0:
                add((w == row[0][2]) | "strong")
            add((w == 40 + 10 * (c % 5)) | "weak")
            row.append((l, t, w, h))
        last = row[cols - 1]
        if variant == "W":
            add(last[0] + last[2] + 8 == W)
        else:
            add(last[0] + last[2] + 8 == w0)
        grid.append(row)
    bottom = grid[rows - 1][0]
    add(bottom[1] + bottom[3] + 8 <= H)
    solver.updateVariables()
    add_seconds = time.process_time() - start

    edit_start = time.process_time()
    for k in range(cycles):
        solver.suggestValue(W, 8 * (cols + 1) + cols * (30 + k % 100))
        solver.updateVariables()
    edit = (time.process_time() - edit_start) / cycles if cycles else 0.0
    checksum = sum(v.value() for row in grid for widget in row for v in widget)

    remove_seconds = None
    if variant == "const" or rows < 3:
        remove_start = time.process_time()
        for c in reversed(added):
            solver.removeConstraint(c)
        solver.removeEditVariable(H)
        solver.removeEditVariable(W)
        remove_seconds = time.process_time() - remove_start
    return add_seconds, edit, remove_seconds, checksum, len(added) + 2


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["grid"])
    parser.add_argument("--rows", type=int, default=10)
    parser.add_argument("--cols", type=int, default=10)
    parser.add_argument("--cycles", type=int, default=1000)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--variant", choices=["W", "const"], default="W")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    runs = [run(args.rows, args.cols, args.cycles, args.variant) for _ in range(args.reps)]
    removes = [r[2] for r in runs if r[2] is not None]
    print(json.dumps({
        "workload": "grid", "solver": "kiwisolver " + kiwi.__version__, "rows": args.rows,
        "cols": args.cols, "variant": args.variant, "cycles": args.cycles, "reps": args.reps,
        "constraints": runs[-1][4],
        "add_seconds": statistics.median(r[0] for r in runs),
        "edit_seconds_per_cycle": statistics.median(r[1] for r in runs),
        "remove_seconds": statistics.median(removes) if removes else None,
        "checksum": runs[-1][3],
        "peak_rss_bytes": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024,
    }))


if __name__ == "__main__":
    main()
