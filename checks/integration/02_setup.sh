#!/usr/bin/env bash
# Setup is said, and the test command is complete on a fresh machine. The
# README names every system package scripts/bootstrap.sh installs and says how to build both
# binaries; .ci/run is bootstrap.sh then the README's test command; scripts/test.sh makes the
# .venv it needs (scripts/venv.sh); a check whose tool is missing fails under
# LAYOUTD_REQUIRE_TOOLS=1 and says SKIP otherwise. Needs no server.
set -euo pipefail
cd "$(dirname "$0")/../.."
failures=0
ok() { echo "  ok: $*"; }
bad() { echo "  FAIL: $*"; failures=$((failures + 1)); }

# The packages, as bootstrap.sh's two arrays list them.
packages="$(sed -n 's/^\(build\|test\)=(\(.*\))$/\2/p' scripts/bootstrap.sh | tr ' ' '\n' | grep -v '^$')"
[ "$(echo "$packages" | wc -l)" -ge 8 ] && ok "scripts/bootstrap.sh installs $(echo $packages)" \
    || bad "cannot read the package lists of scripts/bootstrap.sh"
for package in $packages; do
    grep -q "\`$package\`" README.md || bad "README.md does not name the package $package"
done
grep -q "scripts/bootstrap.sh" README.md && ok "README.md points to scripts/bootstrap.sh" || bad "README.md does not mention scripts/bootstrap.sh"

# Both binaries, and how.
for text in "swift build -c release" ".build/release/layoutd" ".build/release/layout\`"; do
    grep -qF "$text" README.md && ok "README.md says $text" || bad "README.md does not say $text"
done

# CI is bootstrap.sh and the README's test command; the test command makes its venv.
grep -q "^scripts/bootstrap.sh" .ci/run && grep -q "scripts/test.sh" .ci/run \
    && ok ".ci/run runs scripts/bootstrap.sh, then scripts/test.sh" || bad ".ci/run does not run bootstrap.sh and test.sh"
grep -q "^scripts/test.sh" README.md && ok "README.md's test command is scripts/test.sh" || bad "README.md does not give scripts/test.sh"
grep -q "scripts/venv.sh" scripts/test.sh && ok "scripts/test.sh makes .venv (scripts/venv.sh)" || bad "scripts/test.sh does not make .venv"
grep -q "\-r scripts/requirements.txt" scripts/venv.sh && ok "scripts/venv.sh installs scripts/requirements.txt" \
    || bad "scripts/venv.sh does not install scripts/requirements.txt"
! grep -q "pip install" .ci/run && ok ".ci/run installs no Python tools of its own" || bad ".ci/run still installs Python tools"

# A missing tool: FAIL when required, a visible SKIP otherwise.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
probe() {
    (VENV="$work/empty"; source checks/integration/lib/tools.sh; VENV="$work/empty"; need_tool nothing-here nothing-here; echo ran)
}
required="$(LAYOUTD_REQUIRE_TOOLS=1 probe 2>&1)" && status=0 || status=$?
[ "$status" -ne 0 ] && [[ "$required" == *"FAIL:"* ]] && ok "a missing tool fails under LAYOUTD_REQUIRE_TOOLS=1" \
    || bad "a missing tool did not fail under LAYOUTD_REQUIRE_TOOLS=1: $required"
optional="$(LAYOUTD_REQUIRE_TOOLS=0 probe 2>&1)" && status=0 || status=$?
[ "$status" -eq 0 ] && [[ "$optional" == *"SKIP:"* && "$optional" != *ran* ]] && ok "a missing tool is a visible SKIP otherwise" \
    || bad "a missing tool did not SKIP visibly: $optional"
grep -q "SKIPPED" scripts/test.sh && ok "scripts/test.sh lists the skips again at the end" || bad "scripts/test.sh does not list skips"

[ "$failures" -eq 0 ] || { echo "  $failures failure(s)"; exit 1; }
