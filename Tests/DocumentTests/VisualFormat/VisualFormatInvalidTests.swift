import Testing

@testable import Document
@testable import Primitives

/// One rejected format, UIKit's message and the caret position (`nil`: no caret line).
struct InvalidFormat: CustomTestStringConvertible, Sendable {
    var format: String
    var options: VisualFormatOptions
    var message: String
    var position: Int?

    init(_ format: String, _ options: VisualFormatOptions, _ message: String, at position: Int?) {
        self.format = format
        self.options = options
        self.message = message
        self.position = position
    }

    init(_ format: String, _ message: String, at position: Int?) {
        self.init(format, [], message, at: position)
    }

    var testDescription: String { options.isEmpty ? format : "\(format) options \(options.rawValue)" }
}

/// Messages are UIKit's word for word (the fodder, "a key", priority and vertical
/// alignment wordings as its parser prints them); carets follow the parser's cursor. `H:|-165.000000-|` is the real log of
/// guilhermearaujo/GUITabPagerViewController#29 and `[a]- (padding)-[b]` the whitespace case
/// of antiraum/THPinViewController#26.
enum InvalidFormats {
    static let numberOrKey = "Expected a number or key from the metrics dictionary, but encountered something else"

    static let all: [InvalidFormat] = [
        InvalidFormat("", "It's an empty string.", at: nil),
        InvalidFormat("[a]\u{2013}[b]", "It contains non-ASCII characters.", at: nil),
        InvalidFormat("H", "Expected ':' after 'H' to specify horizontal arrangement", at: 1),
        InvalidFormat("Hx[a]", "Expected ':' after 'H' to specify horizontal arrangement", at: 1),
        InvalidFormat("V[a]", "Expected ':' after 'V' to specify vertical arrangement", at: 1),
        InvalidFormat("|", "Expected a connection after the '|' character", at: 1),
        InvalidFormat("H:|", "Expected a connection after the '|' character", at: 3),
        InvalidFormat("H:", "Expected a view", at: 2),
        InvalidFormat("H:|-165.000000-|", "Expected a view", at: 15),
        InvalidFormat("[a][", "Expected a view", at: 4),
        InvalidFormat("||", "Expected a view", at: 1),
        InvalidFormat(
            "[1a]",
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            at: 1),
        InvalidFormat(
            "[]",
            "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.",
            at: 1),
        InvalidFormat("[zz]", "zz is not a key in the views dictionary.", at: 3),
        InvalidFormat("[a", "Expected a ']' here. That is how you give the end of a view.", at: 2),
        InvalidFormat("[a)", "Expected a ']' here. That is how you give the end of a view.", at: 2),
        InvalidFormat(
            "[a(50]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", at: 5),
        InvalidFormat("[a(50)", "Expected ']' after specifying thickness.", at: 6),
        InvalidFormat("[a(", "Unexpectedly ran out of character fodder in the middle of parsing a view", at: 3),
        InvalidFormat("[a(50,", "Expected more input", at: 6),
        InvalidFormat("[a]-", "Expected more input", at: 4),
        InvalidFormat(
            "[a]--[b]",
            "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
            at: 4),
        InvalidFormat(
            "[a]-10,20-[b]",
            "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints",
            at: 6),
        InvalidFormat("[a]-10[b]", "Expected a '-' here", at: 6),
        InvalidFormat(
            "[a]-(10[b]",
            "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", at: 7),
        InvalidFormat("[a]-(=10)-[b]", "Unknown relation. Must be ==, >=, or <=", at: 6),
        InvalidFormat("[a(<5)]", "Unknown relation. Must be ==, >=, or <=", at: 4),
        InvalidFormat("[a]-(10)-", "Expected a view or '|'", at: 9),
        InvalidFormat("[a]x", "Expected a view or '|'", at: 3),
        InvalidFormat("[a][b]]", "Expected a view or '|'", at: 6),
        InvalidFormat("[a]|[b]", "Expected the end of the format string", at: 4),
        InvalidFormat("H:[a]-(5)-[b]-|x", "Expected the end of the format string", at: 15),
        InvalidFormat("[a]- (padding)-[b]", numberOrKey, at: 4),
        InvalidFormat("[a(.5)]", numberOrKey, at: 3),
        InvalidFormat("[a(==)]", numberOrKey, at: 5),
        InvalidFormat("[a]-(10,)-[b]", numberOrKey, at: 8),
        InvalidFormat("[a]-(10@)-[b]", numberOrKey, at: 8),
        InvalidFormat(
            "[a]-(-)-[b]", "Expected a number or a key from the metrics dictionary, but encountered something else",
            at: 5),
        InvalidFormat(
            "[a]-(nope)-[b]",
            "Encountered metric with name \"nope\", but value was not specified in metrics or views dictionaries", at: 9
        ),
        InvalidFormat(
            "[a]-(b)-[c]",
            "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]",
            at: 6),
        InvalidFormat("[a(50@0)]", "Invalid priority specified: 0. Priority must be greater than 0", at: 7),
        InvalidFormat(
            "[a(50@1001)]",
            "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            at: 10),
        InvalidFormat(
            "[a(50@big)]",
            "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            at: 9),
        InvalidFormat("[a]-(10@-5)-[b]", "Invalid priority specified: -5. Priority must be greater than 0", at: 10),
        InvalidFormat(
            "[a]-(10@1e7)-[b]",
            "Invalid priority specified: 1e+07. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.",
            at: 11),
        InvalidFormat("[a(==b@b)]", "Invalid priority specified: 0. Priority must be greater than 0", at: 8),
        InvalidFormat(
            "[a]-[b]", .spacingBaselineToBaseline, "BaselineToBaseline format option not valid for horizontal layout",
            at: 7),
        InvalidFormat(
            "|[a]", .spacingBaselineToBaseline, "BaselineToBaseline format option not valid for horizontal layout",
            at: 4),
        InvalidFormat(
            "[a]-[b]", .alignAllLeft,
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            at: 7),
        InvalidFormat(
            "[a][b]-[c]", .alignAllCenterX,
            "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
            at: 6),
        InvalidFormat(
            "V:[a][b]", .alignAllTop,
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
            at: 8),
        InvalidFormat(
            "V:[a][b]", .alignAllLastBaseline,
            "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
            at: 8),
        InvalidFormat("[topLayoutGuide]", "topLayoutGuide is not a key in the views dictionary.", at: 15)
    ]
}

@Suite struct VisualFormatInvalidTests {
    @Test func theTableHasMoreThanTwentyFiveFormats() {
        #expect(InvalidFormats.all.count >= 25)
    }

    @Test(arguments: InvalidFormats.all)
    func rejectedFormatsGiveUIKitsMessageAndCaret(_ row: InvalidFormat) {
        // Guides are not items here, so the last row fails as it does without them.
        let context = VisualFormatFixtures.context(guides: false)
        #expect {
            try VisualFormatParser.parse(row.format, options: row.options, context: context)
        } throws: { error in
            guard let error = error as? VisualFormatError else { return false }
            return error.message == row.message && error.position == row.position
                && error.code == "vfl_syntax" && error.format == row.format
        }
    }

    @Test func theLogFormHasUIKitsSpacesAndCaret() {
        let error = VisualFormatError(message: InvalidFormats.numberOrKey, format: "[a]- (padding)-[b]", position: 4)
        #expect(
            error.log
                == "Unable to parse constraint format: \n\(InvalidFormats.numberOrKey) \n[a]- (padding)-[b] \n    ^")
    }

    @Test func emptyAndNonASCIIStringsHaveNoCaretLine() {
        let error = VisualFormatError(message: "It's an empty string.", format: "", position: nil)
        #expect(error.log == "Unable to parse constraint format: It's an empty string.")
    }

    @Test func aViewWithoutSuperviewCannotTouchTheBar() {
        let context = VisualFormatContext(
            metric: { _ in nil }, isView: { $0 == "a" || $0 == "b" },
            hasSuperview: { $0 != "a" })
        let message = "Unable to interpret '|' character, because the related view doesn't have a superview"
        for (format, position) in [("|[a]", 4), ("[a]-|", 5), ("[b]-|", nil), ("H:|-[a]", 7)] {
            do {
                _ = try VisualFormatParser.parse(format, context: context)
                #expect(position == nil, "\(format) should fail")
            } catch {
                #expect(error.message == message && error.position == position, "\(format)")
            }
        }
    }
}
