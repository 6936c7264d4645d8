#!/usr/bin/env bash
# Regression (fixed by invalid_number): a constraint whose numbers overflow the solver's arithmetic —
# a constant of 1e309 (parsed as +infinity), 1e308 times 10, or 0 × 1e308 + 1e308 through
# metrics — is answered 200 with `"width": null` frames and no diagnostic. Expected: a
# diagnostic for the constraint (or 422), and no null frame without one.
# Usage: checks/hostile/nonfinite-frames.sh
source "$(dirname "$0")/lib.sh"

start_server
for constraints in '"a.width == 1e309"' '"a.width == 1e308", "b.width == a.width * 10"' \
                   '"a.width == zero * b.width + huge", "b.width == huge"'; do
    document='{"metrics": {"zero": 0, "huge": 1e308}, "root": {"id": "root", "subviews": [{"id": "a"}, {"id": "b"}]},
      "constraints": ["a.left == root.left", "a.top == root.top", "a.height == 10",
                      "b.left == root.left", "b.top == root.top", "b.height == 10", '"$constraints"']}'
    curl -s --max-time 10 -H 'Content-Type: application/json' -d "$document" \
        "$BASE/v1/layout?device=iphone-6" > "$WORK/body"
    verdict="$(python3 -c "
import json
r = json.load(open('$WORK/body'))['results'][0]
nulls = [v + '.' + k for v, f in r['frames'].items() for k, x in f.items() if x is None]
print('ok' if not nulls or r['diagnostics'] else 'null frames ' + ', '.join(nulls) + ' without a diagnostic')")"
    expect_eq "[$constraints]" ok "$verdict"
done
summary
