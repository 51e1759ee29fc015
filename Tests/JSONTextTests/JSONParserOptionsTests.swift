import JSONText
import Testing

/// ``JSONParser/Options/nonFiniteNumbers``: Python's `NaN`, `Infinity` and
/// `-Infinity`, and nothing near them.
@Suite("JSON parser options")
struct JSONParserOptionsTests {
    private func parse(_ text: String, _ options: JSONParser.Options = .nonFiniteNumbers) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8), options: options)
    }

    @Test("The three literals read as numbers, kept as spelled", arguments: [
        ("NaN", JSONValue.number("NaN")),
        ("Infinity", .number("Infinity")),
        ("-Infinity", .number("-Infinity")),
        (" \r\n NaN \t", .number("NaN")),
        ("[NaN,Infinity,-Infinity,-1,-0.5]", .array([.number("NaN"), .number("Infinity"), .number("-Infinity"), .number("-1"), .number("-0.5")])),
        (#"{"innerRadius": NaN, "outerRadius" : -Infinity}"#, .object(["innerRadius": .number("NaN"), "outerRadius": .number("-Infinity")])),
    ])
    func literalsAreNumbers(text: String, expected: JSONValue) throws {
        #expect(try parse(text) == expected, "\(text)")
    }

    @Test("Double of each spelling is NaN or an infinity")
    func spellingsConvert() throws {
        guard case .array(let values) = try parse("[NaN, Infinity, -Infinity]") else {
            Issue.record("not an array")
            return
        }
        let doubles = values.map { value -> Double? in
            guard case .number(let spelling) = value else { return nil }
            return Double(spelling)
        }
        #expect(doubles.count == 3)
        #expect(doubles[0]?.isNaN == true)
        #expect(doubles[1] == .infinity)
        #expect(doubles[2] == -.infinity)
    }

    @Test("Near misses stay errors with the option on", arguments: [
        "+Infinity", "-NaN", "nan", "NAN", "inf", "-inf", "infinity", "INFINITY", "Infinityx", "NaNa", "Infinit",
        "-Infinit", "Na", "- Infinity", "--Infinity", "Infinity1", "[NaN Infinity]", "[NaNa]", #"{"r":Infinityx}"#,
        "-", "-I",
    ])
    func nearMissesFail(text: String) {
        #expect(throws: JSONSyntaxError.self, "\(text)") { try parse(text) }
    }

    @Test("Off by default: the same errors as strict JSON has always given", arguments: [
        ("NaN", JSONSyntaxError(offset: 0, reason: .unexpectedByte(UInt8(ascii: "N")))),
        ("Infinity", JSONSyntaxError(offset: 0, reason: .unexpectedByte(UInt8(ascii: "I")))),
        ("-Infinity", JSONSyntaxError(offset: 0, reason: .invalidNumber("-"))),
        (#"{"t":NaN}"#, JSONSyntaxError(offset: 5, reason: .unexpectedByte(UInt8(ascii: "N")))),
    ])
    func strictByDefault(text: String, expected: JSONSyntaxError) {
        #expect(throws: expected, "\(text)") { try JSONParser.parse(Array(text.utf8)) }
        #expect(throws: expected, "\(text)") { try parse(text, []) }
    }

    @Test("The number grammar itself stays strict")
    func grammarStaysStrict() {
        for spelling in ["NaN", "Infinity", "-Infinity"] {
            #expect(!JSONNumberGrammar.isValid(Array(spelling.utf8)), "\(spelling)")
        }
    }
}
