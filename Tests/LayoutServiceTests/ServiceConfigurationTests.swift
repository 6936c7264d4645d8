import Document
import Testing

@testable import LayoutService

@Suite struct ServiceConfigurationTests {
    private func configuration(_ arguments: [String], _ environment: [String: String] = [:]) throws
        -> ServiceConfiguration
    {
        guard
            case .run(let configuration) = try ServiceConfiguration.parse(
                arguments: arguments, environment: environment)
        else {
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
        #expect(value.memoryBudget == 16 * value.maxBodyBytes)
        #expect(value.requestTimeoutMilliseconds == 30_000)
        #expect(value.sendTimeoutMilliseconds == 30_000)
        #expect(value.maxConnections == 1_024)
        #expect(value.maxConnectionsPerPeer == 64)
        #expect(value.adminPort == nil)
        #expect(value.servesPlayground)
        #expect(value.limits == .standard)
    }

    @Test func theDefaultMemoryBudgetFollowsTheBodyLimitUnlessSet() throws {
        #expect(try configuration(["--max-body-bytes", "1000"]).memoryBudget == 16_000)
        #expect(try configuration(["--max-body-bytes", "1000", "--memory-budget-bytes", "5000"]).memoryBudget == 5_000)
    }

    @Test func noPlaygroundIsASwitchAndItsVariableTakesABoolean() throws {
        #expect(try !configuration(["--no-playground"]).servesPlayground)
        #expect(try !configuration([], ["LAYOUT_NO_PLAYGROUND": "1"]).servesPlayground)
        #expect(try configuration([], ["LAYOUT_NO_PLAYGROUND": "false"]).servesPlayground)
        #expect(try !configuration(["--no-playground"], ["LAYOUT_NO_PLAYGROUND": "0"]).servesPlayground)
        #expect(throws: ConfigurationError.self) { try configuration(["--no-playground=yes"]) }
        #expect(throws: ConfigurationError.self) { try configuration([], ["LAYOUT_NO_PLAYGROUND": "maybe"]) }
        #expect(ServiceConfiguration.usage.contains("  --no-playground               serve the API only"))
    }

    /// `--healthcheck` takes the same flags and environment as the server, in any position.
    @Test func healthcheckReadsTheServersSettings() throws {
        let command = try ServiceConfiguration.parse(
            arguments: ["--port", "9090", "--healthcheck"],
            environment: ["LAYOUT_TLS_CERT": "c.pem", "LAYOUT_TLS_KEY": "k.pem"])
        guard case .healthcheck(let value) = command else {
            Issue.record("\(command)")
            return
        }
        #expect(value.port == 9090 && value.tlsCertificatePath == "c.pem")
        #expect(HealthCheck.url(value) == "https://127.0.0.1:9090/healthz")
        var ipv6 = value
        ipv6.host = "::"
        ipv6.tlsCertificatePath = nil
        #expect(HealthCheck.url(ipv6) == "http://[::1]:9090/healthz")
        #expect(HealthCheck.address("10.1.2.3") == "10.1.2.3")
        #expect(ServiceConfiguration.usage.contains("--healthcheck"))
    }

    /// With an admin port the probe asks it, over plain HTTP: its connections are its own, so a
    /// public port held full does not fail the probe. An ephemeral admin port leaves the port.
    @Test func healthcheckProbesTheAdminPortWhenThereIsOne() throws {
        let command = try ServiceConfiguration.parse(
            arguments: ["--healthcheck", "--port", "9090", "--admin-port", "9091"],
            environment: ["LAYOUT_TLS_CERT": "c.pem", "LAYOUT_TLS_KEY": "k.pem"])
        guard case .healthcheck(var value) = command else {
            Issue.record("\(command)")
            return
        }
        #expect(HealthCheck.url(value) == "http://127.0.0.1:9091/healthz")
        value.adminPort = 0
        #expect(HealthCheck.url(value) == "https://127.0.0.1:9090/healthz")
    }

    /// The probe against a live `LayoutServer`: 200 from /healthz is success; nothing listening is
    /// a failure that names the URL's port.
    @Test func healthcheckSucceedsAgainstARunningServerAndFailsAfterItStops() throws {
        var value = ServiceConfiguration()
        value.host = "127.0.0.1"
        value.port = 0
        value.workers = 1
        let server = LayoutServer(configuration: value)
        value.port = try server.start()
        #expect(throws: Never.self) { try HealthCheck.run(value).get() }
        server.stop()
        #expect(server.waitUntilStopped())
        guard case .failure(let error) = HealthCheck.run(value) else {
            Issue.record("a stopped server was healthy")
            return
        }
        #expect(error.message.contains("Connection refused"), "\(error.message)")
    }

    @Test func healthcheckSucceedsAgainstARunningServersAdminPort() throws {
        var value = ServiceConfiguration()
        value.host = "127.0.0.1"
        value.port = 0
        value.adminPort = 0
        value.workers = 1
        let server = LayoutServer(configuration: value)
        _ = try server.start()
        defer {
            server.stop()
            server.waitUntilStopped()
        }
        value.port = 1  // nothing listens there: only the admin port can answer
        let adminPort = try #require(server.adminPort)
        value.adminPort = adminPort
        #expect(throws: Never.self) { try HealthCheck.run(value).get() }
    }

    /// The request budget's two limits are settable by flag and environment, and each is named
    /// by the setting the 422 message quotes.
    @Test func theRequestBudgetIsSetByFlagOrEnvironment() throws {
        let flags = try configuration(["--max-frames", "1000", "--max-keyframe-samples", "2000"])
        #expect(flags.limits.maxFrames == 1_000 && flags.limits.keyframes.maxSamples == 2_000)
        let environment = try configuration([], ["LAYOUT_MAX_FRAMES": "3", "LAYOUT_MAX_KEYFRAME_SAMPLES": "4"])
        #expect(environment.limits.maxFrames == 3 && environment.limits.keyframes.maxSamples == 4)
        #expect(environment.limits.maxViews == LayoutLimits.standard.maxViews)
        #expect(ServiceConfiguration.setting(for: .frames) == "--max-frames, LAYOUT_MAX_FRAMES")
        #expect(
            ServiceConfiguration.setting(for: .keyframeSamples) == "--max-keyframe-samples, LAYOUT_MAX_KEYFRAME_SAMPLES"
        )
        #expect(throws: ConfigurationError.self) { try configuration(["--max-frames", "0"]) }
    }

