import Foundation

/// The glyph foldings shared by the display text, the matching key and the
/// evaluation's canonical form: compatibility normalization, dash variants,
/// triangle and delta marks, typographic quotes, invisible characters and
/// whitespace.
///
/// Every function here is pure and total: any string in, a string out.
public enum GlyphFolding {
    /// Dash-like characters written as `-` (U+002D), as Discogs writes them.
    ///
    /// U+2010 hyphen, U+2011 non-breaking hyphen, U+2012 figure dash, U+2013 en
    /// dash, U+2014 em dash, U+2015 horizontal bar, U+2043 hyphen bullet,
    /// U+2212 minus sign, U+02D7 modifier minus, U+2E3A/U+2E3B two- and
    /// three-em dashes, U+FE58 small em dash, U+FE63 small hyphen-minus,
    /// U+FF0D full-width hyphen-minus, U+2796 heavy minus, U+058A Armenian
    /// hyphen, U+1400 Canadian syllabics hyphen.
    public static let dashes: Set<Unicode.Scalar> = [
        "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2043}",
        "\u{2212}", "\u{02D7}", "\u{2E3A}", "\u{2E3B}", "\u{FE58}", "\u{FE63}", "\u{FF0D}",
        "\u{2796}", "\u{058A}", "\u{1400}",
    ]

    /// Up-pointing triangles and deltas, all written `Δ` (U+0394).
    ///
    /// U+2206 increment `∆`, U+25B3 `△`, U+25B5 `▵`, U+22BF `⊿`, U+25B2 `▲`,
    /// U+25B4 `▴`, U+1D6AB and U+1D6E5 (mathematical deltas; NFKC already
    /// maps most of those), U+2BC5 `⯅`.
    public static let upTriangles: Set<Unicode.Scalar> = [
        "\u{0394}", "\u{2206}", "\u{25B3}", "\u{25B5}", "\u{22BF}", "\u{25B2}", "\u{25B4}",
        "\u{1D6AB}", "\u{1D6E5}", "\u{2BC5}",
    ]

    /// Down-pointing triangles and nablas, all written `▽` (U+25BD).
    ///
    /// U+2207 nabla `∇`, U+25BF `▿`, U+25BC `▼`, U+25BE `▾`, U+1D6C1 and
    /// U+1D6FB (mathematical nablas), U+2BC6 `⯆`.
    public static let downTriangles: Set<Unicode.Scalar> = [
        "\u{25BD}", "\u{2207}", "\u{25BF}", "\u{25BC}", "\u{25BE}", "\u{1D6C1}", "\u{1D6FB}",
        "\u{2BC6}",
    ]

    /// The one glyph every up-pointing triangle or delta is written as.
    public static let delta: Unicode.Scalar = "\u{0394}"
    /// The one glyph every down-pointing triangle or nabla is written as.
    public static let nabla: Unicode.Scalar = "\u{25BD}"

    /// The scalar `scalar` is written as in folded text: a dash variant
    /// becomes `-`, a triangle becomes `Δ` or `▽`; anything else is itself.
    ///
    /// - Complexity: O(1).
    public static func foldedGlyph(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if dashes.contains(scalar) { return "-" }
        if upTriangles.contains(scalar) { return delta }
        if downTriangles.contains(scalar) { return nabla }
        return scalar
    }

    /// Typographic quotes written as ASCII: `‘ ’ ‚ ‛ ′ ´` become `'`, and
    /// `“ ” „ ‟ ″` become `"`. OCR engines emit curly quotes for straight
    /// scratches; Discogs writes ASCII.
    ///
    /// - Complexity: O(1).
    public static func foldedQuote(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "\u{2018}", "\u{2019}", "\u{201A}", "\u{201B}", "\u{2032}", "\u{00B4}": return "'"
        case "\u{201C}", "\u{201D}", "\u{201E}", "\u{201F}", "\u{2033}": return "\""
        default: return scalar
        }
    }

    /// The string in Unicode compatibility composed form (NFKC): full-width
    /// letters and digits become ASCII, ligatures split, `ｰ`-style variants
    /// and composed accents settle on one spelling.
    ///
    /// - Complexity: O(*n*) in the string's length.
    public static func compatibilityComposed(_ text: String) -> String {
        text.precomposedStringWithCompatibilityMapping
    }

    /// Folds dashes and triangles (and, when `quotes` is true, typographic
    /// quotes), turns whitespace and control characters (NUL, tab, line and
    /// paragraph separators...) into spaces, drops invisible format
    /// characters (zero-width spaces and joiners, bidirectional marks, the
    /// soft hyphen, the byte order mark), drops combining marks that have no
    /// base character (at the start or after whitespace), collapses
    /// whitespace runs to one space and trims both ends. Does not apply NFKC: call
    /// `compatibilityComposed(_:)` first.
    ///
    /// An empty or all-whitespace string gives `""`.
    ///
    /// - Complexity: O(*n*) in the number of Unicode scalars.
    public static func foldedSpacing(_ text: String, quotes: Bool) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isWhitespace || properties.generalCategory == .control
                || properties.generalCategory == .lineSeparator
                || properties.generalCategory == .paragraphSeparator
            {
                pendingSpace = true
                continue
            }
            if properties.generalCategory == .format { continue }
            if isCombiningMark(properties.generalCategory), pendingSpace || scalars.isEmpty {
                continue  // an orphan mark would fuse with the space before it
            }
            if pendingSpace, !scalars.isEmpty { scalars.append(" ") }
            pendingSpace = false
            let folded = foldedGlyph(scalar)
            scalars.append(quotes ? foldedQuote(folded) : folded)
        }
        return String(scalars)
    }

    /// Whether `category` is a combining mark's (nonspacing, spacing or
    /// enclosing): one that sits on the character before it.
    static func isCombiningMark(_ category: Unicode.GeneralCategory) -> Bool {
        category == .nonspacingMark || category == .spacingMark || category == .enclosingMark
    }
}
