# Python tools of the integration checks live in the repository's .venv (made by .ci/run).
# Without them a check skips loudly, unless LAYOUTD_REQUIRE_TOOLS=1 (set by .ci/run) makes the
# absence a failure.
VENV="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)/.venv"

# need_tool NAME: succeeds when $VENV/bin/NAME exists; otherwise skips or fails the check.
need_tool() {
    if [ -x "$VENV/bin/$1" ]; then return 0; fi
    if [ "${LAYOUTD_REQUIRE_TOOLS:-0}" = 1 ]; then
        echo "  FAIL: $VENV/bin/$1 is missing (.ci/run installs it)"
        exit 1
    fi
    echo "  SKIP: $VENV/bin/$1 is missing (run .ci/run, or: python3 -m venv .venv && .venv/bin/pip install $2)"
    exit 0
}
