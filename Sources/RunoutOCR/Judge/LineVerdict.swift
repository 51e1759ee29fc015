/// The evidence for one reading of a segment, and whether it is accepted.
///
/// The engine's confidence alone is a poor guide on matrix codes (correct
/// readings can score near zero), so a verdict weighs three things: how
/// well independent readings of the same letters agree (different scales),
/// the engine's confidence, and the shape of the text (``LineShape``). The
/// reported text is the medoid reading: the engine's readings of one line
/// at slightly different scales differ by a character here and there, and
/// the reading closest to all the others is most often the right one.
public struct LineVerdict: Sendable, Hashable {
    /// The line as it will be reported.
    public var line: EtchingLine
    /// Character agreement between the readings, 0...1.
    public var agreement: Double
    /// The engine's mean confidence over the readings, 0...1.
    public var engineConfidence: Double
    /// The text's shape.
    public var shape: LineShape
    /// Whether the text was snapped to a lexicon mark.
    public var snapped: Bool
    /// Whether a second, independent reader read the same text the same way
    /// up (``LineReader`` with the hand model's ``LineNetwork``). A text of
    /// two characters or more read so is accepted whatever its scores: on
    /// eleven labelled sets (nine generated as the fixtures are, two by the
    /// independent generator), unaccepted English readings that the network
    /// matched exactly were right 54 times in 63; single characters, 0 in 4.
    public var corroborated = false
    /// Every legible reading the verdict was judged from, normalized and
    /// corrected as the reported text is, in the order read.
    public var readings: [EtchingLine] = []
    /// Whether most readings end in a hyphen straight after a letter or
    /// digit (``isCutShort(_:)``): the segment ends where the line goes on.
    public var endsInHyphen = false

    /// Weights of the evidence in ``score``.
    static let agreementWeight = 0.45
    static let confidenceWeight = 0.25
    static let shapeWeight = 0.30

    /// The combined evidence, 0...1: reported as the reading's confidence
    /// and used to choose between the two orientations.
    public var score: Double {
        Self.agreementWeight * agreement + Self.confidenceWeight * engineConfidence + Self.shapeWeight * shape.prior
    }

    /// Whether the reading is reported: the evidence each shape needs.
    ///
    /// Calibrated on 439 labelled lines of generated photos (four seeds),
    /// where the share of accepted readings that were exactly right was:
    /// - a lexicon mark: 65 of 66 whatever the agreement, so agreement of
    ///   half the readings suffices;
    /// - a matrix number: 103 of 115 when every reading agreed, 20 of 93
    ///   otherwise (the medoid of readings that differ is usually a near
    ///   miss), 4 of 6 when they nearly agreed with confidence ≥ 0.85;
    /// - a short code or irregular text: 38 of 45 when every reading agreed
    ///   with confidence ≥ 0.85, 14 of 42 otherwise (grain and fragments
    ///   read as letters);
    /// - initials: 7 of 9 when every reading agreed;
    /// - words that resemble a lexicon mark without matching it
    ///   (``MarkLexicon/resembles(_:)``) are a misread mark, `STERUNG`, and
    ///   are not reported as words (on fifteen labelled sets: one wrong
    ///   line gone, no right one);
    /// - a plant-code letter (`W`, `S`): unanimous at confidence 0.25;
    /// - a lone side suffix (`B1`, `3D`; 657 lines, six seeds): rejected
    ///   unanimous readings at confidence 0.6 to 0.85 were 5 right, 0 wrong;
    ///   with a letter `A` to `F`, 0.4 will do (``leastConfidence(forShortCode:)``).
    /// - a line most of whose readings end in a hyphen was cut short
    ///   (``isCutShort(_:)``), and is not accepted whatever its shape.
    /// Unanimity and confidence are what separate right from wrong; the
    /// engine's confidence alone is not.
    public var isAccepted: Bool {
        if Self.isBareNumber(line.text) { return false }
        if endsInHyphen { return false }
        if corroborated, line.key.count >= 2 { return true }
        let unanimous = agreement >= 0.999
        // One letter is a plant code only when it is one and every reading,
        // at a fair confidence, says so: grain reads as stray letters at
        // next to none. (On 20 labelled sets, 2,226 lines, the chosen
        // unanimous single-letter marks were right 24 of 24 at 0.2 and over,
        // and wrong 14 of 15 under; 0.5 had left six right ones out.)
        if line.key.count == 1 {
            return shape == .mark && unanimous && engineConfidence >= 0.25
        }
        guard line.key.count >= 2 else { return false }
        switch shape {
        case .mark:
            return agreement >= 0.5
        case .matrix:
            return unanimous || (agreement >= 0.8 && engineConfidence >= 0.85)
        case .initials:
            return unanimous
        case .words:
            return unanimous && engineConfidence >= 0.7 && !MarkLexicon.resembles(line.text)
        case .shortCode:
            return unanimous && engineConfidence >= Self.leastConfidence(forShortCode: line.text)
        case .irregular:
            return unanimous && engineConfidence >= 0.85
        }
    }

