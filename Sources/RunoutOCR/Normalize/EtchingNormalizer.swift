/// Turns raw OCR lines into display text and a matching key, and drops lines
/// that are noise. The rules are listed in `docs/normalize.md`.
///
/// Display text, in order:
/// 1. NFKC (full-width forms to ASCII, ligatures split, accents composed);
/// 2. dash variants to `-`, up triangles and deltas to `Δ`, down triangles
///    and nablas to `▽`, typographic quotes to `'` and `"`;
/// 3. whitespace and control characters to spaces, invisible format
///    characters dropped, whitespace runs to one space, ends trimmed;
/// 4. punctuation noise trimmed from both ends (see `EdgeNoise`);
/// 5. case and inner punctuation kept, as Discogs writes Matrix / Runout.
///
/// Matching key, from the display text:
/// 1. spaces around hyphens removed (`773 - 1` → `773-1`), hyphen runs to one;
/// 2. letter-for-digit OCR confusions folded beside digits
///    (see `ConfusionFolding`);
/// 3. upper-cased.
///
/// Noise: see `NoiseFilter`. Lines of more than `maximumInputUTF8Count` UTF-8
/// bytes, or whose display text is longer than `maximumLineLength`
/// characters, are noise too: no etched line is that long, and the caps keep
/// the work per line bounded.
public enum EtchingNormalizer {
    /// Raw lines longer than this many UTF-8 bytes are rejected unread.
    public static let maximumInputUTF8Count = 4_096

    /// Display texts longer than this many characters are rejected.
    public static let maximumLineLength = 200

    /// The normalized line, or `nil` when the raw line is noise.
    ///
    ///     EtchingNormalizer.normalize(" yex  773 – l. ")
    ///     // EtchingLine(text: "yex 773 - l", key: "YEX 773-L")
    ///     EtchingNormalizer.normalize("∆ 1O5S")
    ///     // EtchingLine(text: "Δ 1O5S", key: "Δ 1055")
    ///
    /// Normalizing a line's display text again gives the same line (both
    /// text and key are idempotent).
    ///
    /// - Complexity: O(*n*) in the raw line's length, which is capped at
    ///   `maximumInputUTF8Count` bytes.
    public static func normalize(_ raw: String) -> EtchingLine? {
        guard let text = displayText(of: raw) else { return nil }
        return EtchingLine(text: text, key: matchingKey(ofDisplayText: text))
    }

    /// The display text of a raw line, or `nil` when the line is noise.
    ///
    /// - Complexity: O(*n*), *n* capped at `maximumInputUTF8Count` bytes.
    public static func displayText(of raw: String) -> String? {
        guard raw.utf8.count <= maximumInputUTF8Count else { return nil }
        let folded = GlyphFolding.foldedSpacing(GlyphFolding.compatibilityComposed(raw), quotes: true)
        let trimmed = EdgeNoise.trimmed(Array(folded))
        guard trimmed.count <= maximumLineLength, !NoiseFilter.isNoise(trimmed) else { return nil }
        return String(trimmed)
    }

    /// The matching key of a display text (as made by `displayText(of:)`):
    /// hyphen spacing normalized, OCR confusions folded beside digits,
    /// upper-cased. Two readings of one etching usually share it.
    ///
    /// An empty text gives an empty key.
    ///
    /// - Complexity: O(*n*).
    public static func matchingKey(ofDisplayText text: String) -> String {
        let tightened = tightenedHyphens(Array(text))
        return String(ConfusionFolding.folded(tightened)).uppercased()
    }

    /// Removes spaces next to a hyphen and collapses hyphen runs to one.
    static func tightenedHyphens(_ characters: [Character]) -> [Character] {
        var result: [Character] = []
        result.reserveCapacity(characters.count)
        for character in characters {
            if character == "-" {
                while result.last == " " { result.removeLast() }
                if result.last == "-" { continue }
            } else if character == " ", result.last == "-" {
                continue
            }
            result.append(character)
        }
        return result
    }
}
