import TestSupport
import Testing

@testable import Document
@testable import Primitives

/// Random strings never crash the parser and always end in constraints or one of Apple's
/// messages (UIKit's, VisualFormatMessage.swift). Seeded, so every run sends
/// the same strings.
@Suite struct VisualFormatFuzzTests {
    /// Apple's messages; `%@` and `%g` stand for any non-empty text.
    static let appleMessages = [
        "It's an empty string.",
        "It contains non-ASCII characters.",
        "Expected ':' after 'H' to specify horizontal arrangement",
        "Expected ':' after 'V' to specify vertical arrangement",
        "Expected a connection after the '|' character",
        "Expected a view or '|'",
        "Expected the end of the format string",
        "Expected a view",
        "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
        "%@ is not a key in the views dictionary.",
        "Expected a ']' here. That is how you give the end of a view.",
        "Expected ']' after specifying thickness.",
        "A predicate on a view's thickness must end with ')' and the view must end with ']'",
        "Unexpectedly ran out of character fodder in the middle of parsing a view",
        "Expected a '-' here",
        "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
        "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier",
        "Unknown relation. Must be ==, >=, or <=",
        "Expected more input",
        "Expected a number or key from the metrics dictionary, but encountered something else",
        "Expected a number or a key from the metrics dictionary, but encountered something else",
        "Encountered metric with name \"%@\", but value was not specified in metrics or views dictionaries",
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
        "Invalid priority specified: %g. Priority must be greater than 0",
        "Invalid priority specified: %g. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
        "Unable to interpret '|' character, because the related view doesn't have a superview",
        "BaselineToBaseline format option not valid for horizontal layout",
        "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
        "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."
    ]

    /// True when `message` is `template` with each placeholder replaced by non-empty text.
    static func matches(_ message: String, template: String) -> Bool {
        let pieces = template.replacing("%g", with: "%@").split(separator: "%@", omittingEmptySubsequences: false)
        guard pieces.count > 1 else { return message == template }
        guard message.hasPrefix(pieces[0]), message.hasSuffix(pieces[pieces.count - 1]) else { return false }
        var rest = message.dropFirst(pieces[0].count).dropLast(pieces[pieces.count - 1].count)
        for piece in pieces.dropFirst().dropLast() {
            guard let found = rest.dropFirst().firstRange(of: piece) else { return false }
            rest = rest[found.upperBound...]
        }
        return !rest.isEmpty
    }

    static let vflAlphabet = Array("HV:|-[]()@,<=>0123456789.abcdvxe_-[]|()".utf8)

    static func randomFormats(seed: UInt64, count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        let valid = ValidFormats.all.map { Array($0.format.utf8) }
        return (0..<count).map { index in
            switch index % 3 {
            case 0:
                let length = Int.random(in: 0...20, using: &generator)
                return String(
                    decoding: (0..<length).map { _ in UInt8.random(in: 32...126, using: &generator) }, as: UTF8.self)
            case 1:
                let length = Int.random(in: 0...24, using: &generator)
                return String(
                    decoding: (0..<length).map { _ in vflAlphabet.randomElement(using: &generator)! }, as: UTF8.self)
            default:
                var bytes = valid.randomElement(using: &generator)!
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let at = Int.random(in: 0...bytes.count, using: &generator)
                    let byte = vflAlphabet.randomElement(using: &generator)!
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes.insert(byte, at: at)
                    case 1 where at < bytes.count: bytes.remove(at: at)
                    default: if at < bytes.count { bytes[at] = byte }
                    }
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
    }

    @Test(arguments: [
        VisualFormatOptions(), .alignAllTop, [.alignAllLeft, .directionRightToLeft], .spacingBaselineToBaseline
    ])
    func randomASCIIStringsParseOrGiveOneOfApplesMessages(_ options: VisualFormatOptions) {
        let context = VisualFormatFixtures.context()
        var parsed = 0
        var templatesSeen = Set<String>()
        for format in Self.randomFormats(seed: 0x5EED ^ UInt64(options.rawValue), count: 3000) {
            do {
                let constraints = try VisualFormatParser.parse(format, options: options, context: context)
                parsed += 1
                #expect(constraints.allSatisfy { $0.source.upperBound <= format.utf8.count }, "\(format)")
                #expect(constraints.allSatisfy { !$0.logDescription.isEmpty })
            } catch {
                let template = Self.appleMessages.first { Self.matches(error.message, template: $0) }
                #expect(template != nil, "\(format): \(error.message)")
                if let template { templatesSeen.insert(template) }
                #expect(error.position.map { $0 <= format.utf8.count } ?? format.isEmpty, "\(format)")
                #expect(error.log.hasPrefix("Unable to parse constraint format: "))
            }
        }
        // The mutated valid strings make the fuzz reach past the first character: some parse,
        // and the failures spread over most of Apple's messages.
        #expect(parsed >= 20)
        #expect(templatesSeen.count >= 15)
    }

    @Test func theMessageMatcherRefusesOtherWords() {
        #expect(
            Self.matches(
                "zz is not a key in the views dictionary.", template: "%@ is not a key in the views dictionary."))
        #expect(
            !Self.matches(
                " is not a key in the views dictionary.", template: "%@ is not a key in the views dictionary."))
        #expect(!Self.matches("Expected a views", template: "Expected a view"))
    }
}