    /// Whether a raw reading ends in one hyphen or more straight after a
    /// letter or digit (`TML-`, `AL-A-325713--`; not `B2 -`, where a
    /// groove's remnant stands apart): the engine saw the line go on past
    /// the segment's end, whose glyphs the segmenter cut off (`TML-M`,
    /// `AL-A-325713-E`). No etching ends in a hyphen. A verdict most of
    /// whose readings end so is not accepted (``endsInHyphen``); the
    /// line network then reads the segment, and its reading is judged on
    /// its own. On fifteen labelled sets (1,621 lines): 4 fewer lines wrong
    /// (`TML`, `AL-A-325713`, `PAL` and `73S05` of `PAL-73505-2E`), 1 more
    /// right (`AL-A-325713-E`, which the network read whole), none lost.
    ///
    /// - Complexity: O(n) for a text of n characters.
    public static func isCutShort(_ text: String) -> Bool {
        let body = text.reversed().drop(while: \.isWhitespace)
        let beforeHyphens = body.drop { $0 == "-" }
        guard beforeHyphens.count < body.count, let last = beforeHyphens.first else { return false }
        return last.isLetter || last.isNumber
    }

    /// Whether `text` is two to five digits and nothing else (`812`,
    /// `2708`): a piece of a matrix number whose prefix or suffix was lost
    /// to glare or noise, not an etching. A matrix number carries letters,
    /// a second group or a suffix; a stamper's lone digit is one character.
    /// Never accepted, however read: on twelve labelled sets (ours and
    /// the independent generator's, 1,512 lines) no line is a bare number
    /// and every one of the four such readings reported was a fragment.
    ///
    /// - Complexity: O(n) for a text of n characters.
    public static func isBareNumber(_ text: String) -> Bool {
        (2...5).contains(text.count) && text.allSatisfy(\.isASCIIDigit)
    }

    /// The engine confidence a unanimous short code needs: 0.85, but 0.6
    /// for a lone side suffix (`B1`, `3D`), and 0.4 for one whose letter
    /// is `A` to `F`, the sides of up to three discs. (On 20 labelled sets,
    /// 2,226 lines, the chosen unanimous side suffixes rejected at 0.4 to
    /// 0.6 were five right, all `A` to `D`, and three wrong, with `G`, `H`
    /// and `V`; under 0.4 none of eight was right.)
    static func leastConfidence(forShortCode text: String) -> Double {
        guard let letter = MatrixGrammar.sideLetter(of: text) else { return 0.85 }
        return "ABCDEF".contains(letter) ? 0.4 : 0.6
    }

    /// Whether the readings that came out as noise (`nil` keys) are left
    /// out of the agreement rather than counted as total disagreement: when
    /// at least two readings are legible and every legible one has two or
    /// more characters. A scale at which the engine reads nothing (`EMI`,
    /// `EMI`, nothing) then does not veto the others; a single letter,
    /// which grain imitates, still needs every reading. (On 875 labelled
    /// lines, eight seeds: 2 more lines read, none wrong.)
    ///
    /// - Complexity: O(n) for n readings.
    public static func noiseAbstains(_ keys: [[Character]?]) -> Bool {
        let legible = keys.compactMap { $0 }
        return legible.count >= 2 && legible.allSatisfy { $0.count >= 2 }
    }

    /// Whether `long` is `short` with one character written twice in a
    /// row (`77YCE 84355-4` for `7YCE 84355-4`, `597009` for `59709`): the
    /// engine's decoder stutters so on a glyph it has already read, where
    /// it misreads a glyph by replacing it. Such a pair counts as agreeing.
    ///
    /// - Complexity: O(n) for keys of length n.
    static func isStutter(_ long: [Character], of short: [Character]) -> Bool {
        guard long.count == short.count + 1, !short.isEmpty else { return false }
        // The first place they differ; `long` must agree again past the extra character.
        var index = 0
        while index < short.count, long[index] == short[index] { index += 1 }
        guard long[(index + 1)...].elementsEqual(short[index...]) else { return false }
        let extra = long[index]
        return (index > 0 && long[index - 1] == extra) || (index + 1 < long.count && long[index + 1] == extra)
    }

