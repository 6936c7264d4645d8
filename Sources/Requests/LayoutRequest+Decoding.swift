import Devices
import Document
import Engine
import JSON
import Primitives
import Rendering
import States

extension LayoutRequest {
    /// Decodes a request body. The body is `{document, …}`, or — the shortcut — a bare document
    /// with its target in the query (`device`, `orientation`, and optionally `multitasking`,
    /// `keyboard`, `layoutDirection`); `wholeContent` sets `wireframe`. Every problem is reported, each with a pointer into the
    /// body. States (docs/states.md) are checked against the document (States/StateSpec+Decoding.swift).
    ///
    /// `targets`: targets that replace the body's own (the command line's `--device`), given as
    /// values by the caller, which has checked them. `defaultTargets`: the targets of a body that
    /// names none (`POST /v1/validate` passes `catalog.allTargets()`); `nil` makes a missing
    /// target a problem.
    public static func decode(
        _ body: JSONValue, query: [String: String] = [:],
        limits: LayoutLimits = .standard,
        catalog: DeviceCatalog = .standard,
        targets given: [TargetSpec]? = nil,
        defaultTargets: [TargetSpec]? = nil
    ) -> Result<LayoutRequest, DocumentProblems> {
        var reader = JSONReader()
        let isWrapped: Bool
        if case .object(let members) = body {
            isWrapped = JSONValue.hasMember("document", in: members)
        } else {
            isWrapped = false
        }

        guard isWrapped else {
            let document = LayoutDocument.decode(body, at: "", limits: limits, &reader)
            let queried = given == nil ? queryTargets(query, limits: limits, catalog: catalog, &reader) : nil
            if given == nil && queried == nil && query["device"] == nil && query["devices"] == nil
                && defaultTargets == nil
            {
                reader.report("", "no target", hint: .bareDocumentTarget)
            }
            guard reader.problems.isEmpty, let document, let targets = given ?? queried ?? defaultTargets else {
                return .failure(DocumentProblems(reader.problems))
            }
            return .success(
                LayoutRequest(
                    document: document, targets: targets, targetPointers: targets.map { _ in "" },
                    states: [], output: OutputOptions(), limits: limits,
                    wireframe: wireframeOptions(query)))
        }

        guard let members = reader.object(body, at: "", allowed: keys, what: "a request (an object)") else {
            return .failure(DocumentProblems(reader.problems))
        }
        func member(_ key: String) -> JSONValue? { JSONValue.member(key, of: members) }
        let document = member("document").flatMap {
            LayoutDocument.decode($0, at: "/document", limits: limits, &reader)
        }

        var targets: [TargetSpec] = []
        var pointers: [String] = []
        func decodeTarget(_ value: JSONValue, at pointer: String, _ reader: inout JSONReader) {
            switch TargetSpec.decode(value, pointer: pointer, catalog: catalog) {
            case .success(let spec):
                targets.append(spec)
                pointers.append(pointer)
            case .failure(let problems): reader.report(contentsOf: problems.problems)
            }
        }
        let forms = given == nil ? ["target", "targets", "devices"].filter { member($0) != nil } : []
        if let given {
            targets = given
            pointers = given.map { _ in "" }
        } else if forms.count > 1 {
            reader.report(
                "/\(forms[1])",
                "give the targets one way: \"target\", \"targets\" or \"devices\" (with \"orientations\"), not \(forms.joined(separator: " and "))"
            )
        } else if forms.isEmpty, let defaultTargets {
            targets = defaultTargets
            pointers = defaultTargets.map { _ in "" }
        } else if forms.isEmpty {
            reader.report(
                "", "missing the target: add \"target\", \"targets\" or \"devices\" (with \"orientations\")",
                hint: .requestTarget)
        }
        if given == nil && member("orientations") != nil && member("devices") == nil {
            reader.report("/orientations", "\"orientations\" goes with \"devices\"")
        }
        if forms.count == 1 {
            switch forms[0] {
            case "target":
                decodeTarget(member("target") ?? .null, at: "/target", &reader)
            case "targets":
                if let list = reader.array(member("targets") ?? .null, at: "/targets") {
                    if list.isEmpty { reader.report("/targets", "\"targets\" is empty") }
                    if list.count > limits.maxTargets {
                        reader.report("/targets", "too many targets: the limit is \(limits.maxTargets)")
                    } else {
                        for (index, value) in list.enumerated() {
                            decodeTarget(value, at: "/targets".appendingPointer(index), &reader)
                        }
                    }
                }
            default:
                crossProduct(
                    devices: member("devices") ?? .null, orientations: member("orientations"), limits: limits,
                    catalog: catalog, &reader, &targets, &pointers)
            }
        }

        var states: [StateSpec] = []
        if let value = member("states"), let list = reader.array(value, at: "/states") {
            if list.count > limits.maxStates {
                reader.report("/states", "too many states: the limit is \(limits.maxStates)")
            } else if let document {
                states = StateSpec.decodeList(
                    list, ids: ConstraintIds(document), catalog: catalog,
                    limits: limits.keyframes, &reader)
            }
        }
        let output = member("output").map { OutputOptions.decode($0, at: "/output", &reader) } ?? OutputOptions()
        if member("document") == nil { reader.missingKey("", "document") }
        guard reader.problems.isEmpty, let document else { return .failure(DocumentProblems(reader.problems)) }
        return .success(
            LayoutRequest(
                document: document, targets: targets, targetPointers: pointers, states: states,
                output: output, limits: limits, wireframe: wireframeOptions(query)))
    }

    /// The query's drawing options (`wholeContent=true`); the service has checked the values.
    private static func wireframeOptions(_ query: [String: String]) -> WireframeOptions {
        WireframeOptions(wholeContent: query["wholeContent"] == "true")
    }

