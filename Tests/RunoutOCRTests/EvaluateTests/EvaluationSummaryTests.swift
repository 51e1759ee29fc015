import Testing

@testable import RunoutOCR

@Suite("EvaluationSummary")
struct EvaluationSummaryTests {
    @Test func noImages() {
        let summary = EvaluationSummary()
        #expect(summary.recall == 1 && summary.precision == 1 && summary.f1 == 1)
        #expect(summary.characterErrorRate == 0)
        #expect(summary.fullyCorrectFraction == 1)
    }

    @Test func microAveragesSumCountsFirst() {
        let images = [
            evaluate(truth: ["A1", "YEX 773-1"], readings: ["A1"]),  // 1 of 2 found, 1 reading
            evaluate(truth: [], readings: ["x", "y"]),  // 2 extra readings
            evaluate(truth: ["B2"], readings: ["B2"]),  // perfect
        ]
        let summary = EvaluationSummary(images)
        #expect(summary.images == 3)
        #expect(summary.truthLines == 3 && summary.readings == 4 && summary.matches == 2)
        #expect(summary.recall == 2.0 / 3.0)
        #expect(summary.precision == 2.0 / 4.0)
        #expect(abs(summary.f1 - 2 * (2.0 / 3.0) * 0.5 / (2.0 / 3.0 + 0.5)) < 1e-12)
        // The missed line's closest reading is "A1": 8 edits of 9.
        #expect(abs(summary.characterErrorRate - (8.0 / 9.0) / 3.0) < 1e-12)
        #expect(summary.fullyCorrectImages == 1)
        #expect(summary.fullyCorrectFraction == 1.0 / 3.0)
    }

    @Test func mergingSummariesEqualsSummingImages() {
        let first = [evaluate(truth: ["A1"], readings: ["A2"]), evaluate(truth: ["B2"], readings: [])]
        let second = [evaluate(truth: ["C3", "C3"], readings: ["C3"])]
        var merged = EvaluationSummary(first)
        merged.add(EvaluationSummary(second))
        #expect(merged == EvaluationSummary(first + second))
    }
}
