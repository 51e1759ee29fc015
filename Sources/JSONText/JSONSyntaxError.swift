/// Why a line is not one strict JSON value, and where (0-based byte offset
/// into the line).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case unexpectedEnd
        case unexpectedByte(UInt8)
        case invalidNumber(String)
        case invalidEscape
        case controlCharacterInString
        case invalidUTF8
        case unpairedSurrogate
        case duplicateKey(String)
        case tooDeep(limit: Int)
        case trailingContent
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

    public var description: String {
        let column = "column \(offset + 1)"
        switch reason {
        case .unexpectedEnd:
            return "bad JSON: the line ends in the middle of a value"
        case .unexpectedByte(let byte):
            let shown = (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return "bad JSON: unexpected \(shown) at \(column)"
        case .invalidNumber(let text):
            return "bad JSON: '\(text)' at \(column) is not a JSON number"
        case .invalidEscape:
            return "bad JSON: invalid escape sequence at \(column)"
        case .controlCharacterInString:
            return "bad JSON: unescaped control character in a string at \(column)"
        case .invalidUTF8:
            return "bad JSON: a string near \(column) is not valid UTF-8"
        case .unpairedSurrogate:
            return "bad JSON: unpaired UTF-16 surrogate escape at \(column)"
        case .duplicateKey(let key):
            return "key '\(key)' appears twice in one object (column \(offset + 1)); each key may appear once"
        case .tooDeep(let limit):
            return "bad JSON: nested deeper than \(limit) levels at \(column)"
        case .trailingContent:
            return "bad JSON: more content after the value at \(column); put one object per line"
        }
    }
}
