# syntax=docker/dockerfile:1
# layoutd: build with the Swift 6 toolchain, run on slim Debian with only what the binary links.
# `.ci/run` lints this file (hadolint) and checks with ldd that the release binary needs nothing
# beyond the runtime stage's libraries.

FROM swift:6.3-bookworm AS build
# The C shims link OpenSSL and zlib; pkg-config finds them. Versions are not pinned: the
# distribution's security updates must land on rebuild (hence the DL3008 exemption).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libssl-dev zlib1g-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Manifest first, so the dependency-resolution layer survives source edits.
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
RUN swift build -c release --static-swift-stdlib --product layoutd \
    && install -D -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/layoutd" /out/layoutd

FROM debian:bookworm-slim AS runtime
# libssl3 and zlib1g are the only shared libraries beyond glibc the binary needs; curl is for
# the HEALTHCHECK only.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libssl3 zlib1g ca-certificates curl \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 layoutd \
    && useradd --system --uid 10001 --gid layoutd --no-create-home --shell /usr/sbin/nologin layoutd
COPY --from=build /out/layoutd /usr/local/bin/layoutd
USER 10001:10001
ENV LAYOUT_HOST=0.0.0.0 PORT=8080 LAYOUT_LOG_FORMAT=json
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=2s --start-period=5s --retries=3 \
    CMD ["curl", "-fsS", "http://127.0.0.1:8080/healthz"]
# SIGTERM drains: readiness turns 503, in-flight requests finish, exit 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/layoutd"]
