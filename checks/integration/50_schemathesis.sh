#!/usr/bin/env bash
# openapi.yaml is valid OpenAPI, and schemathesis with every check it has
# (positive data accepted, negative data refused, response schemas, status codes, headers,
# unsupported methods, Allow) finds 0 failures against the live server. The few rules OpenAPI
# 3.0 cannot state (unique view ids, ids a state names, a request's size budget, …) are in
# lib/schemathesis_hooks.py, which keeps schemathesis from calling data that breaks them valid.
source "$(dirname "$0")/lib/server.sh"
source "$(dirname "$0")/lib/tools.sh"
ROOT="$(cd "$HERE/../.." && pwd)"
need_tool openapi-spec-validator openapi-spec-validator
need_tool st schemathesis

"$VENV/bin/openapi-spec-validator" "$ROOT/openapi.yaml" > "$WORK/validator" 2>&1 && pass "openapi-spec-validator: OK" \
    || { fail "openapi-spec-validator"; cat "$WORK/validator"; }

start_server --workers 2 --queue-depth 256 --solve-timeout-ms 10000
export SCHEMATHESIS_HOOKS="$HERE/lib/schemathesis_hooks.py" SCHEMATHESIS_HOOKS_REPORT="$WORK/hooks.txt"
status=0
# From $WORK, so schemathesis keeps its cache directory there and not in the repository.
(cd "$WORK" && timeout 600 "$VENV/bin/st" run "$ROOT/openapi.yaml" --url "$BASE" --checks all \
    --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-40}" --seed "${SCHEMATHESIS_SEED:-1}" --no-color) > "$WORK/st.log" 2>&1 || status=$?
# On failure show each failure with its reproduction, else the summary.
if [ "$status" -ne 0 ]; then
    awk '/= FAILURES =/{on=1} /= SUMMARY =/{on=0} on' "$WORK/st.log" | head -n 200 | sed 's/^/    /'
fi
tail -n 16 "$WORK/st.log" | sed 's/^/    /'
echo "    positive POST cases, by the rule OpenAPI cannot state (lib/schemathesis_hooks.py):"
sed 's/^/    /' "$WORK/hooks.txt" 2>/dev/null || true
expect_eq "schemathesis exit status" 0 "$status"
stop_server
finish
