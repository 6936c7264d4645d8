#!/usr/bin/env python3
"""Scaling benchmark: whole screens in the shapes real apps have, from a few views to the view
limit, solved by `layout solve` (decode + solve + diagnostics + encode), one process per run,
with its peers in the same invocation, alternating (docs/benchmarks.md, "Scale").

    benchmarks/shapes.py [--shapes feed,list,...] [--sizes 10,30,100,...] [--repeat 3] [--cpu]
                         [--layout PATH] [--callgrind] [--no-kiwi] [--python PATH] [--cap 10]
                         [--plot docs/images/scaling.svg] [--json FILE] [--markdown FILE]
    benchmarks/shapes.py --quick               # two shapes at 10 and 200 views: the CI smoke test
    benchmarks/shapes.py --emit feed 95 > feed-95.json      # one document, for other tools

Each round runs, one after the other: `layout solve` (ours), `layout solve --no-presolve` (the
same engine with every constraint given to the simplex), `layout system --timing` (the first
pass's system, exported, with the time this engine takes to solve it) and kiwisolver on that
system (benchmarks/shapes_kiwi.py, in benchmarks/.venv made on first use, or --python). For
every shape and size it prints the views and constraints, ours' best time, CPU time, time per
view, peak RSS and (--callgrind) instructions; the slope, cost per view against the size nearest
200 views (a linear engine stays near 1; `islope` is the same on instructions); the peer
without presolve (best time, median of the per-round ratios peer / ours); the solve of the
first pass by this engine and by kiwi (in-process wall time, or thread/process CPU time with
--cpu; median ratio kiwi / ours), and the simplex's pivots. A peer slower than --cap seconds is
not run at the shape's larger sizes, and a run is stopped at 3 × --cap; the output says so.
--callgrind counts a run only when its CPU time × 60 stays under --callgrind-cap seconds. Every
run gets `--max-views`/`--max-constraints` of its document's own size, so sizes past the
defaults run too; --rows re-renders --markdown and --plot from an earlier --json.

Shapes (each a function of n below; the comment says what it models):
  feed    LayoutFrameworkBenchmark's FeedItem cell (21 views), n cells stacked in a scroll view,
          each compressed by `height == 0 @fittingSizeLevel` as systemLayoutSizeFitting does
  list    n multi-line labels stacked in a scroll view
  cells   n table cells (avatar + name + wrapping detail) stacked in a scroll view
  chain   n views in a row edge to edge across the screen (a segmented bar), equal widths, an
          optional width wish each that the equal widths break: a dependency chain n long
  nested  views nested 60 deep, n / 60 such towers side by side
  siblings n independent siblings, each pinned to the root by its own constants
  stack   a vertical stack view with n arranged labels
  form    seed 003's login form (two fields, a button) repeated n / 4 times down a scroll view
  grid    a grid of labels, √n × √n, rows of equal-width cells
Conflict-heavy shapes (every one of their conflicts is expected: `unsatisfiable_constraints`):
  feed-badges  the feed with a badge in each cell's corner given two required widths, 10 and 20
  conflicts    n independent views, each with two required widths, 50 and 60
  chain-conflicts n views stacked in a scroll view, every tenth also given a second gap (20
          against 8) to the view above it: conflicts inside one long chain
Diagnostic-heavy shapes (every view ambiguous, or conflicts beside ties):
  overflow   n labels edge to edge between the root's top and bottom, overflowing the screen (a
             long list without a scroll view): every label's compression resistance ties
  overstack  the same n labels in a vertical stack view pinned to the root's edges
  ambiguous  n labels in a row edge to edge across the root, no vertical position: every label
             misses its Y position and its width ties
  mixed      overflow with every tenth label also given two required heights that conflict
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

import shapes_plot

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPAWN = os.path.join(ROOT, "benchmarks", "shapes_spawn.py")

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
        # No gaps: widths stay positive at every n (a width is never negative, as in UIKit).
        constraints += [f"H:[v{k - 1}][v{k}]", f"v{k}.width == v0.width"]
    for k in range(n):
        constraints += [f"V:|-100-[v{k}(40)]", f"v{k}.width == 50 @{300 + k % 5}"]
    return {"name": f"chain-{n}", "root": {"id": "root", "subviews": views}, "constraints": constraints}


def nested(towers, depth=60):
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
    return {"name": f"nested-{towers * depth}", "root": {"id": "root", "subviews": roots}, "constraints": constraints}


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


def feed_badges(n):
    """The feed, each cell with a badge pinned to its top trailing corner whose two required
    widths conflict: one `unsatisfiable_constraints` per cell, nothing else moves."""
    document = feed(n)
    for k, cell in enumerate(document["root"]["subviews"][0]["subviews"]):
        cell["subviews"].append({"id": f"badge{k}"})
        document["constraints"] += [f"badge{k}.top == c{k}_cell.top", f"badge{k}.trailing == c{k}_cell.trailing",
                                    f"badge{k}.height == 10", f"badge{k}.width == 10", f"badge{k}.width == 20"]
    document["name"] = f"feed-badges-{n}"
    return document


def conflicts(n):
    views = [{"id": f"s{k}"} for k in range(n)]
    constraints = []
    for k in range(n):
        constraints += [f"H:|-{k % 300}-[s{k}]", f"V:|-{(k * 7) % 600}-[s{k}(10)]", f"s{k}.width == 50",
                        f"s{k}.width == 60"]
    return {"name": f"conflicts-{n}", "root": {"id": "root", "subviews": views}, "constraints": constraints}


def chain_conflicts(n):
    views = [{"id": f"v{k}"} for k in range(n)]
    constraints = []
    for k in range(n):
        constraints += [f"H:|-16-[v{k}]-16-|", f"v{k}.width == scroll.width - 32", f"v{k}.height == 20",
                        "V:|-8-[v0]" if k == 0 else f"V:[v{k - 1}]-8-[v{k}]"]
        if k % 10 == 9:
            constraints.append(f"V:[v{k - 1}]-20-[v{k}]")
    constraints.append(f"V:[v{n - 1}]-8-|")
    return scroll_document(f"chain-conflicts-{n}", views, constraints)


# Shapes whose documents are meant to conflict: their error diagnostics are not a failure.
CONFLICTING = {"feed-badges", "conflicts", "chain-conflicts"}

def overflow(n):
    labels = [label(f"o{k}", k, 2 + k % 5) for k in range(n)]
    constraints = [f"H:|[o{k}]|" for k in range(n)]
    constraints += ["V:|[o0]", f"V:[o{n - 1}]|"] + [f"V:[o{k - 1}][o{k}]" for k in range(1, n)]
    return {"name": f"overflow-{n}", "root": {"id": "root", "subviews": labels}, "constraints": constraints}


def overstack(n):
    arranged = [label(f"a{k}", k, 2 + k % 5) for k in range(n)]
    return {"name": f"overstack-{n}", "root": {"id": "root", "subviews": [
        {"id": "stack", "kind": "stack", "axis": "vertical", "subviews": arranged}]},
        "constraints": ["H:|[stack]|", "V:|[stack]|"]}


def ambiguous(n):
    labels = [label(f"m{k}", k, 2 + k % 5) for k in range(n)]
    constraints = ["H:|[m0]", f"H:[m{n - 1}]|"] + [f"H:[m{k - 1}][m{k}]" for k in range(1, n)]
    return {"name": f"ambiguous-{n}", "root": {"id": "root", "subviews": labels}, "constraints": constraints}


def mixed(n):
    document = overflow(n)
    for k in range(0, n, 10):
        document["constraints"] += [f"o{k}.height == 20", f"o{k}.height == 30"]
    document["name"] = f"mixed-{n}"
    return document


# Shape name → (generator, n → argument giving about n views).
SHAPES = {
    "feed": (feed, lambda n: max(1, round(n / 21))),
    "list": (list_shape, lambda n: max(1, n - 2)),
    "cells": (cells, lambda n: max(1, (n - 2) // 4)),
    "chain": (chain, lambda n: max(2, n - 1)),
    "nested": (nested, lambda n: max(1, n // 60)),
    "siblings": (siblings, lambda n: max(1, n - 1)),
    "stack": (stack, lambda n: max(1, n - 3)),
    "form": (form, lambda n: max(4, n - 2)),
    "grid": (grid, lambda n: n),
    "feed-badges": (feed_badges, lambda n: max(1, round(n / 22))),
    "conflicts": (conflicts, lambda n: max(1, n - 1)),
    "chain-conflicts": (chain_conflicts, lambda n: max(10, n - 2)),
    "overflow": (overflow, lambda n: max(1, n - 1)),
    "overstack": (overstack, lambda n: max(1, n - 2)),
    "ambiguous": (ambiguous, lambda n: max(1, n - 1)),
    "mixed": (mixed, lambda n: max(1, n - 1)),
}


def count_views(view):
    return 1 + sum(count_views(v) for v in view.get("subviews", []))


def measure(command, timeout):
    """One run of `command` (through benchmarks/shapes_spawn.py, so that its peak RSS is its
    own): {seconds, cpu, peakMB, status, out, err}, or None when it ran past `timeout` seconds
    and was killed."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile(suffix=".json") as result:
        subprocess.run([sys.executable, "-S", SPAWN, result.name, str(timeout)] + command, stdout=out, stderr=err)
        cost = json.load(result)
        if cost["timedOut"]:
            return None
        out.seek(0)
        err.seek(0)
        return {"seconds": cost["seconds"], "cpu": cost["cpu"], "peakMB": cost["peakKB"] / 1024,
                "status": cost["status"], "out": out.read().decode(), "err": err.read().decode()}


