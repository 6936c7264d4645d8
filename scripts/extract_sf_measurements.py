#!/usr/bin/env python3
"""Extract San Francisco text measurements from Interface Builder files: data/sf-measurements.tsv.

Xcode stores, for every view, the frame it computed on the file's design device. A one-line
label whose width nothing but its text decides keeps its intrinsic width there: the system
font's width of its text, rounded up to the design device's pixel. This script finds such labels
and writes one row per label: text, size, weight, measured width and height, the device's scale,
the Xcode build that saved the file (toolsVersion) and where it came from (repository, file, IB id). The rows are facts about the font, derived from
Xcode's output; scripts/gen_sf_metrics.py fits the metrics to them.

A label counts when: it has a plain `text` (no attributed string), one line, no
adjustsFontSizeToFit, a system font (`system`, `boldSystem` or a text style), it is not misplaced,
ambiguous or laid out by autoresizing, no constraint sets its width, it is not pinned on both
horizontal sides with equality, and it is not an arranged subview of a stack view that stretches
it. Its vertical measurement (height) counts only when no constraint sets its height and it is
not pinned on both vertical sides.

Usage: scripts/extract_sf_measurements.py --corpus DIR [--output data/sf-measurements.tsv]
(stdlib only; DIR holds files/ and manifest.jsonl).
"""

import argparse
import json
import os
import xml.etree.ElementTree as ET

# Design devices' pixel scale (Interface Builder's `<device id>`); files without one are older
# Xcode files designed at @2x.
SCALES = {"retina3_5": 2, "retina4_0": 2, "retina4_7": 2, "retina5_5": 3, "retina5_9": 3,
          "retina6_1": 2, "retina6_12": 3, "retina6_5": 3, "retina6_72": 3, "ipad9_7": 2,
          "ipad10_9rounded": 2, "ipad11_0rounded": 2, "ipad12_9rounded": 2, "ipad12_9": 2}
STYLES = {"UICTFontTextStyleLargeTitle": (34, "regular"), "UICTFontTextStyleTitle0": (34, "regular"),
          "UICTFontTextStyleTitle1": (28, "regular"), "UICTFontTextStyleTitle2": (22, "regular"),
          "UICTFontTextStyleTitle3": (20, "regular"), "UICTFontTextStyleHeadline": (17, "semibold"),
          "UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleCallout": (16, "regular"),
          "UICTFontTextStyleSubhead": (15, "regular"), "UICTFontTextStyleFootnote": (13, "regular"),
          "UICTFontTextStyleCaption1": (12, "regular"), "UICTFontTextStyleCaption2": (11, "regular")}
HORIZONTAL = {"leading": "L", "left": "L", "leadingMargin": "L", "leftMargin": "L",
              "trailing": "T", "right": "T", "trailingMargin": "T", "rightMargin": "T"}
VERTICAL = {"top": "L", "topMargin": "L", "bottom": "T", "bottomMargin": "T",
            "firstBaseline": "L", "lastBaseline": "T", "baseline": "T"}


def font_of(label):
    """(size, weight) of a system font description, or None."""
    fd = label.find("fontDescription")
    if fd is None:
        return None
    kind, style = fd.get("type"), fd.get("style")
    if style:
        if style not in STYLES:
            return None
        size, weight = STYLES[style]
        if fd.get("pointSize"):
            size = float(fd.get("pointSize"))
        return float(size), weight
    if kind == "system":
        return float(fd.get("pointSize")), fd.get("weight", "regular")
    if kind == "boldSystem":
        return float(fd.get("pointSize")), "bold"
    return None


