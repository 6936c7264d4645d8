#!/usr/bin/env python3
"""The Interface Builder corpus check: `layout solve` on every file of an IB corpus, against the
frames Xcode stored (docs/interface-builder.md, "Corpus figures").

A corpus is a folder with `files/` (the .storyboard/.xib files), `expected.jsonl` (one line per
view tree: `file`, `scene`, `views` {IB id: class, frame [x, y, w, h], misplaced, ambiguous,
tamic, text, parent, fixedFrame, ...}, `clean`, `textFree`, `features`) and `manifest.jsonl`.
For each file the release `layout` binary lays out every tree on its design canvas
(`layout solve FILE --compact`: one result per tree, `results[i].scene`, frames keyed by IB ids).

Measured only on the views Auto Layout places (`tamic` false and not `fixedFrame`): every other
view keeps the frame the file gives on the design canvas, so matching it proves nothing.

Figures (the issue's targets beside them):
  results           trees with a result (of all trees)
  textFreeWithin05  clean text-free trees: views within 0.5 pt of Xcode's frame
  cleanWithin1      all clean trees: views within 1 pt
  ambiguousReported views Xcode marked ambiguous that get `ambiguous_layout`
  cleanUnambiguous  clean trees with no `ambiguous_layout` at all
  misplacedReported views Xcode marked misplaced that get `misplaced_view`

Every miss gets a cause, derived mechanically from the result and the expected tree (`cause`
below, first rule that holds), and the causes are tabulated. `--floor NAME=VALUE` makes the exit
status 1 when a figure is below VALUE (the CI check's guard against regressions).

Usage: scripts/ib_corpus.py [--bin .build/release/layout] [--corpus DIR] [--misses]
                            [--json OUT] [--floor NAME=VALUE ...]
Standard library only; CPU time of each `layout` run is read with getrusage.
"""

import argparse
import collections
import json
import os
import resource
import subprocess
import sys

TARGETS = collections.OrderedDict(
    [
        ("results", ("trees with a result", None)),
        ("textFreeWithin05", ("clean text-free trees: views within 0.5 pt", 95.0)),
        ("cleanWithin1", ("all clean trees: views within 1 pt", 80.0)),
        ("ambiguousReported", ("ambiguous-marked views reported ambiguous_layout", 80.0)),
        ("cleanUnambiguous", ("clean trees with no ambiguity reported", 95.0)),
        ("misplacedReported", ("misplaced-marked views reported misplaced_view", 80.0)),
    ]
)

# Controls whose stored frame is not their alignment rectangle (the README of the corpus).
ALIGNMENT_CLASSES = {"slider", "switch", "segmentedControl", "progressView", "stepper", "pageControl"}
GUIDE_FEATURES = {"guide:safeArea", "guide:layoutGuide-top", "guide:layoutGuide-bottom"}
CELL_CLASSES = {"tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"}


