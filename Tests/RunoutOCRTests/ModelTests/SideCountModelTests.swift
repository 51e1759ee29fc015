import Testing
import TestSupport

@testable import RunoutOCR

@Suite("SideCountModel")
struct SideCountModelTests {
    static func reading(_ text: String, key: String? = nil, confidence: Double = 0.8) -> Reading {
        Reading(line: EtchingLine(text: text, key: key ?? text.uppercased()), confidence: confidence, angle: 0)
    }

    @Test func emptyModelCountsNothing() {
        let model = SideCountModel()
        #expect(model.summary(of: "A") == SideSummary(side: "A", count: 0, last: nil, etchings: []))
        #expect(model.summary(of: nil).count == 0)
        #expect(model.summaries.isEmpty)
        var recorded = SideCountModel()
        recorded.record([], side: "A")
        #expect(recorded.summary(of: "A").count == 0)
    }

    @Test func repeatsAreCountedOnce() {
        var model = SideCountModel()
        for _ in 0..<5 { model.record([Self.reading("YEX 773-1")], side: "A") }
        let summary = model.summary(of: "A")
        #expect(summary.count == 1)
        #expect(summary.etchings == ["YEX 773-1"])
        #expect(summary.details.first?.readings == 5)
        #expect(summary.details.first?.variants == 1)
    }

    @Test func nearIdenticalReadingsMergeUnderTheConsensusText() {
        var model = SideCountModel()
        model.record(
            [
                Self.reading("YEX 778-1"), Self.reading("YEX 773-1"), Self.reading("YEX 773-1"),
                Self.reading("YFX 773-1"), Self.reading("PORKY PRIME CUT"),
            ], side: "A")
        let summary = model.summary(of: "A")
        #expect(summary.count == 2)
        #expect(Set(summary.etchings) == ["YEX 773-1", "PORKY PRIME CUT"])
        #expect(summary.details.first { $0.text == "YEX 773-1" }?.readings == 4)
        #expect(summary.details.first { $0.text == "YEX 773-1" }?.variants == 3)
    }

    @Test func shortItemsMergeOnlyWhenEqual() {
        var model = SideCountModel()
        model.record(["A1", "A2", "EMI", "EML", "A1"].map { Self.reading($0) }, side: "A")
        #expect(model.summary(of: "A").count == 4)
    }

    @Test func consensusTiesGoToConfidenceThenToTheSmallerText() {
        var model = SideCountModel()
        model.record(
            [Self.reading("yex 773-1", key: "YEX 773-1", confidence: 0.4), Self.reading("YEX 773-1", confidence: 0.9)],
            side: "A")
        #expect(model.summary(of: "A").etchings == ["YEX 773-1"])

        var even = SideCountModel()
        even.record(
            [Self.reading("yex 773-1", key: "YEX 773-1"), Self.reading("YEX 773-1")], side: "A")
        #expect(even.summary(of: "A").etchings == ["YEX 773-1"])  // "Y" < "y"
    }

    @Test func lastIsTheNewestDistinctEtching() {
        var model = SideCountModel()
        model.record([Self.reading("YEX 773-1")], side: "A")
        #expect(model.summary(of: "A").last == "YEX 773-1")
        model.record([Self.reading("PORKY PRIME CUT")], side: "A")
        #expect(model.summary(of: "A").last == "PORKY PRIME CUT")
        model.record([Self.reading("YEX 773-1"), Self.reading("YEX 778-1")], side: "A")
        #expect(model.summary(of: "A").last == "PORKY PRIME CUT")
        #expect(model.summary(of: "A").etchings == ["YEX 773-1", "PORKY PRIME CUT"])
    }

    @Test func aReadingNearTwoDistinctEtchingsNeverLowersTheCount() {
        // ABCDEFGH is two edits from each of the others; they are four apart.
        let readings = ["XXCDEFGH", "ABCDEFYY", "ABCDEFGH"].map { Self.reading($0) }
        var model = SideCountModel()
        var counts: [Int] = []
        for reading in readings {
            model.record(reading, side: "A")
            counts.append(model.summary(of: "A").count)
        }
        #expect(counts == [1, 2, 2])
        var reversed = SideCountModel()
        reversed.record(readings.reversed(), side: "A")
        #expect(reversed.summary(of: "A").count == 2)
        #expect(Set(reversed.summary(of: "A").etchings) == Set(model.summary(of: "A").etchings))
    }

    @Test func sidesAreKeptApartAndListedInOrder() {
        var model = SideCountModel()
        model.record([Self.reading("YEX 774-1")], side: "B")
        model.record([Self.reading("YEX 773-1")], side: "A")
        model.record([Self.reading("PORKY")], side: nil)
        model.record([Self.reading("PORKY")], side: "a")
        #expect(model.summaries.map(\.side) == ["A", "B", "a", nil])
        #expect(model.summaries.map(\.count) == [1, 1, 1, 1])
        #expect(model.summary(of: nil).etchings == ["PORKY"])
    }

