@testable import RunoutOCR
import TestSupport
import Testing

/// Which verdicts of the hand-scratched model are reported, and what a second
/// model's agreement does to an English verdict.
@Suite("LineReader with the hand model")
struct LineReaderHandTests {
    /// (unanimous, confident readings, whether the hand model's verdict is taken)
    static let takes: [(String, Bool)] = [
        ("SP 8768 B1", true),  // matrix
        ("XLP-542477-1F", true),  // matrix
        ("TML", true),  // lexicon mark
        ("A-2", true),  // short code
        ("VUF", true),  // short code
        ("P.R.C.", false),  // initials: the model's dots are its weakest glyphs
        ("Y X", false),  // irregular
        ("T", false),  // a one-letter mark: a piece of a longer line
        ("W", false),
    ]

    @Test("A hand verdict is taken only as a matrix, mark or short code of two characters or more", arguments: takes)
    func takesHandVerdict(text: String, taken: Bool) throws {
        let verdict = try #require(LineVerdict.judge([(text, 0.95), (text, 0.95), (text, 0.95)]))
        #expect(LineReader.takesHandVerdict(verdict) == taken, "\(text): \(verdict.shape), accepted \(verdict.isAccepted)")
    }

    @Test func aRejectedHandVerdictIsNeverTaken() throws {
        let verdict = try #require(LineVerdict.judge([("SP 8768 B1", 0.1), ("SP 8766 B1", 0.1), ("SR 8768 81", 0.1)]))
        #expect(!verdict.isAccepted)
        #expect(!LineReader.takesHandVerdict(verdict))
    }

    /// Corroboration accepts texts of two characters or more, and never
    /// rejects what the scores accept.
    @Test func corroborationAcceptsTwoCharactersOrMore() throws {
        let texts = ["SP 8768 B1", "SP 8766 B1", "AT", "MR", "5", "J", "A 1", "Y L M"]
        withEvery("readings", in: texts) { text in
            for variant in [text, text + "1", String(text.dropLast())] where !variant.isEmpty {
                for confidence in [0.0, 0.1, 0.5, 0.9] {
                    guard var verdict = LineVerdict.judge([(text, confidence), (variant, confidence), (text, 0)]) else { continue }
                    let before = verdict.isAccepted
                    verdict.corroborated = true
                    let expected = before || verdict.line.key.count >= 2
                    #expect(verdict.isAccepted == expected, "\(text)/\(variant) at \(confidence): key \(verdict.line.key)")
                }
            }
        }
        var single = try #require(LineVerdict.judge([("5", 0.1), ("S", 0.1), ("5", 0.1)]))
        single.corroborated = true
        #expect(!single.isAccepted, "one character stays where its scores put it")
    }

    @Test func aNewVerdictIsNotCorroborated() throws {
        let verdict = try #require(LineVerdict.judge([("SP 8768 B1", 0.5)]))
        #expect(!verdict.corroborated)
    }
}
