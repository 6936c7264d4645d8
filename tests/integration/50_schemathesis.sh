#!/usr/bin/env bash
# openapi.yaml is valid OpenAPI, and schemathesis (its default checks, which include negative-data
# rejection, plus unsupported-method and Allow-header checks) finds 0 failures against the live
# server.
source "$(dirname "$0")/lib/server.sh"
source "$(dirname "$0")/lib/tools.sh"
ROOT="$(cd "$HERE/../.." && pwd)"
need_tool openapi-spec-validator openapi-spec-validator
need_tool st schemathesis

"$VENV/bin/openapi-spec-validator" "$ROOT/openapi.yaml" > "$WORK/validator" 2>&1 && pass "openapi-spec-validator: OK" \
    || { fail "openapi-spec-validator"; cat "$WORK/validator"; }

start_server --workers 2 --queue-depth 256 --solve-timeout-ms 10000
export SCHEMATHESIS_HOOKS=""
status=0
# From $WORK, so schemathesis keeps its cache directory there and not in the repository.
(cd "$WORK" && timeout 600 "$VENV/bin/st" run "$ROOT/openapi.yaml" --url "$BASE" \
    --checks all --exclude-checks ignored_auth,object_level_authorization,use_after_free,ensure_resource_availability,positive_data_acceptance \
    --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-40}" --seed 1 --no-color) > "$WORK/st.log" 2>&1 || status=$?
# On failure show each failure with its reproduction, else the summary.
if [ "$status" -ne 0 ]; then
    awk '/= FAILURES =/{on=1} /= SUMMARY =/{on=0} on' "$WORK/st.log" | head -n 200 | sed 's/^/    /'
fi
tail -n 16 "$WORK/st.log" | sed 's/^/    /'
expect_eq "schemathesis exit status" 0 "$status"
stop_server
finish