def instructions(command, timeout):
    """Instructions callgrind counts for one run (its own start-up included); None past `timeout`."""
    run = measure(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + command, timeout)
    for line in (run or {}).get("err", "").splitlines():
        if "Collected" in line:
            return int(line.split()[-1])
    return None


def kiwi_python(args):
    """A Python with kiwisolver: --python, else benchmarks/.venv (made, and kiwisolver installed
    into it, on first use, as benchmarks/solver_vs_kiwi.sh does)."""
    if args.python:
        return args.python
    venv = os.path.join(ROOT, "benchmarks", ".venv")
    python = os.path.join(venv, "bin", "python")
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", venv], check=True)
    if subprocess.run([python, "-c", "import kiwisolver"], capture_output=True).returncode != 0:
        subprocess.run([os.path.join(venv, "bin", "pip"), "install", "--quiet", "kiwisolver"], check=True)
    return python


class Peer:
    """A program run once per round at each size of a shape, until one run passes `cap` seconds:
    then the shape's larger sizes leave it out (a run is killed at 3 × cap)."""

    def __init__(self, name, cap):
        self.name, self.cap = name, cap
        self.stopped = None  # why the shape's larger sizes leave this peer out

    def run(self, command, views):
        """One run; None when the peer was stopped before, or this run was killed."""
        if self.stopped:
            return None
        result = measure(command, 3 * self.cap)
        if result is None or result["seconds"] > self.cap:
            took = f"{result['seconds']:.1f} s" if result else f"killed at {3 * self.cap:g} s"
            self.stopped = f"{self.name} over the cap at {views} views ({took} > {self.cap:g} s): larger sizes left out"
        return result


