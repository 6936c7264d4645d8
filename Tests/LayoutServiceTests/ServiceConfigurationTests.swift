import LayoutModel
import Testing
@testable import LayoutService

@Suite struct ServiceConfigurationTests {
    private func configuration(_ arguments: [String], _ environment: [String: String] = [:]) throws -> ServiceConfiguration {
        guard case let .run(configuration) = try ServiceConfiguration.parse(arguments: arguments, environment: environment) else {
            Issue.record("expected a configuration to run")
            return ServiceConfiguration()
        }
        return configuration
    }

    @Test func noArgumentsGiveTheDocumentedDefaults() throws {
        let value = try configuration([])
        #expect(value.host == "0.0.0.0")
        #expect(value.port == 8080)
        #expect(value.workers == ServiceConfiguration.coreCount)
        #expect(value.workers >= 1)
        #expect(value.maxBodyBytes == 4 * 1024 * 1024)
        #expect(value.logFormat == .json)
        #expect(value.tlsCertificatePath == nil && value.tlsKeyPath == nil)
        #expect(value.servesPlayground)
        #expect(value.documentLimits == .standard)
    }

    @Test func noPlaygroundIsASwitchAndItsVariableTakesABoolean() throws {
        #expect(try !configuration(["--no-playground"]).servesPlayground)
        #expect(try !configuration([], ["LAYOUT_NO_PLAYGROUND": "1"]).servesPlayground)
        #expect(try configuration([], ["LAYOUT_NO_PLAYGROUND": "false"]).servesPlayground)
        #expect(try !configuration(["--no-playground"], ["LAYOUT_NO_PLAYGROUND": "0"]).servesPlayground)
        #expect(throws: ConfigurationError.self) { try configuration(["--no-playground=yes"]) }
        #expect(throws: ConfigurationError.self) { try configuration([], ["LAYOUT_NO_PLAYGROUND": "maybe"]) }
        #expect(ServiceConfiguration.usage.contains("  --no-playground             serve the API only"))
    }

    @Test func everyFlagSetsItsField() throws {
        let value = try configuration([
            "--host", "127.0.0.1", "--port", "9090", "--workers", "3", "--queue-depth", "5",
            "--max-body-bytes", "1024", "--solve-timeout-ms", "250", "--tls-cert", "c.pem",
            "--tls-key", "k.pem", "--log-format", "text", "--max-views", "20000", "--max-constraints", "90000",
        ])
        #expect(value.host == "127.0.0.1")
        #expect(value.port == 9090)
        #expect(value.workers == 3)
        #expect(value.queueDepth == 5)
        #expect(value.maxBodyBytes == 1024)
        #expect(value.solveTimeoutMilliseconds == 250)
        #expect(value.tlsCertificatePath == "c.pem")
        #expect(value.tlsKeyPath == "k.pem")
        #expect(value.logFormat == .text)
        #expect(value.documentLimits.maxViews == 20_000)
        #expect(value.documentLimits.maxConstraints == 90_000)
    }

    @Test func documentLimitsComeFromTheEnvironmentAndTheHelpShowsTheirDefaults() throws {
        let limits = try configuration([], ["LAYOUT_MAX_VIEWS": "7", "LAYOUT_MAX_CONSTRAINTS": "8"]).documentLimits
        #expect(limits.maxViews == 7 && limits.maxConstraints == 8)
        #expect(limits.maxDepth == LayoutLimits.standard.maxDepth)
        #expect(ServiceConfiguration.usage.contains("views in one document before 422 (default \(LayoutLimits.standard.maxViews))"))
        #expect(ServiceConfiguration.usage.contains("before 422 (default \(LayoutLimits.standard.maxConstraints))"))
    }

    @Test func flagsMayJoinTheirValueWithAnEqualsSign() throws {
        let value = try configuration(["--port=0", "--log-format=text"])
        #expect(value.port == 0)
        #expect(value.logFormat == .text)
    }

    @Test func theEnvironmentSetsValuesAndFlagsOverrideIt() throws {
        let environment = ["PORT": "7000", "LAYOUT_HOST": "::1", "LAYOUT_WORKERS": "2"]
        let fromEnvironment = try configuration([], environment)
        #expect(fromEnvironment.port == 7000)
        #expect(fromEnvironment.host == "::1")
        #expect(fromEnvironment.workers == 2)
        #expect(try configuration(["--port", "7001"], environment).port == 7001)
    }

    @Test(arguments: ["--help", "-h"])
    func helpIsACommandOfItsOwn(flag: String) throws {
        #expect(try ServiceConfiguration.parse(arguments: ["--port", "1", flag], environment: [:]) == .help)
    }

    @Test func usageListsEveryFlagAndItsVariable() {
        for option in ServiceConfiguration.options {
            #expect(ServiceConfiguration.usage.contains(option.flag))
            #expect(ServiceConfiguration.usage.contains(option.variable))
        }
    }

    @Test(arguments: [
        (["--bogus"], [:], "unknown_option"),
        (["--port"], [:], "missing_value"),
        (["--port", "http"], [:], "invalid_value"),
        (["--port", "70000"], [:], "invalid_value"),
        (["--port", "-1"], [:], "invalid_value"),
        (["--workers", "0"], [:], "invalid_value"),
        (["--queue-depth", "-3"], [:], "invalid_value"),
        (["--max-body-bytes", "0"], [:], "invalid_value"),
        (["--solve-timeout-ms", "soon"], [:], "invalid_value"),
        (["--log-format", "xml"], [:], "invalid_value"),
        (["--max-views"], [:], "missing_value"),
        (["--max-views", "0"], [:], "invalid_value"),
        (["--max-views", "ten"], [:], "invalid_value"),
        (["--max-constraints", "1000001"], [:], "invalid_value"),
        (["--max-constraints", "-5"], [:], "invalid_value"),
        ([], ["LAYOUT_MAX_VIEWS": "lots"], "invalid_value"),
        ([], ["LAYOUT_MAX_CONSTRAINTS": "0"], "invalid_value"),
        (["--host", ""], [:], "invalid_value"),
        (["--tls-cert", "c.pem"], [:], "tls_incomplete"),
        (["--tls-key", "k.pem"], [:], "tls_incomplete"),
        ([], ["PORT": "eighty"], "invalid_value"),
        ([], ["LAYOUT_LOG_FORMAT": "yaml"], "invalid_value"),
    ] as [([String], [String: String], String)])
    func badInputIsRejectedWithAStableCode(arguments: [String], environment: [String: String], code: String) {
        #expect {
            _ = try ServiceConfiguration.parse(arguments: arguments, environment: environment)
        } throws: { error in
            (error as? ConfigurationError)?.code == code
        }
    }

    @Test func anInvalidValueNamesWhereItCameFrom() {
        #expect {
            _ = try ServiceConfiguration.parse(arguments: [], environment: ["PORT": "x"])
        } throws: { error in
            (error as? ConfigurationError)?.message.contains("PORT") == true
        }
    }
}
