import Foundation

extension Sidecar {
    /// Where the first comma that closes nothing sits in JSON `text`: a
    /// comma followed, after whitespace only, by `}` or `]` (`[1, 2,]`,
    /// `{"side": "A",}`). JSON forbids it; Foundation's parser lets it
    /// through, so the sidecar reader looks for it itself. Commas inside
    /// strings, escaped quotes included, are text and never count.
    ///
    /// - Returns: the comma's offset in Unicode scalars and the bracket it
    ///   comes before, or `nil` when there is none (empty text included).
    /// - Complexity: O(n) in the text's length.
    public static func trailingComma(in text: String) -> (offset: Int, closing: Character)? {
        var inString = false
        var escaped = false
        var pendingComma: Int?
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case " ", "\t", "\n", "\r":
                continue
            case ",":
                pendingComma = offset
            case "}", "]":
                if let comma = pendingComma { return (comma, Character(scalar)) }
            case "\"":
                inString = true
                pendingComma = nil
            default:
                pendingComma = nil
            }
        }
        return nil
    }

    /// The text of sidecar bytes Foundation has already parsed as JSON:
    /// UTF-32 or UTF-16 by their byte order mark, otherwise UTF-8; `nil`
    /// when none of these decodes it.
    static func text(of data: Data) -> String? {
        let head = Array(data.prefix(4))
        if head == [0xFF, 0xFE, 0, 0] || head == [0, 0, 0xFE, 0xFF] {
            return String(data: data, encoding: .utf32)
        }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            return String(data: data, encoding: .utf16)
        }
        return String(data: data, encoding: .utf8)
    }
}
