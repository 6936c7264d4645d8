#!/usr/bin/env python3
"""kiwisolver on a system `layout system` exported (Sources/Requests/SystemExport.swift):
the peer of benchmarks/shapes.py's solve column.

    shapes_kiwi.py SYSTEM.json      (run with a Python that has kiwisolver)

Builds kiwi's variables and constraints first (not timed: that is the binding's Python work),
then times adding them — required ones first, then optional ones, each in system order, as the
engine adds them; constraints without terms are left out, as the engine checks them without its
solver — and one `updateVariables()`. Prints one JSON object: the seconds of wall and CPU time,
the peak RSS of this process, how many constraints kiwi refused as unsatisfiable, and how many
variables end more than 1e-6 away from the engine's `values`.

kiwi's priorities are weights, not the engine's strict order: an optional priority p becomes the
strength p, and 1000 is kiwi's `required`. On a layout with one optimum both give the same
frames; where wishes trade against each other, the answers may differ (`differing`).
"""
import json
import resource
import sys
import time

import kiwisolver as kiwi


def main():
    with open(sys.argv[1]) as f:
        system = json.load(f)
    variables = [kiwi.Variable(name) for name in system["variables"]]
    ordered = []
    for required in (True, False):
        for c in system["constraints"]:
            if not c["terms"] or (c["priority"] >= 1000) != required:
                continue
            expression = kiwi.Expression([kiwi.Term(variables[v], k) for v, k in c["terms"]], c["constant"])
            strength = kiwi.strength.required if required else float(c["priority"])
            ordered.append(kiwi.Constraint(expression, c["relation"], strength))
    solver = kiwi.Solver()
    unsatisfiable = 0
    wall, cpu = time.perf_counter(), time.process_time()
    for constraint in ordered:
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            unsatisfiable += 1
    solver.updateVariables()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    ours = system.get("values", [])
    differing = sum(1 for v, value in zip(variables, ours) if abs(v.value() - value) > 1e-6)
    json.dump({"seconds": wall, "cpuSeconds": cpu, "constraints": len(ordered), "unsatisfiable": unsatisfiable,
               "differing": differing, "peakKB": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}, sys.stdout)
    print()


if __name__ == "__main__":
    main()
