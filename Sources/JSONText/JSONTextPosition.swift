/// A place in a text as an editor shows it: a 1-based line and a 1-based
/// column.
///
/// Lines end at LF, CRLF or CR (a CRLF is one break). Columns count Unicode
/// scalars from the start of the line, not bytes: `é` and `Δ` are one
/// column each. Bytes that are not UTF-8 count as `String(decoding:as:)`
/// would show them, one column per replacement character.
public struct JSONTextPosition: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// A position given by its line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of byte `offset` in `text`.
    ///
    /// An offset at the end of the text, or at a line break, is one column
    /// past the line's last character; an offset on the LF of a CRLF is
    /// given as the CR's (where the break starts). An offset outside
    /// `0...text.count` is clamped to it, so the position always lies within
    /// the text.
    ///
    /// - Complexity: O(*n*) in `offset`.
    public init(offset: Int, in text: [UInt8]) {
        let lineFeed = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        var end = min(max(offset, 0), text.count)
        if end > 0, end < text.count, text[end] == lineFeed, text[end - 1] == carriageReturn {
            end -= 1
        }
        var line = 1
        var lineStart = 0
        var index = 0
        while index < end {
            let byte = text[index]
            if byte == lineFeed || byte == carriageReturn {
                // The LF of a CRLF below `end` belongs to the same break.
                if byte == carriageReturn, index + 1 < end, text[index + 1] == lineFeed { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        self.line = line
        self.column = Self.scalarCount(text[lineStart..<end]) + 1
    }

    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }

    /// The Unicode scalars in UTF-8 `bytes`, each ill-formed sequence
    /// counting as one (its replacement character).
    ///
    /// - Complexity: O(*n*).
    static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var count = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid, .error: count += 1
            case .emptyInput: return count
            }
        }
    }
}