def constraint_sides(root):
    """{view id: set of (attribute letter)} for equality constraints, and width/height fixers."""
    pinned, fixed = {}, {}
    parents = {child: parent for parent in root.iter() for child in parent}
    for constraints in root.iter("constraints"):
        owner = parents.get(constraints)
        owner_id = owner.get("id") if owner is not None else None
        for c in constraints.findall("constraint"):
            relation = c.get("relation", "equal")
            first = c.get("firstItem", owner_id)
            second = c.get("secondItem")
            for item, attr in ((first, c.get("firstAttribute")), (second, c.get("secondAttribute"))):
                if item is None or attr is None:
                    continue
                if attr in ("width", "height"):
                    fixed.setdefault(item, set()).add(attr)
                elif relation == "equal":
                    axis = "h" if attr in HORIZONTAL else "v" if attr in VERTICAL else None
                    if axis:
                        side = (HORIZONTAL if axis == "h" else VERTICAL)[attr]
                        pinned.setdefault(item, set()).add(axis + side)
    return pinned, fixed, parents


def labels_of(path):
    tree = ET.parse(path)
    root = tree.getroot()
    device = root.find("device")
    scale = SCALES.get(device.get("id"), 2) if device is not None else 2
    tools = root.get("toolsVersion", "0")
    pinned, fixed, parents = constraint_sides(root)
    for label in root.iter("label"):
        lid = label.get("id")
        text = label.get("text")
        if text is None:
            s = label.find("string[@key='text']")
            text = s.text if s is not None else None
        if not text or "\n" in text or label.find("attributedString") is not None:
            continue
        if label.get("numberOfLines", "1") != "1" or label.get("adjustsFontSizeToFit") == "YES":
            continue
        if label.get("misplaced") == "YES" or label.get("ambiguous") == "YES":
            continue
        if label.get("translatesAutoresizingMaskIntoConstraints") != "NO":
            continue
        font = font_of(label)
        rect = label.find("rect[@key='frame']")
        if font is None or rect is None:
            continue
        sides = pinned.get(lid, set())
        stretched_h = "width" in fixed.get(lid, set()) or {"hL", "hT"} <= sides
        stretched_v = "height" in fixed.get(lid, set()) or {"vL", "vT"} <= sides
        subviews = parents.get(label)
        stack = parents.get(subviews) if subviews is not None else None
        if stack is not None and stack.tag == "stackView":
            axis = stack.get("axis", "horizontal")
            alignment = stack.get("alignment", "fill")
            if axis == "horizontal":
                # Which arranged subview a horizontal stack stretches depends on all of them.
                stretched_h = True
                stretched_v = stretched_v or alignment == "fill"
            else:
                stretched_h = stretched_h or alignment == "fill"
                stretched_v = True
        if stretched_h:
            continue
        width = float(rect.get("width"))
        height = "" if stretched_v else rect.get("height")
        yield text, font[0], font[1], width, height, scale, tools, lid


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", required=True)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--output", default=os.path.join(here, "..", "data", "sf-measurements.tsv"))
    args = parser.parse_args()
    repos = {}
    with open(os.path.join(args.corpus, "manifest.jsonl")) as manifest:
        for line in manifest:
            entry = json.loads(line)
            repos[os.path.basename(entry["file"] if "file" in entry else entry["path"])] = entry
    rows = []
    for name in sorted(os.listdir(os.path.join(args.corpus, "files"))):
        entry = repos.get(name, {})
        repo = entry.get("repository") or entry.get("repo") or name.split("-")[1]
        for text, size, weight, width, height, scale, tools, lid in labels_of(os.path.join(args.corpus, "files", name)):
            text = text.replace("\\", "\\\\").replace("\t", "\\t")
            rows.append((text, "%g" % size, weight, "%g" % width, height, str(scale), tools,
                         repo, entry.get("path", name), lid))
    with open(args.output, "w", encoding="utf-8") as out:
        out.write("# text\tsize\tweight\twidth\theight\tscale\ttoolsVersion\trepository\tfile\tid\n")
        out.write("# Label frames Xcode stored (one-line labels sized by their text), extracted by "
                  "scripts/extract_sf_measurements.py. width/height: points, rounded up to the pixel (1/scale) or, by older Xcodes, to the point; toolsVersion: the Xcode build that saved the file.\n")
        for row in rows:
            out.write("\t".join(row) + "\n")
    print(f"{len(rows)} labels -> {args.output}")


if __name__ == "__main__":
    main()
