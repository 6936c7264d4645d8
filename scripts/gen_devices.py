#!/usr/bin/env python3
"""Generate Sources/Devices/DeviceCatalog+Data.swift from data/devices.json.

Usage: python3 scripts/gen_devices.py [DEVICES_JSON] [OUTPUT_SWIFT]

Defaults: data/devices.json and the Swift file above, both relative to the repository root;
checks/integration/05_generated.sh regenerates the file and checks it is unchanged. Re-runnable:
the same input gives byte-identical output, so a diff of the committed file shows exactly what a
catalog change did. Keeps only what the engine needs; device order is the JSON's.

Keyboard heights are not in devices.json; they come from KEYBOARD below, whose sources are
recorded in docs/devices.md.
"""

import hashlib
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_INPUT = os.path.join(ROOT, "data/devices.json")
DEFAULT_OUTPUT = os.path.join(ROOT, "Sources/Devices/DeviceCatalog+Data.swift")

# Default English keyboard WITH the QuickType (suggestions) bar, home-indicator area included,
# keyed by portrait points: (portrait height, landscape height). See docs/devices.md.
KEYBOARD = {
    (320, 480): (253, 193),
    (320, 568): (254, 193),
    (375, 667): (260, 194),
    (414, 736): (271, 194),
    (375, 812): (336, 209),
    (390, 844): (336, 209),
    (393, 852): (336, 209),
    (402, 874): (336, 209),
    (414, 896): (346, 209),
    (428, 926): (346, 209),
    (430, 932): (346, 209),
    (440, 956): (346, 209),
    (768, 1024): (313, 398),
    (810, 1080): (313, 398),
    (834, 1112): (313, 398),
    (744, 1133): (333, 418),
    (820, 1180): (333, 418),
    (834, 1194): (333, 418),
    (834, 1210): (333, 418),
    (1024, 1366): (378, 471),
    (1032, 1376): (378, 471),
}

FRACTIONS = {"2/3": "twoThirds", "1/2": "half", "1/3": "oneThird"}
FEATURES = {
    "home-button": "homeButton",
    "home-indicator": "homeIndicator",
    "notch": "notch",
    "dynamic-island": "dynamicIsland",
}
IDIOMS = {"iphone": "phone", "ipad": "pad"}