    /// The verdict on readings of one segment in one orientation.
    ///
    /// - Parameter readings: the raw texts and engine confidences, one per
    ///   variant (scale); empty or all-noise gives `nil`.
    public static func judge(_ readings: [(text: String, confidence: Double)]) -> LineVerdict? {
        // Each reading normalized once, its spaces beside hyphens dropped
        // (the engine's are unreliable: `UPV -661310-B`) and corrected as a
        // matrix's grammar says (so `S03-…` and `SO3-…` agree); `nil` where
        // it came out as noise. The reported text is one of these as it is.
        let lines = readings.map { reading in
            EtchingNormalizer.normalize(MatrixGrammar.initials(reading.text)).map { line in
                MatrixGrammar.corrected(EtchingLine(
                    text: String(EtchingNormalizer.tightenedHyphens(Array(line.text))), key: line.key))
            }
        }
        let keys = lines.map { $0.map { Array($0.key) } }
        // Stutters are judged on what was read, before confusions are folded.
        let texts = lines.map { $0.map { Array($0.text.uppercased()) } }
        // Edit distances between every pair of legible readings, computed once.
        var distance = [[Int]](repeating: [Int](repeating: 0, count: keys.count), count: keys.count)
        for i in keys.indices {
            for j in keys.indices where j > i {
                guard let a = keys[i], let b = keys[j] else { continue }
                distance[i][j] = a.editDistance(to: b)
                distance[j][i] = distance[i][j]
            }
        }
        let legible = readings.indices.filter { lines[$0] != nil }
        guard !legible.isEmpty else { return nil }
        let normalized = legible.compactMap { index in lines[index].map { ($0, readings[index].confidence) } }
        // Agreement: mean pairwise similarity of the keys over every reading.
        // A reading that came out as noise counts as total disagreement,
        // unless it abstains (see ``noiseAbstains(_:)``); one that only
        // stutters (see ``isStutter(_:of:)``) agrees.
        var agreement = 1.0
        if readings.count > 1 {
            let abstaining = Self.noiseAbstains(keys)
            var total = 0.0
            var pairs = 0
            for i in keys.indices {
                for j in keys.indices where j > i {
                    if abstaining, keys[i] == nil || keys[j] == nil { continue }
                    pairs += 1
                    guard let a = keys[i], let b = keys[j] else { continue }
                    let longest = max(a.count, b.count)
                    if distance[i][j] == 1, let x = texts[i], let y = texts[j],
                       Self.isStutter(x, of: y) || Self.isStutter(y, of: x)
                    {
                        total += 1
                        continue
                    }
                    total += longest == 0 ? 0 : 1 - Double(distance[i][j]) / Double(longest)
                }
            }
            agreement = pairs > 0 ? total / Double(pairs) : 1
        }
        // The reported text: the medoid reading, whose key is closest to all
        // the others in total (with two readings, or all different, ties go
        // to the text that looks more like an etching, then the more confident).
        let distances = legible.map { i in legible.reduce(0) { $0 + distance[i][$1] } }
        guard let chosenIndex = normalized.indices.min(by: { a, b in
            if distances[a] != distances[b] { return distances[a] < distances[b] }
            let pa = LineShape(of: normalized[a].0.text).prior
            let pb = LineShape(of: normalized[b].0.text).prior
            return pa != pb ? pa > pb : normalized[a].1 > normalized[b].1
        }) else { return nil }
        let chosen = normalized[chosenIndex].0
        let confidence = readings.reduce(0) { $0 + $1.confidence } / Double(readings.count)
        var line = chosen
        var snapped = false
        if let (mark, distance) = MarkLexicon.match(line.text), distance > 0,
           let corrected = EtchingNormalizer.normalize(mark)
        {
            line = corrected
            snapped = true
        }
        var verdict = LineVerdict(
            line: line, agreement: agreement, engineConfidence: confidence, shape: LineShape(of: line.text),
            snapped: snapped)
        verdict.readings = normalized.map(\.0)
        verdict.endsInHyphen = 2 * readings.filter { isCutShort($0.text) }.count > readings.count
        return verdict
    }
}
