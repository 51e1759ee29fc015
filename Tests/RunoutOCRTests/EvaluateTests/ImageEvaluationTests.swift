import Testing
import TestSupport

@testable import RunoutOCR

@Suite("ImageEvaluation")
struct ImageEvaluationTests {
    @Test func noTruthAndNoReadingsIsPerfect() {
        let result = evaluate(truth: [], readings: [])
        #expect(result.recall == 1 && result.precision == 1 && result.f1 == 1)
        #expect(result.characterErrorRate == 0)
        #expect(result.isFullyCorrect)
    }

    @Test func readingsWithoutTruthAreAllExtra() {
        let result = evaluate(truth: [], readings: ["YEX 773-1", "x"])
        #expect(result.recall == 1 && result.precision == 0 && result.f1 == 0)
        #expect(result.extraReadings == ["YEX 773-1", "x"])
        #expect(!result.isFullyCorrect)
    }

    @Test func truthWithoutReadingsIsAllMissed() {
        let result = evaluate(truth: ["YEX 773-1", "A1"], readings: [])
        #expect(result.recall == 0 && result.precision == 1 && result.f1 == 0)
        #expect(result.lines.map(\.characterErrorRate) == [1, 1])
        #expect(result.lines.map(\.closestReading) == [nil, nil])
        #expect(result.lines.map(\.edits) == [9, 2])
        #expect(!result.isFullyCorrect)
    }

    @Test func unicodeVariantsMatch() {
        let truth = ["YEX 773-1", "Δ1234", "▽ 12", "PORKY PRIME CUT"]
        let readings = ["ｙｅｘ　７７３－１", "∆1234", "∇  12", "porky  prime\tcut"]
        let result = evaluate(truth: truth, readings: readings)
        #expect(result.matchCount == 4)
        #expect(result.isFullyCorrect)
        #expect(result.lines.map(\.matchedReading) == readings)
    }

    @Test func everyDashAndTriangleVariantMatches() {
        for dash in GlyphFolding.dashes {
            #expect(evaluate(truth: ["A-1"], readings: ["A" + String(Character(dash)) + "1"]).matchCount == 1)
        }
        for triangle in GlyphFolding.upTriangles {
            #expect(evaluate(truth: ["Δ12"], readings: [String(Character(triangle)) + "12"]).matchCount == 1)
        }
    }

    @Test func duplicatesMatchAsAMultiset() {
        let twoTruths = evaluate(truth: ["A1", "A1"], readings: ["a1"])
        #expect(twoTruths.matchCount == 1)
        #expect(twoTruths.recall == 0.5 && twoTruths.precision == 1)
        #expect(twoTruths.lines.map(\.isFound) == [true, false])
        #expect(twoTruths.lines[1].characterErrorRate == 0)  // its closest reading is identical

        let twoReadings = evaluate(truth: ["A1"], readings: ["A1", "A1"])
        #expect(twoReadings.matchCount == 1)
        #expect(twoReadings.recall == 1 && twoReadings.precision == 0.5)
        #expect(twoReadings.extraReadings == ["A1"])
        #expect(!twoReadings.isFullyCorrect)
    }

    @Test func characterErrorRateUsesTheClosestReading() throws {
        let result = evaluate(truth: ["YEX 773-1", "A1"], readings: ["PORKY", "YEX 778-1", "XXXXXXXXXX"])
        let line = try #require(result.lines.first)
        #expect(line.closestReading == "YEX 778-1")
        #expect(line.edits == 1)
        #expect(line.characterErrorRate == 1.0 / 9.0)
        #expect(result.lines[1].characterErrorRate == 1)  // capped
        #expect(result.recall == 0 && result.precision == 0)
    }

    @Test func closestReadingTiesGoToTheFirst() {
        let result = evaluate(truth: ["ABCD"], readings: ["ABCX", "ABCY"])
        #expect(result.lines.first?.closestReading == "ABCX")
    }

    @Test func emptyTruthLine() {
        #expect(evaluate(truth: [""], readings: ["  "]).lines.first?.characterErrorRate == 0)
        #expect(evaluate(truth: [""], readings: ["  "]).matchCount == 1)
        #expect(evaluate(truth: [""], readings: ["A"]).lines.first?.characterErrorRate == 1)
    }

    @Test func matchingIsNotTheNormalizersKey() {
        // Canonical form folds case and glyphs only: OCR confusions stay errors.
        #expect(evaluate(truth: ["YEX 773-1"], readings: ["YEX 773-l"]).matchCount == 0)
        #expect(evaluate(truth: ["YEX 773-1"], readings: ["YEX 773 - 1"]).matchCount == 0)
    }

    @Test("Seeded: ratios in range, counts consistent, order of readings irrelevant")
    func seededProperties() {
        let pool = ["A1", "a1", "YEX 773-1", "yex 773–1", "Δ12", "∆12", "", " ", "PORKY", "B2"]
        withEvery("seed", in: 0..<300) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let truth = (0..<Int.random(in: 0...5, using: &random)).map { _ in pool.randomElement(using: &random) ?? "" }
            let readings = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                pool.randomElement(using: &random) ?? ""
            }
            let result = evaluate(truth: truth, readings: readings)
            #expect(result.matchCount <= min(truth.count, readings.count), "seed \(seed)")
            #expect(result.readingCount - result.extraReadings.count == result.matchCount, "seed \(seed)")
            for value in [result.recall, result.precision, result.f1, result.characterErrorRate] {
                #expect((0...1).contains(value), "seed \(seed)")
            }
            for line in result.lines {
                #expect((0...1).contains(line.characterErrorRate), "seed \(seed)")
                if line.isFound { #expect(line.characterErrorRate == 0, "seed \(seed)") }
            }
            let shuffled = evaluate(truth: truth, readings: readings.shuffled(using: &random))
            #expect(shuffled.matchCount == result.matchCount, "seed \(seed)")
            #expect(shuffled.lines.map(\.characterErrorRate) == result.lines.map(\.characterErrorRate), "seed \(seed)")
            #expect(evaluate(truth: truth, readings: truth).isFullyCorrect, "seed \(seed)")
        }
    }
}
