#!/usr/bin/env bash
# The solving routes end to end: every body form, the query shortcut, a 50-target request,
# /v1/validate over the whole catalog, 422 with pointers, strict=true, byte-identical output.
source "$(dirname "$0")/lib/server.sh"
F="$HERE/fixtures"
JSON=(-H 'Content-Type: application/json')

start_server
if ! has_engine; then
    echo "  SKIP: POST /v1/layout answers 501 (the engine is not merged)"
    stop_server
    finish
    exit 0
fi

echo "-- the query shortcut (curl's default Content-Type, as in the README)"
request POST '/v1/layout?device=iphone-6&orientation=landscape' --data-binary @"$F/profile.json"
expect_eq "POST /v1/layout?device=iphone-6&orientation=landscape" 200 "$STATUS"
expect_eq "target size" "667x375" "$(json "'%gx%g' % (j['results'][0]['target']['size']['width'], j['results'][0]['target']['size']['height'])")"
expect_eq "photoImageView (landscape set)" "0,32,343,343" "$(json "','.join('%g' % v for v in j['results'][0]['frames']['photoImageView'].values())")"

echo "-- body forms"
python3 - "$F/profile.json" "$WORK" <<'PY'
import json, sys
document = json.load(open(sys.argv[1]))
out = sys.argv[2]
json.dump({"document": document, "target": {"device": "iphone-6", "orientation": "portrait"}}, open(out + "/one.json", "w"))
json.dump({"document": document, "targets": [{"device": "iphone-6"}, {"device": "iphone-4s", "orientation": "landscape"}]}, open(out + "/two.json", "w"))
json.dump({"document": document, "devices": ["iphone-6", "iphone-16-pro-max"], "orientations": ["portrait", "landscape"]}, open(out + "/cross.json", "w"))
PY
request POST /v1/layout "${JSON[@]}" --data-binary @"$WORK/one.json"
expect_eq "{document, target}" 200 "$STATUS"
expect_eq "one result" 1 "$(json "len(j['results'])")"
request POST /v1/layout "${JSON[@]}" --data-binary @"$WORK/two.json"
expect_eq "{document, targets}" 200 "$STATUS"
expect_eq "targets in request order" "iphone-6 portrait,iphone-4s landscape" "$(json "','.join(r['target']['device'] + ' ' + r['target']['orientation'] for r in j['results'])")"
request POST /v1/layout "${JSON[@]}" --data-binary @"$WORK/cross.json"
expect_eq "{document, devices, orientations}" 200 "$STATUS"
expect_eq "cross product size" 4 "$(json "len(j['results'])")"

echo "-- a 50-target request (every catalog device, both orientations)"
request GET /v1/devices
python3 - "$WORK/body" "$F/profile.json" > "$WORK/fifty.json" <<'PY'
import json, sys
devices = [d["id"] for d in json.load(open(sys.argv[1]))["devices"]]
print(json.dumps({"document": json.load(open(sys.argv[2])), "devices": devices}))
PY
count="$(python3 -c "import json; print(len(json.load(open('$WORK/fifty.json'))['devices']) * 2)")"
request POST /v1/layout "${JSON[@]}" --data-binary @"$WORK/fifty.json"
expect_eq "50-target request" 200 "$STATUS"
expect_eq "results" "$count" "$(json "len(j['results'])")"
cp "$WORK/body" "$WORK/fifty-first"
request POST /v1/layout "${JSON[@]}" --data-binary @"$WORK/fifty.json"
if cmp -s "$WORK/body" "$WORK/fifty-first"; then pass "the same request gives byte-identical JSON"
else fail "two identical requests gave different bytes"; fi

echo "-- validate"
request POST /v1/validate "${JSON[@]}" --data-binary @"$F/profile.json"
expect_eq "POST /v1/validate (bare document: whole catalog)" 200 "$STATUS"
expect_eq "targets checked" "$count" "$(json "len(j['targets'])")"
printf '{"document":{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|[a]|","V:|[a]|","a.width == ghost.width"]}}' > "$WORK/ghost.json"
request POST /v1/validate "${JSON[@]}" --data-binary @"$WORK/ghost.json"
expect_eq "validate with an unknown item" 200 "$STATUS"
expect_eq "the diagnostic lists every target" "$count" "$(json "len(j['diagnostics'][0]['targets'])")"

echo "-- errors"
request POST /v1/layout "${JSON[@]}" --data-binary '{"document":{"root":{"id":"nine lives"}},"target":{"device":"iphone-99"}}'
expect_eq "invalid document and target" 422 "$STATUS"
expect_eq "pointers" "/document/root/id /target/device" "$(json "' '.join(e['pointer'] for e in j['errors'])")"
request POST /v1/layout --data-binary @"$F/profile.json"
expect_eq "bare document without ?device" 422 "$STATUS"
request POST '/v1/layout?device=iphone-6' --data-binary '{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|-10-[a(50)]","a.left == root.left + 20"]}'
expect_eq "conflict without strict" 200 "$STATUS"
request POST '/v1/layout?device=iphone-6&strict=true' --data-binary '{"root":{"id":"root","subviews":[{"id":"a"}]},"constraints":["H:|-10-[a(50)]","a.left == root.left + 20"]}'
expect_eq "conflict with strict=true" 422 "$STATUS"

stop_server
finish
