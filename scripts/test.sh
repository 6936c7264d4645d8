#!/usr/bin/env bash
# The project's one test command (README): the unit tests, then every integration check.
# Integration checks are the executable scripts in tests/integration/, run in name order against
# binaries built here, then tests/browser/ (the playground in Chromium); each prints what it
# checked and exits non-zero on a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests
swift test --skip-build

if compgen -G "tests/integration/*.sh" > /dev/null; then
    swift build -c release
    export LAYOUTD_BIN="$PWD/.build/release/layoutd" LAYOUT_BIN="$PWD/.build/release/layout"
    for check in tests/integration/*.sh tests/browser/*.sh; do
        echo "== $check"
        bash "$check"
    done
fi