def solve_stats(run):
    """(stats, number of error diagnostics) of the first result of `layout solve`."""
    try:
        result = json.loads(run["out"])["results"][0]
    except (ValueError, KeyError, IndexError):
        return {}, None
    return result.get("stats", {}), sum(1 for d in result.get("diagnostics", []) if d.get("severity") == "error")


def median_ratio(pairs):
    """The median of peer / ours over the rounds' (ours, peer) pairs."""
    ratios = [peer / ours for ours, peer in pairs if ours and peer]
    return statistics.median(ratios) if ratios else None


def measure_size(shape, size, args, bare, kiwi, python):
    """One size of one shape: `args.repeat` rounds of ours, then each peer still running. A row."""
    generate, argument = SHAPES[shape]
    document = generate(argument(size))
    views = count_views(document["root"])
    path = os.path.join(args.workdir, f"{shape}-{size}.json")
    system_path = path.replace(".json", "-system.json")
    with open(path, "w") as f:
        json.dump(document, f)
    limits = ["--max-views", str(views), "--max-constraints", str(max(1, len(document["constraints"])))]
    solve = [args.layout, "solve", path, "--device", args.device, "--timing", "--compact"] + limits
    export = [args.layout, "system", path, "--device", args.device, "--timing", "--compact"] + limits
    key = "cpu" if args.cpu else "seconds"
    ours, bares, bare_pairs, solves, kiwis, kiwi_pairs = [], [], [], [], [], []
    stats, errors, pivots, differing = {}, None, None, None
    for _ in range(args.repeat):
        run = measure(solve, 3 * args.timeout)
        if run is None or run["status"] not in (0, 1):
            raise SystemExit(f"layout solve {path} failed: " + (run["err"][:500] if run else "killed"))
        ours.append(run)
        stats, errors = solve_stats(run)
        peer = bare.run(solve + ["--no-presolve"], views) if bare else None
        if peer:
            bares.append(peer)
            bare_pairs.append((run[key], peer[key]))
        exported = measure(export, 3 * args.timeout) if kiwi else None
        if exported and exported["status"] == 0:
            with open(system_path, "w") as f:
                f.write(exported["out"])
            solved = json.loads(exported["out"])["solve"]
            solves.append(solved["cpuMicroseconds" if args.cpu else "microseconds"] / 1e6)
            pivots = solved["pivots"]
            peer = kiwi.run([python, os.path.join(ROOT, "benchmarks", "shapes_kiwi.py"), system_path], views)
            if peer and peer["status"] != 0:
                raise SystemExit(f"kiwi on {system_path} failed: {peer['err'][-500:]}")
            if peer:
                figures = json.loads(peer["out"])
                kiwis.append(figures["cpuSeconds" if args.cpu else "seconds"])
                kiwi_pairs.append((solves[-1], kiwis[-1]))
                differing = figures["differing"]
        if run[key] > args.timeout:
            break
    best = min(ours, key=lambda r: r[key])
    row = {"shape": shape, "size": size, "views": views, "constraints": stats.get("constraints"),
           "time": best[key], "seconds": best["seconds"], "cpuSeconds": best["cpu"],
           "peakMB": max(r["peakMB"] for r in ours), "errors": errors, "pivots": pivots,
           "bareTime": min((r[key] for r in bares), default=None), "bareRatio": median_ratio(bare_pairs),
           "barePeakMB": max((r["peakMB"] for r in bares), default=None),
           "solveSeconds": min(solves, default=None), "kiwiSeconds": min(kiwis, default=None),
           "kiwiRatio": median_ratio(kiwi_pairs), "kiwiDiffering": differing,
           "instructions": None, "bareInstructions": None}
    # Callgrind runs about 60 times slower than the CPU time of the run it counts.
    if args.callgrind and 60 * best["cpu"] <= args.callgrind_cap:
        row["instructions"] = instructions(solve, 3 * args.callgrind_cap)
    if args.callgrind and bares and 60 * min(r["cpu"] for r in bares) <= args.callgrind_cap:
        row["bareInstructions"] = instructions(solve + ["--no-presolve"], 3 * args.callgrind_cap)
    return row


