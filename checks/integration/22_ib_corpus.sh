#!/usr/bin/env bash
# The Interface Builder corpus check (scripts/ib_corpus.py; docs/interface-builder.md, "Corpus
# figures"): `layout solve` on every real .storyboard/.xib of the corpus beside the clone
# (../shared/data/ib-corpus), against the frames Xcode stored. The floors are the figures the
# importer achieves, so a change that loses fidelity fails here; the issue's targets are printed
# beside them. The corpus is data, not a tool: where it is absent the check says SKIP, also
# under LAYOUTD_REQUIRE_TOOLS=1.
source "$(dirname "$0")/lib/server.sh"
: "${LAYOUT_BIN:?set LAYOUT_BIN to the layout binary (scripts/test.sh does)}"
ROOT="$(cd "$HERE/../.." && pwd)"
CORPUS="${IB_CORPUS:-$ROOT/../shared/data/ib-corpus}"

if [ ! -f "$CORPUS/expected.jsonl" ] || [ ! -d "$CORPUS/files" ]; then
    echo "  SKIP: no IB corpus at $CORPUS (the data folder beside the clone; IB_CORPUS names another)"
    exit 0
fi

status=0
python3 "$ROOT/scripts/ib_corpus.py" --bin "$LAYOUT_BIN" --corpus "$CORPUS" --json "$WORK/figures.json" \
    --floor results=325 \
    --floor textFreeWithin05=96.3 \
    --floor cleanWithin1=80.2 \
    --floor ambiguousReported=81.2 \
    --floor cleanUnambiguous=98.6 \
    --floor misplacedReported=100 \
    > "$WORK/corpus.out" 2>&1 || status=$?
sed 's/^/    /' "$WORK/corpus.out"
expect_eq "scripts/ib_corpus.py: every figure at or above its floor (exit status)" 0 "$status"
python3 - "$WORK/figures.json" > "$WORK/causes" 2>&1 <<'PY' && pass "$(cat "$WORK/causes")" || fail "$(cat "$WORK/causes")"
import json, sys
report = json.load(open(sys.argv[1]))
misses = report["misses"]
assert all(m["cause"] for m in misses), "a miss without a cause"
assert sum(c["views"] for c in report["causes"]) == len(misses), "the cause table does not add up"
print("every one of %d misses has a cause; the cause table adds up" % len(misses))
PY
finish
