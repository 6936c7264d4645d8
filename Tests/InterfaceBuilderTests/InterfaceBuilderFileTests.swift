import Geometry
import Primitives
import Testing

@testable import InterfaceBuilder

/// Which files are Interface Builder files, and which of their objects are view trees.
@Suite struct InterfaceBuilderFileTests {
    static func error(_ text: String) throws -> InterfaceBuilderError {
        switch InterfaceBuilderImporter.importTrees(Array(text.utf8)) {
        case .success: throw Accepted()
        case .failure(let error): return error
        }
    }

    struct Accepted: Error {}

    @Test func xmlThatIsNotAnInterfaceBuilderDocumentIsRefused() throws {
        let error = try Self.error(#"<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>"#)
        #expect(error.code == "not_interface_builder")
        #expect(error.message.contains("<svg>"))
    }

    @Test func anotherDocumentTypeIsRefused() throws {
        let error = try Self.error(#"<document type="com.example.Plan"/>"#)
        #expect(error.code == "not_interface_builder")
    }

    @Test func aMacOSCocoaXibIsRefusedByName() throws {
        let error = try Self.error(
            #"<document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0"><objects><customView id="c1"><rect key="frame" x="0" y="0" width="10" height="10"/></customView></objects></document>"#
        )
        #expect(error.code == "cocoa_document")
        #expect(error.message.contains("macOS"))
    }

    @Test func aFileWithoutAViewTreeIsAnError() throws {
        let error = try Self.error(
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/></objects></document>"#
        )
        #expect(error.code == "no_view_tree")
    }

    @Test func eachViewControllerOfAStoryboardIsATreeNamedByItsId() throws {
        let view = IBFixtures.rootView("")
        let trees = try IBFixtures.trees(IBFixtures.storyboard(view))
        #expect(trees.map(\.scene) == ["vc1-aa-bbb"])
        #expect(trees[0].document["root"]?["id"] == .string("rt0-aa-bbb"))
    }

    @Test func containerControllersAndGestureRecognizersAreNotTrees() throws {
        let bytes = Array(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" toolsVersion="21701">
              <scenes>
                <scene sceneID="s1"><objects>
                  <navigationController id="nav-aa-bbb"><navigationBar key="navigationBar" id="bar-aa-bbb"><rect key="frame" x="0" y="20" width="375" height="44"/></navigationBar></navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                  <viewController id="vc2-aa-bbb"><view key="view" id="v2-aa-bbb"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController>
                  <tapGestureRecognizer id="tap-aa-bbb"/>
                  <view contentMode="scaleToFill" id="xtr-aa-bbb"><rect key="frame" x="0" y="0" width="150" height="40"/></view>
                </objects></scene>
              </scenes>
            </document>
            """.utf8)
        #expect(try IBFixtures.trees(bytes).map(\.scene) == ["vc2-aa-bbb", "xtr-aa-bbb"])
    }

    @Test func eachTopLevelViewAndCellOfAXibIsATree() throws {
        let bytes = IBFixtures.xib(
            """
            <view contentMode="scaleToFill" id="top-aa-bbb"><rect key="frame" x="0" y="0" width="320" height="100"/></view>
            <tableViewCell contentMode="scaleToFill" id="cel-aa-bbb">
                <rect key="frame" x="0" y="0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" id="cnt-aa-bbb">
                    <rect key="frame" x="0" y="0" width="320" height="44"/>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let trees = try IBFixtures.trees(bytes)
        #expect(trees.map(\.scene) == ["top-aa-bbb", "cel-aa-bbb"])
        #expect(IBFixtures.view("cnt-aa-bbb", in: trees[1].document) != nil)
    }

    @Test func aViewWithoutAnIdIsNamedAfterItsParentAndKey() throws {
        let bytes = IBFixtures.xib(
            """
            <collectionViewCell id="gTV-IL-0wX">
                <rect key="frame" x="0" y="0" width="160" height="40"/>
                <view key="contentView" opaque="NO"><rect key="frame" x="0" y="0" width="160" height="40"/></view>
            </collectionViewCell>
            """)
        let tree = try IBFixtures.tree(bytes)
        #expect(IBFixtures.view("gTV-IL-0wX#contentView", in: tree.document) != nil)
        let frames = try IBFixtures.frames(bytes)
        #expect(frames["gTV-IL-0wX#contentView"] == Rect(x: 0, y: 0, width: 160, height: 40))
    }

    @Test func aCellsContentViewWithoutAStoredFrameFillsTheCell() throws {
        let bytes = IBFixtures.xib(
            """
            <tableViewCell id="cel-aa-bbb">
                <rect key="frame" x="0" y="0" width="320" height="60"/>
                <tableViewCellContentView key="contentView" id="cnt-aa-bbb">
                    <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-bbb"/></subviews>
                    <constraints>
                        <constraint firstItem="box-aa-bbb" firstAttribute="top" secondItem="cnt-aa-bbb" secondAttribute="top" id="c01-aa-bbb"/>
                        <constraint firstItem="box-aa-bbb" firstAttribute="leading" secondItem="cnt-aa-bbb" secondAttribute="leading" id="c02-aa-bbb"/>
                        <constraint firstAttribute="bottom" secondItem="box-aa-bbb" secondAttribute="bottom" id="c03-aa-bbb"/>
                        <constraint firstAttribute="trailing" secondItem="box-aa-bbb" secondAttribute="trailing" id="c04-aa-bbb"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """)
        let frames = try IBFixtures.frames(bytes)
        #expect(frames["cnt-aa-bbb"] == Rect(x: 0, y: 0, width: 320, height: 60))
        #expect(frames["box-aa-bbb"] == Rect(x: 0, y: 0, width: 320, height: 60))
    }

    @Test func aCancelledRequestStopsALargeImport() throws {
        let views = (0..<5_000).map { #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v\#($0)"/>"# }
        let bytes = IBFixtures.storyboard(IBFixtures.rootView(views.joined()))
        #expect(try IBFixtures.trees(bytes).count == 1)
        let cancelled = WorkBudget(isCancelled: { true })
        let result = WorkBudget.$current.withValue(cancelled) { InterfaceBuilderImporter.importTrees(bytes) }
        guard case .failure(let error) = result else {
            Issue.record("a cancelled request imported 5 000 views")
            return
        }
        #expect(error.code == "xml_limit")
        #expect(error.message.contains("time or memory"))
    }

    @Test func aByteOrderMarkOrWhiteSpaceBeforeTheXMLStillRoutesToTheImporter() {
        #expect(InterfaceBuilderImporter.looksLikeXML([0xEF, 0xBB, 0xBF] + Array("  \n<doc/>".utf8)))
        #expect(!InterfaceBuilderImporter.looksLikeXML(Array(#" {"root": {}}"#.utf8)))
        #expect(!InterfaceBuilderImporter.looksLikeXML([]))
    }
}
