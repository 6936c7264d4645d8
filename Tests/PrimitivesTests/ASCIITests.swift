import Primitives
import Testing

@Suite("ASCII")
struct ASCIITests {
    @Test("Only A–Z fold to lower case; every other byte is left alone")
    func lowercasingFoldsOnlyUpperCaseLetters() {
        for byte in UInt8.min...UInt8.max {
            let expected = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            #expect(ASCII.lowercased(byte) == expected, "byte \(byte)")
        }
    }

    @Test("Hex digits read in either case; the bytes around each range are not digits")
    func hexValues() {
        #expect(ASCII.hexValue(UInt8(ascii: "0")) == 0)
        #expect(ASCII.hexValue(UInt8(ascii: "9")) == 9)
        #expect(ASCII.hexValue(UInt8(ascii: "a")) == 10)
        #expect(ASCII.hexValue(UInt8(ascii: "F")) == 15)
        for byte in [
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "G"), UInt8(ascii: "`"),
            UInt8(ascii: "g")
        ] {
            #expect(ASCII.hexValue(byte) == nil, "byte \(byte)")
        }
    }

    @Test("Letters, digits and blanks are exactly the ASCII ones")
    func byteClasses() {
        let letters = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8))
        let digits = Set(Array("0123456789".utf8))
        for byte in UInt8.min...UInt8.max {
            #expect(ASCII.isLetter(byte) == letters.contains(byte), "byte \(byte)")
            #expect(ASCII.isDigit(byte) == digits.contains(byte), "byte \(byte)")
            #expect(ASCII.isWhitespace(byte) == (byte == 0x20 || byte == 0x09), "byte \(byte)")
        }
    }

    @Test("Trimming removes spaces and tabs at both ends only, of text and of bytes")
    func trimming() {
        #expect(Substring(" \t application/json \t").trimmingSpaces() == "application/json")
        #expect(Substring("a b").trimmingSpaces() == "a b")
        #expect(Substring(" \t ").trimmingSpaces() == "")
        #expect(Substring("\nx\n").trimmingSpaces() == "\nx\n")
        #expect(Substring(" é ").trimmingSpaces() == "é")
        #expect(Array(ASCII.trimmingWhitespace(Array(" \tgzip ".utf8)[...])) == Array("gzip".utf8))
        #expect(ASCII.trimmingWhitespace(Array("  ".utf8)[...]).isEmpty)
    }

    @Test("Case-insensitive comparison folds ASCII letters only")
    func caseInsensitiveComparison() {
        #expect("Content-Type".equalsIgnoringASCIICase("content-TYPE"))
        #expect(!"Content-Type".equalsIgnoringASCIICase("Content-Typ"))
        // '@' and '`' differ from each other by the case bit but are not letters.
        #expect(!"@".equalsIgnoringASCIICase("`"))
        #expect(!"[".equalsIgnoringASCIICase("{"))
        #expect(!"É".equalsIgnoringASCIICase("é"))
    }
}
