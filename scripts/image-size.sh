#!/usr/bin/env bash
# Rebuilds the Dockerfile's runtime stage without Docker and measures it: the release binary as
# the build stage makes it (static Swift runtime, line tables, stripped), a Debian bookworm minbase
# root slimmed as debian:bookworm-slim is (no docs, man pages or locales), the runtime stage's own
# RUN command executed in it with chroot, the binary copied in. Prints the sizes and fails when the
# binary is over 15 MB or the root over 100 MB (uncompressed: the bytes of a tar of it), or when
# `layoutd --healthcheck` run as uid 10001 inside the root is not green against layoutd serving
# PORT=9090 with TLS, and without (each in a network namespace of its own: only loopback).
#
# Usage (root, network to the Debian mirror): scripts/image-size.sh [WORKDIR]
#   LAYOUTD_IMAGE_BIN=path  skip the build and use this unstripped binary.
# Takes 5–10 min on 2 cores (most of it the static build); docs/deployment.md has the last figures.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO="$PWD"
WORK="${1:-$REPO/.build/image-root}"
MAX_BINARY=$((15 * 1000 * 1000))
MAX_IMAGE=$((100 * 1000 * 1000))
[ "$(id -u)" = 0 ] || { echo "image-size.sh: needs root (debootstrap, chroot)"; exit 2; }
command -v debootstrap > /dev/null || { echo "image-size.sh: needs debootstrap (apt-get install debootstrap)"; exit 2; }

# 1. The binary, as the Dockerfile's build stage makes it.
flags=(-c release --static-swift-stdlib -Xswiftc -gline-tables-only --scratch-path "$REPO/.build/image")
if [ -z "${LAYOUTD_IMAGE_BIN:-}" ]; then
    swift build "${flags[@]}" --product layoutd
    LAYOUTD_IMAGE_BIN="$(swift build "${flags[@]}" --show-bin-path)/layoutd"
fi
mkdir -p "$WORK"
install -m 0755 "$LAYOUTD_IMAGE_BIN" "$WORK/layoutd"
objcopy --only-keep-debug "$WORK/layoutd" "$WORK/layoutd.debug"
strip --strip-all "$WORK/layoutd"
objcopy --add-gnu-debuglink="$WORK/layoutd.debug" "$WORK/layoutd"

# 2. debian:bookworm-slim: a minbase bootstrap with the slim image's path exclusions.
ROOT="$WORK/root"
cleanup() {
    for mount in proc dev; do mountpoint -q "$ROOT/$mount" && umount -l "$ROOT/$mount"; done
    return 0
}
trap cleanup EXIT
rm -rf "$ROOT"
debootstrap --variant=minbase bookworm "$ROOT" > "$WORK/debootstrap.log" 2>&1 \
    || { tail -20 "$WORK/debootstrap.log"; exit 1; }
