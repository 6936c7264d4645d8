#!/usr/bin/env bash
# Clients generated from openapi.yaml work: the README's two commands (openapi-python-client, a
# typed client package; datamodel-codegen, pydantic models), run as written, print no warning
# (no schema or response dropped, no numbered class names), and lib/client.py uses what they
# made against a live server: /v1/layout with seed-000 as a typed LayoutDocument, /v1/validate,
# /v1/render's SVG bytes, /v1/devices, /v1/examples/{name}, a 422 read as a Problem; every typed
# result equals the raw JSON.
source "$(dirname "$0")/lib/server.sh"
source "$(dirname "$0")/lib/tools.sh"
ROOT="$(cd "$HERE/../.." && pwd)"
need_tool openapi-python-client openapi-python-client
need_tool datamodel-codegen datamodel-code-generator

# The README's commands, run from a directory holding openapi.yaml and openapi-client.yaml (their
# output lands there).
mkdir -p "$WORK/gen"
cp "$ROOT/openapi.yaml" "$ROOT/openapi-client.yaml" "$WORK/gen/"
for tool in openapi-python-client datamodel-codegen; do
    command="$(grep "^$tool " "$ROOT/README.md" | head -1 | sed 's/ *#.*$//')"
    if [ -z "$command" ]; then
        fail "README.md gives no $tool command"
        continue
    fi
    status=0
    (cd "$WORK/gen" && PATH="$VENV/bin:$PATH" timeout 300 bash -c "$command") > "$WORK/$tool.log" 2>&1 || status=$?
    sed 's/^/    /' "$WORK/$tool.log"
    expect_eq "$command: exit status" 0 "$status"
    warnings="$(grep -Ei 'unable to|cannot|removal|warning|numbered|collision' "$WORK/$tool.log" || true)"
    expect_eq "$tool: lines that warn" "" "$warnings"
done

start_server --workers 2
if "$VENV/bin/python" "$HERE/lib/client.py" --base "$BASE" --root "$ROOT" \
    --client "$WORK/gen/layoutd-client" --models "$WORK/gen/models.py"; then
    pass "the generated client and models work against the server"
else
    fail "the generated client or models (above)"
fi
stop_server
finish
