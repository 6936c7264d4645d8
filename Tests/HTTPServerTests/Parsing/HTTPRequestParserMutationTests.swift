import Testing

@testable import HTTPServer

/// Corpus requests with small deterministic mutations: whatever the parser makes of broken input,
/// it must make the same of it however the bytes are split, and never report after an error.
@Suite struct HTTPRequestParserMutationTests {
    /// A fixed linear congruential generator, so every run mutates the same way.
    struct Mutator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }

        static let interesting: [UInt8] = Array("\r\n \t:;0aF\u{0}\u{7F},=".utf8) + [0x80, 0xFF]

        mutating func mutate(_ input: [UInt8]) -> [UInt8] {
            var bytes = input
            for _ in 0..<(1 + next(3)) where !bytes.isEmpty {
                let at = next(bytes.count)
                switch next(4) {
                case 0: bytes[at] = Self.interesting[next(Self.interesting.count)]
                case 1: bytes.insert(Self.interesting[next(Self.interesting.count)], at: at)
                case 2: bytes.remove(at: at)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + next(8))], at: at)
                }
            }
            return bytes
        }
    }

    static let smallFiles = H11Corpus.files.filter { ((try? H11Corpus.bytes($0).count) ?? 0) <= 2048 }

    @Test(arguments: smallFiles)
    func mutatedRequestGivesTheSameEventsHoweverItIsFed(file: String) throws {
        let original = try H11Corpus.bytes(file)
        var mutator = Mutator(state: UInt64(truncatingIfNeeded: original.count) &* 31 &+ 7)
        for _ in 0..<25 {
            let bytes = mutator.mutate(original)
            let whole = ParserFeeding.whole.events(bytes)
            #expect(ParserFeeding.byteByByte.events(bytes) == whole, "\(file): \(bytes)")
            #expect(ParserFeeding.halves.events(bytes) == whole, "\(file): \(bytes)")
            if let errorIndex = whole.firstIndex(where: { if case .error = $0 { true } else { false } }) {
                #expect(errorIndex == whole.count - 1)
            }
        }
    }
}