    @Test func everyFlagSetsItsField() throws {
        let value = try configuration([
            "--host", "127.0.0.1", "--port", "9090", "--workers", "3", "--queue-depth", "5",
            "--max-body-bytes", "1024", "--solve-timeout-ms", "250", "--tls-cert", "c.pem",
            "--tls-key", "k.pem", "--log-format", "text", "--memory-budget-bytes", "2048",
            "--request-timeout-ms", "1500", "--send-timeout-ms", "2500", "--max-connections", "10",
            "--max-connections-per-peer", "4", "--admin-port", "9091", "--max-views", "20000",
            "--max-constraints", "90000"
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
        #expect(value.memoryBudgetBytes == 2048)
        #expect(value.requestTimeoutMilliseconds == 1500)
        #expect(value.sendTimeoutMilliseconds == 2500)
        #expect(value.maxConnections == 10)
        #expect(value.maxConnectionsPerPeer == 4)
        #expect(value.adminPort == 9091)
        #expect(value.limits.maxViews == 20_000)
        #expect(value.limits.maxConstraints == 90_000)
    }

    @Test func documentLimitsComeFromTheEnvironmentAndTheHelpShowsTheirDefaults() throws {
        let limits = try configuration([], ["LAYOUT_MAX_VIEWS": "7", "LAYOUT_MAX_CONSTRAINTS": "8"]).limits
        #expect(limits.maxViews == 7 && limits.maxConstraints == 8)
        #expect(limits.maxDepth == LayoutLimits.standard.maxDepth)
        #expect(
            ServiceConfiguration.usage.contains(
                "views in one document before 422 (default \(LayoutLimits.standard.maxViews))"))
        #expect(ServiceConfiguration.usage.contains("before 422 (default \(LayoutLimits.standard.maxConstraints))"))
    }

    @Test func theTransportGetsTheLimitsAndTheAdminPortItsOwnFew() throws {
        let value = try configuration([
            "--request-timeout-ms", "1500", "--send-timeout-ms", "2500", "--max-connections", "10",
            "--max-connections-per-peer", "4", "--admin-port", "9091"
        ])
        let http = LayoutServer.httpConfiguration(value)
        #expect(http.requestTimeout == .milliseconds(1500))
        #expect(http.writeTimeout == .milliseconds(2500))
        #expect(http.maxConnections == 10 && http.maxConnectionsPerPeer == 4)
        let admin = LayoutServer.adminConfiguration(value, port: 9091)
        #expect(admin.port == 9091 && admin.tls == nil)
        #expect(admin.maxConnections == LayoutServer.adminMaxConnections)
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

    @Test(
        arguments: [
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
            (["--memory-budget-bytes", "10"], [:], "invalid_value"),
            (["--request-timeout-ms", "0"], [:], "invalid_value"),
            (["--send-timeout-ms", "forever"], [:], "invalid_value"),
            (["--max-connections", "0"], [:], "invalid_value"),
            (["--max-connections-per-peer", "0"], [:], "invalid_value"),
            (["--admin-port", "65536"], [:], "invalid_value"),
            (["--port", "9000", "--admin-port", "9000"], [:], "admin_port_taken"),
            ([], ["LAYOUT_MAX_CONNECTIONS_PER_PEER": "lots"], "invalid_value")
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
