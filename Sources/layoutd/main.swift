import LayoutService

// layoutd: the HTTP server. Parses flags and environment into a ServiceConfiguration, runs the
// service until SIGTERM/SIGINT, exits 0 after a graceful drain (2 on bad usage, 1 if it cannot
// start). `layoutd --healthcheck` probes the server the same settings describe (0 healthy, 1 not).
#if canImport(Glibc)
    import Glibc
#endif

func printError(_ message: String) {
    let line = Array("layoutd: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let configuration: ServiceConfiguration
do {
    switch try ServiceConfiguration.parse(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ServiceConfiguration.processEnvironment())
    {
    case .help:
        print(ServiceConfiguration.usage, terminator: "")
        exit(0)
    case .run(let parsed):
        configuration = parsed
    case .healthcheck(let parsed):
        switch HealthCheck.run(parsed) {
        case .success:
            print("healthy: \(HealthCheck.url(parsed))")
            exit(0)
        case .failure(let error):
            printError("unhealthy: \(HealthCheck.url(parsed)): \(error)")
            exit(1)
        }
    }
} catch {
    printError(error.message)
    exit(2)
}

let server = LayoutServer(configuration: configuration)
let port: Int
do {
    port = try server.start()
} catch {
    printError("cannot start: \(error)")
    exit(1)
}
let scheme = configuration.tlsCertificatePath == nil ? "http" : "https"
printError(
    "listening on \(scheme)://\(configuration.host):\(port) with \(configuration.workers) workers"
        + (server.adminPort.map { ", admin on http://\(configuration.host):\($0)" } ?? ""))
printError(server.runUntilSignalled() ? "stopped" : "stopped at the drain deadline with a solve still running")
exit(0)
