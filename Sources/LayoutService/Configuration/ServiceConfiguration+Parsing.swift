import Document
import Requests

extension ServiceConfiguration {
    /// What the command line asks for.
    public enum Command: Equatable, Sendable {
        case run(ServiceConfiguration)
        /// `--healthcheck`: probe `/healthz` of the server this configuration describes
        /// (`HealthCheck`), exit 0 when it answers 200, else 1.
        case healthcheck(ServiceConfiguration)
        /// `--help` or `-h`: print `ServiceConfiguration.usage` and exit 0.
        case help
    }

    /// One flag, the environment variable that may set it instead, and how it changes the value.
    /// Flags win over the environment; later flags win over earlier ones.
    struct Option: Sendable {
        var flag: String
        var variable: String
        var placeholder: String
        var help: String
        /// For a switch (a flag without a value): the value the flag stands for. The environment
        /// variable still takes a value.
        var switchValue: String? = nil
        var apply: @Sendable (inout ServiceConfiguration, String, String) throws(ConfigurationError) -> Void

        /// An option whose value is an integer in `range` (else a startup error naming it), stored by `set`.
        static func integer(
            _ flag: String, _ variable: String, placeholder: String = "N", in range: ClosedRange<Int>, help: String,
            set: @escaping @Sendable (inout ServiceConfiguration, Int) -> Void
        ) -> Option {
            Option(flag: flag, variable: variable, placeholder: placeholder, help: help) {
                configuration, value, source throws(ConfigurationError) in
                set(&configuration, try ServiceConfiguration.integer(value, source, in: range))
            }
        }
    }

    /// Every option, in the order `--help` lists them.
    static let options: [Option] = [
        Option(
            flag: "--host", variable: "LAYOUT_HOST", placeholder: "ADDRESS",
            help: "address to listen on (default 0.0.0.0)"
        ) { configuration, value, source throws(ConfigurationError) in
            guard !value.isEmpty else { throw .invalid(source, value, "an address") }
            configuration.host = value
        },
        .integer(
            "--port", "PORT", in: 0...65_535,
            help: "TCP port, 0 for any free port (default 8080)"
        ) { $0.port = $1 },
        .integer(
            "--workers", "LAYOUT_WORKERS", in: 1...1_024,
            help: "solver threads (default: the number of cores)"
        ) { $0.workers = $1 },
        .integer(
            "--queue-depth", "LAYOUT_QUEUE_DEPTH", in: 0...1_000_000,
            help: "requests that may wait for a worker before 503 (default 64)"
        ) { $0.queueDepth = $1 },
        .integer(
            "--max-body-bytes", "LAYOUT_MAX_BODY_BYTES", in: 1...(1 << 30),
            help: "largest request body, decoded, before 413 (default 4194304)"
        ) { $0.maxBodyBytes = $1 },
        .integer(
            "--solve-timeout-ms", "LAYOUT_SOLVE_TIMEOUT_MS", placeholder: "MS", in: 1...3_600_000,
            help: "deadline for queueing plus solving before 504 (default 10000)"
        ) { $0.solveTimeoutMilliseconds = $1 },
        .integer(
            LayoutLimits.maxViewsFlag, "LAYOUT_MAX_VIEWS", in: LayoutLimits.flagRange,
            help: "views in one document before 422 (default \(LayoutLimits.standard.maxViews))"
        ) { $0.limits.maxViews = $1 },
        .integer(
            LayoutLimits.maxConstraintsFlag, "LAYOUT_MAX_CONSTRAINTS", in: LayoutLimits.flagRange,
            help: "constraint entries in one document before 422 (default \(LayoutLimits.standard.maxConstraints))"
        ) { $0.limits.maxConstraints = $1 },
        .integer(
            "--max-frames", "LAYOUT_MAX_FRAMES", in: 1...1_000_000_000,
            help:
                "frames one request may answer, targets × views × (1 + states), before 422 (default \(LayoutLimits.standard.maxFrames))"
        ) { $0.limits.maxFrames = $1 },
        .integer(
            "--max-keyframe-samples", "LAYOUT_MAX_KEYFRAME_SAMPLES", in: 1...1_000_000_000,
            help:
                "keyframes × views one request's animations may sample before 422 (default \(KeyframeLimits.standard.maxSamples))"
        ) { $0.limits.keyframes.maxSamples = $1 },
        .integer(
            "--memory-budget-bytes", "LAYOUT_MEMORY_BUDGET_BYTES", in: 1_024...(1 << 40),
            help: "working memory per request before 422 (default 16 x --max-body-bytes)"
        ) { $0.memoryBudgetBytes = $1 },
        .integer(
            "--request-timeout-ms", "LAYOUT_REQUEST_TIMEOUT_MS", placeholder: "MS", in: 100...3_600_000,
            help: "time to receive a whole request, head and body, before 408 (default 30000)"
        ) { $0.requestTimeoutMilliseconds = $1 },
        .integer(
            "--send-timeout-ms", "LAYOUT_SEND_TIMEOUT_MS", placeholder: "MS", in: 100...3_600_000,
            help: "close a connection whose response makes no progress this long (default 30000)"
        ) { $0.sendTimeoutMilliseconds = $1 },
        .integer(
            "--max-connections", "LAYOUT_MAX_CONNECTIONS", in: 1...1_000_000,
            help: "open connections in all; more are closed at accept (default 1024)"
        ) { $0.maxConnections = $1 },
        .integer(
            "--max-connections-per-peer", "LAYOUT_MAX_CONNECTIONS_PER_PEER", in: 1...1_000_000,
            help: "open connections from one client address (default 64; behind a proxy, raise it)"
        ) { $0.maxConnectionsPerPeer = $1 },
        .integer(
            "--admin-port", "LAYOUT_ADMIN_PORT", in: 0...65_535,
            help: "also serve /healthz, /readyz and /metrics (plain HTTP) on this port, with connections of its own"
        ) { $0.adminPort = $1 },
        Option(
            flag: "--tls-cert", variable: "LAYOUT_TLS_CERT", placeholder: "PATH",
            help: "PEM certificate chain: serve HTTPS (needs --tls-key)"
        ) { configuration, value, source throws(ConfigurationError) in
            guard !value.isEmpty else { throw .invalid(source, value, "a file path") }
            configuration.tlsCertificatePath = value
        },
        Option(
            flag: "--tls-key", variable: "LAYOUT_TLS_KEY", placeholder: "PATH",
            help: "PEM private key for --tls-cert"
        ) { configuration, value, source throws(ConfigurationError) in
            guard !value.isEmpty else { throw .invalid(source, value, "a file path") }
            configuration.tlsKeyPath = value
        },
        Option(
            flag: "--log-format", variable: "LAYOUT_LOG_FORMAT", placeholder: "json|text",
            help: "access log: one JSON object per line, or text (default json)"
        ) { configuration, value, source throws(ConfigurationError) in
            guard let format = LogFormat(rawValue: value) else { throw .invalid(source, value, "json or text") }
            configuration.logFormat = format
        },
        Option(
            flag: "--no-playground", variable: "LAYOUT_NO_PLAYGROUND", placeholder: "",
            help: "serve the API only: / answers 404 (default: the playground)",
            switchValue: "true"
        ) { configuration, value, source throws(ConfigurationError) in
            switch value {
            case "1", "true": configuration.servesPlayground = false
            case "0", "false", "": configuration.servesPlayground = true
            default: throw .invalid(source, value, "true or false")
            }
        }
    ]