cat > "$ROOT/etc/dpkg/dpkg.cfg.d/slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
SLIM
# The slim image's apt settings: no package caches or downloaded .debs left behind, no
# translations.
cat > "$ROOT/etc/apt/apt.conf.d/docker-clean" <<'APT'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
Acquire::Languages "none";
Acquire::GzipIndexes "true";
APT
find "$ROOT/usr/share/doc" -mindepth 2 ! -name copyright ! -type d -delete
find "$ROOT/usr/share/doc" -mindepth 1 -type d -empty -delete
rm -rf "$ROOT"/usr/share/{groff,info,linda,lintian/overrides,locale,man}/*
chroot "$ROOT" apt-get clean
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/*.bin "$ROOT"/var/log/*.log "$ROOT"/var/cache/debconf/*-old
base_bytes=$(tar -C "$ROOT" -cf - . | wc -c)

# 3. The runtime stage: its RUN command (continuation lines joined), then the COPY.
run_command="$(python3 - "$REPO/Dockerfile" <<'PY'
import re, sys
text = open(sys.argv[1]).read().replace("\\\n", " ")
stage = text[text.index(" AS runtime"):]
print(" && ".join(m.group(1) for m in re.finditer(r"^RUN (.*)$", stage, re.M)))
PY
)"
cp /etc/resolv.conf "$ROOT/etc/resolv.conf"
mount -t proc proc "$ROOT/proc"
if ! chroot "$ROOT" /bin/sh -c "$run_command" > "$WORK/run.log" 2>&1; then tail -20 "$WORK/run.log"; exit 1; fi
umount -l "$ROOT/proc"
: > "$ROOT/etc/resolv.conf"
rm -rf "$ROOT"/var/cache/apt/*.bin "$ROOT"/var/log/apt/* "$ROOT"/var/log/dpkg.log
warnings="$(grep -Ei '^(useradd|groupadd|adduser).*(warn|warning)' "$WORK/run.log" || true)"
install -m 0755 "$WORK/layoutd" "$ROOT/usr/local/bin/layoutd"
image_bytes=$(tar -C "$ROOT" -cf - . | wc -c)
binary_bytes=$(stat -c %s "$WORK/layoutd")
unstripped_bytes=$(stat -c %s "$LAYOUTD_IMAGE_BIN")
debug_bytes=$(stat -c %s "$WORK/layoutd.debug")

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1000000 }'; }
echo "binary (stripped):        $(mb "$binary_bytes")   (limit $(mb $MAX_BINARY); unstripped $(mb "$unstripped_bytes"), line tables $(mb "$debug_bytes"))"
echo "base (bookworm-slim):     $(mb "$base_bytes")"
echo "runtime packages + user:  $(mb $((image_bytes - base_bytes - binary_bytes)))"
echo "image (uncompressed):     $(mb "$image_bytes")   (limit $(mb $MAX_IMAGE))"
fails=0
[ "$binary_bytes" -le "$MAX_BINARY" ] || { echo "FAIL: the binary is over $(mb $MAX_BINARY)"; fails=$((fails + 1)); }
[ "$image_bytes" -le "$MAX_IMAGE" ] || { echo "FAIL: the image is over $(mb $MAX_IMAGE)"; fails=$((fails + 1)); }
[ -z "$warnings" ] || { echo "FAIL: the runtime stage warns: $warnings"; fails=$((fails + 1)); }

# 4. layoutd --healthcheck inside the root, as uid 10001, with the image's environment.
mkdir -p "$ROOT/etc/layoutd"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=layoutd.example \
    -keyout "$ROOT/etc/layoutd/key.pem" -out "$ROOT/etc/layoutd/cert.pem" 2> /dev/null
chown 10001:10001 "$ROOT/etc/layoutd/key.pem"
# The Swift runtime reads its arguments from /proc/self/cmdline, as in any container.
mount -t proc proc "$ROOT/proc"
check_health() {  # check_health NAME ENV…: serve with ENV, probe with the same ENV, expect exit 0
    local name="$1"; shift
    unshare --net /bin/sh -s "$ROOT" "$@" <<'NETNS' && echo "ok: layoutd --healthcheck green in the rebuilt root ($name)" \
        || { echo "FAIL: layoutd --healthcheck in the rebuilt root ($name)"; return 1; }
root="$1"; shift
ip link set lo up
# The image's environment (Dockerfile ENV), then the case's; env and chroot exec, so $! is layoutd.
image="PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin LAYOUT_HOST=0.0.0.0 PORT=8080 LAYOUT_LOG_FORMAT=json"
# shellcheck disable=SC2086
env -i $image "$@" chroot --userspec=10001:10001 "$root" /usr/local/bin/layoutd > /dev/null 2>&1 &
server=$!
status=1
for _ in $(seq 1 50); do
    # shellcheck disable=SC2086
    if env -i $image "$@" chroot --userspec=10001:10001 "$root" /usr/local/bin/layoutd --healthcheck 2> /dev/null; then
        status=0
        break
    fi
    sleep 0.1
done
kill -TERM "$server"; wait "$server" || status=1
exit "$status"
NETNS
}
check_health "PORT=9090, TLS" PORT=9090 LAYOUT_TLS_CERT=/etc/layoutd/cert.pem LAYOUT_TLS_KEY=/etc/layoutd/key.pem || fails=$((fails + 1))
check_health "PORT=9090" PORT=9090 || fails=$((fails + 1))
check_health "defaults" || fails=$((fails + 1))
[ "$fails" -eq 0 ] || { echo "$fails failure(s)"; exit 1; }
