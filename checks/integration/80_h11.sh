#!/usr/bin/env bash
# The HTTP parser against Python's h11 over the request corpus: same verdicts and
# parses, except the documented differences in checks/h11/compare.py.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash checks/h11/run.sh
