#!/usr/bin/python3
"""Generate Sources/Text/FontMetrics+Data.swift from the URW Nimbus Sans AFM files.

Nimbus Sans is URW++'s metric-compatible Helvetica; Debian ships its Adobe Font Metrics as plain
text in `fonts-urw-base35`. This script turns the regular and bold faces into the Swift table the
text measurer reads, so neither the build nor CI needs the package.

Needs (Debian): `apt-get install fonts-urw-base35 python3-fonttools`. It runs under the system
interpreter (/usr/bin/python3) because fontTools comes from apt; fontTools is used only for the
Adobe Glyph List, which maps the AFM's glyph names (`Aacute`, `quotedblleft`, `uni20AC`) to
Unicode scalars.

Usage: scripts/gen_font_metrics.py [--afm-dir DIR] [--output FILE]

The output depends only on the AFM files' contents: glyphs and kerning pairs are written sorted by
scalar, so re-running on the same files gives a byte-identical file.
"""

import argparse
import hashlib
import os
import subprocess
import sys

from fontTools import agl

FACES = [
    # (Swift name, AFM file)
    ("nimbusSansRegular", "NimbusSans-Regular.afm"),
    ("nimbusSansBold", "NimbusSans-Bold.afm"),
]
DEFAULT_AFM_DIR = "/usr/share/fonts/type1/urw-base35"
DEFAULT_OUTPUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                              "Sources", "Text", "FontMetrics+Data.swift")


def parse_afm(path):
    """Return (header dict, [(glyph name, advance, bbox)], [(left, right, value)])."""
    header, glyphs, kerns = {}, [], []
    section = None
    with open(path, encoding="latin-1") as afm:
        for raw in afm:
            line = raw.strip()
            if not line:
                continue
            key = line.split()[0]
            if key in ("StartCharMetrics", "StartKernPairs", "StartComposites"):
                section = key
                continue
            if key in ("EndCharMetrics", "EndKernPairs", "EndComposites"):
                section = None
                continue
            if section == "StartCharMetrics":
                fields = dict(part.strip().split(" ", 1) for part in line.split(";") if part.strip())
                bbox = tuple(int(v) for v in fields["B"].split())
                glyphs.append((fields["N"], int(float(fields["WX"])), bbox))
            elif section == "StartKernPairs" and key == "KPX":
                _, left, right, value = line.split()
                kerns.append((left, right, int(float(value))))
            elif section is None and " " in line:
                header.setdefault(key, line.split(" ", 1)[1])
    return header, glyphs, kerns


def scalar_of(name):
    """The one Unicode scalar the Adobe Glyph List gives a glyph name, or None."""
    text = agl.toUnicode(name)
    if len(text) != 1:
        return None
    scalar = ord(text)
    if 0xE000 <= scalar <= 0xF8FF or scalar > 0xFFFF:
        return None  # private use: no text maps to it; the table keys are 16-bit.
    return scalar


def build_face(path):
    header, glyphs, kerns = parse_afm(path)
    by_name = {name: (advance, bbox) for name, advance, bbox in glyphs}
    advances = {}
    for name, advance, _ in glyphs:
        scalar = scalar_of(name)
        if scalar is None:
            continue
        if scalar in advances and advances[scalar] != advance:
            sys.exit(f"{path}: two glyphs for U+{scalar:04X} with different advances")
        advances.setdefault(scalar, advance)
    pairs = {}
    for left, right, value in kerns:
        l, r = scalar_of(left), scalar_of(right)
        if l is None or r is None or value == 0:
            continue
        key = (l << 16) | r
        if key in pairs and pairs[key] != value:
            sys.exit(f"{path}: conflicting kerning for {left} {right}")
        pairs[key] = value
    # The AFM's own Ascender/Descender fields read 0 in these files, so use the AFM
    # specification's definitions: the top of lowercase d and the bottom of lowercase p.
    ascender = by_name["d"][1][3]
    descender = by_name["p"][1][1]
    return {
        "font_name": header["FontName"],
        "cap_height": int(header["CapHeight"]),
        "x_height": int(header["XHeight"]),
        "ascender": ascender,
        "descender": descender,
        "advances": sorted(advances.items()),
        "kerning": sorted(pairs.items()),
    }


def package_version():
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "fonts-urw-base35"],
                             capture_output=True, text=True, check=False)
        return out.stdout.strip() or "unknown"
    except OSError:
        return "unknown"


def swift_array(values, element, per_line, indent="            "):
    lines = []
    for start in range(0, len(values), per_line):
        lines.append(indent + ", ".join(values[start:start + per_line]) + ",")
    return f"[\n" + "\n".join(lines) + f"\n{indent[:-4]}] as [{element}]"


def render(faces, sources):
    out = [
        "// swift-format-ignore-file",
        "// GENERATED FILE: do not edit. Regenerate with `/usr/bin/python3 scripts/gen_font_metrics.py`.",
        "//",
        "// Source: URW++ Nimbus Sans (metric-compatible with Helvetica), Adobe Font Metrics files from",
        f"// Debian package fonts-urw-base35 {package_version()} (AGPL-3 with font exception):",
    ]
    for name, digest in sources:
        out.append(f"//   {name} sha256 {digest}")
    out += [
        "// How: every glyph whose name the Adobe Glyph List maps to one BMP scalar keeps its advance",
        "// (WX, units per 1000 em); every KPX pair between two such glyphs keeps its value; the",
        "// AFM's Ascender/Descender fields are 0, so ascender = top of `d` and descender = bottom of",
        "// `p` (the AFM specification's definitions). Tables are sorted by scalar (kerning by",
        "// left << 16 | right) for binary search.",
        "",
        "extension FontMetrics {",
    ]
    for swift_name, face in faces:
        scalars = [f"0x{s:04X}" for s, _ in face["advances"]]
        widths = [str(w) for _, w in face["advances"]]
        keys = [f"0x{k:08X}" for k, _ in face["kerning"]]
        values = [str(v) for _, v in face["kerning"]]
        out += [
            f"    /// {face['font_name']}: {len(scalars)} scalars, {len(keys)} kerning pairs.",
            f"    static let {swift_name} = FontMetrics(",
            f"        name: \"{face['font_name']}\",",
            f"        ascender: {face['ascender']}, descender: {face['descender']},",
            f"        capHeight: {face['cap_height']}, xHeight: {face['x_height']},",
            f"        scalars: {swift_array(scalars, 'UInt16', 12)},",
            f"        advances: {swift_array(widths, 'UInt16', 16)},",
            f"        kerningKeys: {swift_array(keys, 'UInt32', 8)},",
            f"        kerningValues: {swift_array(values, 'Int16', 16)}",
            "    )",
        ]
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--afm-dir", default=DEFAULT_AFM_DIR)
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    args = parser.parse_args()
    faces, sources = [], []
    for swift_name, file_name in FACES:
        path = os.path.join(args.afm_dir, file_name)
        if not os.path.exists(path):
            sys.exit(f"{path} not found: apt-get install fonts-urw-base35")
        with open(path, "rb") as afm:
            sources.append((file_name, hashlib.sha256(afm.read()).hexdigest()))
        faces.append((swift_name, build_face(path)))
    text = render(faces, sources)
    with open(args.output, "w", encoding="utf-8") as swift:
        swift.write(text)
    print(f"wrote {os.path.normpath(args.output)}: "
          + ", ".join(f"{n} {len(f['advances'])} scalars {len(f['kerning'])} pairs" for n, f in faces))


if __name__ == "__main__":
    main()
