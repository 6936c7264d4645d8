import LayoutModel

/// The `layout` command line (README.md, "Command line"), as a pure value: arguments are parsed into an
/// invocation, and running it turns input bytes into output bytes and an exit status. The
/// executable only reads files and writes streams.
///
///     layout solve FILE [--device D [--orientation O] | --all-devices] [--compact] [--timing]
///     layout validate FILE [--device D [--orientation O] | --all-devices]
///     layout render FILE [-o OUT.svg] [--whole-content] [--device D [--orientation O] | --all-devices]
///     layout system FILE [--device D [--orientation O]] [--compact] [--timing]
///     layout devices
///
/// Every command reading a document also takes `--max-views N` and `--max-constraints N` (the
/// document limits, as `layoutd` takes them) and `--no-presolve` (the solver gets every
/// constraint as given: the benchmarks' peer, `EngineOptions.presolves`).
///
/// FILE is a bare document or a `{document, …}` request body; `-` is standard input. Without
/// `--device`/`--all-devices`, `solve` uses the request body's own targets. Exit
/// status: 0 success, 1 error diagnostics, 2 bad usage or unreadable input.
package struct LayoutCommand: Sendable, Hashable {
    package enum Action: Sendable, Hashable { case solve, validate, render, system, devices, help }

    package var action: Action
    package var file: String?
    package var device: String?
    package var orientations: [Orientation] = Orientation.allCases
    package var allDevices = false
    package var pretty = true
    /// `--timing`: report `stats.solveMicroseconds` (which makes output vary between runs).
    package var timing = false
    /// `render -o PATH`: where the executable writes the SVG (standard output without it).
    package var outputPath: String?
    /// `--max-views`, `--max-constraints`: the document limits (targets aside, which follow the flags).
    package var limits = LayoutLimits.standard
    /// `--no-presolve` clears it (`EngineOptions.presolves`).
    package var presolves = true
    /// `render --whole-content`: draw everything laid out, unclipped (`WireframeOptions`).
    package var wholeContent = false

    package static let usage = """
        usage: layout solve FILE [--device ID [--orientation portrait|landscape] | --all-devices] [--compact] [--timing]
               layout validate FILE [--device ID [--orientation O] | --all-devices]   (default: the file's targets, else all)
               layout render FILE [-o OUT.svg] [--whole-content] [--device ID [--orientation O] | --all-devices]   (default: the file's targets, else iphone-6 both ways)
               layout system FILE [--device ID [--orientation O]] [--compact] [--timing]   (the first target's system, as JSON)
               layout devices
        FILE may be '-' for standard input. Exit status: 0 ok, 1 error diagnostics, 2 bad usage or input.
        Document limits: --max-views N (default \(LayoutLimits.standard.maxViews)), --max-constraints N (default \(LayoutLimits.standard.maxConstraints)).
        --no-presolve: give the solver every constraint as given (slower; for benchmarks).
        """

    /// Parses arguments (without the program name).
    package static func parse(_ arguments: [String]) -> Result<LayoutCommand, UsageError> {
        guard let verb = arguments.first else { return .failure(UsageError("missing command")) }
        var command: LayoutCommand
        switch verb {
        case "solve": command = LayoutCommand(action: .solve)
        case "validate": command = LayoutCommand(action: .validate)
        case "render": command = LayoutCommand(action: .render)
        case "system": command = LayoutCommand(action: .system)
        case "devices": command = LayoutCommand(action: .devices)
        case "help", "--help", "-h": return .success(LayoutCommand(action: .help))
        default: return .failure(UsageError("unknown command '\(verb)'"))
        }
        var rest = arguments.dropFirst()
        var orientationGiven = false
        while let argument = rest.popFirst() {
            func value() -> String? { rest.popFirst() }
            switch argument {
            case "--device":
                guard let name = value() else { return .failure(UsageError("--device needs a device id")) }
                command.device = name
                command.allDevices = false
            case "--orientation":
                guard let text = value(), let orientation = Orientation(rawValue: text) else {
                    return .failure(UsageError("--orientation needs portrait or landscape"))
                }
                command.orientations = [orientation]
                orientationGiven = true
            case "--all-devices": command.allDevices = true
            case "--compact": command.pretty = false
            case "--timing": command.timing = true
            case "--no-presolve": command.presolves = false
            case LayoutLimits.maxViewsFlag, LayoutLimits.maxConstraintsFlag:
                guard let text = value(), let limit = Int(text), LayoutLimits.flagRange.contains(limit) else {
                    return .failure(UsageError("\(argument) needs an integer in \(LayoutLimits.flagRange)"))
                }
                if argument == LayoutLimits.maxViewsFlag { command.limits.maxViews = limit } else { command.limits.maxConstraints = limit }
            case "--whole-content" where command.action == .render: command.wholeContent = true
            case "-o" where command.action == .render:
                guard let path = value() else { return .failure(UsageError("-o needs a file name")) }
                command.outputPath = path
            default:
                guard command.file == nil, command.action != .devices, argument == "-" || !argument.hasPrefix("-") else {
                    return .failure(UsageError("unexpected argument '\(argument)'"))
                }
                command.file = argument
            }
        }
        if command.action != .devices && command.file == nil { return .failure(UsageError("missing FILE")) }
        if command.action == .system && command.allDevices { return .failure(UsageError("system takes one target: --device, not --all-devices")) }
        if orientationGiven && command.device == nil && !command.allDevices {
            return .failure(UsageError("--orientation goes with --device"))
        }
        return .success(command)
    }

    package struct UsageError: Error, Hashable, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
    }

    /// What running produced.
    package struct Outcome: Sendable {
        package var status: Int32
        package var stdout: [UInt8]
        package var stderr: String
    }

    /// Runs the command over the input file's bytes (ignored by `devices`).
    package func run(input: [UInt8], catalog: DeviceCatalog = .standard, options: EngineOptions = .standard) -> Outcome {
        var options = options
        options.measuresTime = options.measuresTime || timing
        options.presolves = options.presolves && presolves
        switch action {
        case .help:
            return Outcome(status: 0, stdout: Array((Self.usage + "\n").utf8), stderr: "")
        case .devices:
            return Outcome(status: 0, stdout: write(catalog.jsonValue), stderr: "")
        case .solve, .validate, .render, .system:
            let body: JSONValue
            do { body = try JSONParser.parse(input) } catch {
                return Outcome(status: 2, stdout: [], stderr: "layout: \(file ?? "-"): unreadable JSON: \(error.description)\n")
            }
            var request: LayoutRequest
            switch decode(body, catalog: catalog) {
            case let .success(decoded): request = decoded
            case let .failure(problems):
                let text = problems.problems.map { "layout: \(file ?? "-")\($0.pointer.isEmpty ? "" : " at \($0.pointer)"): \($0.message)" }
                return Outcome(status: 2, stdout: [], stderr: text.joined(separator: "\n") + "\n")
            }
            if action == .system {
                switch SystemExport.json(request, options: options, catalog: catalog) {
                case let .success(system): return Outcome(status: 0, stdout: write(system), stderr: "")
                case let .failure(problems): return Self.failure(problems.problems)
                }
            }
            if wholeContent { request.wireframe.wholeContent = true }
            // The service's path (Sources/LayoutModel/Requests/), its targets one after another.
            switch RequestSolver.solve(request, options: options, catalog: catalog) {
            case let .failure(failure):
                return Self.failure(failure.problems)
            case let .success(response):
                let failed = action != .render && StrictMode.fails(response.results)
                let stdout = kind.body(response, request: request, style: pretty ? .pretty : .compact)
                return Outcome(status: failed ? 1 : 0, stdout: action == .render ? stdout : stdout + [0x0A], stderr: "")
            }
        }
    }

    /// The request kind the action answers (the service's route of the same name).
    var kind: RequestKind {
        switch action {
        case .validate: .validate
        case .render: .render
        default: .layout
        }
    }

    /// The request the command line describes: the file's own targets unless flags give them.
    func decode(_ body: JSONValue, catalog: DeviceCatalog) -> Result<LayoutRequest, DocumentProblems> {
        var document = body
        var isRequest = false
        if case let .object(members) = body, let inner = members.first(where: { $0.key == "document" })?.value {
            document = inner
            isRequest = true
        }
        guard device != nil || allDevices else {
            // Without flags: the body's own targets, else the service's default (every catalog
            // target for `validate`); `render` draws iPhone 6 both ways.
            return LayoutRequest.decode(body, limits: limits, catalog: catalog,
                                        defaultTargets: action == .render ? Self.renderTargets : kind.defaultTargets(catalog: catalog))
        }
        let devices: [String] = allDevices ? catalog.devices.map(\.id) : [device ?? ""]
        let wrapped = JSONValue.object([
            ("document", document),
            ("devices", .array(devices.map(JSONValue.string))),
            ("orientations", .array(orientations.map { .string($0.rawValue) })),
        ])
        var limits = limits
        limits.maxTargets = max(limits.maxTargets, devices.count * 2)
        return LayoutRequest.decode(wrapped, limits: limits, catalog: catalog).mapError { problems in
            // Pointers refer to the file: strip the wrapper's `/document` when the file was bare.
            DocumentProblems(problems.problems.map { problem in
                guard !isRequest, problem.pointer.hasPrefix("/document") else { return problem }
                return DocumentProblem(pointer: String(problem.pointer.dropFirst("/document".count)), message: problem.message)
            })
        }
    }

    /// What `render` draws when neither the file nor the flags name a target.
    static let renderTargets: [TargetSpec] = Orientation.allCases.map { .device(DeviceTargetSpec(device: "iphone-6", orientation: $0)) }

    private static func failure(_ problems: [DocumentProblem]) -> Outcome {
        Outcome(status: 2, stdout: [], stderr: problems.map { "layout: \($0.pointer): \($0.message)" }.joined(separator: "\n") + "\n")
    }

    private func write(_ value: JSONValue) -> [UInt8] {
        JSONWriter.write(value, style: pretty ? .pretty : .compact) + [0x0A]
    }
}
