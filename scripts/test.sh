#!/usr/bin/env bash
# The project's one test command (README): the Python tools into .venv (scripts/venv.sh), the
# format lint (.swift-format; `swift format -i -r Sources Tests Package.swift` fixes it), the
# unit tests, then every integration check. Integration checks are the scripts in
# checks/integration/, run in name order against binaries built here, then checks/browser/ (the
# playground in Chromium); each prints what it checked and exits non-zero on a failure. A check
# whose tool is missing says SKIP (FAIL under LAYOUTD_REQUIRE_TOOLS=1, as .ci/run sets), and
# every skip is listed again at the end. Each build, the unit tests and each check print their wall time.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! scripts/venv.sh; then
    echo "test.sh: could not make .venv (scripts/venv.sh); the checks that need its tools will skip" >&2
    [ "${LAYOUTD_REQUIRE_TOOLS:-0}" = 1 ] && exit 1
fi

# Formatting first: cheap, and a diff of style alone should not wait for the build.
swift format lint --strict --recursive Sources Tests Package.swift
started=$SECONDS
swift build --build-tests
echo "== debug build: $((SECONDS - started)) s"
started=$SECONDS
swift test --skip-build
echo "== unit tests: $((SECONDS - started)) s"

skipped=()
if compgen -G "checks/integration/*.sh" > /dev/null; then
    started=$SECONDS
    swift build -c release
    echo "== release build: $((SECONDS - started)) s"
    export LAYOUTD_BIN="$PWD/.build/release/layoutd" LAYOUT_BIN="$PWD/.build/release/layout"
    log="$(mktemp)"
    trap 'rm -f "$log"' EXIT
    for check in checks/integration/*.sh checks/browser/*.sh; do
        echo "== $check"
        status=0 started=$SECONDS
        bash "$check" 2>&1 | tee "$log" || status=$?
        echo "== $check: $((SECONDS - started)) s"
        [ "$status" -eq 0 ] || exit "$status"
        while IFS= read -r line; do skipped+=("$check:${line#*SKIP:}"); done < <(grep "SKIP:" "$log" || true)
    done
fi
if [ ${#skipped[@]} -gt 0 ]; then
    echo "== ${#skipped[@]} check(s) SKIPPED, so not everything was tested:"
    printf '   %s\n' "${skipped[@]}"
fi