def add_slopes(rows):
    """Cost per view against the row nearest 200 views: of the whole run on time (`slope`) and on
    instructions, and of the first pass's solve alone (`solveSlope`)."""
    base = min(rows, key=lambda r: abs(math.log(r["views"] / 200)))

    def slope(row, key):
        return row[key] / row["views"] / (base[key] / base["views"]) if row.get(key) and base.get(key) else None

    for row in rows:
        row["slope"], row["instructionSlope"] = slope(row, "time"), slope(row, "instructions")
        row["solveSlope"] = slope(row, "solveSeconds")


def cell(value, scale=1, digits=1, width=8):
    return f"{value * scale:{width}.{digits}f}" if value is not None else f"{'-':>{width}}"


HEADER = (f"{'shape':9} {'views':>6} {'constr':>7} {'ms':>8} {'cpu ms':>8} {'µs/view':>8} {'MB':>6} {'instr M':>8} "
          f"{'slope':>5} {'islope':>6} | {'bare ms':>8} {'×':>6} {'MB':>6} {'instr M':>8} | {'solve ms':>8} "
          f"{'kiwi ms':>8} {'×':>6} {'pivots':>6}")


def line(row):
    pivots = "-" if row["pivots"] is None else row["pivots"]
    return (f"{row['shape']:9} {row['views']:6d} {row['constraints'] or 0:7d} {cell(row['seconds'], 1e3)} "
            f"{cell(row['cpuSeconds'], 1e3)} {cell(row['time'] / row['views'], 1e6)} {cell(row['peakMB'], width=6)} "
            f"{cell(row['instructions'], 1e-6)} {cell(row.get('slope'), digits=2, width=5)} "
            f"{cell(row.get('instructionSlope'), digits=2, width=6)} | {cell(row['bareTime'], 1e3)} "
            f"{cell(row['bareRatio'], digits=1, width=6)} {cell(row['barePeakMB'], width=6)} "
            f"{cell(row['bareInstructions'], 1e-6)} | {cell(row['solveSeconds'], 1e3, 2)} "
            f"{cell(row['kiwiSeconds'], 1e3, 2)} {cell(row['kiwiRatio'], digits=1, width=6)} {pivots:>6}")


