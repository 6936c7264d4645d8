#!/usr/bin/env python3
"""Scaling benchmark: whole screens in the shapes real apps have, from a few views to the view
limit, solved by `layout solve` (decode + solve + diagnostics + encode), one process per run.

    benchmarks/shapes.py [--shapes feed,list,...] [--sizes 10,30,100,...] [--repeat 3]
                         [--layout PATH] [--callgrind] [--kiwi] [--plot docs/images/scaling.svg]
    benchmarks/shapes.py --emit feed 95 > feed-95.json      # one document, for other tools

For every shape and size it prints the views, the best wall time of `--repeat` runs, the time per
view, the peak RSS (getrusage of the child), and the solver's pivot count (`--timing` stats);
with --callgrind also the instruction count of one run. The last column group compares the cost
per view with the shape's smallest size ≥ 200 views ("slope"): a linear engine stays near 1.

Shapes (each a function of n below; the comment says what it models):
  feed    LayoutFrameworkBenchmark's FeedItem cell (21 views), n cells stacked in a scroll view,
          each compressed by `height == 0 @fittingSizeLevel` as systemLayoutSizeFitting does
  list    n multi-line labels stacked in a scroll view
  cells   n table cells (avatar + name + wrapping detail) stacked in a scroll view
  chain   n views in a row, equal widths, an optional width wish each
  nested  views nested 60 deep, n / 60 such towers side by side
  siblings n independent siblings, each pinned to the root by its own constants
  stack   a vertical stack view with n arranged labels
  form    seed 003's login form (two fields, a button) repeated n / 4 times down a scroll view
  grid    a grid of labels, √n × √n, rows of equal-width cells
"""
import argparse
import json
import math
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

WORDS = ("layout constraint engine priority anchor stack view label cell scroll width height "
         "margin guide safe area trait size class device solver frame wrap line text font").split()


def text(seed, words):
    """Deterministic filler text: `words` words chosen by `seed`."""
    return " ".join(WORDS[(seed * 7 + i * 13) % len(WORDS)] for i in range(words)).capitalize()


def label(id, seed, words, lines=1, size=15, **extra):
    view = {"id": id, "kind": "label", "text": text(seed, words), "font": {"size": size}}
    if lines != 1:
        view["numberOfLines"] = lines
    view.update(extra)
    return view


def scroll_document(name, content, constraints):
    """`content` views stacked in a scroll view that fills the root; each spans the width."""
    return {
        "name": name,
        "root": {"id": "root", "subviews": [{"id": "scroll", "kind": "scroll", "subviews": content}]},
        "constraints": ["H:|[scroll]|", "V:|[scroll]|"] + constraints,
    }


def stacked(ids, gap=0):
    """Vertical stacking of `ids` in their scroll view: first at the top, last at the bottom
    (so the content height follows), each as wide as the scroll view."""
    out = []
    for i, v in enumerate(ids):
        out.append(f"H:|[{v}]|")
        out.append(f"{v}.width == scroll.width")
        out.append(f"V:|-({gap})-[{v}]" if i == 0 else f"V:[{ids[i - 1]}]-({gap})-[{v}]")
    out.append(f"V:[{ids[-1]}]-({gap})-|")
    return out


