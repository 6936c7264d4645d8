import Foundation

/// Drives the `openssl` command-line tool (Debian package `openssl`): a throwaway certificate,
/// and `s_client` as an independent TLS client.
enum OpenSSLCLI {
    struct Output {
        var status: Int32
        var text: String
    }

    /// Runs `openssl` with `arguments`, feeding `input`, killing it after `timeout` seconds.
    static func run(_ arguments: [String], input: String = "", timeout: Double = 10) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stdout
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // s_client with -ign_eof reads until the server closes; the watchdog bounds a server
        // that never does.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let collected = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Output(status: process.terminationStatus, text: String(decoding: collected, as: UTF8.self))
    }

    /// A self-signed P-256 certificate and key for `localhost`, in a fresh temporary directory.
    static func makeCertificate() throws -> (certificate: String, key: String) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("httpserver-tls-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let certificate = directory + "/cert.pem", key = directory + "/key.pem"
        let result = try run([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=localhost"
        ])
        guard result.status == 0 else { throw RawClient.ClientError(description: "openssl req: \(result.text)") }
        return (certificate, key)
    }
}
