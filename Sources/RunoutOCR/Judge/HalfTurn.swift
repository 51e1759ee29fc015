/// Text as it reads turned half a turn: the characters in reverse order,
/// each replaced by the glyph it looks like upside down.
///
/// Some lines read as valid text both ways up (`SH` turned over reads `HS`,
/// `NOON` reads `NOON`); for those the image alone cannot say which way up
/// the letters are, and the reader falls back on the usual orientation. Pure.
public enum HalfTurn {
    /// Glyphs that look like a glyph when turned over.
    static let turned: [Character: Character] = [
        "H": "H", "I": "I", "N": "N", "O": "O", "S": "S", "X": "X", "Z": "Z",
        "0": "0", "1": "1", "8": "8", "6": "9", "9": "6", "M": "W", "W": "M",
        "-": "-", ".": ".", " ": " ", "/": "/", "Δ": "▽", "▽": "Δ",
    ]

    /// The text turned over, or `nil` when some glyph turned over is no glyph.
    public static func turnedOver(_ text: String) -> String? {
        var result = ""
        for character in text.reversed() {
            guard let turned = turned[character] else { return nil }
            result.append(turned)
        }
        return result
    }
}
