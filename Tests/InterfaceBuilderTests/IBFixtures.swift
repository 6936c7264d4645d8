import Engine
import Geometry
import JSON
import Requests
import Testing

@testable import InterfaceBuilder

/// Small Interface Builder files written for these tests (in the shape Xcode saves them), and
/// helpers to import them.
enum IBFixtures {
    static func storyboard(
        _ view: String, device: String = #"<device id="retina4_7" orientation="portrait"/>"#,
        controller: String = "", resources: String = "", toolsVersion: String = "21701"
    ) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                \(device)
                <scenes>
                    <scene sceneID="sc1-aa-bbb">
                        <objects>
                            <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                                \(view)
                                \(controller)
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr1-aa-bbb" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
                <resources>\(resources)</resources>
            </document>
            """.utf8)
    }

    /// A root view of 375 × 667 holding `subviews`, with its safe area `sa0-aa-bbb` and `constraints`.
    static func rootView(_ subviews: String, constraints: String = "", extra: String = "") -> String {
        """
        <view key="view" contentMode="scaleToFill" id="rt0-aa-bbb">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>\(subviews)</subviews>
            <viewLayoutGuide key="safeArea" id="sa0-aa-bbb"/>
            <constraints>\(constraints)</constraints>
            \(extra)
        </view>
        """
    }

    /// A 10 × 10 view `box-aa-bbb` pinned to `container`'s leading margin and top: its
    /// `<subviews>` and `<constraints>` contents.
    static func boxAtLeadingMargin(of container: String) -> (subviews: String, constraints: String) {
        (
            #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb"><rect key="frame" x="20" y="0" width="10" height="10"/></view>"#,
            """
            <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="\(container)" secondAttribute="leadingMargin" id="c01-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="\(container)" secondAttribute="top" id="c02-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="width" constant="10" id="c03-aa-bbb"/>
            <constraint firstItem="box-aa-bbb" firstAttribute="height" constant="10" id="c04-aa-bbb"/>
            """
        )
    }

    static func xib(
        _ objects: String, device: String = #"<device id="retina6_1" orientation="portrait"/>"#,
        toolsVersion: String = "21701"
    ) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                \(device)
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    \(objects)
                </objects>
            </document>
            """.utf8)
    }

    /// The trees of `bytes`; a failure fails the test.
    static func trees(_ bytes: [UInt8]) throws -> [ImportedTree] {
        try InterfaceBuilderImporter.importTrees(bytes).get()
    }

    /// The one tree of `bytes`.
    static func tree(_ bytes: [UInt8]) throws -> ImportedTree {
        let trees = try trees(bytes)
        try #require(trees.count == 1)
        return trees[0]
    }

    /// The view with IB id `id` in a document's tree.
    static func view(_ id: String, in document: JSONValue) -> JSONValue? {
        func find(_ view: JSONValue) -> JSONValue? {
            if view["id"] == .string(id) { return view }
            guard case .array(let subviews)? = view["subviews"] else { return nil }
            for subview in subviews { if let found = find(subview) { return found } }
            return nil
        }
        return document["root"].flatMap(find)
    }

    /// The document's constraints, groups opened.
    static func constraints(_ document: JSONValue) -> [JSONValue] {
        guard case .array(let entries)? = document["constraints"] else { return [] }
        return entries.flatMap { entry -> [JSONValue] in
            if case .array(let inner)? = entry["constraints"] { return inner }
            return [entry]
        }
    }

    /// The results of every tree on its design canvas.
    static func designResults(_ bytes: [UInt8]) throws -> [TargetResult] {
        let requests = try InterfaceBuilderRequest.requests(try trees(bytes), targets: .designCanvas).get()
        return try RequestSolver.solve(requests).get().results
    }

    /// Frames of the tree's result on its design canvas, by IB id.
    static func frames(_ bytes: [UInt8]) throws -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for result in try designResults(bytes) { for (id, frame) in result.frames { frames[id] = frame } }
        return frames
    }
}