def feed_cell(k):
    """One FeedItem cell (21 views), as LayoutFrameworkBenchmark's Auto Layout version builds it."""
    p = f"c{k}_"
    required = {"horizontal": 1000}
    views = [
        {"id": p + "topBar", "subviews": [
            label(p + "action", k, 6),
            label(p + "options", 0, 1, contentHuggingPriority=required,
                  contentCompressionResistancePriority=required) | {"text": "..."}]},
        {"id": p + "miniProfile", "subviews": [
            {"id": p + "posterImage", "kind": "image", "image": {"width": 50, "height": 50},
             "contentHuggingPriority": required, "contentCompressionResistancePriority": required},
            label(p + "posterName", k + 1, 3),
            label(p + "posterHeadline", k + 2, 18, lines=3),
            label(p + "posterTime", k + 3, 2),
            label(p + "posterComment", k + 4, 9)]},
        {"id": p + "miniContent", "subviews": [
            {"id": p + "contentImage", "kind": "image", "image": {"width": 350, "height": 200}},
            label(p + "contentTitle", k + 5, 5),
            label(p + "contentDomain", k + 6, 2)]},
        {"id": p + "social", "subviews": [
            label(p + "like", 0, 1) | {"text": "Like"},
            label(p + "comment", 0, 1) | {"text": "Comment"},
            label(p + "share", 0, 1) | {"text": "Share"}]},
        {"id": p + "commentBar", "subviews": [
            {"id": p + "actorImage", "kind": "image", "image": {"width": 50, "height": 50},
             "contentHuggingPriority": required, "contentCompressionResistancePriority": required},
            label(p + "actorComment", k + 7, 7)]},
    ]
    c = lambda s: s.replace("$", p)  # noqa: E731
    constraints = [c(s) for s in [
        "V:|-0-[$topBar]-0-[$miniProfile]-0-[$miniContent]-0-[$social]-0-[$commentBar]-0-|",
        "H:|-0-[$topBar]-0-|", "H:|-0-[$miniProfile]-0-|", "H:|-0-[$miniContent]-0-|",
        "H:|-0-[$social]-0-|", "H:|-0-[$commentBar]-0-|",
        # comment bar
        "H:|-0-[$actorImage]-0-[$actorComment]-0-|", "V:|-0-[$actorImage]-(>=0)-|",
        "V:|-0-[$actorComment]-(>=0)-|", "V:[$actorImage]-(0@749)-|",
        # mini content
        "V:|-0-[$contentImage]-0-[$contentTitle]-0-[$contentDomain]-0-|",
        "H:|-0-[$contentImage]-0-|", "H:|-0-[$contentTitle]-0-|", "H:|-0-[$contentDomain]-0-|",
        # mini profile
        "V:|-0-[$posterImage]-(>=0)-[$posterComment]-0-|",
        "V:|-1-[$posterName]-1-[$posterHeadline]-1-[$posterTime]-(>=3)-[$posterComment]",
        "V:[$posterImage]-(0@749)-[$posterComment]",
        "H:|-0-[$posterImage]-2-[$posterName]-4-|", "H:[$posterImage]-2-[$posterHeadline]-4-|",
        "H:[$posterImage]-2-[$posterTime]-4-|", "H:|-0-[$posterComment]-0-|",
        # social actions
        "V:|-0-[$like]-0-|", "V:|-0-[$comment]-0-|", "V:|-0-[$share]-0-|",
        "$like.leadingMargin == $social.leadingMargin", "$comment.centerX == $social.centerX",
        "$share.trailingMargin == $social.trailingMargin",
        # top bar
        "H:|-0-[$action]-0-[$options]-0-|", "V:|-0-[$action]-(>=0)-|", "V:|-0-[$options]-(>=0)-|",
        # systemLayoutSizeFitting(CGSize(width: w, height: 0)): the height pulled to 0 at 50
        "$cell.height == 0 @fittingSizeLevel",
    ]]
    return {"id": p + "cell", "subviews": views}, constraints


def feed(n):
    cells, constraints = [], []
    for k in range(n):
        cell, own = feed_cell(k)
        cells.append(cell)
        constraints += own
    return scroll_document(f"feed-{n}", cells, stacked([c["id"] for c in cells]) + constraints)


def list_shape(n):
    labels = [label(f"l{k}", k, 8 + k % 23, lines=0) for k in range(n)]
    constraints = []
    for k, v in enumerate(labels):
        i = v["id"]
        constraints += [f"H:|-16-[{i}]-16-|", f"{i}.width == scroll.width - 32",
                        f"V:|-8-[{i}]" if k == 0 else f"V:[l{k - 1}]-8-[{i}]"]
    constraints.append(f"V:[l{n - 1}]-8-|")
    return scroll_document(f"list-{n}", labels, constraints)


def cells(n):
    views, constraints = [], []
    for k in range(n):
        p = f"t{k}_"
        views.append({"id": p + "cell", "subviews": [
            {"id": p + "avatar", "kind": "image", "image": {"width": 44, "height": 44}},
            label(p + "name", k, 2, size=17, contentHuggingPriority={"vertical": 252}),
            label(p + "detail", k + 3, 6 + k % 17, lines=0, size=13)]})
        constraints += [s.replace("$", p) for s in [
            "H:|-16-[$avatar(44)]-12-[$name]-16-|", "H:[$avatar]-12-[$detail]-16-|",
            "V:|-12-[$avatar(44)]-(>=12)-|", "V:|-12-[$name]-4-[$detail]-12-|"]]
    return scroll_document(f"cells-{n}", views, stacked([v["id"] for v in views]) + constraints)


