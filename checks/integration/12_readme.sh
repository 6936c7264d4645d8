#!/usr/bin/env bash
# Every curl and `layout` example of README.md runs against a live server and prints what the
# README shows (lib/readme.py: whitespace aside, `…` for elided text). The first example solves
# the real seed-000 document of examples/, and every file the README names (a link, or a path in
# backquotes) is a file of the repository, so a reader who follows one finds it.
source "$(dirname "$0")/lib/server.sh"
: "${LAYOUT_BIN:?set LAYOUT_BIN to the layout binary (scripts/test.sh does)}"
ROOT="$(cd "$HERE/../.." && pwd)"

first="$(python3 -c "
import sys; sys.path.insert(0, '$HERE/lib'); import readme
print(readme.examples(open('$ROOT/README.md', encoding='utf-8').read())[0][0][0])")"
expect_contains "the first example solves examples/seed-000-profile.json" "@examples/seed-000-profile.json" "$first"
missing="$(python3 - "$ROOT" <<'PY'
import os, re, sys
root = sys.argv[1]
text = open(os.path.join(root, "README.md"), encoding="utf-8").read()
links = re.findall(r"\]\(([^)\s]+)\)", text)
spans = re.findall(r"`([\w./-]+\.(?:md|json|sh|py|yaml|swift|svg|png))`", text)
names = {n for n in links + spans if "://" not in n and not n.startswith("#")}
everywhere = {f for top, dirs, files in os.walk(root) 
              if not os.path.relpath(top, root).startswith(".") or top == root for f in files}
for name in sorted(names):
    found = os.path.exists(os.path.join(root, name)) if "/" in name else name in everywhere
    if not found:
        print(name)
PY
)"
if [ -z "$missing" ]; then
    pass "every file README.md names is in the repository"
else
    fail "README.md names files the repository does not have: $(echo $missing)"
fi

# The README's setup builds every binary its examples call: `swift run PRODUCT` builds one.
if grep -q "swift run" "$ROOT/README.md"; then
    fail "README.md starts a binary with swift run, which builds only that binary; its examples call layout too"
elif grep -q '^swift build -c release' "$ROOT/README.md"; then
    pass "README.md's first commands build both binaries (swift build -c release)"
else
    fail "README.md's first commands do not build the binaries its examples call (swift build -c release)"
fi

mkdir -p "$WORK/bin"
ln -s "$LAYOUT_BIN" "$WORK/bin/layout"
ln -s "$LAYOUTD_BIN" "$WORK/bin/layoutd"
# A fresh server: the metrics example counts this run's requests.
start_server --workers 2
if python3 "$HERE/lib/readme.py" "$ROOT/README.md" --base "$BASE" --bin "$WORK/bin" --root "$ROOT"; then
    pass "every README example prints what the README shows"
else
    fail "README examples differ from what they print (above)"
fi
stop_server
finish
