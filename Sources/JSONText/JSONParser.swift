/// A strict JSON parser: RFC 8259 grammar, valid UTF-8 in strings, and a key
/// repeated within one object is an error (Foundation's parser cannot report
/// that). A comma before a closing bracket is an error of its own
/// (``JSONSyntaxError/Reason/trailingComma(before:)``), since it is the
/// commonest slip in hand-written JSON. ``Options`` widen the grammar.
///
/// An error carries the byte offset where it was found; describe it as a
/// column of one line (``JSONSyntaxError/description``) or as a line and
/// column of a document (``JSONSyntaxError/description(in:)``).
///
/// - Complexity: O(*n*) in the text's length; nesting is limited to
///   ``maximumDepth`` so that hostile input cannot exhaust the stack.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 64

    private let bytes: [UInt8]
    private let options: Options
    private var index = 0

    private init(bytes: [UInt8], options: Options) {
        self.bytes = bytes
        self.options = options
    }

    /// Parses exactly one value of any kind, with optional whitespace (space,
    /// tab, LF, CR) around it. A byte order mark is not whitespace: strip it
    /// first.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text; empty or blank text is ``JSONSyntaxError/Reason/unexpectedEnd``.
    ///   - options: extensions of the grammar; none by default.
    /// - Throws: the first ``JSONSyntaxError`` met, reading left to right.
    public static func parse(_ bytes: [UInt8], options: Options = []) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, options: options)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error(.trailingContent) }
        return value
    }

    private func error(_ reason: JSONSyntaxError.Reason) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, reason: reason)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Whether `byte` is JSON whitespace: space, tab, LF or CR.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private mutating func skipWhitespace() {
        while let byte = current, Self.isWhitespace(byte) {
            index += 1
        }
    }

    private mutating func expect(_ literal: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        for byte in UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount) {
            guard let next = current else { throw error(.unexpectedEnd) }
            guard next == byte else {
                index = start
                throw error(.unexpectedByte(bytes[start]))
            }
            index += 1
        }
        return value
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error(.unexpectedEnd) }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "N") where options.contains(.nonFiniteNumbers): return try expect("NaN", .number("NaN"))
        case UInt8(ascii: "I") where options.contains(.nonFiniteNumbers):
            return try expect("Infinity", .number("Infinity"))
        case UInt8(ascii: "-")
        where options.contains(.nonFiniteNumbers) && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "I"):
            return try expect("-Infinity", .number("-Infinity"))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error(.unexpectedByte(byte))
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        while let byte = current,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        {
            index += 1
        }
        let text = bytes[start..<index]
        guard JSONNumberGrammar.isValid(text) else {
            let spelled = String(decoding: text, as: UTF8.self)
            index = start
            throw error(.invalidNumber(spelled))
        }
        return .number(String(decoding: text, as: UTF8.self))
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard let byte = current else { throw error(.unexpectedEnd) }
            index += 1
            switch byte {
            case UInt8(ascii: ","): try rejectTrailingComma(before: UInt8(ascii: "]"))
            case UInt8(ascii: "]"): return .array(elements)
            default:
                index -= 1
                throw error(.unexpectedByte(byte))
            }
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw error(.tooDeep(limit: Self.maximumDepth)) }
        index += 1  // {
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard let byte = current else { throw error(.unexpectedEnd) }
            guard byte == UInt8(ascii: "\"") else { throw error(.unexpectedByte(byte)) }
            let keyOffset = index
            let key = try string()
            skipWhitespace()
            guard let colon = current else { throw error(.unexpectedEnd) }
            guard colon == UInt8(ascii: ":") else { throw error(.unexpectedByte(colon)) }
            index += 1
            skipWhitespace()
            let member = try value(depth: depth)
            guard members.updateValue(member, forKey: key) == nil else {
                throw JSONSyntaxError(offset: keyOffset, reason: .duplicateKey(key))
            }
            skipWhitespace()
            guard let next = current else { throw error(.unexpectedEnd) }
            index += 1
            switch next {
            case UInt8(ascii: ","): try rejectTrailingComma(before: UInt8(ascii: "}"))
            case UInt8(ascii: "}"): return .object(members)
            default:
                index -= 1
                throw error(.unexpectedByte(next))
            }
        }
    }

    /// Just after a comma between members or elements: skips whitespace and
    /// throws ``JSONSyntaxError/Reason/trailingComma(before:)``, at the
    /// comma, when `closing` follows. Another closing bracket is left for the
    /// caller to report as unexpected: removing the comma would not mend it.
    private mutating func rejectTrailingComma(before closing: UInt8) throws(JSONSyntaxError) {
        let comma = index - 1
        skipWhitespace()
        if current == closing {
            throw JSONSyntaxError(offset: comma, reason: .trailingComma(before: Character(Unicode.Scalar(closing))))
        }
    }

    /// A string from its opening quote. Runs of plain ASCII, the usual case,
    /// are taken as they are; UTF-8 is validated only when a byte of the
    /// string's own is non-ASCII (escapes always decode to valid UTF-8).
    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1  // opening quote
        var decoded: [UInt8] = []
        var hasEscapes = false
        var isASCII = true
        var runStart = index
        while true {
            guard let byte = current else { throw error(.unexpectedEnd) }
            switch byte {
            case UInt8(ascii: "\""):
                let run = bytes[runStart..<index]
                if hasEscapes { decoded.append(contentsOf: run) }
                guard let text = hasEscapes ? Self.text(decoded, isASCII: isASCII) : Self.text(run, isASCII: isASCII)
                else { throw error(.invalidUTF8) }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: bytes[runStart..<index])
                hasEscapes = true
                try escape(into: &decoded)
                runStart = index
            case 0x00..<0x20:
                throw error(.controlCharacterInString)
            default:
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
        }
    }

    /// A string's bytes as text: ASCII taken as it is, anything else
    /// validated as UTF-8 (`nil` when it is not).
    private static func text(_ bytes: some Collection<UInt8>, isASCII: Bool) -> String? {
        isASCII ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// Decodes one escape sequence starting at the backslash.
    private mutating func escape(into decoded: inout [UInt8]) throws(JSONSyntaxError) {
        index += 1  // backslash
        guard let byte = current else { throw error(.unexpectedEnd) }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): decoded.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): decoded.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): decoded.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
            let first = try hexQuad()
            var scalarValue = UInt32(first)
            if (0xD800..<0xDC00).contains(first) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                else { throw error(.unpairedSurrogate) }
                index += 2
                let second = try hexQuad()
                guard (0xDC00..<0xE000).contains(second) else { throw error(.unpairedSurrogate) }
                scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            } else if (0xDC00..<0xE000).contains(first) {
                throw error(.unpairedSurrogate)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else { throw error(.unpairedSurrogate) }
            decoded.append(contentsOf: String(Character(scalar)).utf8)
        default:
            index -= 2
            throw error(.invalidEscape)
        }
    }

    private mutating func hexQuad() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error(.unexpectedEnd) }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.invalidEscape)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }
}