# The scale targets at ≈2 000 views for the whole `layout solve`: (ms, MB); every shape's
# cost per view at ≈2 000 views at most twice its cost at ≈200.
TARGETS = {"feed": (100, 64), "list": (250, 64), "cells": (250, 64), "chain": (250, 64)}


def markdown(rows, sizes, basis):
    """The docs' table: each shape at the sizes nearest `sizes`, with the acceptance targets."""
    def ms(value, ratio=None, digits=0):
        if value is None:
            return "-"
        return f"{value * 1e3:.{digits}f}" + (f" ({ratio:.1f}×)" if ratio else "")

    out = [f"| shape | views | constraints | wall ms | CPU ms | µs/view ({basis}) | slope | peak MB | instructions "
           "(slope) | target | no presolve ms (×) | solve ms (slope) | kiwi ms (×) |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|"]
    for shape in dict.fromkeys(r["shape"] for r in rows):
        mine = [r for r in rows if r["shape"] == shape]
        for size in sizes:
            row = min(mine, key=lambda r: abs(math.log(r["views"] / size)))
            if abs(math.log(row["views"] / size)) > 0.3:
                continue
            target = ""
            if size >= 1000:
                limit_ms, limit_mb = TARGETS.get(shape, (None, None))
                target = (f"≤ {limit_ms} ms, ≤ {limit_mb} MB, " if limit_ms else "") + "slope ≤ 2"
            instr = "-" if row["instructions"] is None else f"{row['instructions'] / 1e6:.0f} M"
            if row["instructionSlope"]:
                instr += f" ({row['instructionSlope']:.2f})"
            solve = ms(row["solveSeconds"], digits=2)
            if row["solveSlope"]:
                solve += f" ({row['solveSlope']:.2f})"
            out.append(f"| {shape} | {row['views']} | {row['constraints']} | {row['seconds'] * 1e3:.0f} | "
                       f"{row['cpuSeconds'] * 1e3:.0f} | "
                       f"{row['time'] / row['views'] * 1e6:.0f} | {row['slope']:.2f} | {row['peakMB']:.0f} | {instr} | "
                       f"{target} | {ms(row['bareTime'], row['bareRatio'])} | {solve} | "
                       f"{ms(row['kiwiSeconds'], row['kiwiRatio'], 2)} |")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--sizes", default="10,30,100,200,500,1000,2000,5000,10000")
    parser.add_argument("--repeat", type=int, default=3, help="rounds per size (each runs every peer once)")
    parser.add_argument("--device", default="iphone-6")
    parser.add_argument("--layout", default=None, help="the layout binary (default: the release build)")
    parser.add_argument("--cpu", action="store_true", help="rank runs by CPU time, not wall time (a busy machine)")
    parser.add_argument("--timeout", type=float, default=60, help="ours: skip a shape's larger sizes after a run this slow")
    parser.add_argument("--cap", type=float, default=10, help="a peer: skip a shape's larger sizes after a run this slow")
    parser.add_argument("--no-bare", action="store_true", help="leave out the peer without presolve")
    parser.add_argument("--no-kiwi", action="store_true", help="leave out kiwisolver (and the system export)")
    parser.add_argument("--python", help="a Python with kiwisolver (default: benchmarks/.venv, made on first use)")
    parser.add_argument("--callgrind", action="store_true", help="count instructions where cheap enough")
    parser.add_argument("--callgrind-cap", type=float, default=120, help="seconds one callgrind run may take")
    parser.add_argument("--quick", action="store_true", help="feed and chain at 10 and 200 views, one round (CI)")
    parser.add_argument("--plot", help="write the log-log SVG here (docs/images/scaling.svg)")
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--markdown", help="also write the docs' table (≈200 and ≈2 000 views) to this file")
    parser.add_argument("--rows", help="write --markdown/--plot from this --json file of an earlier run, running nothing")
    parser.add_argument("--emit", nargs=2, metavar=("SHAPE", "N"), help="print one document and exit")
    args = parser.parse_args()

    if args.emit:
        shape, n = args.emit
        json.dump(SHAPES[shape][0](SHAPES[shape][1](int(n))), sys.stdout, indent=1)
        print()
        return
    if args.rows:
        with open(args.rows) as f:
            saved = json.load(f)
        saved["rows"] = list({(r["shape"], r["views"]): r for r in reversed(saved["rows"])}.values())[::-1]
        for shape in dict.fromkeys(r["shape"] for r in saved["rows"]):
            add_slopes([r for r in saved["rows"] if r["shape"] == shape])
        return write_outputs(args, saved["rows"], saved["basis"])
    if args.quick:
        args.shapes, args.sizes, args.repeat = "feed,chain", "10,200", 1
    shapes = args.shapes.split(",")
    sizes = [int(s) for s in args.sizes.split(",")]
    base_size = min(sizes, key=lambda s: abs(math.log(s / 200)))  # slopes print once it is measured
    for shape in shapes:
        if shape not in SHAPES:
            raise SystemExit(f"unknown shape '{shape}': one of {', '.join(SHAPES)}")
    args.layout = args.layout or os.path.join(ROOT, ".build/release/layout")
    args.workdir = tempfile.mkdtemp(prefix="layoutd-shapes-")  # documents and systems, removed at the end
    python = None if args.no_kiwi else kiwi_python(args)
    basis = "CPU" if args.cpu else "wall"
    load = os.getloadavg()
    print(f"layout solve FILE --device {args.device}: best {basis} time of {args.repeat} round(s); "
          f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores", flush=True)
    print(HEADER)
    rows, notes = [], []
    for shape in shapes:
        bare = None if args.no_bare else Peer("no presolve", args.cap)
        kiwi = None if args.no_kiwi else Peer("kiwi", args.cap)
        mine = []
        distinct = {}  # sizes that make the same document (one feed cell at 10 and 30): the first
        for size in sizes:
            distinct.setdefault(SHAPES[shape][1](size), size)
        for size in distinct.values():
            mine.append(measure_size(shape, size, args, bare, kiwi, python))
            if any(r["size"] == base_size for r in mine):
                add_slopes(mine)
            print(line(mine[-1]), flush=True)
            if mine[-1]["time"] > args.timeout:
                notes.append(f"{shape}: ours stopped after {mine[-1]['views']} views "
                             f"({mine[-1]['time']:.1f} s > {args.timeout:g} s)")
                break
        add_slopes(mine)
        rows += mine
        notes += [f"{shape}: {peer.stopped}" for peer in (bare, kiwi) if peer and peer.stopped]
    shutil.rmtree(args.workdir)
    for note in notes:
        print(note)
    failed = [f"{r['shape']}-{r['views']}" for r in rows if r["errors"] and r["shape"] not in CONFLICTING]
    if failed:
        print("error diagnostics in: " + ", ".join(failed))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"load": load, "device": args.device, "basis": basis, "rows": rows, "notes": notes}, f, indent=1)
    write_outputs(args, rows, basis)


def write_outputs(args, rows, basis):
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(markdown(rows, (200, 2000), basis))
    if args.plot:
        with open(args.plot, "w") as f:
            f.write(shapes_plot.svg(rows, basis))


if __name__ == "__main__":
    main()
