#!/usr/bin/env bash
# The release binary needs nothing beyond what the Dockerfile's runtime stage installs
# (debian:bookworm-slim + libssl3 + zlib1g + libexpat1). Builds here link the Swift runtime dynamically; the
# Docker build uses --static-swift-stdlib, so every toolchain library ldd reports must have a
# static archive that --static-swift-stdlib links in instead. Anything else fails.
set -euo pipefail
: "${LAYOUTD_BIN:?set LAYOUTD_BIN}"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
fails=0

# Libraries of debian:bookworm-slim (libc6, libgcc-s1, libstdc++6 are in the base image) and of
# the packages the runtime stage installs.
allowed='^(linux-vdso\.so\.1|ld-linux-x86-64\.so\.2|ld-linux-aarch64\.so\.1|libc\.so\.6|libm\.so\.6|libdl\.so\.2|libpthread\.so\.0|librt\.so\.1|libutil\.so\.1|libgcc_s\.so\.1|libstdc\+\+\.so\.6|libssl\.so\.3|libcrypto\.so\.3|libz\.so\.1|libexpat\.so\.1)$'
grep -q 'libssl3' "$ROOT/Dockerfile" && grep -q 'zlib1g ' "$ROOT/Dockerfile" && grep -q 'libexpat1 ' "$ROOT/Dockerfile" \
    || { echo "  FAIL: the Dockerfile's runtime stage no longer installs libssl3, zlib1g and libexpat1"; fails=$((fails + 1)); }

swiftc_path="$(command -v swiftc)"
static_dir="$(dirname "$(dirname "$swiftc_path")")/lib/swift_static/linux"

while read -r name arrow path _; do
    [ -z "$name" ] && continue
    base="$(basename "$name")"
    # Foundation brings ICU's data (tens of MB) into the static binary; the product uses none
    # (ProductImportsTests guards the sources).
    if [[ "$base" == libFoundation* ]]; then echo "  FAIL: layoutd links $base"; fails=$((fails + 1)); continue; fi
    if [ "$arrow" = "=>" ] && [ "$path" = "not" ]; then
        echo "  FAIL: $base is not found"; fails=$((fails + 1)); continue
    fi
    if [[ "$base" =~ $allowed ]]; then
        echo "  ok: $base (runtime stage)"
    elif [[ "$path" == */lib/swift/linux/* ]]; then
        archive="$static_dir/${base%.so*}.a"
        if [ -f "$archive" ]; then echo "  ok: $base (linked statically by --static-swift-stdlib: $(basename "$archive"))"
        else echo "  FAIL: $base comes from the toolchain and has no static archive $archive"; fails=$((fails + 1)); fi
    else
        echo "  FAIL: $base ($path) is not in the runtime stage"; fails=$((fails + 1))
    fi
done < <(ldd "$LAYOUTD_BIN")

# A binary built with --static-swift-stdlib (LAYOUTD_STATIC_BIN) must need only the runtime stage.
if [ -n "${LAYOUTD_STATIC_BIN:-}" ]; then
    while read -r name _; do
        base="$(basename "$name")"
        [[ -z "$base" || "$base" =~ $allowed ]] || { echo "  FAIL: static build needs $base"; fails=$((fails + 1)); }
    done < <(ldd "$LAYOUTD_STATIC_BIN")
    echo "  checked the --static-swift-stdlib build $LAYOUTD_STATIC_BIN"
fi
[ "$fails" -eq 0 ] || { echo "  $fails failure(s)"; exit 1; }
