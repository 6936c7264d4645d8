"""Prints a layout document that is slow to solve: `count` views in a chain, each pinned to the
previous one horizontally and vertically, plus competing optional constraints, so the solver has
many rows and pivots. Usage: heavy.py COUNT [--wrap] (--wrap: inside {document, target})."""
import json
import sys

count = int(sys.argv[1])
views = [{"id": f"v{i}"} for i in range(count)]
constraints = ["H:|-8-[v0(>=20)]", "V:|-8-[v0(20)]"]
for i in range(1, count):
    constraints.append(f"H:[v{i-1}]-(>=2@750)-[v{i}(==v{i-1}@500)]")
    constraints.append(f"v{i}.top == v{i-1}.bottom + 1 @999")
    constraints.append(f"v{i}.height == v{i-1}.height * 0.99 + 0.5 @{250 + i % 500}")
document = {"root": {"id": "root", "subviews": views}, "constraints": constraints}
if "--wrap" in sys.argv:
    document = {"document": document, "target": {"device": "iphone-6", "orientation": "portrait"}}
print(json.dumps(document))
