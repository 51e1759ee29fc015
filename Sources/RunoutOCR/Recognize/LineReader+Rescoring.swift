extension LineReader {
    /// The segment's best reading by the line network's own weighing
    /// (``RescoredReading``), when neither model's verdict was accepted:
    /// every reading of the network's verdict, and of the English verdict
    /// when it reads the same way up, scored by the network at its letter
    /// heights, the same way up; a reading and its triangle variant
    /// (``TriangleMark/triangleVariant(of:among:)``: the shape test put a
    /// `Δ` where another reading has a `4`) are one candidate, reported
    /// with the triangle at the better score. `taken` is the outcome
    /// reporting it when it ``RescoredReading/isSure`` and its verdict, the
    /// network's (or the English model's when the network has none) with
    /// that text, ``LineVerdict/corroborated``, is accepted; `log` names
    /// the candidates and their scores, empty when none could be taken
    /// (``RescoredReading/mayBeTaken(_:)``) and none was scored.
    ///
    /// With `runs`, the network's runs on images the reader has already
    /// read with it (``NetworkRuns``) are not repeated.
    ///
    /// - Complexity: three runs of the network (fewer with `runs`), plus
    ///   O(frames × characters) per candidate.
    func rescored(
        english: Outcome, byHand: Outcome, _ segment: TextSegment, in strip: PreparedStrip, hand: LineNetwork,
        runs: NetworkRuns? = nil
    ) -> (taken: Outcome?, log: String) {
        guard let base = byHand.verdict ?? english.verdict else { return (nil, "") }
        let inward = byHand.verdict != nil ? byHand.inward : english.inward
        var lines: [EtchingLine] = []
        for verdict in [byHand.verdict, english.inward == inward ? english.verdict : nil].compactMap({ $0 }) {
            for line in [verdict.line] + verdict.readings where !lines.contains(where: { $0.text == line.text }) {
                lines.append(line)
            }
        }
        // Nothing could be taken: spare the network's three runs.
        guard lines.contains(where: { RescoredReading.mayBeTaken($0.text) }) else { return (nil, "") }
        let texts = lines.map(\.text)
        let totals = networkLogLikelihoods(
            of: texts, segment, in: strip, polarity: segment.polarity, inward: inward, hand: hand, runs: runs)
        // A text and its triangle variant are one candidate, reported with
        // the triangle, at the better score of the two.
        let scored = Array(zip(texts, totals)).map { text, total in
            (text: TriangleMark.triangleVariant(of: text, among: texts) ?? text, logLikelihood: total)
        }
        let log = "\(inward ? "in" : "out") "
            + scored.sorted { $0.logLikelihood > $1.logLikelihood }
            .map { "'\($0.text)' \(String(format: "%.1f", $0.logLikelihood))" }.joined(separator: " / ")
        guard let best = RescoredReading.best(of: scored, scales: LineNetwork.letterHeights.count), best.isSure,
              let line = lines.first(where: { $0.text == best.text })
        else { return (nil, log) }
        var verdict = base
        verdict.line = line
        verdict.shape = LineShape(of: line.text)
        verdict.corroborated = true
        guard verdict.isAccepted else { return (nil, log) }
        var taken = byHand.verdict != nil ? byHand : english
        taken.verdict = verdict
        taken.inward = inward
        return (taken, log)
    }

    /// The network's log-likelihood of each of `texts` for `segment`,
    /// summed over its letter heights (``LineNetwork/letterHeights``), the
    /// images built as the reader builds them for it and turned half a
    /// turn when `inward`; with `runs`, an image already run is not run
    /// again.
    ///
    /// - Complexity: three runs of the network, plus O(frames × characters)
    ///   per text.
    func networkLogLikelihoods(
        of texts: [String], _ segment: TextSegment, in strip: PreparedStrip, polarity: Float, inward: Bool,
        hand: LineNetwork, runs: NetworkRuns? = nil
    ) -> [Double] {
        let fit = SegmentImageBuilder().fit(segment, in: strip, polarity: polarity)
        var totals = [Double](repeating: 0, count: texts.count)
        for height in LineNetwork.letterHeights {
            let image = SegmentImageBuilder(targetLetterHeight: height).image(
                for: segment, in: strip, polarity: polarity, fit: fit)
            let turned = inward ? image.rotatedHalfTurn() : image
            let scores = runs?.logLikelihoods(of: texts, in: turned) ?? hand.logLikelihoods(of: texts, in: turned)
            for index in totals.indices { totals[index] += scores[index] }
        }
        return totals
    }
}
