import Testing

@testable import Devices
@testable import Document
@testable import Geometry
@testable import JSON
@testable import Requests

@Suite struct LayoutRequestDecodingTests {
    static let document = #"{"root": {"id": "root", "subviews": [{"id": "a"}]}, "constraints": ["H:|[a]|", "V:|[a]|"]}"#

    static func decode(_ json: String, query: [String: String] = [:], limits: LayoutLimits = .standard) throws
        -> Result<LayoutRequest, DocumentProblems>
    {
        LayoutRequest.decode(try JSONParser.parse(json), query: query, limits: limits)
    }

    static func targets(_ request: LayoutRequest) -> [String] {
        request.targets.map { spec in
            guard case .device(let device) = spec else { return "custom" }
            return "\(device.device)/\(device.orientation.rawValue)"
        }
    }

    @Test func aSingleTarget() throws {
        let request = try Self.decode(
            #"{"document": \#(Self.document), "target": {"device": "iphone-6", "orientation": "landscape"}}"#
        ).get()
        #expect(Self.targets(request) == ["iphone-6/landscape"])
        #expect(request.targetPointers == ["/target"])
    }

    @Test func aListOfTargetsKeepsItsOrder() throws {
        let request = try Self.decode(
            #"""
            {"document": \#(Self.document), "targets": [{"device": "ipad-9-7"}, {"size": {"width": 100, "height": 200}, "scale": 3}]}
            """#
        ).get()
        #expect(Self.targets(request) == ["ipad-9-7/portrait", "custom"])
        #expect(request.targetPointers == ["/targets/0", "/targets/1"])
    }

    @Test func devicesAndOrientationsAreACrossProduct() throws {
        let request = try Self.decode(
            #"""
            {"document": \#(Self.document), "devices": ["iphone-4s", "iphone-6"], "orientations": ["landscape", "portrait"]}
            """#
        ).get()
        #expect(
            Self.targets(request) == [
                "iphone-4s/landscape", "iphone-4s/portrait", "iphone-6/landscape", "iphone-6/portrait"
            ])
        let both = try Self.decode(#"{"document": \#(Self.document), "devices": ["iphone-5"]}"#).get()
        #expect(Self.targets(both) == ["iphone-5/portrait", "iphone-5/landscape"])
    }

    @Test func aBareDocumentTakesItsTargetFromTheQuery() throws {
        let request = try Self.decode(Self.document, query: ["device": "iphone-6", "orientation": "landscape"]).get()
        #expect(Self.targets(request) == ["iphone-6/landscape"])
        #expect(request.document.views.map(\.id) == ["root", "a"])
    }

    @Test func validationDefaultsToTheCatalogWhenNoTargetIsGiven() throws {
        let all = DeviceCatalog.standard.allTargets()
        let bare = try LayoutRequest.decode(try JSONParser.parse(Self.document), defaultTargets: all).get()
        #expect(bare.targets == all)
        let wrapped = try LayoutRequest.decode(
            try JSONParser.parse(#"{"document": \#(Self.document)}"#), defaultTargets: all
        ).get()
        #expect(wrapped.targets == all)
        let chosen = try LayoutRequest.decode(
            try JSONParser.parse(#"{"document": \#(Self.document), "devices": ["iphone-6"]}"#),
            defaultTargets: all
        ).get()
        #expect(Self.targets(chosen) == ["iphone-6/portrait", "iphone-6/landscape"])
    }

    @Test func outputOptionsAreDecoded() throws {
        let request = try Self.decode(
            #"""
            {"document": \#(Self.document), "target": {"device": "iphone-6"}, "output": {"windowFrames": true, "log": false}}
            """#
        ).get()
        #expect(request.output.windowFrames && !request.output.log && !request.output.constraints)
    }

    /// (body, query, pointer of the first problem, message fragment)
    static let broken: [(String, [String: String], String, String)] = [
        (document, [:], "", "no target"),
        (document, ["device": "iphone-99"], "", "query parameter 'device'"),
        (document, ["device": "iphone-6", "orientation": "sideways"], "", "query parameter 'orientation'"),
        (#"{"document": \#(document)}"#, [:], "", "missing the target"),
        (#"{"document": \#(document), "target": {"device": "iphone-6"}, "targets": []}"#, [:], "/targets", "one way"),
        (#"{"document": \#(document), "target": {"device": "nokia"}}"#, [:], "/target/device", "unknown device"),
        (#"{"document": \#(document), "devices": ["iphone-6", "nokia"]}"#, [:], "/devices/1", "unknown device"),
        (
            #"{"document": \#(document), "devices": ["iphone-6"], "orientations": ["up"]}"#, [:], "/orientations/0",
            "not one of"
        ),
        (
            #"{"document": {"root": {"id": 7}}, "target": {"device": "iphone-6"}}"#, [:], "/document/root/id",
            "expected a string"
        ),
        (
            #"{"document": \#(document), "target": {"device": "iphone-6"}, "states": [{}]}"#, [:], "/states/0",
            #"missing required key "name""#
        ),
        (
            #"{"document": \#(document), "target": {"device": "iphone-6"}, "output": {"log": 1}}"#, [:], "/output/log",
            "true or false"
        ),
        (#"{"document": \#(document), "target": {"device": "iphone-6"}, "colour": 1}"#, [:], "/colour", "unknown key")
    ]

    @Test(arguments: broken)
    func brokenRequestsPointIntoTheBody(
        _ json: String, _ query: [String: String], _ pointer: String, _ fragment: String
    ) throws {
        switch try Self.decode(json, query: query) {
        case .success: Issue.record("should fail: \(json)")
        case .failure(let problems):
            #expect(problems.problems.first?.pointer == pointer, "\(problems.problems)")
            #expect(problems.problems.first?.message.contains(fragment) == true, "\(problems.problems)")
        }
    }

    @Test func theTargetLimitCountsTheCrossProduct() throws {
        let result = try Self.decode(
            #"{"document": \#(Self.document), "devices": ["iphone-6", "iphone-5"]}"#,
            limits: LayoutLimits(maxTargets: 3))
        guard case .failure(let problems) = result else {
            Issue.record("over the limit")
            return
        }
        #expect(problems.problems.first?.message.contains("too many targets") == true)
    }

    @Test func aRequestSolvesEveryTargetInOrder() throws {
        let request = try Self.decode(
            #"{"document": \#(Self.document), "devices": ["iphone-4s", "iphone-6"], "orientations": ["portrait"]}"#
        ).get()
        let response = try RequestSolver.solve(request).get()
        #expect(response.results.map { $0.frame("a")?.width } == [320, 375])
        let text = String(decoding: response.serialized(), as: UTF8.self)
        #expect(
            text.hasPrefix(
                #"{"results":[{"target":{"device":"iphone-4s","orientation":"portrait","size":{"width":320,"height":480}"#
            ))
        #expect(
            text.contains(
                #""frames":{"root":{"x":0,"y":0,"width":320,"height":480},"a":{"x":0,"y":0,"width":320,"height":480}},"contentSizes":{},"diagnostics":[],"states":[],"stats":{"#
            ))
    }

    @Test func windowFramesAndConstraintsAppearWhenAskedFor() throws {
        let request = try Self.decode(
            #"""
            {"document": {"root": {"id": "root", "subviews": [{"id": "a", "subviews": [{"id": "b"}]}]},
                          "constraints": ["H:|-(10)-[a(50)]", "V:|-(10)-[a(50)]", "H:|-(5)-[b(5)]", "V:|-(5)-[b(5)]"]},
             "target": {"device": "iphone-6"}, "output": {"windowFrames": true, "constraints": true}}
            """#
        ).get()
        let result = try #require(try RequestSolver.solve(request).get().results.first)
        #expect(result.windowFrames?.last?.frame == Rect(x: 15, y: 15, width: 5, height: 5))
        #expect(result.frame("b") == Rect(x: 5, y: 5, width: 5, height: 5))
        let ids = result.constraints?.compactMap { value -> String? in
            if case .string(let id)? = value["id"] { return id }
            return nil
        }
        #expect(ids?.contains("constraints[0]#1") == true)
        #expect(ids?.first == "UIView-Encapsulated-Layout-Left")
    }
}
