import Document
import Engine
import JSON
import Requests
import Testing

@testable import InterfaceBuilder

/// The views Xcode marks ambiguous because its canvas does not lay out their cell: text fields and
/// text views of a cell outside its table view's bounds, on the design canvas only.
@Suite struct CanvasAmbiguityTests {
    /// A 375 × 667 table view controller whose cells sit at `y`, each holding `content` pinned
    /// to its content view.
    static func table(cellsAt ys: [Double], content: String) -> [UInt8] {
        var cells = ""
        for (index, y) in ys.enumerated() {
            let inner = content.replacing("ID", with: "in\(index)-aa-bbb")
            cells += """
                <tableViewCell id="ce\(index)-aa-bbb">
                    <rect key="frame" x="0.0" y="\(y)" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" id="cv\(index)-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>\(inner)</subviews>
                        <constraints>
                            <constraint firstItem="in\(index)-aa-bbb" firstAttribute="leading" secondItem="cv\(index)-aa-bbb" secondAttribute="leading" constant="5" id="l\(index)a-aa-bbb"/>
                            <constraint firstItem="in\(index)-aa-bbb" firstAttribute="top" secondItem="cv\(index)-aa-bbb" secondAttribute="top" constant="5" id="t\(index)a-aa-bbb"/>
                            <constraint firstAttribute="trailing" secondItem="in\(index)-aa-bbb" secondAttribute="trailing" constant="5" id="r\(index)a-aa-bbb"/>
                            <constraint firstAttribute="bottom" secondItem="in\(index)-aa-bbb" secondAttribute="bottom" constant="5" id="b\(index)a-aa-bbb"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                """
        }
        return IBFixtures.storyboard(
            """
            <tableView key="view" dataMode="static" style="plain" rowHeight="44" id="tbl-aa-bbb">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <sections><tableViewSection id="sec-aa-bbb"><cells>\(cells)</cells></tableViewSection></sections>
            </tableView>
            """)
    }

    static let textField =
        #"<textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="5" y="5" width="365" height="34"/><fontDescription key="fontDescription" type="system" pointSize="14"/></textField>"#
    static let label =
        #"<label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="ID"><rect key="frame" x="5" y="5" width="365" height="34"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>"#

    static func ambiguous(_ result: TargetResult) -> [Diagnostic] {
        result.diagnostics.filter { $0.code == DiagnosticCode.ambiguousLayout }
    }

    @Test func aTextFieldOfACellBelowTheTablesBoundsIsAmbiguousOnTheCanvas() throws {
        let result = try #require(
            IBFixtures.designResults(Self.table(cellsAt: [0, 640, 700], content: Self.textField)).first)
        let found = Self.ambiguous(result)
        #expect(found.map { $0["view"] } == [.string("in1-aa-bbb"), .string("in2-aa-bbb")])
        #expect(found.allSatisfy { $0.severity == .warning && $0["cause"] == .string("not_laid_out_on_canvas") })
    }

    @Test func labelsOfACellBelowTheTablesBoundsAreLaidOutAsUsual() throws {
        let result = try #require(IBFixtures.designResults(Self.table(cellsAt: [0, 700], content: Self.label)).first)
        #expect(Self.ambiguous(result).isEmpty)
    }

    @Test func onAnotherTargetTheCellIsLaidOutAndNothingIsAmbiguous() throws {
        let trees = try IBFixtures.trees(Self.table(cellsAt: [700], content: Self.textField))
        #expect(trees[0].canvasDiagnostics.count == 1)
        let targets = InterfaceBuilderRequest.Targets.members([("devices", .array([.string("iphone-6")]))])
        let requests = try InterfaceBuilderRequest.requests(trees, targets: targets).get()
        let results = try RequestSolver.solve(requests).get().results
        #expect(results.allSatisfy { Self.ambiguous($0).isEmpty })
    }
}
