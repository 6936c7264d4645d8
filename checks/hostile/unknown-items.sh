#!/usr/bin/env bash
# "Did you mean" for many unknown names against many view ids stays within the deadline and
# memory: 200 unknown names against 1 999 view ids (116 KB as Python writes it) and a 401 KB
# body of 2 000 longer names. Each body must be answered 200
# within the 2 s deadline, RSS must grow < 50 MB, and the worker must be free at once (a small
# request right after answers in < 100 ms).
# Usage: checks/hostile/unknown-items.sh
source "$(dirname "$0")/lib.sh"

start_server --workers 1 --solve-timeout-ms 2000
RSS0="$(rss_kb)"
echo "-- unknown items against $BASE (--workers 1 --solve-timeout-ms 2000, RSS ${RSS0} kB)"
# name: (unknown names, their length).
for size in "200 35" "2000 100"; do
    read -r names length <<< "$size"
    python3 -c "import json;print(json.dumps({'root':{'id':'root','subviews':[{'id':'v%d_'%i+'a'*35} for i in range(1999)]},'constraints':['u%d_'%i+'b'*$length+'.width == 10' for i in range($names)]}))" > "$WORK/unknown.json"
    bytes="$(wc -c < "$WORK/unknown.json")"
    out="$(curl -s -o "$WORK/body" -w '%{http_code} %{time_total}' --max-time 30 -H 'Content-Type: application/json' \
        --data-binary @"$WORK/unknown.json" "$BASE/v1/layout?device=iphone-6" || echo "000 30")"
    next="$(curl -s -o /dev/null -w '%{time_total}' --max-time 5 -H 'Content-Type: application/json' \
        -d '{"root":{"id":"root"},"constraints":[]}' "$BASE/v1/layout?device=iphone-6" || echo 5)"
    unknown="$(python3 -c "import json; r=json.load(open('$WORK/body'))['results'][0]; print(sum(d['code']=='unknown_item' for d in r['diagnostics']))" 2>/dev/null || echo 0)"
    echo "  $names unknown names ($bytes B): ${out% *} in ${out#* } s, $unknown unknown_item diagnostics, next request ${next} s"
    expect_eq "$names unknown names: status" 200 "${out% *}"
    check "$names unknown names: answered within the 2 s deadline (${out#* } s)" "${out#* } < 2"
    expect_eq "$names unknown names: every name reported" "$names" "$unknown"
    check "$names unknown names: the worker is free at once (next request ${next} s < 0.1 s)" "$next < 0.1"
done
PEAK="$(peak_rss_kb)"
check "RSS grew less than 50 MB (${RSS0} -> peak ${PEAK} kB)" "$PEAK - $RSS0 < 50 * 1024"
expect_alive "the unknown items"
summary