def chain(n):
    views = [{"id": f"v{k}"} for k in range(n)]
    constraints = [f"H:|-8-[v0]", f"H:[v{n - 1}]-8-|"]
    for k in range(1, n):
        constraints += [f"H:[v{k - 1}]-2-[v{k}]", f"v{k}.width == v0.width"]
    for k in range(n):
        constraints += [f"V:|-100-[v{k}(40)]", f"v{k}.width == 50 @{300 + k % 5}"]
    return {"name": f"chain-{n}", "root": {"id": "root", "subviews": views}, "constraints": constraints}


def nested(n):
    depth = 60
    towers = max(1, n // depth)
    roots, constraints = [], []
    for t in range(towers):
        child = None
        for d in reversed(range(depth)):
            view = {"id": f"n{t}_{d}"}
            if child:
                view["subviews"] = [child]
                constraints += [f"H:|-1-[n{t}_{d + 1}]-1-|", f"V:|-2-[n{t}_{d + 1}]-2-|"]
            child = view
        roots.append(child)
        constraints += [f"V:|-20-[n{t}_0]-20-|", f"n{t}_0.width == root.width"]
        constraints.append(f"H:|[n{t}_0]" if t == 0 else f"H:[n{t - 1}_0][n{t}_0]")
    return {"name": f"nested-{n}", "root": {"id": "root", "subviews": roots}, "constraints": constraints}


def siblings(n):
    views = [{"id": f"s{k}"} for k in range(n)]
    constraints = []
    for k in range(n):
        constraints += [f"H:|-{k % 300}-[s{k}({10 + k % 40})]", f"V:|-{(k * 7) % 600}-[s{k}({5 + k % 30})]"]
    return {"name": f"siblings-{n}", "root": {"id": "root", "subviews": views}, "constraints": constraints}


def stack(n):
    arranged = [label(f"a{k}", k, 3 + k % 9) for k in range(n)]
    return scroll_document(f"stack-{n}", [
        {"id": "stack", "kind": "stack", "axis": "vertical", "spacing": 8, "subviews": arranged}],
        ["H:|[stack]|", "V:|[stack]|", "stack.width == scroll.width"])


def form(n):
    forms = max(1, n // 4)
    views, constraints = [], []
    for k in range(forms):
        p = f"f{k}_"
        views.append({"id": p + "login", "subviews": [
            {"id": p + "user", "kind": "textField", "intrinsicContentSize": {"width": None, "height": 34}},
            {"id": p + "password", "kind": "textField", "intrinsicContentSize": {"width": None, "height": 34}},
            {"id": p + "button", "kind": "button", "text": "Log in", "font": {"size": 17}}]})
        constraints += [s.replace("$", p) for s in [
            "H:|-[$user]-|", "H:|-[$password]-|", "$button.centerX == $login.centerX",
            "V:|-[$user]-[$password]-[$button]-|", "$login.width == 280"]]
        constraints.append(f"{p}login.centerX == scroll.centerX")
        constraints.append(f"V:|-20-[{p}login]" if k == 0 else f"V:[f{k - 1}_login]-20-[{p}login]")
    constraints.append(f"V:[f{forms - 1}_login]-20-|")
    return scroll_document(f"form-{n}", views, constraints)


def grid(n):
    side = max(1, int(math.isqrt(n)))
    views, constraints = [], []
    for r in range(side):
        for c in range(side):
            views.append(label(f"g{r}_{c}", r * side + c, 1, size=11))
            constraints.append(f"H:|-4-[g{r}_0]" if c == 0 else f"H:[g{r}_{c - 1}]-2-[g{r}_{c}]")
            if c > 0:
                constraints.append(f"g{r}_{c}.width == g{r}_0.width")
            constraints.append(f"V:|-4-[g0_{c}]" if r == 0 else f"V:[g{r - 1}_{c}]-2-[g{r}_{c}]")
        constraints.append(f"H:[g{r}_{side - 1}]-4-|")
    return {"name": f"grid-{n}", "root": {"id": "root", "subviews": views}, "constraints": constraints}


# Shape name → (generator, n → argument giving about n views).
SHAPES = {
    "feed": (feed, lambda n: max(1, round(n / 21))),
    "list": (list_shape, lambda n: max(1, n - 2)),
    "cells": (cells, lambda n: max(1, (n - 2) // 4)),
    "chain": (chain, lambda n: max(2, n - 1)),
    "nested": (nested, lambda n: n),
    "siblings": (siblings, lambda n: max(1, n - 1)),
    "stack": (stack, lambda n: max(1, n - 3)),
    "form": (form, lambda n: max(4, n - 2)),
    "grid": (grid, lambda n: n),
}


def count_views(view):
    return 1 + sum(count_views(v) for v in view.get("subviews", []))


def run(layout, path, device):
    """One `layout solve` run: (seconds, peak RSS in KB, stats of the first result)."""
    with open(path + ".out", "w+") as out, open(path + ".err", "w+") as err:
        start = time.perf_counter()
        child = subprocess.Popen([layout, "solve", path, "--device", device, "--timing", "--compact"],
                                 stdout=out, stderr=err)
        _, status, usage = os.wait4(child.pid, 0)
        elapsed = time.perf_counter() - start
        code = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        text, errors = out.read(), err.read()
    if code not in (0, 1):
        raise SystemExit(f"layout solve {path} failed ({code}): {errors[:500]}")
    stats = {}
    try:
        result = json.loads(text)["results"][0]
        stats = result.get("stats", {})
        stats["errors"] = sum(1 for d in result.get("diagnostics", []) if d.get("severity") == "error")
    except (ValueError, KeyError, IndexError):
        pass
    stats["cpu"] = usage.ru_utime + usage.ru_stime
    return elapsed, usage.ru_maxrss, stats


def instructions(layout, path, device):
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          layout, "solve", path, "--device", device, "--compact"],
                         capture_output=True, text=True)
    for line in out.stderr.splitlines():
        if "Collected" in line:
            return int(line.split()[-1])
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--sizes", default="10,30,100,200,500,1000,2000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--device", default="iphone-6")
    parser.add_argument("--layout", default=None, help="the layout binary (default: release build)")
    parser.add_argument("--timeout", type=float, default=60, help="skip larger sizes of a shape after a run this slow")
    parser.add_argument("--callgrind", action="store_true")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--emit", nargs=2, metavar=("SHAPE", "N"), help="print one document and exit")
    args = parser.parse_args()

    if args.emit:
        shape, n = args.emit
        json.dump(SHAPES[shape][0](SHAPES[shape][1](int(n))), sys.stdout, indent=1)
        print()
        return
    layout = args.layout or os.path.join(ROOT, ".build/release/layout")
    workdir = os.environ.get("TMPDIR", "/tmp")
    rows = []
    print(f"{'shape':9} {'views':>6} {'constraints':>11} {'best ms':>9} {'cpu ms':>8} {'µs/view':>8} {'peak MB':>8} "
          f"{'instr M':>8}  slope")
    for shape in args.shapes.split(","):
        generate, argument = SHAPES[shape]
        base = None
        for size in (int(s) for s in args.sizes.split(",")):
            document = generate(argument(size))
            views = count_views(document["root"])
            path = os.path.join(workdir, f"layoutd-shape-{shape}-{size}.json")
            with open(path, "w") as f:
                json.dump(document, f)
            times, cpus, peak, stats = [], [], 0, {}
            for _ in range(args.repeat):
                elapsed, rss, stats = run(layout, path, args.device)
                times.append(elapsed)
                cpus.append(stats.get("cpu", 0))
                peak = max(peak, rss or 0)
            best, cpu = min(times), min(cpus)
            instr = instructions(layout, path, args.device) if args.callgrind else None
            per_view = best / views * 1e6
            if base is None and views >= 200:
                base = per_view
            slope = f"{per_view / base:5.2f}" if base else "    -"
            row = {"shape": shape, "views": views, "constraints": stats.get("constraints"), "seconds": best,
                   "cpuSeconds": cpu, "peakMB": peak / 1024 if peak else None,
                   "instructions": instr, "errors": stats.get("errors")}
            rows.append(row)
            print(f"{shape:9} {views:6d} {stats.get('constraints', 0):11d} {best * 1e3:9.1f} {cpu * 1e3:8.1f} "
                  f"{per_view:8.1f} {(peak / 1024 if peak else float('nan')):8.1f} "
                  f"{(instr / 1e6 if instr else float('nan')):8.1f}  {slope}", flush=True)
            if best > args.timeout:
                break
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
