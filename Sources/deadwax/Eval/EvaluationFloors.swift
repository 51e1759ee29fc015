import Foundation

/// The `--min-recall` and `--min-precision` floors of a run, checked on the
/// overall figures. A missed floor makes `eval` exit with status 1.
struct EvaluationFloors: Sendable, Hashable {
    /// The lowest acceptable overall recall, 0...1, or `nil` for none.
    var recall: Double?
    /// The lowest acceptable overall precision, 0...1, or `nil` for none.
    var precision: Double?

    /// One floor that was not reached.
    struct Miss: Sendable, Hashable, CustomStringConvertible {
        /// `recall` or `precision`.
        var metric: String
        /// The figure measured.
        var measured: Double
        /// The floor it had to reach.
        var floor: Double

        var description: String {
            "\(metric) \(Self.format(measured)) is below --min-\(metric) \(Self.format(floor)) by \(Self.format(floor - measured))"
        }

        static func format(_ value: Double) -> String { String(format: "%.3f", value) }
    }

    /// Whether any floor is set.
    var isEmpty: Bool { recall == nil && precision == nil }

    /// The floors that `figures` miss, recall first. Figures of no labelled
    /// images miss every floor that is set: nothing was measured.
    func misses(_ figures: EvaluationFigures) -> [Miss] {
        var misses: [Miss] = []
        let measured = figures.labelled > 0
        if let recall, !measured || figures.summary.recall < recall {
            misses.append(Miss(metric: "recall", measured: measured ? figures.summary.recall : 0, floor: recall))
        }
        if let precision, !measured || figures.summary.precision < precision {
            misses.append(Miss(metric: "precision", measured: measured ? figures.summary.precision : 0, floor: precision))
        }
        return misses
    }

    /// Parses a floor value: a number from 0 to 1.
    static func parse(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite, value >= 0, value <= 1 else { return nil }
        return value
    }
}
