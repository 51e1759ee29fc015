@testable import RunoutOCR
import Testing

/// The separators' helpers of `MatrixGrammar+Separators` (the corrections
/// themselves are swept through `MatrixGrammar.corrected` in
/// `MatrixGrammarTests`).
@Suite("MatrixGrammar separators")
struct MatrixGrammarSeparatorsTests {
    /// A separator parts a number from its letters only between an ASCII
    /// digit and an ASCII capital: swept over digits, capitals, small
    /// letters, separators and look-alikes outside ASCII, either way round.
    @Test func digitBesideCapitalIsEitherWayRoundAndASCIIOnly() {
        let characters: [Character] = ["0", "7", "A", "Z", "a", "z", " ", "-", ".", "/", "Δ", "١", "Ä", "Ｂ"]
        for left in characters {
            for right in characters {
                let expected = (left.isASCIIDigit && right.isASCIICapital) || (right.isASCIIDigit && left.isASCIICapital)
                #expect(MatrixGrammar.isDigitBesideCapital(left, right) == expected, "\(left)\(right)")
                #expect(MatrixGrammar.isDigitBesideCapital(left, right) == MatrixGrammar.isDigitBesideCapital(right, left))
            }
        }
        #expect(MatrixGrammar.isDigitBesideCapital("5", "C") && MatrixGrammar.isDigitBesideCapital("C", "5"))
        #expect(!MatrixGrammar.isDigitBesideCapital("5", "c") && !MatrixGrammar.isDigitBesideCapital("١", "C"))
    }
}
