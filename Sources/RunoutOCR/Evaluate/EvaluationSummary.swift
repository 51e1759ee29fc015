/// Evaluation figures over many images (a folder, a tier, a whole run),
/// micro-averaged: totals are summed over images first, ratios taken last.
///
/// - recall = Σ matches / Σ truth lines (1 when there are no truth lines);
/// - precision = Σ matches / Σ readings (1 when there are no readings);
/// - F1 = harmonic mean of that recall and precision (0 when both are 0);
/// - character error rate = Σ per-line rates / Σ truth lines (0 when there
///   are no truth lines): the mean over every truth line of every image;
/// - fully correct = images with every truth line found and no extra
///   reading.
///
/// Summing counts first keeps every figure defined however many images have
/// no truth or no readings, and lets summaries merge exactly.
public struct EvaluationSummary: Sendable, Hashable {
    /// Images evaluated.
    public var images = 0
    /// Truth lines over all images.
    public var truthLines = 0
    /// Readings over all images.
    public var readings = 0
    /// Truth lines found (equally: readings matched) over all images.
    public var matches = 0
    /// Sum of the per-line character error rates.
    public var characterErrorSum = 0.0
    /// Images fully correct.
    public var fullyCorrectImages = 0

    /// A summary of no images.
    public init() {}

    /// The summary of `evaluations`.
    ///
    /// - Complexity: O(total truth lines).
    public init(_ evaluations: some Sequence<ImageEvaluation>) {
        for evaluation in evaluations { add(evaluation) }
    }

    /// Adds one image's figures.
    ///
    /// - Complexity: O(the image's truth lines).
    public mutating func add(_ evaluation: ImageEvaluation) {
        images += 1
        truthLines += evaluation.truthCount
        readings += evaluation.readingCount
        matches += evaluation.matchCount
        characterErrorSum += evaluation.lines.reduce(0) { $0 + $1.characterErrorRate }
        if evaluation.isFullyCorrect { fullyCorrectImages += 1 }
    }

    /// Adds another summary's figures (merging folders into a run).
    ///
    /// - Complexity: O(1).
    public mutating func add(_ other: EvaluationSummary) {
        images += other.images
        truthLines += other.truthLines
        readings += other.readings
        matches += other.matches
        characterErrorSum += other.characterErrorSum
        fullyCorrectImages += other.fullyCorrectImages
    }

    /// Micro-averaged recall; 1 when there are no truth lines.
    public var recall: Double { Ratio.of(matches, over: truthLines) }
    /// Micro-averaged precision; 1 when there are no readings.
    public var precision: Double { Ratio.of(matches, over: readings) }
    /// Harmonic mean of `recall` and `precision`; 0 when both are 0.
    public var f1: Double { Ratio.f1(recall: recall, precision: precision) }
    /// Mean character error rate over all truth lines; 0 when there are none.
    public var characterErrorRate: Double {
        truthLines == 0 ? 0 : characterErrorSum / Double(truthLines)
    }
    /// Fully correct images over images; 1 when there are no images.
    public var fullyCorrectFraction: Double { Ratio.of(fullyCorrectImages, over: images) }
}
