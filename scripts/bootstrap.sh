#!/usr/bin/env bash
# The system packages layoutd needs on Debian or Ubuntu, installed with apt-get (as root, or
# through sudo): what `swift build` links against and what the integration checks run. The
# Swift toolchain itself (6.x, swift.org or the swift:6.3 image) is not an apt package. README.md
# lists the same packages (checks/integration/02_setup.sh checks it); .ci/run calls this first.
set -euo pipefail

# Building: OpenSSL, zlib and expat headers (the first two found through pkg-config).
build=(libssl-dev zlib1g-dev libexpat1-dev pkg-config)
# Testing: curl and openssl drive the server, python3-venv holds the Python tools
# (scripts/venv.sh), chromium runs the playground's checks (checks/browser/).
test=(curl openssl python3 python3-venv chromium)

need=()
for package in "${build[@]}" "${test[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || need+=("$package")
done
if [ ${#need[@]} -eq 0 ]; then
    echo "bootstrap: every package is installed"
    exit 0
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "bootstrap: installing ${need[*]} needs root (or sudo)" >&2; exit 1; }
    sudo=(sudo)
fi
echo "bootstrap: installing ${need[*]}"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq "${need[@]}"
