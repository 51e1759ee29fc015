extension LineVerdict {
    /// The least letters and digits of a reading two models share for it
    /// to be reported (``sharedReading(of:and:)``).
    static let leastSharedKey = 4

    /// The English verdict `english` made the one reading it shares with
    /// `network`, a verdict of the line network on the same segment the
    /// same way up, and ``corroborated``; `nil` when the two share no such
    /// reading, or more than one.
    ///
    /// Neither verdict was accepted: each model's readings at its own
    /// scales disagree in a character or two, and each medoid is a near
    /// miss (`BS 91407 A-J3` and `BS 91107 A-3`). The two models err
    /// differently, so a text that one of the English readings and one of
    /// the network's both spell exactly (`BS 91407 A-3`) is most often the
    /// line. Only a matrix number or a lexicon mark of ``leastSharedKey``
    /// letters and digits or more counts: short codes, initials and words
    /// shared so were wrong as often as right (`1ZO`, `G.T.`, `ARCH` of
    /// `ARCHIVE`). Nor does a triangle's look-alike before digits
    /// (``LineReader/digitsAfterTriangleLookAlike(_:)``): `459448` is
    /// `Δ59448` misread by both. On fifteen labelled sets (1,621 lines)
    /// this read 14 more lines right and 6 more wrong, most of those one
    /// digit off in both models (`Δ713077` for `Δ113077`).
    ///
    /// - Complexity: O(m × n) for m and n readings.
    static func sharedReading(of english: LineVerdict, and network: LineVerdict) -> LineVerdict? {
        let shared = english.readings.filter { line in
            network.readings.contains { $0.text == line.text }
                && line.key.count >= leastSharedKey
                && [.matrix, .mark].contains(LineShape(of: line.text))
                && LineReader.digitsAfterTriangleLookAlike(line.key) == nil
        }
        guard let line = shared.first, shared.allSatisfy({ $0.text == line.text }) else { return nil }
        var verdict = english
        verdict.line = line
        verdict.shape = LineShape(of: line.text)
        verdict.corroborated = true
        return verdict
    }
}
