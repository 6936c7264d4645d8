#!/usr/bin/env bash
# Document limits and the scaling benchmark: layoutd's --max-views/--max-constraints answer 422
# naming the flag, bad values stop it with status 2; the layout CLI takes the same flags; and
# benchmarks/shapes.py --quick (feed and chain at 10 and 200 views, every peer) prints sane rows.
source "$(dirname "$0")/lib/server.sh"
source "$(dirname "$0")/lib/tools.sh"
: "${LAYOUT_BIN:?set LAYOUT_BIN to the layout binary (scripts/test.sh does)}"
ROOT="$(cd "$HERE/../.." && pwd)"
JSON=(-H 'Content-Type: application/json')
# Root, a, b and three constraint entries.
DOC='{"root":{"id":"root","subviews":[{"id":"a"},{"id":"b"}]},"constraints":["H:|[a][b(==a)]|","V:|[a]|","V:|[b]|"]}'
printf '%s' "$DOC" > "$WORK/doc.json"

echo "-- layoutd --max-views 2 --max-constraints 2"
start_server --max-views 2 --max-constraints 2
request POST '/v1/layout?device=iphone-6' "${JSON[@]}" --data-binary "$DOC"
expect_eq "a document of 3 views" 422 "$STATUS"
expect_contains "the problem names --max-views" "too many views: the limit is 2 (--max-views)" "$BODY"
expect_contains "and --max-constraints" "too many constraints: the limit is 2 (--max-constraints)" "$BODY"
stop_server
LAYOUT_MAX_VIEWS=3 LAYOUT_MAX_CONSTRAINTS=3 start_server
request POST '/v1/layout?device=iphone-6' "${JSON[@]}" --data-binary "$DOC"
expect_eq "the same document at LAYOUT_MAX_VIEWS=3 LAYOUT_MAX_CONSTRAINTS=3" 200 "$STATUS"
stop_server
for bad in "--max-views 0" "--max-constraints many" "--max-views"; do
    status=0
    # shellcheck disable=SC2086
    "$LAYOUTD_BIN" $bad > "$WORK/bad.out" 2> "$WORK/bad.err" || status=$?
    expect_eq "layoutd $bad: exit status" 2 "$status"
    expect_contains "layoutd $bad: says why" "${bad%% *}" "$(cat "$WORK/bad.err")"
done

echo "-- layout --max-views"
status=0
"$LAYOUT_BIN" solve "$WORK/doc.json" --device iphone-6 --max-views 2 > /dev/null 2> "$WORK/cli.err" || status=$?
expect_eq "layout solve over --max-views: exit status" 2 "$status"
expect_contains "layout names the flag" "(--max-views)" "$(cat "$WORK/cli.err")"

echo "-- benchmarks/shapes.py --quick"
kiwi=(--no-kiwi)
if [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import kiwisolver' 2> /dev/null; then
    kiwi=(--python "$VENV/bin/python")
elif [ "${LAYOUTD_REQUIRE_TOOLS:-0}" = 1 ]; then
    fail "kiwisolver is missing from $VENV (.ci/run installs it)"
else
    echo "  SKIP (kiwi only): kiwisolver is missing from $VENV (.venv/bin/pip install kiwisolver)"
fi
status=0
timeout 600 python3 "$ROOT/benchmarks/shapes.py" --quick --layout "$LAYOUT_BIN" "${kiwi[@]}" \
    --json "$WORK/rows.json" --plot "$WORK/plot.svg" > "$WORK/quick.out" 2>&1 || status=$?
sed 's/^/    /' "$WORK/quick.out"
expect_eq "shapes.py --quick: exit status" 0 "$status"
python3 - "$WORK/rows.json" "${kiwi[0]}" > "$WORK/sane" 2>&1 <<'PY' && pass "$(cat "$WORK/sane")" || fail "$(cat "$WORK/sane")"
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
kiwi = sys.argv[2] != "--no-kiwi"
assert [(r["shape"], r["size"]) for r in rows] == [("feed", 10), ("feed", 200), ("chain", 10), ("chain", 200)], rows
for r in rows:
    where = f"{r['shape']} {r['size']}"
    assert 0.9 * r["size"] <= r["views"] <= max(23, 1.1 * r["size"]), where + ": views"  # a feed cell is 21 views
    assert r["constraints"] >= r["views"] and r["errors"] == 0, where + ": constraints, errors"
    assert 0 < r["seconds"] < 60 and 0 < r["peakMB"] < 1024, where + ": time, RSS"
    assert 0.01 < r["slope"] < 100, where + ": slope"
    assert r["bareTime"] and r["bareRatio"] > 0, where + ": the peer without presolve"
    if kiwi:
        assert r["solveSeconds"] > 0 and r["kiwiSeconds"] > 0 and r["pivots"] >= 0, where + ": kiwi"
print(f"4 sane rows (views, constraints, time, RSS, slope, no presolve{', kiwi' if kiwi else ''})")
PY
expect_contains "the plot is an SVG with a panel per shape" "chain</text>" "$(cat "$WORK/plot.svg")"
finish
