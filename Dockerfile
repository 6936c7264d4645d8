# syntax=docker/dockerfile:1
# layoutd: build with the Swift 6 toolchain, run on slim Debian with only what the binary links.
# `.ci/run` lints this file (hadolint), checks with ldd that the release binary needs nothing
# beyond the runtime stage's libraries, and scripts/image-size.sh rebuilds the runtime stage
# without Docker to measure it (docs/deployment.md).

FROM swift:6.3-bookworm AS build
# The C shims link OpenSSL, zlib and expat; pkg-config finds them. Versions are not pinned: the
# distribution's security updates must land on rebuild (hence the DL3008 exemption).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libssl-dev zlib1g-dev libexpat1-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# No package dependencies to resolve: the manifest, the sources and the tests (the manifest
# names test targets) are all the build needs.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
# Line tables only (file:line for crash reports, a fraction of full debug info); they go to
# /out/layoutd.debug (the `symbols` stage) and the shipped binary is stripped.
RUN swift build -c release --static-swift-stdlib -Xswiftc -gline-tables-only --product layoutd \
    && install -D -m 0755 "$(swift build -c release --static-swift-stdlib -Xswiftc -gline-tables-only --show-bin-path)/layoutd" /out/layoutd \
    && objcopy --only-keep-debug /out/layoutd /out/layoutd.debug \
    && strip --strip-all /out/layoutd \
    && objcopy --add-gnu-debuglink=/out/layoutd.debug /out/layoutd

# `docker build --target symbols --output type=local,dest=symbols .` exports the debug file.
FROM scratch AS symbols
COPY --from=build /out/layoutd.debug /

FROM debian:bookworm-slim AS runtime
# libssl3, zlib1g and libexpat1 (Interface Builder files) are the only shared libraries beyond
# glibc the binary needs. No curl and no
# ca-certificates: the HEALTHCHECK is layoutd's own probe, and the server connects nowhere.
# uid 10001 is an ordinary account: as a system account it would be above SYS_UID_MAX (a warning).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libssl3 zlib1g libexpat1 \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 layoutd \
    && useradd --uid 10001 --gid layoutd --no-create-home --no-log-init --shell /usr/sbin/nologin layoutd
COPY --from=build /out/layoutd /usr/local/bin/layoutd
USER 10001:10001
# Settings the HEALTHCHECK must see go in the environment (PORT, LAYOUT_HOST, LAYOUT_TLS_CERT,
# LAYOUT_TLS_KEY): Docker runs it with the image's environment, not with the command's flags.
ENV LAYOUT_HOST=0.0.0.0 PORT=8080 LAYOUT_LOG_FORMAT=json
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/layoutd", "--healthcheck"]
# SIGTERM drains: readiness turns 503, in-flight requests finish, exit 0 within
# --solve-timeout-ms + 1 s; give `docker stop -t` at least that (README).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/layoutd"]
