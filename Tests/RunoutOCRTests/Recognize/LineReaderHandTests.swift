@testable import RunoutOCR
import TestSupport
import Testing

/// Which verdicts of the hand model's line network are reported, and what a
/// second reader's agreement does to an English verdict.
@Suite("LineReader with the hand model")
struct LineReaderHandTests {
    /// (unanimous, sure readings, whether the network's verdict is taken)
    static let takes: [(String, Bool)] = [
        ("SP 8768 B1", true),  // matrix
        ("XLP-542477-1F", true),  // matrix
        ("TML", true),  // lexicon mark
        ("A-2", true),  // short code
        ("VUF", true),  // short code
        ("P.R.C.", false),  // initials: dots are where scratched readings err most
        ("Y X", false),  // irregular
        ("T", false),  // a one-letter mark: a piece of a longer line
        ("W", false),
    ]

    @Test("A hand verdict is taken only as a matrix, mark or short code of two characters or more", arguments: takes)
    func takesHandVerdict(text: String, taken: Bool) throws {
        let verdict = try #require(LineVerdict.judge([(text, 0.95), (text, 0.95), (text, 0.95)]))
        #expect(LineReader.takesHandVerdict(verdict) == taken, "\(text): \(verdict.shape), accepted \(verdict.isAccepted)")
    }

    /// Taken only unanimous and sure: every character at least 0.7
    /// probable on average, 0.8 for three letters and digits or fewer.
    /// Degenerate confidences are never sure.
    @Test(arguments: [0, 0.5, 0.69, 0.7, 0.75, 0.79, 0.8, 0.95, 1, -1, .nan, .infinity, -.infinity])
    func theNetworkMustBeSurerOfShortVerdicts(confidence: Double) throws {
        for (text, least) in [("SP 8768 B1", 0.7), ("XAX 228", 0.7), ("TML", 0.8), ("A-2", 0.8)] {
            guard let verdict = LineVerdict.judge([(text, confidence), (text, confidence), (text, confidence)]) else {
                #expect(!confidence.isFinite || confidence < 0, "\(text) at \(confidence) has a verdict")
                continue
            }
            let sure = verdict.engineConfidence.isFinite && verdict.engineConfidence >= least && verdict.engineConfidence <= 1
            #expect(LineReader.takesNetworkVerdict(verdict) == (sure && confidence >= least),
                    "\(text) at \(confidence): engine confidence \(verdict.engineConfidence)")
        }
        // Three readings that differ are never taken, however sure.
        let split = try #require(LineVerdict.judge([("SP 8768 B1", 0.99), ("SP 8768 B1", 0.99), ("SP 8766 B1", 0.99)]))
        #expect(!LineReader.takesNetworkVerdict(split))
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
