#!/usr/bin/env python3
"""Runs GRID on layout-bench (Swift) and on kiwisolver alternately, A B A B, and prints a Markdown
table of the median per-pair ratios Swift / kiwi next to the absolute medians (CPU time).

Usage: solver_vs_kiwi.py SWIFT_BENCH KIWI_PYTHON [--pairs 5] [--kiwi-n100]
Each run is one process doing `--reps 5` repetitions and reporting its medians; a pair is one
Swift run and one kiwi run back to back. The machine is shared, so only same-run ratios mean much.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def run(command):
    out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def swift(bench, rows, variant, mode="exact"):
    return run([bench, "grid", "--rows", str(rows), "--cols", "10", "--cycles", "1000", "--reps", "5",
                "--variant", variant, "--priorities", mode, "--json"])


def kiwi(python, rows, variant):
    return run([python, os.path.join(HERE, "grid_kiwi.py"), "grid", "--rows", str(rows), "--cols", "10",
                "--cycles", "1000", "--reps", "5", "--variant", variant, "--json"])


def ratio(pairs, key):
    values = [a[key] / b[key] for a, b in pairs if a.get(key) and b.get(key)]
    return statistics.median(values) if values else None


def med(runs, key):
    values = [r[key] for r in runs if r.get(key) is not None]
    return statistics.median(values) if values else None


def fmt_time(seconds):
    if seconds is None:
        return "-"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.2f} us"


def fmt_ratio(r):
    return "-" if r is None else f"{r:.3f}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bench")
    parser.add_argument("python")
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--kiwi-n100", action="store_true", help="also run kiwi on W N=100 (~40 s per add)")
    args = parser.parse_args()

    configs = [("W", 1), ("W", 10), ("const", 10), ("const", 100), ("W", 100)]
    results = {}
    for variant, rows in configs:
        with_kiwi = not (variant == "W" and rows == 100 and not args.kiwi_n100)
        pairs = []
        for i in range(args.pairs):
            a = swift(args.bench, rows, variant)
            b = kiwi(args.python, rows, variant) if with_kiwi else {}
            pairs.append((a, b))
            print(f"# {variant} N={rows} pair {i + 1}: swift add {fmt_time(a['add_seconds'])}"
                  + (f", kiwi add {fmt_time(b['add_seconds'])}" if b else ""), file=sys.stderr)
        results[(variant, rows)] = pairs

    modes = {}
    for rows in (10, 100):
        pairs = []
        for i in range(args.pairs):
            pairs.append((swift(args.bench, rows, "W", "exact"), swift(args.bench, rows, "W", "weighted")))
        modes[rows] = pairs

    print("| GRID | constraints | phase | Swift (median) | kiwi (median) | Swift / kiwi (median of per-pair ratios) |")
    print("|---|---:|---|---:|---:|---:|")
    for (variant, rows), pairs in results.items():
        swift_runs = [a for a, _ in pairs]
        kiwi_runs = [b for _, b in pairs if b]
        for key, phase in (("add_seconds", "add"), ("edit_seconds_per_cycle", "edit cycle"), ("remove_seconds", "remove all")):
            k = med(kiwi_runs, key) if kiwi_runs else None
            if not kiwi_runs:
                note = "kiwi skipped (~38 s per add; pass --kiwi-n100)"
            elif k is None:
                note = "kiwi throws (objective unbounded)"
            else:
                note = fmt_ratio(ratio(pairs, key))
            print(f"| {variant} N={rows} | {swift_runs[0]['constraints']} | {phase} | {fmt_time(med(swift_runs, key))} "
                  f"| {fmt_time(k)} | {note} |")
        checks = sorted({round(a['checksum'], 3) for a in swift_runs} | {round(b['checksum'], 3) for b in kiwi_runs})
        rss_s = med(swift_runs, "peak_rss_bytes")
        rss_k = med(kiwi_runs, "peak_rss_bytes") if kiwi_runs else None
        print(f"| {variant} N={rows} | | checksum / peak RSS | {checks} / {rss_s / 2**20:.1f} MiB | "
              + (f"{rss_k / 2**20:.1f} MiB (Python process)" if rss_k else "-") + " | |")

    print()
    print("| scaling, const | Swift | kiwi |")
    print("|---|---:|---:|")
    s10 = [a["add_seconds"] for a, _ in results[("const", 10)]]
    s100 = [a["add_seconds"] for a, _ in results[("const", 100)]]
    k10 = [b["add_seconds"] for _, b in results[("const", 10)]]
    k100 = [b["add_seconds"] for _, b in results[("const", 100)]]
    print(f"| add N=100 / add N=10 (median of per-pair ratios) | "
          f"{statistics.median(b / a for a, b in zip(s10, s100)):.1f}x | {statistics.median(b / a for a, b in zip(k10, k100)):.1f}x |")

    print()
    print("| priorities, GRID W | exact add | weighted add | exact / weighted add | exact / weighted edit |")
    print("|---|---:|---:|---:|---:|")
    for rows, pairs in modes.items():
        print(f"| N={rows} | {fmt_time(med([a for a, _ in pairs], 'add_seconds'))} | "
              f"{fmt_time(med([b for _, b in pairs], 'add_seconds'))} | {fmt_ratio(ratio(pairs, 'add_seconds'))} | "
              f"{fmt_ratio(ratio(pairs, 'edit_seconds_per_cycle'))} |")


if __name__ == "__main__":
    main()
