import Foundation
import Glibc
import Testing

@testable import HTTPServer

/// A client that pipelines requests for large responses and does not read: the server must
/// stop taking on work once its unsent output passes the watermark, so what it holds for the
/// connection stays near the watermark plus one response, and every response still arrives,
/// whole and in order, once the client reads.
@Suite(.serialized) struct PipelineBackpressureTests {
    static let watermark = 64 * 1024
    static let requests = 48
    /// Sizes differ by request, so each response names its place in the pipeline.
    static func responseBytes(_ index: Int) -> Int { 128 * 1024 + index }

    @Test func aClientThatDoesNotReadPinsAboutTheWatermarkThenGetsEveryResponseInOrder() throws {
        let server = try TestServer { $0.writeBufferHighWatermark = Self.watermark }
        defer { server.stop() }
        let client = try RawClient(port: server.port, timeout: 10, receiveBuffer: 4096)
        let pipeline = (0..<Self.requests).map {
            "GET /json?bytes=\(Self.responseBytes($0)) HTTP/1.1\r\nHost: a\r\n\r\n"
        }
        try client.send(pipeline.joined())

        // Wait (bounded) until the server has stopped sending: the kernel's buffers are full.
        var last = -1
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.2)
            let sent = server.server.metrics.bytesOut
            if sent == last && server.server.metrics.bufferedOutputBytes > 0 { break }
            last = sent
        }
        let metrics = server.server.metrics
        let total = (0..<Self.requests).map(Self.responseBytes).reduce(0, +)
        // The pipeline is far bigger than what the kernel holds, so the server is stuck with output.
        #expect(metrics.bytesOut < total)
        #expect(metrics.bufferedOutputBytes > 0)
        // One response of headroom past the watermark, plus its head; before the fix all 16
        // pipelined responses (2 MB here) could pile up.
        let bound = Self.watermark + Self.responseBytes(Self.requests) + 1024
        #expect(metrics.peakConnectionOutputBytes <= bound, "held \(metrics.peakConnectionOutputBytes) B")
        #expect(metrics.requests < Self.requests)

        for index in 0..<Self.requests {
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.body.count == Self.responseBytes(index), "response \(index)")
        }
        // The client can hold the last bytes before the loop has booked the write that sent
        // them, so the gauge is read again (bounded) until it settles.
        let settled = Date().addingTimeInterval(5)
        while server.server.metrics.bufferedOutputBytes != 0 && Date() < settled { Thread.sleep(forTimeInterval: 0.01) }
        #expect(server.server.metrics.requests == Self.requests)
        #expect(server.server.metrics.bufferedOutputBytes == 0)
    }
}
