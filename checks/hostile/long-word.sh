#!/usr/bin/env bash
# One word of 800 000 characters in a label with numberOfLines 0 never keeps a worker past the
# solve deadline, in wrapping, SVG rendering or the diagnostics. With --workers 1 and a 2 s deadline, each request below
# must be answered by the deadline (a 504 at it at the latest) and a small request sent right
# after must be answered within 50 ms: the worker was free within 50 ms of the deadline.
# The word alone now takes well under the deadline; on every device (50 targets, each wrapping
# it at its own width), as a wireframe, and validated, it still runs into the deadline.
# Usage: checks/hostile/long-word.sh
source "$(dirname "$0")/lib.sh"

start_server --workers 1 --solve-timeout-ms 2000
echo "-- an 800 000-character word against $BASE (--workers 1 --solve-timeout-ms 2000)"
curl -s --max-time 5 "$BASE/v1/devices" > "$WORK/devices.json"
python3 - "$WORK" <<'PY'
import json, sys
work = sys.argv[1]
doc = {"root": {"id": "root", "subviews": [{"id": "l", "kind": "label", "numberOfLines": 0, "text": "w" * 800_000}]},
       "constraints": ["l.left == root.left", "l.top == root.top", "l.right == root.right"]}
devices = [d["id"] for d in json.load(open(f"{work}/devices.json"))["devices"]]
json.dump(doc, open(f"{work}/word.json", "w"))
json.dump({"document": doc, "devices": devices, "orientations": ["portrait", "landscape"]}, open(f"{work}/everywhere.json", "w"))
PY

# case NAME ROUTE BODY ALLOWED-STATUSES
case_() {
    local name="$1" route="$2" body="$3" allowed="$4" out next
    out="$(curl -s -o /dev/null -w '%{http_code} %{time_total}' --max-time 30 -H 'Content-Type: application/json' \
        --data-binary @"$body" "$BASE$route" || echo "000 30")"
    next="$(curl -s -o /dev/null -w '%{http_code} %{time_total}' --max-time 5 -H 'Content-Type: application/json' \
        -d '{"root":{"id":"root"},"constraints":[]}' "$BASE/v1/layout?device=iphone-6" || echo "000 5")"
    echo "  $name: ${out% *} after ${out#* } s; the next request: ${next% *} in ${next#* } s"
    check "$name: answered ${out% *} (one of $allowed) by the deadline (${out#* } s <= 2.05 s)" \
        "'${out% *}' in '$allowed'.split() and ${out#* } <= 2.05"
    check "$name: the worker took the next request within 50 ms (${next#* } s)" "'${next% *}' == '200' and ${next#* } < 0.05"
}
case_ "the word, one target" "/v1/layout?device=iphone-6" "$WORK/word.json" "200 504"
case_ "the word on 50 targets" "/v1/layout" "$WORK/everywhere.json" "504"
case_ "the word drawn on 50 targets" "/v1/render" "$WORK/everywhere.json" "504"
case_ "the word validated on every target" "/v1/validate" "$WORK/word.json" "504"
expect_alive "the long word"
summary