def parse_args(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=os.path.join(root, ".build", "release", "layout"))
    parser.add_argument("--corpus", default=os.path.join(root, "..", "shared", "data", "ib-corpus"))
    parser.add_argument("--misses", action="store_true", help="print every miss with its cause")
    parser.add_argument("--json", metavar="OUT", help="write figures, causes and misses as JSON")
    parser.add_argument("--floor", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per file")
    return parser.parse_args(argv)


def run_layout(binary, path, timeout):
    """(results by scene, error text or None, CPU seconds) of `layout solve FILE`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        done = subprocess.run(
            [binary, "solve", path, "--compact"], capture_output=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return {}, "timeout after %gs" % timeout, timeout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode not in (0, 1):
        first = done.stderr.decode("utf-8", "replace").strip().splitlines()[:1]
        return {}, "exit %d: %s" % (done.returncode, first[0] if first else ""), cpu
    try:
        answer = json.loads(done.stdout)
    except ValueError as error:
        return {}, "output is not JSON: %s" % error, cpu
    results = {}
    for result in answer.get("results", []):
        scene = result.get("scene")
        if scene is not None and scene not in results:
            results[scene] = result
    return results, None, cpu


def frame_error(solved, stored):
    """Largest difference of x, y, width, height, and the per-part differences."""
    parts = (
        solved["x"] - stored[0],
        solved["y"] - stored[1],
        solved["width"] - stored[2],
        solved["height"] - stored[3],
    )
    return max(abs(p) for p in parts), parts


def measured(view):
    return not view["tamic"] and not view["fixedFrame"]


def ancestors(views, view_id):
    chain = []
    parent = views[view_id]["parent"]
    while parent is not None and parent in views and parent not in chain:
        chain.append(parent)
        parent = views[parent]["parent"]
    return chain


class Tree:
    """One expected tree with its result: the diagnostics indexed by the views they name."""

    def __init__(self, expected, result, error):
        self.expected = expected
        self.result = result
        self.error = error
        self.views = expected["views"]
        self.frames = (result or {}).get("frames", {})
        self.named = collections.defaultdict(set)  # code -> views named
        self.codes = collections.Counter()
        for diagnostic in (result or {}).get("diagnostics", []):
            code = diagnostic.get("code")
            self.codes[code] += 1
            for key in ("view", "views"):
                value = diagnostic.get(key)
                for name in value if isinstance(value, list) else [value]:
                    if isinstance(name, str):
                        self.named[code].add(name)
        self.errors = {}  # view id -> (max error, parts); measured views with a frame
        for view_id, view in self.views.items():
            if measured(view) and view_id in self.frames:
                self.errors[view_id] = frame_error(self.frames[view_id], view["frame"])

    def no_result(self):
        return "no result: the file failed" if self.error else "no result: no tree with this scene id"

    def root_id(self):
        return next((i for i, v in self.views.items() if v["parent"] is None), None)

    def root_size_differs(self):
        root = self.root_id()
        if root is None or root not in self.frames:
            return False
        frame = self.frames[root]
        want = self.expected["rootSize"]
        return abs(frame["width"] - want[0]) > 0.5 or abs(frame["height"] - want[1]) > 0.5

    def misses(self, view_id, tolerance):
        error = self.errors.get(view_id)
        return error is None or error[0] > tolerance

    def cause(self, view_id, tolerance):
        """Why a measured view's frame misses Xcode's: the first rule that holds."""
        if self.result is None:
            return self.no_result()
        if view_id not in self.frames:
            return "no frame for the IB id"
        view = self.views[view_id]
        lineage = [view_id] + ancestors(self.views, view_id)
        if any(v in self.named["unsupported_ib_feature"] for v in lineage):
            return "unsupported feature"
        if self.root_size_differs():
            return "root size"
        if self.codes["unsatisfiable_constraints"]:
            return "conflict"
        if any(v in self.named["ambiguous_layout"] for v in lineage):
            return "ambiguity"
        neighbours = [
            other
            for other, v in self.views.items()
            if other != view_id and v["parent"] == view["parent"] and self.misses(other, tolerance)
        ] + [a for a in lineage[1:] if a in self.errors and self.misses(a, tolerance)]
        if view["class"] in ALIGNMENT_CLASSES:
            return "alignment rect"
        if any(self.views[o]["class"] in ALIGNMENT_CLASSES for o in neighbours):
            return "alignment rect (a neighbour)"
        if view["text"]:
            return "font/text"
        if any(self.views[o]["text"] for o in neighbours):
            return "font/text (a neighbour)"
        if any(self.views[v]["class"] in CELL_CLASSES or v.endswith("#contentView") for v in lineage[1:]):
            return "cell content"
        _, (dx, dy, dw, dh) = self.errors[view_id]
        if max(abs(dx), abs(dw)) <= tolerance and GUIDE_FEATURES & set(self.expected["features"]):
            return "guide length"
        if view["image"] is not None:
            return "image size"
        if any(self.views[a]["class"] == "stackView" for a in lineage[1:2]):
            return "stack view"
        return "other"


def percent(hit, total):
    return 100.0 * hit / total if total else 100.0


def evaluate(corpus, binary, timeout):
    expected = [json.loads(line) for line in open(os.path.join(corpus, "expected.jsonl"), encoding="utf-8")]
    by_file = collections.OrderedDict()
    for tree in expected:
        by_file.setdefault(tree["file"], []).append(tree)
    trees = []
    cpu = {}
    for name in sorted(os.listdir(os.path.join(corpus, "files"))):
        rel = "files/" + name
        results, error, seconds = run_layout(binary, os.path.join(corpus, rel), timeout)
        cpu[rel] = seconds
        for tree in by_file.get(rel, []):
            trees.append(Tree(tree, results.get(tree["scene"]), error))
    return trees, cpu


def measure(trees):
    counts = collections.Counter()
    misses = []
    false_ambiguity = []
    for tree in trees:
        e = tree.expected
        where = (e["file"].split("/", 1)[-1], e["scene"])
        counts["trees"] += 1
        counts["withResult"] += tree.result is not None
        if e["clean"]:
            counts["cleanTrees"] += 1
            ambiguous = tree.codes["ambiguous_layout"] > 0 or tree.result is None
            counts["cleanUnambiguousHit"] += not ambiguous
            if ambiguous and tree.result is not None:
                false_ambiguity.append(where + (", ".join(sorted(tree.named["ambiguous_layout"])),))
        for view_id, view in e["views"].items():
            if not measured(view):
                continue
            if e["clean"]:
                tolerance = 0.5 if e["textFree"] else 1.0
                within05 = not tree.misses(view_id, 0.5)
                within1 = not tree.misses(view_id, 1.0)
                counts["cleanViews"] += 1
                counts["cleanMisplacedReported"] += view_id in tree.named["misplaced_view"]
                counts["cleanWithin1Hit"] += within1
                if e["textFree"]:
                    counts["textFreeViews"] += 1
                    counts["textFreeWithin05Hit"] += within05
                if tree.misses(view_id, tolerance):
                    error = tree.errors.get(view_id)
                    misses.append(
                        where + (view_id, view["class"], "frame", error[1] if error else None, tree.cause(view_id, tolerance))
                    )
            # A view Xcode flagged must get the diagnostic of that name.
            for flag, code in (("ambiguous", "ambiguous_layout"), ("misplaced", "misplaced_view")):
                if not view[flag]:
                    continue
                counts[flag + "Views"] += 1
                reported = view_id in tree.named[code]
                counts[flag + "Hit"] += reported
                if not reported:
                    misses.append(where + (view_id, view["class"], flag, None, unreported_cause(tree, view_id, code)))
    figures = collections.OrderedDict(
        [
            ("results", (counts["withResult"], counts["trees"])),
            ("textFreeWithin05", (counts["textFreeWithin05Hit"], counts["textFreeViews"])),
            ("cleanWithin1", (counts["cleanWithin1Hit"], counts["cleanViews"])),
            ("ambiguousReported", (counts["ambiguousHit"], counts["ambiguousViews"])),
            ("cleanUnambiguous", (counts["cleanUnambiguousHit"], counts["cleanTrees"])),
            ("misplacedReported", (counts["misplacedHit"], counts["misplacedViews"])),
        ]
    )
    figures["_cleanMisplacedReported"] = (counts["cleanMisplacedReported"], counts["cleanViews"])
    return figures, misses, false_ambiguity


def unreported_cause(tree, view_id, code):
    """Why a flag Xcode set was not reported for the view."""
    if tree.result is None:
        return tree.no_result()
    if view_id not in tree.frames:
        return "no frame for the IB id"
    if code == "misplaced_view":
        if not tree.codes["misplaced_view"] and tree.errors.get(view_id, (0,))[0] > 0.5:
            return "not checked (not the design canvas)"
        if tree.errors.get(view_id, (0,))[0] <= 0.5:
            return "solved frame is the stored frame"
        return "differs within Xcode's tolerance"
    lineage = ancestors(tree.views, view_id)
    if any(v in tree.named["ambiguous_layout"] for v in lineage):
        return "ambiguity reported on an ancestor"
    if tree.codes["unsatisfiable_constraints"]:
        return "conflict"
    if tree.views[view_id]["text"] or tree.views[view_id]["image"] is not None:
        return "determined here by an intrinsic size"
    return "determined here"


def floors(specs):
    result = {}
    for spec in specs:
        name, _, value = spec.partition("=")
        if name not in TARGETS or not value:
            sys.exit("ib_corpus.py: --floor wants NAME=VALUE with NAME one of %s" % ", ".join(TARGETS))
        result[name] = float(value)
    return result


def main(argv):
    args = parse_args(argv)
    wanted = floors(args.floor)
    if not os.access(args.bin, os.X_OK):
        sys.exit("ib_corpus.py: %s is not an executable (swift build -c release --product layout)" % args.bin)
    trees, cpu = evaluate(args.corpus, args.bin, args.timeout)
    figures, misses, false_ambiguity = measure(trees)

    print("IB corpus: %d files, %d trees (%s)" % (len(cpu), len(trees), os.path.normpath(args.corpus)))
    print("%-52s %17s %8s %7s" % ("figure", "achieved", "target", "floor"))
    failed = []
    for name, (hit, total) in figures.items():
        if name not in TARGETS:
            continue
        label, target = TARGETS[name]
        value = percent(hit, total)
        achieved = "%d/%d" % (hit, total) if name == "results" else "%5.1f %% (%d/%d)" % (value, hit, total)
        target_text = "all" if target is None else "%g %%" % target
        floor = wanted.get(name)
        print("%-52s %17s %8s %7s" % (label, achieved, target_text, "" if floor is None else "%g" % floor))
        if floor is not None and (hit if name == "results" else value) < floor - 1e-9:
            failed.append("%s: %s below the floor %g" % (name, achieved, floor))

    extra, views = figures["_cleanMisplacedReported"]
    print("(not a target: %d of %d views of clean trees are reported misplaced_view, their solved frame off Xcode's)" % (extra, views))

    causes = collections.Counter((m[4], m[6]) for m in misses)
    print("\nmisses by cause (frame: beyond 0.5 pt in a clean text-free tree, 1 pt in another clean tree)")
    print("%-10s %-40s %6s" % ("miss", "cause", "views"))
    for (kind, cause), count in sorted(causes.items(), key=lambda item: (item[0][0], -item[1], item[0][1])):
        print("%-10s %-40s %6d" % (kind, cause, count))
    failures = sorted({(t.expected["file"], t.error) for t in trees if t.error})
    if failures:
        print("\nfiles without an answer (%d):" % len(failures))
        for file, error in failures:
            print("  %s: %s" % (file.split("/", 1)[-1], error))
    if false_ambiguity:
        print("\nclean trees with ambiguity reported (%d):" % len(false_ambiguity))
        for file, scene, views in false_ambiguity:
            print("  %s %s: %s" % (file, scene, views))
    if args.misses:
        print("\nevery miss: file, scene, view, class, kind, dx dy dw dh, cause")
        for file, scene, view, cls, kind, parts, cause in misses:
            delta = " ".join("%+.1f" % p for p in parts) if parts else "-"
            print("%s\t%s\t%s\t%s\t%s\t%s\t%s" % (file, scene, view, cls, kind, delta, cause))
    largest = max(cpu, key=lambda f: os.path.getsize(os.path.join(args.corpus, f)))
    print(
        "\nCPU time of `layout solve` (user+sys, process start included): all files %.2f s; the largest file (%s, %d bytes) %.0f ms"
        % (sum(cpu.values()), largest.split("/", 1)[-1], os.path.getsize(os.path.join(args.corpus, largest)), 1000 * cpu[largest])
    )
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(
                {
                    "figures": {n: {"hit": h, "total": t, "percent": percent(h, t)} for n, (h, t) in figures.items()},
                    "causes": [{"miss": k, "cause": c, "views": n} for (k, c), n in sorted(causes.items())],
                    "misses": [
                        dict(zip(("file", "scene", "view", "class", "miss", "delta", "cause"), m)) for m in misses
                    ],
                },
                out,
                indent=1,
            )
    for line in failed:
        print("FLOOR: " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
