import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// EMFILE on accept: the loop pauses accepting instead of spinning, and serves the waiting client
/// once descriptors are free again.
///
/// Running out of descriptors would break whatever else runs in the same process, so the test
/// re-runs this test bundle as a child with `HTTP_EMFILE_CHILD=1`, and only the child exhausts
/// its descriptors.
@Suite struct DescriptorExhaustionTests {
    @Test func acceptPausesOnEMFILEAndServesTheClientAfterDescriptorsFree() throws {
        if ProcessInfo.processInfo.environment["HTTP_EMFILE_CHILD"] == "1" {
            try runInChild()
            return
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--testing-library", "swift-testing", "--filter", "acceptPausesOnEMFILE"]
        child.environment = ProcessInfo.processInfo.environment.merging(["HTTP_EMFILE_CHILD": "1"]) { $1 }
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "child run:\n\(text)")
        #expect(text.contains("passed"))
    }

    private func runInChild() throws {
        let server = try TestServer { $0.eventLoops = 1 }
        defer { server.stop() }
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(socketFD >= 0)
        defer { close(socketFD) }

        var original = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)
        var lowered = original
        lowered.rlim_cur = rlim_t(socketFD + 64)
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &lowered)
        var hoard: [Int32] = []
        while case let fd = open("/dev/null", O_RDONLY), fd >= 0 { hoard.append(fd) }

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(server.port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        #expect(connected == 0)
        Thread.sleep(forTimeInterval: 0.35)
        let pauses = server.server.metrics.acceptPauses
        // Paused, retried every 100 ms: a few pauses, not thousands of spins.
        #expect(pauses >= 1 && pauses <= 10)
        #expect(server.server.metrics.acceptedConnections == 0)

        for fd in hoard { close(fd) }
        setrlimit(Int32(RLIMIT_NOFILE.rawValue), &original)
        let request = Array("GET /hello HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n".utf8)
        #expect(request.withUnsafeBytes { send(socketFD, $0.baseAddress, $0.count, 0) } == request.count)
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(socketFD, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var reply = [UInt8](repeating: 0, count: 4096)
        let count = reply.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
        #expect(count > 0)
        #expect(String(decoding: reply.prefix(max(count, 0)), as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
    }
}
