/// The canonical form in which evaluation compares a truth line with a
/// reading (issue 4): NFKC, upper case, whitespace runs to one space with
/// both ends trimmed, dash variants to `-`, triangle glyphs folded to `Δ` and
/// `▽` — the same folding functions as the normalizer (`GlyphFolding`).
///
/// Deliberately *not* applied, so that an independent scorer following the
/// definition gets the same numbers: the normalizer's quote folding, edge
/// trimming, hyphen spacing and OCR-confusion folding. Control characters
/// count as whitespace and invisible format characters (zero-width space,
/// bidirectional marks) are dropped, as in the normalizer.
public enum CanonicalForm {
    /// The canonical form of `line`.
    ///
    ///     CanonicalForm.of(" yex  773–1 ")   // "YEX 773-1"
    ///     CanonicalForm.of("∆ 1234")          // "Δ 1234"
    ///
    /// An empty or whitespace-only line gives `""`.
    ///
    /// - Complexity: O(*n*).
    public static func of(_ line: String) -> String {
        GlyphFolding.foldedSpacing(GlyphFolding.compatibilityComposed(line), quotes: false).uppercased()
    }
}
