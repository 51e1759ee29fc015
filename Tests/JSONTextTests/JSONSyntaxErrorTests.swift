import JSONText
import Testing

/// The trailing-comma reason and the two ways an error is described: as a
/// byte column of one line (the replay's) and as a line and column of a
/// document (the sidecar's).
@Suite("JSON syntax errors")
struct JSONSyntaxErrorTests {
    private func error(parsing text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(Array(text.utf8), options: .nonFiniteNumbers)
            return nil
        } catch {
            return error
        }
    }

    @Test("A comma before the bracket that closes it is a trailing comma, found at the comma", arguments: [
        (#"{"side":"A",}"#, 11 as Int?, "}" as Character),
        ("[1,2,]", 4, "]"),
        ("[1,\n\t ]", 2, "]"),
        ("[[1,],2]", 3, "]"),
        (#"{"a":[1,]}"#, 7, "]"),
        (#"{"a":{"b":1 , },"c":2}"#, 12, "}"),
        ("[NaN,]", 4, "]"),
    ] as [(String, Int?, Character)])
    func trailingComma(text: String, offset: Int?, closing: Character) {
        #expect(error(parsing: text) == offset.map { JSONSyntaxError(offset: $0, reason: .trailingComma(before: closing)) }, "\(text)")
    }

    @Test("Commas inside strings, and commas before anything else, are not trailing commas", arguments: [
        (#"{"etchings":["A,]", "B\",]"]}"#, nil),
        (#"{"a":[1,2],"b":{}}"#, nil),
        (",]", JSONSyntaxError(offset: 0, reason: .unexpectedByte(UInt8(ascii: ",")))),
        ("[,]", JSONSyntaxError(offset: 1, reason: .unexpectedByte(UInt8(ascii: ",")))),
        (#""unclosed ,]"#, JSONSyntaxError(offset: 12, reason: .unexpectedEnd)),
        // Removing the comma would not mend a bracket of the other kind.
        ("[1,}", JSONSyntaxError(offset: 3, reason: .unexpectedByte(UInt8(ascii: "}")))),
        (#"{"a":1,]"#, JSONSyntaxError(offset: 7, reason: .unexpectedByte(UInt8(ascii: "]")))),
        ("[1,", JSONSyntaxError(offset: 3, reason: .unexpectedEnd)),
    ] as [(String, JSONSyntaxError?)])
    func notTrailingCommas(text: String, expected: JSONSyntaxError?) {
        #expect(error(parsing: text) == expected, "\(text)")
    }

    @Test("One line: the byte column, as the replay has always said it", arguments: [
        (#"{"side":"A",}"#, "bad JSON: a comma before '}' at column 12; remove it"),
        (#"{"é":1,"a":x}"#, "bad JSON: unexpected 'x' at column 13"),
        (#"{"a":1,"a":2}"#, "key 'a' appears twice in one object (column 8); each key may appear once"),
        (#"{"a":"#, "bad JSON: the line ends in the middle of a value"),
        ("{} {}", "bad JSON: more content after the value at column 4; put one object per line"),
    ])
    func lineDescriptions(text: String, expected: String) {
        #expect(error(parsing: text)?.description == expected, "\(text)")
    }

    /// Documents of several lines and what each error says.
    static let documents: [(String, String)] = [
        ("{\n  \"side\": \"A\",\n  \"etchings\":,[]\n}", "unexpected ',' at line 3, column 14"),
        ("{\n  \"side\": \"A\",\n}", "a comma before '}' at line 2, column 14; remove it"),
        ("{\r\n  \"etchings\": [\r\n    \"YEX 773-1\",\r\n  ]\r\n}", "a comma before ']' at line 3, column 16; remove it"),
        ("{\n \"side\": \"A\",\n \"side\": \"B\"\n}",
         "key 'side' appears twice in one object (line 3, column 2); each key may appear once"),
        // Columns count characters: é, Δ and 😀 are one column each, not two or four.
        ("{\"é\": 1,\n \"Δx😀\": 2 3}", "unexpected '3' at line 2, column 11"),
        ("{\r\n\"a\": 1,\r\n\"b\": x}", "unexpected 'x' at line 3, column 6"),
        ("{\r\"a\":\r\rx}", "unexpected 'x' at line 4, column 1"),
        ("{\"a\":\n", "the text ends in the middle of a value at line 2, column 1"),
        ("", "the text is empty or blank; a document holds one value"),
        (" \r\n\t", "the text is empty or blank; a document holds one value"),
        ("{}\n{}", "more content after the value at line 2, column 1; a document holds one value"),
        ("[\n01]", "'01' at line 2, column 1 is not a JSON number"),
        ("[\n\"a\\x\"]", "invalid escape sequence at line 2, column 3"),
        ("[\n\"a\tb\"]", "unescaped control character in a string at line 2, column 3"),
        ("[\n\"\\ud800\"]", "unpaired UTF-16 surrogate escape at line 2, column 8"),
        ("[\n\"\u{1}\"]", "unescaped control character in a string at line 2, column 2"),
        (String(repeating: "[", count: 65), "nested deeper than 64 levels at line 1, column 65"),
        ("{\n\"ring\": +Infinity}", "unexpected '+' at line 2, column 9"),
    ]

    @Test("A document: the line and the column in characters", arguments: documents.indices)
    func documentDescriptions(index: Int) throws {
        let (text, expected) = Self.documents[index]
        let found = try #require(error(parsing: text), "\(text)")
        #expect(found.description(in: Array(text.utf8)) == expected, "\(text)")
    }

    @Test("A string that is not UTF-8 is placed by line and column")
    func invalidUTF8() throws {
        let bytes: [UInt8] = Array("{\n\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        do {
            _ = try JSONParser.parse(bytes)
            Issue.record("parsed")
        } catch {
            #expect(error.reason == .invalidUTF8)
            #expect(error.position(in: bytes) == JSONTextPosition(line: 2, column: 9))
            #expect(error.description(in: bytes) == "a string near line 2, column 9 is not valid UTF-8")
        }
    }
}