    /// `devices × orientations`, device-major, in the order given; orientations default to both.
    private static func crossProduct(
        devices: JSONValue, orientations: JSONValue?, limits: LayoutLimits,
        catalog: DeviceCatalog, _ reader: inout JSONReader,
        _ targets: inout [TargetSpec], _ pointers: inout [String]
    ) {
        guard let names = reader.array(devices, at: "/devices") else { return }
        if names.isEmpty { reader.report("/devices", "\"devices\" is empty") }
        var chosen: [Orientation] = Orientation.allCases
        if let orientations, let list = reader.array(orientations, at: "/orientations") {
            if list.isEmpty { reader.report("/orientations", "\"orientations\" is empty") }
            chosen = list.enumerated().compactMap { index, value in
                reader.choice(value, at: "/orientations".appendingPointer(index), Orientation.allCases.map(\.rawValue))
                    .flatMap(Orientation.init(rawValue:))
            }
        }
        guard names.count * chosen.count <= limits.maxTargets else {
            reader.report(
                "/devices",
                "too many targets: \(names.count) devices × \(chosen.count) orientations is over the limit of \(limits.maxTargets)"
            )
            return
        }
        for (index, value) in names.enumerated() {
            let pointer = "/devices".appendingPointer(index)
            guard let name = reader.string(value, at: pointer) else { continue }
            guard let device = catalog.device(named: name) else {
                reader.report(.unknownDevice(name, at: pointer))
                continue
            }
            for orientation in chosen {
                targets.append(.device(DeviceTargetSpec(device: device.id, orientation: orientation)))
                pointers.append(pointer)
            }
        }
    }

    /// The query-string targets of the bare-document shortcut (`queryTargetMembers`), or nil
    /// when it names none or they are wrong; problems point at `""` and name the parameter.
    private static func queryTargets(
        _ query: [String: String], limits: LayoutLimits, catalog: DeviceCatalog, _ reader: inout JSONReader
    ) -> [TargetSpec]? {
        guard let members = queryTargetMembers(query, catalog: catalog) else { return nil }
        var found = JSONReader()
        var targets: [TargetSpec] = []
        if members[0].key == "devices" {
            var pointers: [String] = []
            crossProduct(
                devices: members[0].value, orientations: members.count > 1 ? members[1].value : nil, limits: limits,
                catalog: catalog, &found, &targets, &pointers)
        } else if let keyboard = query["keyboard"], keyboard != "true" && keyboard != "false" {
            reader.report("", "query parameter 'keyboard' must be true or false")
            return nil
        } else {
            switch TargetSpec.decode(members[0].value, pointer: "", catalog: catalog) {
            case .success(let spec): targets = [spec]
            case .failure(let problems): found.report(contentsOf: problems.problems)
            }
        }
        // A pointer into the members made from the query names the parameter it came from.
        for problem in found.problems {
            let parameter = problem.pointer.split(separator: "/").first.map { "query parameter '\($0)': " } ?? "query: "
            reader.report("", parameter + problem.message, hint: problem.hint)
        }
        return found.problems.isEmpty ? targets : nil
    }

    /// The query's targets as a body's members name them: `target` (`queryTargetObject`) for
    /// `device`, or `devices` and `orientations` for `devices` — a comma-separated list of
    /// catalog ids, or `all` for every catalog device — with `orientations` a comma-separated
    /// list (both when absent). Nil when the query names no target. A body of several trees (an
    /// Interface Builder file) is laid out on them.
    public static func queryTargetMembers(_ query: [String: String], catalog: DeviceCatalog = .standard)
        -> [(key: String, value: JSONValue)]?
    {
        guard let devices = query["devices"] else { return queryTargetObject(query).map { [("target", $0)] } }
        let names = devices.equalsIgnoringASCIICase("all") ? catalog.devices.map(\.id) : queryList(devices)
        var members: [(key: String, value: JSONValue)] = [("devices", .array(names.map { .string($0) }))]
        if let orientations = query["orientations"] {
            members.append(("orientations", .array(queryList(orientations).map { .string($0) })))
        }
        return members
    }

    /// The items of a comma-separated query value, empty ones kept (a problem to report).
    public static func queryList(_ value: String) -> [String] {
        value.isEmpty ? [] : value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    /// The query's target as a body's `target` object — `device`, and `orientation`,
    /// `multitasking`, `layoutDirection`, `keyboard` when given — or nil without `device`. A body
    /// of several trees (an Interface Builder file) is laid out on it.
    public static func queryTargetObject(_ query: [String: String]) -> JSONValue? {
        guard let device = query["device"] else { return nil }
        var members: [(key: String, value: JSONValue)] = [("device", .string(device))]
        for key in ["orientation", "multitasking", "layoutDirection"] {
            if let value = query[key] { members.append((key, .string(value))) }
        }
        if let keyboard = query["keyboard"] {
            members.append(
                ("keyboard", keyboard == "true" || keyboard == "false" ? .bool(keyboard == "true") : .string(keyboard)))
        }
        return .object(members)
    }

    /// Every target resolved under the document's controller and default direction.
    public func resolvedTargets(catalog: DeviceCatalog = .standard) -> Result<[ResolvedTarget], DocumentProblems> {
        var resolved: [ResolvedTarget] = []
        var problems: [DocumentProblem] = []
        for (spec, pointer) in zip(targets, targetPointers) {
            switch ResolvedTarget.resolve(
                spec, controller: document.controller, catalog: catalog,
                defaultLayoutDirection: document.defaults.layoutDirection ?? .leftToRight,
                pointer: pointer)
            {
            case .success(let target): resolved.append(target)
            case .failure(let found): problems += found.problems
            }
        }
        return problems.isEmpty ? .success(resolved) : .failure(DocumentProblems(problems))
    }
}
