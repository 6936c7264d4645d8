"""Prints a request that multiplies: VIEWS views (the root included) on TARGETS iPhone 6 targets,
with STATES states on top, for the request-budget and drain checks (35_budget.sh, 45_drain.sh).
Usage: budget.py [--views 2000] [--targets 1] [--states 1] [--kind rotate|constant]
                 [--duration 0.49 --fps 1000 | --no-animation] [--limits]
--limits: a horizontal chain of VIEWS views filled up to the constraint limit (50 000 constraints;
with --views 10000, the document at both limits), whose solve is the largest; otherwise each view
is pinned on its own (a quick solve).
rotate states turn the target to landscape (a full solve each); constant states move one
constraint's constant (the incremental path)."""
import argparse
import json

parser = argparse.ArgumentParser()
parser.add_argument("--views", type=int, default=2000)
parser.add_argument("--targets", type=int, default=1)
parser.add_argument("--states", type=int, default=1)
parser.add_argument("--kind", choices=["rotate", "constant"], default="rotate")
parser.add_argument("--duration", type=float, default=0.49)
parser.add_argument("--fps", type=float, default=1000)
parser.add_argument("--no-animation", action="store_true")
parser.add_argument("--limits", action="store_true")
options = parser.parse_args()

count = options.views - 1
constraints = []
if options.limits:
    for i in range(count):
        previous = f"v{i-1}.right" if i else "root.left"
        constraints += [f"v{i}.width == 10", f"v{i}.height == 10", f"v{i}.left == {previous} + 1",
                        f"v{i}.top == root.top + {i % 50}", f"v{i}.width >= 5 @500"]
    constraints += [f"v{i % count}.width <= 100" for i in range(50_000 - len(constraints))]
else:
    constraints = [f"H:|-{i % 300}-[v{i}(20)]" for i in range(count)] + [f"V:|-{i % 500}-[v{i}(10)]" for i in range(count)]


def state(index):
    spec = {"name": f"s{index}"}
    if options.kind == "rotate":
        spec["target"] = {"orientation": "landscape"}
    else:
        spec["constants"] = {"constraints[0]": index + 1}
    if not options.no_animation:
        spec["animation"] = {"duration": options.duration, "fps": options.fps}
    return spec


print(json.dumps({
    "document": {"root": {"id": "root", "subviews": [{"id": f"v{i}"} for i in range(count)]}, "constraints": constraints},
    "targets": [{"device": "iphone-6", "orientation": "portrait"}] * options.targets,
    "states": [state(i) for i in range(options.states)],
}))
