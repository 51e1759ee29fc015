import Testing

@testable import RunoutOCR

@Suite("CanonicalForm (evaluation)")
struct CanonicalFormTests {
    static let table: [(String, String)] = [
        ("", ""),
        ("  \t\n ", ""),
        (" yex  773–1 ", "YEX 773-1"),
        ("ＹＥＸ　７７３－１", "YEX 773-1"),
        ("∆ 1234", "Δ 1234"),
        ("δ 1234", "Δ 1234"),  // upper case of delta
        ("▿▼∇", "▽▽▽"),
        ("porky prime cut", "PORKY PRIME CUT"),
        ("“porky”", "“PORKY”"),  // quotes are not folded here
        ("A - 1.", "A - 1."),  // nor spacing around hyphens or edge punctuation
        ("straße", "STRASSE"),
        ("ﬁ", "FI"),
        ("Cafe\u{301}", "CAF\u{C9}"),
    ]

    @Test("Table", arguments: table)
    func canonical(_ example: (String, String)) {
        #expect(CanonicalForm.of(example.0) == example.1)
        #expect(CanonicalForm.of(CanonicalForm.of(example.0)) == example.1)
    }
}
