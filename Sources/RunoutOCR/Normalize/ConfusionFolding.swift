/// The classic OCR letter-for-digit confusions, folded in the matching key
/// where the context says the character is a digit.
///
/// Folded characters: `O o` → `0`, `I l |` → `1`, `S s` → `5`, `B` → `8`,
/// `Z z` → `2`, `G` → `6`. Upper-case `L`, `i`, `b`, `g`, `q`, `T` and `D`
/// are left alone: their confusions with digits are rare in etched and
/// stamped lettering, and `L` is common in catalogue prefixes (`SHVL`).
///
/// Folding is decided per maximal run of foldable characters: the run folds
/// when its neighbour on either side is an ASCII digit, looking through one
/// hyphen (`773-l` → `773-1`, `1OO` → `100`, `A1B2` → `A182`). A run with no
/// digit beside it is kept (`SOS`, `BIG`, `OZ-A`). The cost is that two
/// genuinely different etchings that differ only by such a letter beside a
/// digit (`B1` and `81` on one side) share a key; runout etchings hardly ever
/// do, while OCR reads the same etching both ways all the time.
enum ConfusionFolding {
    /// The digit each foldable character stands for.
    static let digitFor: [Character: Character] = [
        "O": "0", "o": "0", "I": "1", "l": "1", "|": "1", "S": "5", "s": "5",
        "B": "8", "Z": "2", "z": "2", "G": "6",
    ]

    /// `characters` with every foldable run beside a digit folded.
    ///
    /// - Complexity: O(*n*).
    static func folded(_ characters: [Character]) -> [Character] {
        var result = characters
        var index = 0
        while index < characters.count {
            guard digitFor[characters[index]] != nil else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, digitFor[characters[end]] != nil { end += 1 }
            if digitBeside(characters, before: index) || digitBeside(characters, after: end) {
                for position in index..<end {
                    result[position] = digitFor[characters[position]] ?? characters[position]
                }
            }
            index = end
        }
        return result
    }

    /// Whether the character before `start` is a digit, or a hyphen preceded by one.
    private static func digitBeside(_ characters: [Character], before start: Int) -> Bool {
        var position = start - 1
        if position >= 0, characters[position] == "-" { position -= 1 }
        return position >= 0 && isDigit(characters[position])
    }

    /// Whether the character at `end` is a digit, or a hyphen followed by one.
    private static func digitBeside(_ characters: [Character], after end: Int) -> Bool {
        var position = end
        if position < characters.count, characters[position] == "-" { position += 1 }
        return position < characters.count && isDigit(characters[position])
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCIIDigit
    }
}

extension Character {
    /// Whether this is exactly one of the ASCII digits `0`–`9` (a digit with a
    /// combining mark attached is not).
    var isASCIIDigit: Bool {
        guard let value = asciiValue else { return false }
        return value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
    }
}
