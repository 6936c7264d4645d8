import Devices
import Document
import Engine
import InterfaceBuilder
import JSON
import Requests
import States

/// The `layout` command line (`layout --help`, LayoutCommand+Help.swift), as a pure value:
/// arguments are parsed into an invocation, and running it turns input bytes into output bytes
/// and an exit status. The executable only reads files and writes streams.
///
///     layout solve FILE [--device ID [--orientation O] | --all-devices] [--compact] [--timing]
///     layout validate FILE… [--device ID [--orientation O] | --all-devices] [--json] [--compact]
///     layout render FILE [-o OUT.svg] [--whole-content] [--device ID [--orientation O] | --all-devices]
///     layout system FILE [--device ID [--orientation O]] [--compact] [--timing]
///     layout import FILE.storyboard|FILE.xib [--compact]
///     layout devices [--json [--compact]]
///     layout help [COMMAND]        (also `layout COMMAND --help`)
///
/// Every command reading a document also takes `--max-views N` and `--max-constraints N` (the
/// document limits, as `layoutd` takes them) and `--no-presolve` (the solver gets every
/// constraint as given: the benchmarks' peer, `EngineOptions.presolves`).
///
/// FILE is a bare document or a `{document, …}` request body; `-` is standard input. Without
/// `--device`/`--all-devices`, the file's own targets are used. Messages speak of flags and
/// `layout devices`, never of URLs: the shared decoder's hints are worded for the command line
/// (`DocumentProblem.worded(for: .commandLine)`). Exit status: 0 success, 1 error diagnostics,
/// 2 bad usage or unreadable input.
public struct LayoutCommand: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable, CaseIterable {
        case solve, validate, render, system, `import`, devices, help
    }

    public var action: Action
    /// `layout help COMMAND`, `layout COMMAND --help`: whose help to print (nil: the overview).
    public var helpTopic: Action?
    public var file: String?
    /// `validate FILE…`: the files after the first.
    public var moreFiles: [String] = []
    public var device: String?
    public var orientations: [Orientation] = Orientation.allCases
    public var allDevices = false
    public var pretty = true
    /// `--timing`: each target's solve time on standard error (the answer itself stays the same
    /// bytes for the same request).
    public var timing = false
    /// `devices --json`: the catalog's JSON instead of the table.
    public var json = false
    /// `render -o PATH`: where the executable writes the SVG (standard output without it).
    public var outputPath: String?
    /// `--max-views`, `--max-constraints`: the document limits (targets aside, which follow the flags).
    public var limits = LayoutLimits.standard
    /// `--no-presolve` clears it (`EngineOptions.presolves`).
    public var presolves = true
    /// `render --whole-content`: draw everything laid out, unclipped (`WireframeOptions`).
    public var wholeContent = false

    /// Parses arguments (without the program name).
    public static func parse(_ arguments: [String]) -> Result<LayoutCommand, UsageError> {
        guard let verb = arguments.first else { return .failure(UsageError("missing command", command: nil)) }
        if ["--help", "-h"].contains(verb) { return .success(LayoutCommand(action: .help)) }
        guard let action = Action(rawValue: verb) else {
            return .failure(UsageError("unknown command '\(verb)'", command: nil))
        }
        var command = LayoutCommand(action: action)
        var rest = arguments.dropFirst()
        if action == .help {
            guard rest.count <= 1 else { return .failure(UsageError("help takes one command", command: .help)) }
            guard let topic = rest.first else { return .success(command) }
            guard let named = Action(rawValue: topic) else {
                return .failure(UsageError("unknown command '\(topic)'", command: .help))
            }
            command.helpTopic = named
            return .success(command)
        }
        // `--help` anywhere wins over every other argument, right or wrong.
        if rest.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .success(LayoutCommand(action: .help, helpTopic: action))
        }
        func failure(_ message: String) -> Result<LayoutCommand, UsageError> {
            .failure(UsageError(message, command: action))
        }
        var orientationGiven = false
        while var argument = rest.popFirst() {
            let takesTarget = action != .devices && action != .import
            // The GNU form `--flag=value` is `--flag value`, for every flag that takes a value.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                let flag = String(argument[..<equals])
                guard Self.valueFlags.contains(flag) else {
                    return failure(
                        Self.flags.contains(flag) ? "\(flag) takes no value" : "unknown option '\(argument)'")
                }
                rest.insert(String(argument[argument.index(after: equals)...]), at: rest.startIndex)
                argument = flag
            }
            switch argument {
            case "--device" where takesTarget:
                guard let name = rest.popFirst() else {
                    return failure("--device needs a device id ('layout devices' lists them)")
                }
                command.device = name
                command.allDevices = false
            case "--orientation" where takesTarget:
                guard let text = rest.popFirst(), let orientation = Orientation(foldingCase: text) else {
                    return failure("--orientation needs portrait or landscape")
                }
                command.orientations = [orientation]
                orientationGiven = true
            case "--all-devices" where takesTarget: command.allDevices = true
            case "--compact" where action != .render: command.pretty = false
            case "--timing" where action == .solve || action == .system: command.timing = true
            case "--no-presolve" where takesTarget: command.presolves = false
            case LayoutLimits.maxViewsFlag where takesTarget, LayoutLimits.maxConstraintsFlag where takesTarget:
                guard let text = rest.popFirst(), let limit = Int(text), LayoutLimits.flagRange.contains(limit) else {
                    return failure("\(argument) needs an integer in \(LayoutLimits.flagRange)")
                }
                if argument == LayoutLimits.maxViewsFlag {
                    command.limits.maxViews = limit
                } else {
                    command.limits.maxConstraints = limit
                }
            case "--json" where action == .devices || action == .validate: command.json = true
            case "--whole-content" where action == .render: command.wholeContent = true
            case "-o" where action == .render:
                guard let path = rest.popFirst() else { return failure("-o needs a file name") }
                command.outputPath = path
            case _ where action == .validate && command.file != nil && !argument.hasPrefix("-"):
                command.moreFiles.append(argument)
            default:
                guard command.file == nil, takesTarget || action == .import, argument == "-" || !argument.hasPrefix("-")
                else {
                    return failure(
                        argument.hasPrefix("-") ? "unknown option '\(argument)'" : "unexpected argument '\(argument)'")
                }
                command.file = argument
            }
        }
        if action != .devices && command.file == nil { return failure("missing FILE") }
        if action == .system && command.allDevices {
            return failure("system takes one target: --device, not --all-devices")
        }
        if orientationGiven && command.device == nil && !command.allDevices {
            return failure("--orientation goes with --device or --all-devices")
        }
        if action == .devices && !command.pretty && !command.json { return failure("--compact goes with --json") }
        return .success(command)
    }

    /// The long flags that take a value, which `--flag=value` may also give.
    static let valueFlags: Set<String> = [
        "--device", "--orientation", LayoutLimits.maxViewsFlag, LayoutLimits.maxConstraintsFlag
    ]
    /// Every long flag (those without a value say so when given one).
    static let flags: Set<String> = valueFlags.union([
        "--all-devices", "--compact", "--timing", "--no-presolve", "--json", "--whole-content", "--help"
    ])

    public struct UsageError: Error, Hashable, Sendable {
        public var message: String
        /// The command whose synopsis the error repeats (nil: the overview's).
        public var command: Action?
        public init(_ message: String, command: Action?) {
            self.message = message
            self.command = command
        }

        /// What the executable prints on standard error: the message, then the synopsis.
        public var text: String { "layout: \(message)\n\(LayoutCommand.synopsis(command))\n" }
    }

    /// What running produced.
    public struct Outcome: Sendable {
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: String
    }

    /// Runs the command over the input file's bytes (ignored by `devices` and `help`).
    public func run(input: [UInt8], catalog: DeviceCatalog = .standard, options: EngineOptions = .standard) -> Outcome {
        var options = options
        options.measuresTime = options.measuresTime || timing
        options.presolves = options.presolves && presolves
        switch action {
        case .help:
            return Outcome(status: 0, stdout: Array((Self.help(helpTopic) + "\n").utf8), stderr: "")
        case .devices:
            let text =
                json
                ? JSONWriter.write(catalog.jsonValue, style: style) + [0x0A]
                : Array(DeviceTable.text(catalog).utf8)
            return Outcome(status: 0, stdout: text, stderr: "")
        case .import:
            return runImport(input: input, catalog: catalog)
        case .solve, .validate, .render, .system:
            if InterfaceBuilderImporter.looksLikeXML(input) {
                return runInterfaceBuilder(input: input, catalog: catalog, options: options)
            }
            let body: JSONValue
            do { body = try JSONParser.parse(input) } catch {
                return Outcome(
                    status: 2, stdout: [], stderr: "layout: \(file ?? "-"): unreadable JSON: \(error.description)\n")
            }
            let given: [TargetSpec]?
            switch flagTargets(catalog: catalog) {
            case .failure(let problem)?: return problem.outcome
            case .success(let targets)?: given = targets
            case nil: given = nil
            }
            var request: LayoutRequest
            switch decode(body, given: given, catalog: catalog) {
            case .success(let decoded): request = decoded
            case .failure(let problems): return Outcome(status: 2, stdout: [], stderr: describe(problems.problems))
            }
            if action == .system {
                switch SystemExport.json(request, options: options, catalog: catalog) {
                case .success(let system):
                    return Outcome(
                        status: 0, stdout: JSONWriter.write(system, style: style) + [0x0A],
                        stderr: "")
                case .failure(let problems): return Outcome(status: 2, stdout: [], stderr: describe(problems.problems))
                }
            }
            if wholeContent { request.wireframe.wholeContent = true }
            return outcome(pipeline(options: options, catalog: catalog).answer(request))
        }
    }

    /// The service's pipeline (Sources/Requests/), its targets one after another.
    func pipeline(options: EngineOptions, catalog: DeviceCatalog) -> RequestPipeline {
        RequestPipeline(kind: kind, options: options, catalog: catalog, style: style)
    }

    /// What the command prints for the pipeline's answer: the answer on standard output (a
    /// newline after JSON), exit status 1 when the strict rule fails it (`solve`, `validate`),
    /// problems on standard error with status 2.
    func outcome(_ answer: RequestPipeline.Answer) -> Outcome {
        switch answer {
        case .invalid(let problems), .refused(let problems):
            return Outcome(status: 2, stdout: [], stderr: describe(problems))
        case .cancelled:
            return Outcome(status: 2, stdout: [], stderr: describe(RequestSolver.Failure.cancelled.problems))
        case .answered(let body, let results, let failsStrictRule):
            return Outcome(
                status: action != .render && failsStrictRule ? 1 : 0,
                stdout: action == .render ? body : body + [0x0A],
                stderr: timing ? Self.timingReport(results) : "")
        }
    }

    /// `--compact` or not.
    var style: JSONWriter.Style { pretty ? .pretty : .compact }

    /// The request kind the action answers (the service's route of the same name).
    var kind: RequestKind { RequestKind(word: action.rawValue) ?? .layout }

    /// The request the command line describes: the file's own targets unless flags give them
    /// (`given`, which replace the file's), the file's pointers in every problem and answer.
    func decode(_ body: JSONValue, given: [TargetSpec]?, catalog: DeviceCatalog) -> Result<
        LayoutRequest, DocumentProblems
    > {
        // Without flags: the body's own targets, else the service's default (every catalog target
        // for `validate`); `render` draws iPhone 6 both ways.
        LayoutRequest.decode(
            body, limits: limits, catalog: catalog, targets: given,
            defaultTargets: action == .render ? Self.renderTargets : kind.defaultTargets(catalog: catalog))
    }

    /// The targets `--device`/`--all-devices` with `--orientation` name: each device in each
    /// orientation, catalog order; nil without those flags, a problem for an unknown device.
    func flagTargets(catalog: DeviceCatalog) -> Result<[TargetSpec], FlagProblem>? {
        guard device != nil || allDevices else { return nil }
        let names: [String] = allDevices ? catalog.devices.map(\.id) : [device ?? ""]
        var targets: [TargetSpec] = []
        for name in names {
            guard let found = catalog.device(named: name) else {
                return .failure(FlagProblem(flag: "--device", problem: .unknownDevice(name, at: "")))
            }
            for orientation in orientations {
                targets.append(.device(DeviceTargetSpec(device: found.id, orientation: orientation)))
            }
        }
        return .success(targets)
    }

    /// A problem with a flag's value, printed with the flag as its place.
    struct FlagProblem: Error {
        var flag: String
        var problem: DocumentProblem

        var outcome: Outcome {
            Outcome(status: 2, stdout: [], stderr: "layout: \(flag): \(problem.worded(for: .commandLine).message)\n")
        }
    }

    /// One line per problem, in the command line's terms: `FILE at /root/id: message`.
    func describe(_ problems: [DocumentProblem]) -> String {
        problems.map { problem in
            let worded = problem.worded(for: .commandLine)
            let place = (file ?? "-") + (worded.pointer.isEmpty ? "" : " at \(worded.pointer)")
            return "layout: \(place): \(worded.message)\n"
        }.joined()
    }

    /// `--timing`: each target's translate-and-solve time, and each state's, on standard error.
    static func timingReport(_ results: [TargetResult]) -> String {
        results.enumerated().map { index, result in
            "layout: timing: target \(index) (\(result.target.label)): \(result.stats.solveMicroseconds) µs\n"
                + result.states.map { state in
                    let microseconds = state.rebuildStats?.solveMicroseconds ?? state.incrementalMicroseconds
                    return
                        "layout: timing:   state \(state.name): \(microseconds) µs (\(state.incremental ? "incremental" : "rebuilt"))\n"
                }.joined()
        }.joined()
    }

    /// What `render` draws when neither the file nor the flags name a target.
    static let renderTargets: [TargetSpec] = Orientation.allCases.map {
        .device(DeviceTargetSpec(device: "iphone-6", orientation: $0))
    }
}
