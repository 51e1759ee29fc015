/// The readings of one image scored against its truth lines. Definitions in
/// `docs/normalize.md` ("Evaluation").
///
/// Matching is by canonical form (`CanonicalForm`) as a multiset: truth lines
/// are taken in order, each matched to the first unmatched reading with the
/// same canonical form, so two identical truth lines need two readings, and
/// one reading never counts twice.
///
/// Empty sides are well defined: with no truth lines recall is 1 (nothing was
/// missed); with no readings precision is 1 (nothing wrong was said); F1 is 0
/// when recall and precision are both 0. Summaries over many images use the
/// counts (`truthCount`, `readingCount`, `matchCount`), never these ratios.
public struct ImageEvaluation: Sendable, Hashable {
    /// One result per truth line, in truth order.
    public var lines: [LineMatch]
    /// Readings that matched no truth line, in reading order.
    public var extraReadings: [String]
    /// How many readings the image had.
    public var readingCount: Int

    /// How many truth lines the image has.
    public var truthCount: Int { lines.count }
    /// How many truth lines were found (equally: how many readings matched).
    public var matchCount: Int { lines.count { $0.isFound } }

    /// Found truth lines over truth lines; 1 when there are none.
    public var recall: Double { Ratio.of(matchCount, over: truthCount) }
    /// Matched readings over readings; 1 when there are none.
    public var precision: Double { Ratio.of(matchCount, over: readingCount) }
    /// Harmonic mean of recall and precision; 0 when both are 0.
    public var f1: Double { Ratio.f1(recall: recall, precision: precision) }
    /// Mean character error rate over the truth lines; 0 when there are none.
    public var characterErrorRate: Double {
        lines.isEmpty ? 0 : lines.reduce(0) { $0 + $1.characterErrorRate } / Double(lines.count)
    }
    /// Every truth line found and no extra reading (true for an image with
    /// neither truth nor readings).
    public var isFullyCorrect: Bool { matchCount == truthCount && extraReadings.isEmpty }

    /// Scores `readings` against `truth`.
    ///
    /// - Complexity: O(*t*·*r*·*L*²) for *t* truth lines, *r* readings and
    ///   lines of length *L* (one edit distance per unmatched truth line and
    ///   distinct reading), plus O((*t* + *r*)·*L*) for canonical forms.
    public init(truth: [String], readings: [String]) {
        let canonicalReadings = readings.map(CanonicalForm.of)
        var unmatched: [String: [Int]] = [:]
        for (index, canonical) in canonicalReadings.enumerated().reversed() {
            unmatched[canonical, default: []].append(index)  // reversed: popLast gives the first
        }
        let distinctReadings = Self.firstOccurrences(canonicalReadings)
        var matched = [Bool](repeating: false, count: readings.count)
        lines = truth.map { line in
            let canonical = CanonicalForm.of(line)
            if let index = unmatched[canonical]?.popLast() {
                matched[index] = true
                return LineMatch(
                    truth: line, canonicalTruth: canonical, matchedReading: readings[index],
                    closestReading: readings[index], edits: 0, characterErrorRate: 0)
            }
            return Self.unmatchedLine(line, canonical: canonical, readings: readings, distinct: distinctReadings)
        }
        extraReadings = zip(readings, matched).filter { !$0.1 }.map(\.0)
        readingCount = readings.count
    }

    /// The first index of each distinct canonical reading, in order.
    private static func firstOccurrences(_ canonical: [String]) -> [(index: Int, characters: [Character])] {
        var seen: Set<String> = []
        var result: [(index: Int, characters: [Character])] = []
        for (index, text) in canonical.enumerated() where seen.insert(text).inserted {
            result.append((index, Array(text)))
        }
        return result
    }

    private static func unmatchedLine(
        _ line: String, canonical: String, readings: [String],
        distinct: [(index: Int, characters: [Character])]
    ) -> LineMatch {
        let characters = Array(canonical)
        var closest: (index: Int, edits: Int)?
        for candidate in distinct {
            let edits = Levenshtein.distance(characters, candidate.characters)
            if closest.map({ edits < $0.edits }) ?? true { closest = (candidate.index, edits) }
        }
        guard let closest else {
            return LineMatch(
                truth: line, canonicalTruth: canonical, matchedReading: nil, closestReading: nil,
                edits: characters.count, characterErrorRate: 1)
        }
        let rate =
            characters.isEmpty
            ? (closest.edits == 0 ? 0 : 1) : Swift.min(1, Double(closest.edits) / Double(characters.count))
        return LineMatch(
            truth: line, canonicalTruth: canonical, matchedReading: nil,
            closestReading: readings[closest.index], edits: closest.edits, characterErrorRate: rate)
    }
}

/// Scores the readings of one image against its truth lines; the same as
/// `ImageEvaluation(truth:readings:)`.
///
///     evaluate(truth: ["YEX 773-1"], readings: ["yex 773–1", "PORKY"]).precision  // 0.5
///
/// - Complexity: as `ImageEvaluation.init(truth:readings:)`.
public func evaluate(truth: [String], readings: [String]) -> ImageEvaluation {
    ImageEvaluation(truth: truth, readings: readings)
}

/// Ratios with the evaluation's conventions for empty denominators.
enum Ratio {
    /// `part / whole`, or 1 when `whole` is 0 (nothing to get wrong).
    static func of(_ part: Int, over whole: Int) -> Double {
        whole == 0 ? 1 : Double(part) / Double(whole)
    }

    /// The harmonic mean, 0 when both are 0.
    static func f1(recall: Double, precision: Double) -> Double {
        recall + precision == 0 ? 0 : 2 * recall * precision / (recall + precision)
    }
}
