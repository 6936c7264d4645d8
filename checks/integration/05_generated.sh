#!/usr/bin/env bash
# Generated sources match what their generators make from the committed inputs: the device
# catalog (scripts/gen_devices.py from data/devices.json), and openapi.yaml's device ids
# (scripts/gen_openapi_devices.py from the same file), and the system font's fitted widths
# (scripts/gen_sf_metrics.py from data/sf-measurements.tsv). Needs no server.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 scripts/gen_devices.py data/devices.json "$work/DeviceCatalog+Data.swift" > /dev/null
if cmp -s "$work/DeviceCatalog+Data.swift" Sources/Devices/DeviceCatalog+Data.swift; then
    echo "  ok: DeviceCatalog+Data.swift is scripts/gen_devices.py's output for data/devices.json, byte for byte"
else
    echo "  FAIL: Sources/Devices/DeviceCatalog+Data.swift differs from what scripts/gen_devices.py makes of data/devices.json (re-run the script)" >&2
    diff "$work/DeviceCatalog+Data.swift" Sources/Devices/DeviceCatalog+Data.swift | head -20 >&2
    exit 1
fi

python3 scripts/gen_sf_metrics.py --output "$work/SystemFontMetrics+Data.swift" 2> /dev/null
if cmp -s "$work/SystemFontMetrics+Data.swift" "Sources/Text/SystemFontMetrics+Data.swift"; then
    echo "  ok: SystemFontMetrics+Data.swift is scripts/gen_sf_metrics.py's fit of data/sf-measurements.tsv, byte for byte"
else
    echo "  FAIL: Sources/Text/SystemFontMetrics+Data.swift differs from what scripts/gen_sf_metrics.py makes of data/sf-measurements.tsv (re-run the script)" >&2
    exit 1
fi

if python3 scripts/gen_openapi_devices.py --check data/devices.json openapi.yaml 2> "$work/openapi.diff"; then
    echo "  ok: openapi.yaml's DeviceId and Split View schemas are scripts/gen_openapi_devices.py's output for data/devices.json"
else
    echo "  FAIL: openapi.yaml's device schemas differ from the catalog (run scripts/gen_openapi_devices.py, then scripts/embed-openapi.sh)" >&2
    head -30 "$work/openapi.diff" >&2
    exit 1
fi
