#!/usr/bin/env bash
# The playground in a real browser: Debian's chromium driven by Playwright for Python from .venv
# (launched by executable path; no browser is ever downloaded), against layoutd on a free port.
# The checks are checks/browser/test_playground.py. Without chromium or Playwright the check skips
# loudly, unless LAYOUTD_REQUIRE_TOOLS=1 (.ci/run) makes that a failure.
# LAYOUTD_SCREENSHOT_DIR=docs/images also writes the README's screenshots.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
VENV="$(cd "$HERE/../.." && pwd)/.venv"
: "${LAYOUTD_BIN:?set LAYOUTD_BIN to the layoutd binary (scripts/test.sh does)}"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PYTHONDONTWRITEBYTECODE=1

missing=""
[ -x /usr/lib/chromium/chromium ] || command -v chromium > /dev/null || missing="chromium (apt-get install chromium)"
"$VENV/bin/python" -c 'import playwright, pytest' 2> /dev/null || missing="${missing:+$missing, }Playwright (.venv/bin/pip install playwright pytest)"
if [ -n "$missing" ]; then
    if [ "${LAYOUTD_REQUIRE_TOOLS:-0}" = 1 ]; then
        echo "  FAIL: missing $missing (.ci/run installs it)"
        exit 1
    fi
    echo "  SKIP: missing $missing"
    exit 0
fi

cd "$HERE"
timeout 600 "$VENV/bin/python" -m pytest -q -p no:cacheprovider --durations=5 test_playground.py