    /// Reads the environment, then the flags (`--flag value` or `--flag=value`), and checks the
    /// result as a whole. O(arguments × options).
    public static func parse(arguments: [String], environment: [String: String]) throws(ConfigurationError) -> Command {
        var configuration = ServiceConfiguration()
        for option in options {
            if let value = environment[option.variable] {
                try option.apply(&configuration, value, option.variable)
            }
        }
        var index = 0
        var probes = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--healthcheck" {
                probes = true
                continue
            }
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let option = options.first(where: { $0.flag == name }) else {
                throw ConfigurationError(
                    code: "unknown_option",
                    message: "unknown option '\(name)'; see layoutd --help")
            }
            if let switchValue = option.switchValue {
                guard value == nil else {
                    throw ConfigurationError(code: "invalid_value", message: "\(name) takes no value")
                }
                value = switchValue
            } else if value == nil {
                guard index < arguments.count else {
                    throw ConfigurationError(
                        code: "missing_value",
                        message: "\(name) needs a value (\(option.placeholder))")
                }
                value = arguments[index]
                index += 1
            }
            try option.apply(&configuration, value ?? "", name)
        }
        if (configuration.tlsCertificatePath == nil) != (configuration.tlsKeyPath == nil) {
            throw ConfigurationError(
                code: "tls_incomplete",
                message: "--tls-cert and --tls-key must be given together")
        }
        if let admin = configuration.adminPort, admin != 0, admin == configuration.port {
            throw ConfigurationError(
                code: "admin_port_taken",
                message: "--admin-port must differ from --port (both are \(admin))")
        }
        return probes ? .healthcheck(configuration) : .run(configuration)
    }

    /// The flag and variable that set a request-budget limit, for the 422 that names it.
    public static func setting(for limit: RequestBudget.Limit) -> String {
        let flag =
            switch limit {
            case .frames: "--max-frames"
            case .keyframeSamples: "--max-keyframe-samples"
            }
        return options.first { $0.flag == flag }.map { "\($0.flag), \($0.variable)" } ?? flag
    }

    /// The text `layoutd --help` prints.
    public static var usage: String {
        var text = """
            layoutd: solves iOS Auto Layout documents over HTTP (see /openapi.yaml).

            Usage: layoutd [options]

            Options (each may also come from the environment variable shown; flags win):

            """
        for option in options {
            let left = option.placeholder.isEmpty ? "  \(option.flag)" : "  \(option.flag) \(option.placeholder)"
            let padded = left + String(repeating: " ", count: max(1, 32 - left.count))
            text += "\(padded)\(option.help) [\(option.variable)]\n"
        }
        text +=
            "  --healthcheck                 GET /healthz of the server these options describe (the admin port\n"
            + "                                when set, else the port, with TLS when set); exit 0 when it answers\n"
            + "                                200, else 1\n"
        text += "  -h, --help                    print this help\n"
        return text
    }

    private static func integer(_ value: String, _ source: String, in range: ClosedRange<Int>)
        throws(ConfigurationError) -> Int
    {
        guard let number = Int(value), range.contains(number) else {
            throw .invalid(source, value, "an integer in \(range.lowerBound)...\(range.upperBound)")
        }
        return number
    }
}

extension ConfigurationError {
    static func invalid(_ source: String, _ value: String, _ expected: String) -> ConfigurationError {
        ConfigurationError(code: "invalid_value", message: "\(source): '\(value)' is not \(expected)")
    }
}
