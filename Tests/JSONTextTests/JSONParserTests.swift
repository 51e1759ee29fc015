@testable import JSONText
import Testing

@Suite("Strict JSON parser")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        #expect(
            try parse(#" {"a":[1,-2.5e3,true,false,null,"x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"],"b":{}} "#)
                == .object([
                    "a": .array([
                        .number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null,
                        .string("x\"\\/\u{08}\u{0C}\n\r\té😀"),
                    ]),
                    "b": .object([:]),
                ]))
        #expect(try parse("[]") == .array([]))
        #expect(try parse("\"é\"") == .string("é"))
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\"}", "{\"a\":}", "{a:1}", "tru", "nul", "01", "1.", ".5", "-", "+1", "1e", "0x10",
        "\"\\x\"", "\"\\u12\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"a\tb\"", "[1 2]", "{} {}",
        "{\"a\":1,\"a\":1}", "Infinity", "NaN", "'a'",
    ])
    func rejectsWhatStrictJSONRejects(text: String) {
        #expect(throws: JSONSyntaxError.self, "\(text)") { try parse(text) }
    }

    @Test("Strings: ASCII, other UTF-8 and escapes, alone and mixed; bytes that are not UTF-8 are refused")
    func strings() throws {
        #expect(try parse(#"["plain","é Δ 😀","a\tb","é\u00e9\n😀",""]"#)
            == .array([.string("plain"), .string("é Δ 😀"), .string("a\tb"), .string("éé\n😀"), .string("")]))
        for bytes: [UInt8] in [
            [0x22, 0xC3, 0x28, 0x22], [0x22, 0x5C, 0x6E, 0xFF, 0x22], [0x22, 0x61, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC3, 0x22],
        ] {
            #expect(throws: JSONSyntaxError(offset: bytes.count - 1, reason: .invalidUTF8), "\(bytes)") {
                try JSONParser.parse(bytes)
            }
        }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
        let fine = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(throws: Never.self) { try parse(fine) }
    }

    @Test func numberGrammar() {
        for valid in ["0", "-0", "1", "-1.5", "1e5", "1E+5", "1.25e-3", "123456789012345678901234567890"] {
            #expect(JSONNumberGrammar.isValid(Array(valid.utf8)), "\(valid)")
        }
        for invalid in ["", "-", "00", "1.", ".1", "1e", "1e+", "+1", "1.2.3", "inf"] {
            #expect(!JSONNumberGrammar.isValid(Array(invalid.utf8)), "\(invalid)")
        }
    }
}