    @Test func degenerateReadingsAreSafe() {
        var model = SideCountModel()
        model.record(degenerateDoubles.map { Self.reading("YEX 773-1", confidence: $0) }, side: "A")
        model.record([Self.reading("", key: "")], side: "A")
        let summary = model.summary(of: "A")
        #expect(summary.count == 1)
        #expect((0...1).contains(summary.details.first?.confidence ?? -1))
    }

    // MARK: - Seeded property sweeps

    /// Readings of a few random etchings, each read with up to two random
    /// edits, repeated, with confidences from a small set.
    static func randomReadings(_ random: inout SeededGenerator) -> [Reading] {
        let alphabet: [Character] = ["A", "B", "1", "2", "-", " ", "Δ"]
        let etchings = (0..<Int.random(in: 0...5, using: &random)).map { _ in
            String((0..<Int.random(in: 1...10, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "A" })
        }
        guard !etchings.isEmpty else { return [] }
        return (0..<Int.random(in: 0...25, using: &random)).map { _ in
            var characters = Array(etchings.randomElement(using: &random) ?? "A")
            for _ in 0..<Int.random(in: 0...2, using: &random) where !characters.isEmpty {
                let position = Int.random(in: 0..<characters.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: characters[position] = alphabet.randomElement(using: &random) ?? "A"
                case 1: characters.remove(at: position)
                default: characters.insert(alphabet.randomElement(using: &random) ?? "A", at: position)
                }
            }
            let text = characters.isEmpty ? "A" : String(characters)
            let confidence = [0.1, 0.5, 0.9, 1.0].randomElement(using: &random) ?? 0.5
            return Reading(line: EtchingLine(text: text, key: text), confidence: confidence, angle: 0)
        }
    }

    static func summary(of readings: [Reading]) -> SideSummary {
        var model = SideCountModel()
        model.record(readings, side: "A")
        return model.summary(of: "A")
    }

    @Test("Reading order changes neither the etchings nor the count")
    func orderIndependence() {
        withEvery("seed", in: 0..<300) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let readings = Self.randomReadings(&random)
            let reference = Self.summary(of: readings)
            for shuffle in 0..<4 {
                let shuffled = Self.summary(of: readings.shuffled(using: &random))
                #expect(shuffled.count == reference.count, "seed \(seed), shuffle \(shuffle)")
                #expect(Set(shuffled.details) == Set(reference.details), "seed \(seed), shuffle \(shuffle)")
            }
            #expect(Self.summary(of: readings.reversed()).count == reference.count, "seed \(seed)")
        }
    }

    @Test("The count never decreases and repeats never raise it")
    func monotoneAndRepeatProof() {
        withEvery("seed", in: 0..<300) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let readings = Self.randomReadings(&random)
            var model = SideCountModel()
            var previous = 0
            var distinctKeys: Set<String> = []
            for reading in readings {
                model.record(reading, side: "A")
                distinctKeys.insert(reading.line.key)
                let count = model.summary(of: "A").count
                #expect(count >= previous, "seed \(seed)")
                #expect(count >= 1 && count <= distinctKeys.count, "seed \(seed)")
                previous = count
            }
            let before = model.summary(of: "A").count
            model.record(readings.shuffled(using: &random), side: "A")
            #expect(model.summary(of: "A").count == before, "seed \(seed)")
            #expect(model.summary(of: "A").details.map(\.readings).reduce(0, +) == 2 * readings.count, "seed \(seed)")
        }
    }

    @Test("Recording in batches or one by one gives the same summary")
    func batchingDoesNotMatter() {
        withEvery("seed", in: 0..<100) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let readings = Self.randomReadings(&random)
            var oneByOne = SideCountModel()
            for reading in readings { oneByOne.record(reading, side: "A") }
            #expect(oneByOne.summary(of: "A") == Self.summary(of: readings), "seed \(seed)")
        }
    }

    @Test func aSideFloodedWithNoiseStaysCheap() {
        var random = SeededGenerator(seed: 99)
        let alphabet: [Character] = ["A", "B", "1", "2"]
        let readings = (0..<800).map { _ -> Reading in
            let text = String((0..<6).map { _ in alphabet.randomElement(using: &random) ?? "A" })
            return Reading(line: EtchingLine(text: text, key: text), confidence: 0.5, angle: 0)
        }
        var model = SideCountModel()
        model.record(readings, side: "A")
        let summary = model.summary(of: "A")
        #expect(summary.count >= 1 && summary.count <= 4_096)
    }
}