def num(value):
    """A Swift literal for a JSON number: integers without a fraction, others by repr."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise SystemExit(f"expected a number, got {value!r}")
    if float(value).is_integer():
        return str(int(value))
    return repr(float(value))


def string(value):
    return json.dumps(value, ensure_ascii=False)


def strings(values):
    return "[" + ", ".join(string(v) for v in values) + "]"


def insets(value):
    return (f"EdgeInsets(top: {num(value['top'])}, left: {num(value['left'])}, "
            f"bottom: {num(value['bottom'])}, right: {num(value['right'])})")


def metrics(device, orientation, keyboard):
    m = device[orientation]
    readable = m.get("readableContentInsets")
    lines = [
        "DeviceMetrics(",
        f"    horizontalSizeClass: .{m['sizeClass']['horizontal']}, "
        f"verticalSizeClass: .{m['sizeClass']['vertical']},",
        f"    statusBar: {num(m['statusBar'])}, statusBarHidden: {'true' if m['statusBarHidden'] else 'false'},",
        f"    navigationBar: {num(m['navigationBar'])}, navigationBarY: {num(m['navigationBarY'])}, "
        f"contentTopWithNavigationBar: {num(m['contentTopWithNavigationBar'])},",
        f"    tabBar: {num(m['tabBar'])}, tabBarFrame: {num(m['tabBarFrame'])}, "
        f"toolbar: {num(m['toolbar'])}, toolbarFrame: {num(m['toolbarFrame'])},",
        f"    safeArea: {insets(m['safeArea'])},",
        f"    layoutMargins: {insets(m['layoutMargins'])},",
        f"    readableContentInsets: {insets(readable) if readable else 'nil'},",
        f"    keyboardHeight: {num(keyboard)}",
        ")",
    ]
    return lines


def pane_height(device, entry):
    """A pane is as tall as the screen in its orientation. Some JSON entries (9.7", 10.2",
    10.5", 12.9") give the other side of the screen as the height: correct those, and say so."""
    points = device["points"]
    screen = points["height"] if entry["orientation"] == "portrait" else points["width"]
    return screen, entry["height"] != screen


def pane(device, entry):
    height, corrected = pane_height(device, entry)
    note = f"  // JSON height {num(entry['height'])} corrected to the screen's" if corrected else ""
    return (f"MultitaskingPane(orientation: .{entry['orientation']}, multitasking: .{FRACTIONS[entry['fraction']]}, "
            f"size: Size(width: {num(entry['width'])}, height: {num(height)}), "
            f"horizontalSizeClass: .{entry['sizeClass']['horizontal']}, "
            f"verticalSizeClass: .{entry['sizeClass']['vertical']}, "
            f"safeArea: {insets(entry['safeArea'])}, derived: {'true' if entry.get('derived') else 'false'}),{note}")


def device_function(index, device):
    points = device["points"]
    key = (points["width"], points["height"])
    if key not in KEYBOARD:
        raise SystemExit(f"{device['id']}: no keyboard height for {key}; add it to KEYBOARD and docs/devices.md")
    portrait_keyboard, landscape_keyboard = KEYBOARD[key]
    out = [
        f"    /// {', '.join(device['names'])}.",
        f"    private static func device{index}() -> Device {{",
        "        Device(",
        f"            id: {string(device['id'])},",
        f"            names: {strings(device['names'])},",
        f"            aliases: {strings(device['aliases'])},",
        f"            idiom: .{IDIOMS[device['family']]}, screenFeature: .{FEATURES[device['screenFeature']]},",
        f"            points: Size(width: {num(points['width'])}, height: {num(points['height'])}), "
        f"scale: {num(device['scale'])},",
    ]
    for orientation, keyboard in (("portrait", portrait_keyboard), ("landscape", landscape_keyboard)):
        body = metrics(device, orientation, keyboard)
        out.append(f"            {orientation}: {body[0]}")
        out.extend("            " + line for line in body[1:-1])
        out.append(f"            {body[-1]},")
    panes = device.get("multitasking", [])
    if panes:
        out.append("            multitasking: [")
        out.extend(f"                {pane(device, entry)}" for entry in panes)
        out.append("            ]")
    else:
        out.append("            multitasking: []")
    out += ["        )", "    }", ""]
    return out


def generate(source_path):
    with open(source_path, "rb") as handle:
        raw = handle.read()
    data = json.loads(raw)
    devices = data["devices"]
    digest = hashlib.sha256(raw).hexdigest()
    out = [
        "// swift-format-ignore-file",
        "// GENERATED FILE: do not edit. Made by scripts/gen_devices.py from data/devices.json",
        f"// (schemaVersion {data['schemaVersion']}, sha256 {digest[:16]}…, {len(devices)} devices).",
        "// Keyboard heights come from the table in the script; sources are in docs/devices.md.",
        "// Re-run: python3 scripts/gen_devices.py",
        "",
        "import Geometry",
        "",
        "extension DeviceCatalog {",
        "    /// The catalog's devices in the JSON's order. One function per device keeps the type",
        "    /// checker's work per expression small.",
        "    static let standardDevices: [Device] = [",
    ]
    out.extend(f"        device{i}()," for i in range(len(devices)))
    out += ["    ]", ""]
    for i, device in enumerate(devices):
        out.extend(device_function(i, device))
    while out[-1] == "":
        out.pop()
    out.append("}")
    return "\n".join(out) + "\n"


def main(argv):
    source = argv[1] if len(argv) > 1 else DEFAULT_INPUT
    target = argv[2] if len(argv) > 2 else DEFAULT_OUTPUT
    text = generate(source)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(text)
    print(f"wrote {os.path.relpath(target, ROOT)} from {source}")


if __name__ == "__main__":
    main(sys.argv)
