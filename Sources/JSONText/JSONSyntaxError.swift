/// Why a text is not one strict JSON value, and where (0-based byte offset
/// into the bytes that were parsed).
///
/// Two descriptions: ``description`` for a text that is one line (the
/// capture log's), naming a byte column, and ``description(in:)`` for a
/// multi-line document (a sidecar), naming a line and a column in
/// characters.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Hashable, Sendable {
        /// The text ends inside a value (or holds none).
        case unexpectedEnd
        /// A byte that cannot start or continue what is being read.
        case unexpectedByte(UInt8)
        /// A run of number characters that is not a JSON number (`01`, `1.`, `-`).
        case invalidNumber(String)
        /// A backslash escape JSON does not have, or a `\u` without four hex digits.
        case invalidEscape
        /// A byte below 0x20 inside a string.
        case controlCharacterInString
        /// A string whose bytes are not UTF-8.
        case invalidUTF8
        /// A `\u` escape of half a UTF-16 surrogate pair.
        case unpairedSurrogate
        /// A key given twice in one object; the offset is the second one's.
        case duplicateKey(String)
        /// Arrays and objects nested deeper than the limit.
        case tooDeep(limit: Int)
        /// Something other than whitespace after the value.
        case trailingContent
        /// A comma followed, after whitespace only, by the bracket that
        /// closes its array (`]`) or object (`}`); the offset is the comma's.
        case trailingComma(before: Character)
    }

    /// The 0-based byte offset where the problem was found.
    public var offset: Int
    /// What is wrong.
    public var reason: Reason

    /// An error at byte `offset`.
    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    /// One line of text for an error in a text of one line: `bad JSON:`, what
    /// is wrong and its 1-based byte column (`bad JSON: unexpected ',' at
    /// column 14`). A repeated key is worded without the prefix.
    public var description: String {
        let text = message(
            at: "column \(offset + 1)", end: "the line ends in the middle of a value",
            afterValue: "put one object per line")
        if case .duplicateKey = reason { return text }
        return "bad JSON: " + text
    }

    /// Where the error lies in `document`, the bytes that were parsed.
    ///
    /// - Complexity: O(*n*) in ``offset``.
    public func position(in document: [UInt8]) -> JSONTextPosition {
        JSONTextPosition(offset: offset, in: document)
    }

    /// What is wrong and its line and column in `document`, the bytes that
    /// were parsed (`unexpected ',' at line 3, column 14`), for a text of
    /// several lines. Lines and columns are counted as
    /// ``JSONTextPosition`` says; an empty or blank document is said to be
    /// empty.
    ///
    /// - Complexity: O(*n*) in the document's length.
    public func description(in document: [UInt8]) -> String {
        let position = position(in: document)
        let end: String
        if case .unexpectedEnd = reason, document.allSatisfy(JSONParser.isWhitespace) {
            end = "the text is empty or blank; a document holds one value"
        } else {
            end = "the text ends in the middle of a value at \(position)"
        }
        return message(at: "\(position)", end: end, afterValue: "a document holds one value")
    }

    /// The wording shared by both descriptions: `place` names where, `end`
    /// says the text ended early, `afterValue` is the hint after trailing content.
    private func message(at place: String, end: String, afterValue: String) -> String {
        switch reason {
        case .unexpectedEnd:
            return end
        case .unexpectedByte(let byte):
            let shown =
                (0x21...0x7E).contains(byte)
                ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return "unexpected \(shown) at \(place)"
        case .invalidNumber(let text):
            return "'\(text)' at \(place) is not a JSON number"
        case .invalidEscape:
            return "invalid escape sequence at \(place)"
        case .controlCharacterInString:
            return "unescaped control character in a string at \(place)"
        case .invalidUTF8:
            return "a string near \(place) is not valid UTF-8"
        case .unpairedSurrogate:
            return "unpaired UTF-16 surrogate escape at \(place)"
        case .duplicateKey(let key):
            return "key '\(key)' appears twice in one object (\(place)); each key may appear once"
        case .tooDeep(let limit):
            return "nested deeper than \(limit) levels at \(place)"
        case .trailingContent:
            return "more content after the value at \(place); \(afterValue)"
        case .trailingComma(let closing):
            return "a comma before '\(closing)' at \(place); remove it"
        }
    }
}
