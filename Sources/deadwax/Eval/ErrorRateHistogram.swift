/// Per-line character error rates counted into eleven bins: exactly 0, then
/// tenths up to 1 — `(0, 0.1]`, `(0.1, 0.2]`, …, `(0.9, 1]`.
struct ErrorRateHistogram: Sendable, Hashable {
    /// The count of each bin, lowest rates first.
    private(set) var counts = [Int](repeating: 0, count: 11)

    /// The histogram of every truth line of every labelled image.
    init(_ images: [EvaluatedImage]) {
        for image in images {
            for line in image.evaluation?.lines ?? [] { add(line.characterErrorRate) }
        }
    }

    /// Counts one rate; rates outside 0...1 (or NaN) go to the nearest end bin.
    mutating func add(_ rate: Double) {
        counts[Self.bin(of: rate)] += 1
    }

    /// The bin of a rate.
    static func bin(of rate: Double) -> Int {
        guard rate > 0 else { return 0 }
        guard rate < 1 else { return 10 }
        return min(10, max(1, Int((rate * 10).rounded(.up))))
    }

    /// A label for each bin: `0`, `≤0.1`, …, `≤1.0`.
    static let labels: [String] = ["0"] + (1...10).map { tenth in tenth == 10 ? "≤1.0" : "≤0.\(tenth)" }

    /// Lines counted.
    var total: Int { counts.reduce(0, +) }
}
