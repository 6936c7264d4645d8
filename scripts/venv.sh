#!/usr/bin/env bash
# Makes .venv with the Python tools the checks use (scripts/requirements.txt), or remakes it when
# the pins changed; does nothing when it is current. scripts/test.sh runs it first, so the test
# command is complete on a fresh machine (given scripts/bootstrap.sh's packages). The browser
# checks use Debian's chromium, never a downloaded browser.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv
if [ -x "$venv/bin/python" ] && cmp -s scripts/requirements.txt "$venv/requirements.txt"; then
    exit 0
fi
echo "venv: installing scripts/requirements.txt into $venv"
python3 -m venv "$venv"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
"$venv/bin/pip" install -q --disable-pip-version-check -r scripts/requirements.txt
cp scripts/requirements.txt "$venv/requirements.txt"
