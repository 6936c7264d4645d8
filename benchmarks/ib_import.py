#!/usr/bin/env python3
"""What importing an Interface Builder file costs (docs/benchmarks.md, "Interface Builder files").

Two figures, by CPU time of the `layout` process (user + system, getrusage; best of --rounds):
- a generated storyboard at 1x, 10x and 100x (SCENES view controllers, each a form of labels,
  text fields, a switch and a button in a stack view, pinned to the safe area): `layout import`
  and `layout solve` per file, their cost per kilobyte and the slope — cost per kilobyte against
  the 1x file's, the benchmarks' convention (a linear importer stays near 1, the target is <= 2).
  The startup of the process (`layout import` of a one-scene file) is subtracted before the slope;
- with --corpus DIR: import + solve of the corpus's largest file (target <= 50 ms).

Usage: benchmarks/ib_import.py [--bin .build/release/layout] [--scenes 10] [--rounds 3]
                               [--corpus ../shared/data/ib-corpus] [--keep DIR]
Standard library only.
"""

import argparse
import os
import resource
import subprocess
import sys
import tempfile

HEADER = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="s0-vc">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <dependencies>
        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
        <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
    </dependencies>
    <scenes>
"""
FOOTER = """    </scenes>
</document>
"""


def scene(n, fields):
    """One view controller: a vertical stack of `fields` rows (label + text field) and a row with
    a switch, then a button, pinned to the safe area's margins. Ids are unique per scene."""
    p = "s%d-" % n
    rows = []
    y = 0
    for i in range(fields):
        rows.append(
            f"""                                    <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{p}r{i}">
                                        <rect key="frame" x="0.0" y="{y}" width="361" height="34"/>
                                        <subviews>
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Field {i}" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="{p}l{i}">
                                                <rect key="frame" x="0.0" y="0.0" width="60" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="textColor"/>
                                                <nil key="highlightedColor"/>
                                            </label>
                                            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Value" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="{p}t{i}">
                                                <rect key="frame" x="68" y="0.0" width="293" height="34"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                <textInputTraits key="textInputTraits"/>
                                            </textField>
                                        </subviews>
                                    </stackView>
"""
        )
        y += 42
    return f"""        <scene sceneID="{p}scene">
            <objects>
                <viewController id="{p}vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="{p}root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="{p}form">
                                <rect key="frame" x="16" y="79" width="361" height="{y - 8}"/>
                                <subviews>
{"".join(rows)}                                </subviews>
                            </stackView>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="{p}sw">
                                <rect key="frame" x="326" y="{79 + y + 8}" width="51" height="31"/>
                            </switch>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{p}go">
                                <rect key="frame" x="16" y="{79 + y + 47}" width="361" height="34"/>
                                <state key="normal" title="Continue"/>
                            </button>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="{p}safe"/>
                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        <constraints>
                            <constraint firstItem="{p}form" firstAttribute="top" secondItem="{p}safe" secondAttribute="top" constant="20" id="{p}c1"/>
                            <constraint firstItem="{p}form" firstAttribute="leading" secondItem="{p}safe" secondAttribute="leading" constant="16" id="{p}c2"/>
                            <constraint firstItem="{p}safe" firstAttribute="trailing" secondItem="{p}form" secondAttribute="trailing" constant="16" id="{p}c3"/>
                            <constraint firstItem="{p}sw" firstAttribute="top" secondItem="{p}form" secondAttribute="bottom" constant="16" id="{p}c4"/>
                            <constraint firstItem="{p}sw" firstAttribute="trailing" secondItem="{p}form" secondAttribute="trailing" id="{p}c5"/>
                            <constraint firstItem="{p}go" firstAttribute="top" secondItem="{p}sw" secondAttribute="bottom" constant="8" id="{p}c6"/>
                            <constraint firstItem="{p}go" firstAttribute="leading" secondItem="{p}form" secondAttribute="leading" id="{p}c7"/>
                            <constraint firstItem="{p}go" firstAttribute="trailing" secondItem="{p}form" secondAttribute="trailing" id="{p}c8"/>
                        </constraints>
                    </view>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="{p}fr" sceneMemberID="firstResponder"/>
            </objects>
            <point key="canvasLocation" x="{n * 500}" y="0.0"/>
        </scene>
"""


def storyboard(scenes, fields=6):
    return HEADER + "".join(scene(n, fields) for n in range(scenes)) + FOOTER


def cpu_seconds(command, rounds):
    """Best CPU time (user + system) of `rounds` runs; the command must succeed (exit 0 or 1)."""
    best = None
    for _ in range(rounds):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if done.returncode not in (0, 1):
            sys.exit("%s: exit %d: %s" % (" ".join(command), done.returncode, done.stderr.decode()[:300]))
        seconds = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best = seconds if best is None else min(best, seconds)
    return best


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=os.path.join(root, ".build", "release", "layout"))
    parser.add_argument("--scenes", type=int, default=10, help="scenes of the 1x file")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--corpus", help="an IB corpus folder: also time its largest file")
    parser.add_argument("--keep", help="write the generated files into this folder")
    args = parser.parse_args(argv)

    folder = args.keep or tempfile.mkdtemp(prefix="ib-import-")
    os.makedirs(folder, exist_ok=True)
    paths = {}
    for factor in (0, 1, 10, 100):
        path = os.path.join(folder, "generated-%dx.storyboard" % factor)
        with open(path, "w", encoding="utf-8") as out:
            out.write(storyboard(max(1, args.scenes * factor) if factor else 1, fields=1 if factor == 0 else 6))
        paths[factor] = path
    startup = cpu_seconds([args.bin, "import", paths[0]], args.rounds)
    print("startup (layout import of a one-scene file): %.1f ms CPU" % (1000 * startup))
    print("%-6s %7s %9s %10s %12s %7s %10s %12s %7s" % (
        "size", "scenes", "KB", "import ms", "import µs/KB", "slope", "solve ms", "solve µs/KB", "slope"))
    base = None
    slopes = []
    for factor in (1, 10, 100):
        path = paths[factor]
        kb = os.path.getsize(path) / 1024
        imported = cpu_seconds([args.bin, "import", path], args.rounds) - startup
        solved = cpu_seconds([args.bin, "solve", path, "--compact"], args.rounds) - startup
        per = (imported / kb, solved / kb)
        base = base or per
        slope = (per[0] / base[0], per[1] / base[1])
        slopes.append(slope[0])
        print("%-6s %7d %9.0f %10.1f %12.1f %7.2f %10.1f %12.1f %7.2f" % (
            "%dx" % factor, args.scenes * factor, kb, 1000 * imported, 1e6 * per[0], slope[0],
            1000 * solved, 1e6 * per[1], slope[1]))
    print("import slope at 100x: %.2f (target <= 2)" % slopes[-1])
    if args.corpus:
        files = os.path.join(args.corpus, "files")
        largest = max(os.listdir(files), key=lambda f: os.path.getsize(os.path.join(files, f)))
        path = os.path.join(files, largest)
        total = cpu_seconds([args.bin, "solve", path, "--compact"], args.rounds)
        print("largest corpus file %s (%d bytes): import + solve %.1f ms CPU (process start included; target <= 50 ms)"
              % (largest, os.path.getsize(path), 1000 * total))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
