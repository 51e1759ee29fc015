@testable import RunoutOCR
import TestSupport
import Testing

/// Which of two models' readings the network's own weighing picks, and when
/// it is sure enough to report.
@Suite("RescoredReading")
struct RescoredReadingTests {
    @Test func theLikeliestCandidateIsBestAndTheNextItsRunnerUp() throws {
        let best = try #require(RescoredReading.best(
            of: [("4988-621 B2", -18.8), ("4988 671 B2", -4.4), ("4968 621 B2", -22.6)], scales: 3))
        #expect(best.text == "4988 671 B2" && best.logLikelihood == -4.4 && best.runnerUp == -18.8)
        #expect(abs(best.margin - 14.4) < 1e-9)
        #expect(best.glyphs == 9 && abs(best.perCharacter - -4.4 / 27) < 1e-12)
        #expect(best.isSure)
    }

    @Test func noCandidateOrNoScaleGivesNothing() {
        #expect(RescoredReading.best(of: [], scales: 3) == nil)
        #expect(RescoredReading.best(of: [("SP 8768 B1", -1)], scales: 0) == nil)
        #expect(RescoredReading.best(of: [("SP 8768 B1", -1)], scales: -2) == nil)
        #expect(RescoredReading.best(of: [("SP 8768 B1", -.infinity), ("SP 8766 B1", .nan)], scales: 3) == nil)
    }

    /// A lone candidate has no runner-up: its margin is infinite, and only
    /// its likelihood and shape decide.
    @Test func aLoneCandidateLeadsByAnyMargin() throws {
        let lone = try #require(RescoredReading.best(of: [("SP 8768 B1", -3), ("SP 8766 B1", -.infinity)], scales: 3))
        #expect(lone.runnerUp == nil && lone.margin == .infinity && lone.isSure)
        let twice = try #require(RescoredReading.best(of: [("SP 8768 B1", -5), ("SP 8768 B1", -3)], scales: 3))
        #expect(twice.runnerUp == nil && twice.logLikelihood == -3)
    }

    /// At the margin and the per-character floor it is sure; a hair under
    /// either, not.
    @Test func theThresholdsAreInclusive() throws {
        let text = "SP 8768 B1"  // 8 letters and digits
        let floor = RescoredReading.leastPerCharacter * 8 * 3
        for (score, margin, sure) in [
            (floor, RescoredReading.leastMargin, true),
            (floor - 1e-9, RescoredReading.leastMargin, false),
            (floor, RescoredReading.leastMargin - 1e-9, false),
            (floor / 2, 30, true),
        ] {
            let reading = try #require(RescoredReading.best(of: [(text, score), ("SP 8766 B1", score - margin)], scales: 3))
            #expect(reading.isSure == sure, "\(score), \(margin): \(reading.perCharacter), \(reading.margin)")
        }
    }

    /// (text, whether its shape and length may be taken)
    static let shapes: [(String, Bool)] = [
        ("SP 8768 B1", true), ("Δ1240", true), ("STERLING LH", true), ("TML-M", true), ("XZAL 70863 D3", true),
        // Too short, initials, short codes, words and irregular text.
        ("TML", false), ("Δ124", false), ("J.F.K.", false), ("A-2", false), ("ILPS", false),
        ("WADE IN ENGLAND", false), ("PRL-LAS", false), ("", false), ("----", false),
    ]

    @Test("Only a matrix or a mark of four letters and digits or more is taken", arguments: shapes)
    func onlyMatricesAndMarks(text: String, mayBeTaken: Bool) throws {
        #expect(RescoredReading.mayBeTaken(text) == mayBeTaken, "\(text): \(LineShape(of: text))")
        let reading = try #require(RescoredReading.best(of: [(text, -0.01)], scales: 3))
        #expect(reading.isSure == mayBeTaken)
    }

    /// Over random candidates, NaN and infinities among them: the best is
    /// the highest finite score, its runner-up the highest finite score of
    /// another text, its margin never negative and its per-character
    /// figure never NaN.
    @Test func bestIsTheMaximumOverRandomCandidates() throws {
        let texts = ["SP 8768 B1", "SP 8766 B1", "SR 8768 81", "STERLING LH", "A-2"]
        let specials: [Double] = [.nan, -.infinity, .infinity, 0, -0.0]
        try withEvery("seed", in: 0..<200) { seed in
            var generator = SeededGenerator(seed: UInt64(seed))
            let count = Int.random(in: 0...6, using: &generator)
            let candidates = (0..<count).map { _ -> (text: String, logLikelihood: Double) in
                let text = texts[Int.random(in: 0..<texts.count, using: &generator)]
                let score = Int.random(in: 0..<5, using: &generator) == 0
                    ? specials[Int.random(in: 0..<specials.count, using: &generator)]
                    : Double.random(in: -80...0, using: &generator)
                return (text, score)
            }
            let finite = candidates.filter { $0.logLikelihood.isFinite }
            guard let top = finite.map(\.logLikelihood).max() else {
                #expect(RescoredReading.best(of: candidates, scales: 3) == nil, "seed \(seed)")
                return
            }
            let best = try #require(RescoredReading.best(of: candidates, scales: 3), "seed \(seed)")
            #expect(best.logLikelihood == top, "seed \(seed)")
            let others = finite.filter { $0.text != best.text }.map(\.logLikelihood)
            #expect(best.runnerUp == others.max(), "seed \(seed)")
            #expect(best.margin >= 0 && !best.perCharacter.isNaN, "seed \(seed)")
        }
    }
}
