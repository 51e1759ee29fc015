import JSONText
import Testing

@Suite("Line and column of a byte offset")
struct JSONTextPositionTests {
    @Test(arguments: [
        ("", 0, 1, 1),
        ("abc", 0, 1, 1),
        ("abc", 3, 1, 4),
        ("a\nb", 1, 1, 2),
        ("a\nb", 2, 2, 1),
        ("a\rb", 2, 2, 1),
        ("a\r\nb", 1, 1, 2),
        // The LF of a CRLF is where the break starts, at its CR.
        ("a\r\nb", 2, 1, 2),
        ("a\r\nb", 3, 2, 1),
        ("a\n\r\nb", 4, 3, 1),
        ("\r\r", 2, 3, 1),
        ("\n\n\n", 3, 4, 1),
        ("x\r\n\r\ny", 5, 3, 1),
        // Characters, not bytes: é is 2 bytes, Δ 2, 😀 4.
        ("éΔ😀x", 8, 1, 4),
        ("\nab😀", 7, 2, 4),
        // Outside the text: clamped.
        ("ab", 99, 1, 3),
        ("ab", -5, 1, 1),
    ] as [(String, Int, Int, Int)])
    func position(text: String, offset: Int, line: Int, column: Int) {
        #expect(JSONTextPosition(offset: offset, in: Array(text.utf8)) == JSONTextPosition(line: line, column: column),
                "\(text.debugDescription) at \(offset)")
    }

    @Test("Bytes that are not UTF-8 count one column per replacement character")
    func invalidUTF8() {
        #expect(JSONTextPosition(offset: 2, in: [0xFF, 0xFE, 0x41]) == JSONTextPosition(line: 1, column: 3))
        // A cut-off two-byte sequence and the byte after it.
        #expect(JSONTextPosition(offset: 2, in: [0xC3, 0x41, 0x41]) == JSONTextPosition(line: 1, column: 3))
        #expect(JSONTextPosition(offset: 3, in: [0x0A, 0xE2, 0x82, 0x41]) == JSONTextPosition(line: 2, column: 2))
    }

    @Test func description() {
        #expect(JSONTextPosition(line: 3, column: 14).description == "line 3, column 14")
    }
}
