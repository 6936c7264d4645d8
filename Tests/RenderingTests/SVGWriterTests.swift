import Testing

@testable import Rendering

@Suite struct SVGWriterTests {
    static let numbers: [(Double, String)] = [
        (0, "0"), (-0.0, "0"), (375, "375"), (-20, "-20"), (12.5, "12.5"), (0.25, "0.25"), (-0.25, "-0.25"),
        (0.05, "0.05"), (14.33, "14.33"), (1.0 / 3, "0.33"), (2.0 / 3, "0.67"), (0.125, "0.13"),
        (-0.125, "-0.13"), (0.004, "0"), (-0.004, "0"), (99.999, "100"), (1e-300, "0"), (1e12, "1000000000"),
        (-1e12, "-1000000000"), (.infinity, "0"), (-.infinity, "0"), (.nan, "0"), (1.1, "1.1"), (2.675, "2.68")
    ]

    @Test(arguments: numbers)
    func numbersHaveAtMostTwoDecimalsNoExponentAndNoLocale(number: Double, text: String) {
        #expect(SVGWriter.number(number) == text)
    }

    static let escapes: [(String, String)] = [
        ("plain", "plain"), ("a<b", "a&lt;b"), ("a&b", "a&amp;b"), (#"say "hi""#, "say &quot;hi&quot;"),
        ("it's", "it&#39;s"), ("x>y", "x&gt;y"), ("&amp;", "&amp;amp;"), ("two\nlines\ttab\r", "two lines tab "),
        ("bell\u{7}", "bell\u{FFFD}"), ("nul\u{0}", "nul\u{FFFD}"), ("\u{FFFF}", "\u{FFFD}"),
        ("Apple, Google …", "Apple, Google …"), ("日本語 👍", "日本語 👍"), ("", "")
    ]

    @Test(arguments: escapes)
    func textIsEscapedForXMLContentAndAttributes(text: String, escaped: String) {
        #expect(SVGWriter.escape(text) == escaped)
    }

    @Test func elementsNestIndentAndCloseInReverseOrder() {
        var svg = SVGWriter()
        svg.open("svg", [("width", "10")])
        svg.open("g", [("class", "a\"b")])
        svg.element("rect", [("x", "1")])
        svg.element("text", [("x", "2")], text: "1 < 2")
        svg.close()
        svg.open("g")
        #expect(
            svg.finish() == """
                <svg width="10">
                  <g class="a&quot;b">
                    <rect x="1"/>
                    <text x="2">1 &lt; 2</text>
                  </g>
                  <g>
                  </g>
                </svg>

                """)
    }

    @Test func closingWithNothingOpenDoesNothing() {
        var svg = SVGWriter()
        svg.close()
        #expect(svg.finish() == "")
    }
}
