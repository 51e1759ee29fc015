extension LineReader {
    /// An accepted English verdict of a matrix number, a short code or
    /// initials, checked by the line network, which reads the segment the
    /// same way up; any other verdict is returned as it is.
    ///
    /// - A matrix number: every reading of both verdicts is weighed by the
    ///   network's likelihood (``rescored(english:byHand:_:in:hand:runs:)``),
    ///   and when the likeliest is sure (``RescoredReading/isSure``) and
    ///   spells another key, it is reported instead.
    /// - A short code or initials, which the weighing never takes (too
    ///   often a fragment read cleanly): the network's own verdict is
    ///   reported instead when it is taken on its own terms
    ///   (``takesHandVerdict(_:turnedOver:)``), spells another key, and is at least
    ///   ``RescoredReading/leastMargin`` nats likelier than the English
    ///   text.
    ///
    /// When the network reads the English text itself, the same way up
    /// and corroborating as ``corroborates(_:)`` asks, the English verdict
    /// is ``LineVerdict/corroborated``: a second or smoothed look over
    /// segments read as nothing takes only corroborated or sure lines
    /// (``SecondLook/takes(_:over:)``), and an English reading at a
    /// confidence of 0.42 that the network reads at 0.98 is one. On eight
    /// labelled sets (1,826 lines): 3 more lines right, none more wrong.
    ///
    /// The English model reads a scratched or blurred glyph as the same
    /// look-alike at every scale, so a unanimous verdict can be one glyph
    /// off (`WS 57930-C` for `MS 57030-C`, `GA` for `GR`); the network errs
    /// differently, and where it is surely right about the glyph it says
    /// so. On fifteen labelled sets (1,621 lines) this mended 26 accepted
    /// wrong lines and turned no right one wrong.
    ///
    /// The network never mends an `F` into an `E` alone
    /// (``onlyClosesAnF(_:into:)``): trained on single strokes, it reads a
    /// stamped serif `F`'s foot as an `E`'s bottom bar.
    ///
    /// - Complexity: three runs of the network for a checked verdict (the
    ///   weighing reuses them, ``NetworkRuns``); none for other verdicts.
    func networkChecked(_ english: Outcome, _ segment: TextSegment, in strip: PreparedStrip, hand: LineNetwork) -> Outcome {
        guard let verdict = english.verdict, verdict.isAccepted, [.matrix, .shortCode, .initials].contains(verdict.shape)
        else { return english }
        let runs = NetworkRuns(hand)
        let byHand = networkReader.read(segment, in: strip, polarity: segment.polarity, engine: runs, onlyInward: english.inward)
        var kept = english
        // The network reading the same text the same way up corroborates
        // it, as it does a verdict the English model did not settle.
        if let other = byHand.verdict, other.line.text == verdict.line.text, Self.corroborates(other) {
            kept.verdict?.corroborated = true
            kept.log += " || checked (agrees): " + byHand.log
        } else {
            kept.log += " || checked: " + byHand.log
        }
        if verdict.shape == .matrix {
            let rescoring = rescored(english: english, byHand: byHand, segment, in: strip, hand: hand, runs: runs)
            // The English model's `F`s stand where the network reads `E`s: a
            // mend of nothing else is none (onlyClosesAnF), one of more
            // keeps the rest.
            if var mended = rescoring.taken, var line = mended.verdict?.line, line.key != verdict.line.key,
               case let withFs = Self.keepingFs(of: verdict.line.text, in: line.text), withFs != verdict.line.text
            {
                if withFs != line.text, let fsLine = EtchingNormalizer.normalize(withFs).map(MatrixGrammar.corrected) {
                    line = fsLine
                    mended.verdict?.line = line
                    mended.verdict?.shape = LineShape(of: line.text)
                }
                mended.log = english.log + " || checked (mended to \(line.text)): " + byHand.log + " || rescored: " + rescoring.log
                return mended
            }
            if !rescoring.log.isEmpty { kept.log += " || rescored: " + rescoring.log }
            return kept
        }
        guard let other = byHand.verdict, Self.takesHandVerdict(other), other.line.key != verdict.line.key,
              !Self.onlyClosesAnF(verdict.line.text, into: other.line.text)
        else { return kept }
        let scores = networkLogLikelihoods(
            of: [verdict.line.text, other.line.text], segment, in: strip, polarity: segment.polarity,
            inward: english.inward, hand: hand, runs: runs)
        let lead = scores[1] - scores[0]
        kept.log += String(format: " || %.1f nats likelier", lead)
        guard lead >= RescoredReading.leastMargin else { return kept }
        var mended = byHand
        mended.log = english.log + " || checked (mended to \(other.line.text)): " + byHand.log
            + String(format: " || %.1f nats likelier", lead)
        return mended
    }

    /// Whether `mended` is `english` with one `F` or more read as `E` and
    /// nothing else changed (`SKAO-1-7284-F9` → `SKAO-1-7284-E9`, `T.F.`
    /// → `T.E.`). The line network, trained on hand-scratched single
    /// strokes, takes the foot serif of a stamped `F` (Courier's, Nimbus
    /// Mono's) for an `E`'s bottom bar, and is sure of it: on eight labelled
    /// sets (1,826 lines) it so turned five right lines wrong, four matrix
    /// numbers and one set of initials, where the English model had read
    /// the `F`.
    ///
    /// - Complexity: O(n) for texts of n characters.
    static func onlyClosesAnF(_ english: String, into mended: String) -> Bool {
        english != mended && keepingFs(of: english, in: mended) == english
    }

    /// `mended` with each `E` that stands where `english`, of the same
    /// length, has an `F` put back to `F`; `mended` as it is when the
    /// lengths differ. A mend that also changed other glyphs keeps them
    /// (`STC-B-253749-F` mended to `STC-B-953749-E` is `STC-B-953749-F`):
    /// the network is no surer of an `F` in the one than in the other.
    ///
    /// - Complexity: O(n) for texts of n characters.
    static func keepingFs(of english: String, in mended: String) -> String {
        let before = Array(english), after = Array(mended)
        guard before.count == after.count else { return mended }
        return String(zip(before, after).map { old, new in old == "F" && new == "E" ? "F" : new })
    }
}
