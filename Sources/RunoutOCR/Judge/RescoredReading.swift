/// The one reading, of all the readings two models made of a segment, that
/// the line network finds most probable, and whether it is sure enough to
/// report.
///
/// When neither model's verdict is accepted, each model's readings at its
/// own scales still differ by a character or two, and its medoid is often a
/// near miss; but the right text is most often among the readings of one
/// model or the other (`4988 671 B2` read three times by the network at
/// too little confidence, `4988-621 B2` by the English model). The network
/// can weigh any text against its own frames, summed over every alignment
/// (``LineNetwork/logLikelihoods(of:in:)``), at each of its letter heights:
/// the text with the highest total is the best candidate, and it is taken
/// when it is both clearly ahead of the next (``leastMargin``) and likely
/// for its length (``leastPerCharacter``). Pure: values in, a value out.
public struct RescoredReading: Sendable, Hashable {
    /// The best candidate's text.
    public var text: String
    /// Its log-likelihood, summed over the scales.
    public var logLikelihood: Double
    /// The next best candidate's, or `nil` when there was one candidate.
    public var runnerUp: Double?
    /// How many scales the log-likelihoods are summed over.
    public var scales: Int

    /// The least letters and digits of a reading taken: shorter texts are
    /// too often a fragment read cleanly, or grain (`JI`).
    public static let leastGlyphs = 4

    /// The least lead, in nats, of the best candidate over the next: 2 is
    /// e² ≈ 7.4 times as probable. (On fifteen labelled sets, 1,621 lines,
    /// at a per-character floor of −0.2: 1 nat read 2 more lines right
    /// and 2 more wrong than 2, and 3 read 1 fewer right.)
    public static let leastMargin = 2.0

    /// The least log-likelihood per letter or digit and scale: −0.25 is
    /// each character about 0.78 probable. (Fifteen labelled sets: −0.2
    /// read 6 lines fewer right, −0.3 4 more right and 3 more wrong.)
    public static let leastPerCharacter = -0.25

    /// The best of `candidates`, each text with its log-likelihood summed
    /// over `scales` scales; `nil` when there is none, when `scales` is
    /// not positive, or when no candidate has a finite log-likelihood. A
    /// text listed twice counts once, at its higher score; a candidate whose
    /// score is not finite (NaN, either infinity) is never best, nor
    /// anyone's runner-up.
    ///
    /// - Complexity: O(n) for n candidates.
    public static func best(of candidates: [(text: String, logLikelihood: Double)], scales: Int) -> RescoredReading? {
        guard scales > 0 else { return nil }
        var best: (text: String, logLikelihood: Double)?
        var runnerUp: Double?
        for candidate in candidates where candidate.logLikelihood.isFinite {
            guard let leader = best else {
                best = candidate
                continue
            }
            if candidate.text == leader.text {
                best = (leader.text, max(leader.logLikelihood, candidate.logLikelihood))
            } else if candidate.logLikelihood > leader.logLikelihood {
                runnerUp = leader.logLikelihood
                best = candidate
            } else {
                runnerUp = max(runnerUp ?? -.infinity, candidate.logLikelihood)
            }
        }
        guard let best else { return nil }
        return RescoredReading(text: best.text, logLikelihood: best.logLikelihood, runnerUp: runnerUp, scales: scales)
    }

    /// Letters and digits in ``text`` (``LineReader/glyphCount(_:)``).
    public var glyphs: Int {
        LineReader.glyphCount(text)
    }

    /// The lead over the runner-up; infinite when there was none.
    public var margin: Double {
        runnerUp.map { logLikelihood - $0 } ?? .infinity
    }

    /// The log-likelihood per letter or digit and scale; `-infinity`
    /// without letters or digits.
    public var perCharacter: Double {
        guard glyphs > 0, scales > 0 else { return -.infinity }
        return logLikelihood / Double(glyphs * scales)
    }

    /// Whether to report ``text``: a matrix number or a lexicon mark
    /// (``LineShape``) of ``leastGlyphs`` or more, ``leastMargin`` ahead of
    /// the runner-up, and ``leastPerCharacter`` likely. Short codes,
    /// initials, words and irregular text are not taken so: on fifteen
    /// labelled sets those taken were wrong more often than right
    /// (`PRL-LAS` for `PALLAS`, `WADE IN ENGLAND`).
    public var isSure: Bool {
        Self.mayBeTaken(text) && margin >= Self.leastMargin && perCharacter >= Self.leastPerCharacter
    }

    /// Whether `text` is of a shape and length ``isSure`` can take: a
    /// matrix number or a lexicon mark of ``leastGlyphs`` letters and
    /// digits or more. When no candidate is, none need be scored.
    ///
    /// - Complexity: O(n) in the text's length.
    public static func mayBeTaken(_ text: String) -> Bool {
        LineReader.glyphCount(text) >= leastGlyphs && [.matrix, .mark].contains(LineShape(of: text))
    }
}
