extension LineReader {
    /// An accepted English verdict of a matrix number, checked by the line
    /// network: the network reads the segment the same way up, and every
    /// reading of both verdicts is weighed by its likelihood
    /// (``rescored(english:byHand:_:in:hand:)``). When the likeliest is
    /// sure (``RescoredReading/isSure``) and spells another key than the
    /// English verdict, it is reported instead; otherwise the English
    /// verdict stands. Any other verdict is returned as it is.
    ///
    /// The English model reads a scratched or blurred glyph as a
    /// look-alike the same way at every scale, so a unanimous verdict can
    /// be one glyph off (`WS 57930-C` for `MS 57030-C`, `YAX 6360-3` for
    /// `YAX 6960-3`); the network errs differently, and where it is
    /// surely right about the glyph it says so. On fifteen labelled sets
    /// (1,621 lines) this mended 20 accepted wrong lines and turned no
    /// right one wrong.
    ///
    /// - Complexity: six runs of the network (three to read, three to
    ///   weigh) for an accepted matrix; none otherwise.
    func networkChecked(_ english: Outcome, _ segment: TextSegment, in strip: PreparedStrip, hand: LineNetwork) -> Outcome {
        guard let verdict = english.verdict, verdict.isAccepted, verdict.shape == .matrix else { return english }
        let byHand = networkReader.read(segment, in: strip, polarity: segment.polarity, engine: hand, onlyInward: english.inward)
        let rescoring = rescored(english: english, byHand: byHand, segment, in: strip, hand: hand)
        guard var mended = rescoring.taken, let line = mended.verdict?.line, line.key != verdict.line.key else {
            var kept = english
            kept.log += " || checked: " + byHand.log + (rescoring.log.isEmpty ? "" : " || rescored: " + rescoring.log)
            return kept
        }
        mended.log = english.log + " || checked (mended to \(line.text)): " + byHand.log + " || rescored: " + rescoring.log
        return mended
    }
}
