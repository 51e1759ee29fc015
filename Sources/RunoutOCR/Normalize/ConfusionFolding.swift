/// The classic OCR letter-for-digit confusions, folded in the matching key
/// where the context says the character is a digit.
///
/// Folded characters: `O o` → `0`, `I l` → `1`, `S s` → `5`, `B` → `8`,
/// `Z z` → `2`, `G` → `6`. Upper-case `L`, `i`, `b`, `g`, `q`, `T` and `D`
/// are left alone: their confusions with digits are rare in etched and
/// stamped lettering, and `L` is common in catalogue prefixes (`SHVL`).
///
/// Folding is decided per maximal run of foldable characters: the run folds
/// when the character just before it or just after it is an ASCII digit
/// (`1OO` → `100`, `A1B2` → `A182`, `12S` → `125`). A run with no digit
/// beside it is kept (`SOS`, `BIG 1`, `B-1`, `773-l`: a hyphen or space is
/// not a digit). The cost is that two genuinely different etchings that
/// differ only by such a letter beside a digit (`B1` and `81` on one side)
/// share a key; runout etchings hardly ever do, while OCR reads the same
/// etching both ways all the time.
///
/// `|` is always `1` in the key: etchings do not use a bar, so it is a misread
/// `1` or a groove edge (edge bars are trimmed from the display text unless
/// they touch a digit or hyphen).
enum ConfusionFolding {
    /// The digit each foldable character stands for.
    static let digitFor: [Character: Character] = [
        "O": "0", "o": "0", "I": "1", "l": "1", "S": "5", "s": "5",
        "B": "8", "Z": "2", "z": "2", "G": "6",
    ]

    /// `characters` with every foldable run beside a digit folded, and every
    /// `|` made `1`.
    ///
    /// - Complexity: O(*n*).
    static func folded(_ characters: [Character]) -> [Character] {
        var result = characters.map { $0 == "|" ? "1" : $0 }
        let source = result
        var index = 0
        while index < source.count {
            guard digitFor[source[index]] != nil else {
                index += 1
                continue
            }
            var end = index
            while end < source.count, digitFor[source[end]] != nil { end += 1 }
            let digitBefore = index > 0 && source[index - 1].isASCIIDigit
            let digitAfter = end < source.count && source[end].isASCIIDigit
            if digitBefore || digitAfter {
                for position in index..<end {
                    result[position] = digitFor[source[position]] ?? source[position]
                }
            }
            index = end
        }
        return result
    }
}

extension Character {
    /// Whether this is exactly one of the ASCII digits `0`–`9` (a digit with a
    /// combining mark attached is not).
    var isASCIIDigit: Bool {
        guard let value = asciiValue else { return false }
        return value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
    }

    /// Whether this is exactly one of the ASCII letters `A`–`Z` or `a`–`z`
    /// (a letter with a combining mark attached, `Ä`, is not).
    var isASCIILetter: Bool {
        isASCII && isLetter
    }

    /// Whether this is exactly one of the ASCII capitals `A`–`Z`.
    var isASCIICapital: Bool {
        isASCIILetter && isUppercase
    }
}
