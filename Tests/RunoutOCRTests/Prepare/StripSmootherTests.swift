@testable import RunoutOCR
import TestSupport
import Testing

/// The averaged strip of the smoothed look: binomial weights, the seam,
/// the new noise unit, and degenerate strips (Prepare/StripSmoother.swift).
@Suite("StripSmoother")
struct StripSmootherTests {
    static func strip(width: Int, height: Int, noise: Float = 2, score: (Int, Int) -> Float) -> PreparedStrip {
        var scores = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { scores[y * width + x] = score(x, y) }
        }
        return PreparedStrip(width: width, height: height, scores: scores, noise: noise)
    }

    /// Grain independent from pixel to pixel, about one noise unit, of a
    /// photo whose unit is 8 grey levels.
    static func grain(width: Int, height: Int, seed: UInt64) -> PreparedStrip {
        var generator = SeededGenerator(seed: seed)
        return strip(width: width, height: height, noise: 8) { _, _ in
            Float.random(in: -1.7...1.7, using: &generator)
        }
    }

    /// What a spike of 16 at (`x`, `y`) adds to each averaged score, in
    /// the spiked strip's own scores (times its unit), on a checkerboard
    /// of ±1: the checkerboard averages to nothing, so the unit is the
    /// least one with or without the spike, and the spike's spread is all
    /// that differs.
    static func spread(ofSpikeAt x: Int, _ y: Int, width: Int, height: Int) -> (Int, Int) -> Float {
        let base = strip(width: width, height: height) { x, y in (x + y) % 2 == 0 ? 1 : -1 }
        var spiked = base
        spiked.scores[y * width + x] += 16
        let a = StripSmoother().smoothed(base)
        let b = StripSmoother().smoothed(spiked)
        let unit = b.noise / spiked.noise
        return { x, y in (b.score(x: x, y: y) - a.score(x: x, y: y)) * unit }
    }

    @Test("A lone spike spreads with the binomial weights 1 2 1 by 1 2 1, over 16")
    func binomialWeights() {
        let gain = Self.spread(ofSpikeAt: 20, 10, width: 40, height: 20)
        let expected: [[Float]] = [[1, 2, 1], [2, 4, 2], [1, 2, 1]]
        for dy in -1...1 {
            for dx in -1...1 {
                let added = gain(20 + dx, 10 + dy)
                #expect(abs(added - expected[dy + 1][dx + 1]) < 1e-3, "(\(dx), \(dy)): \(added)")
            }
        }
        #expect(abs(gain(22, 10)) < 1e-5 && abs(gain(20, 12)) < 1e-5)
    }

    @Test("Columns wrap round the seam; rows do not")
    func seam() {
        let seam = Self.spread(ofSpikeAt: 0, 4, width: 30, height: 9)
        #expect(abs(seam(29, 4) - 2) < 1e-3 && abs(seam(1, 4) - 2) < 1e-3)
        // A spike on the last row leaks into nothing past it: its row keeps
        // the share a row past it would have had (3/4 of its column's, not 2/4).
        let edge = Self.spread(ofSpikeAt: 15, 8, width: 30, height: 9)
        #expect(abs(edge(15, 8) - 6) < 1e-3 && abs(edge(15, 7) - 2) < 1e-3 && abs(edge(15, 0)) < 1e-5)
    }

    @Test("Grain falls to about one unit again, and a faint stroke rises out of it", arguments: 0..<4 as Range<UInt64>)
    func faintStroke(seed: UInt64) {
        var strip = Self.grain(width: 400, height: 60, seed: seed)
        // A vertical stroke three pixels wide at 2.5 units: under the segmenter's 3.5.
        for y in 20..<40 {
            for x in 200..<203 { strip.scores[y * 400 + x] += 2.5 }
        }
        let smoothed = StripSmoother().smoothed(strip)
        #expect(smoothed.width == 400 && smoothed.height == 60 && smoothed.scores.count == 400 * 60)
        var magnitudes = smoothed.scores.map { abs($0) }
        let unit = (magnitudes.sortedElement(atRank: magnitudes.count / 2) ?? 0) * 1.4826
        #expect(abs(unit - 1) < 0.05, "seed \(seed): unit \(unit)")
        // Averaged grain spreads less than the grain, so the unit is finer.
        #expect(smoothed.noise < strip.noise * 0.6, "seed \(seed): noise \(smoothed.noise)")
        var lit = 0
        for y in 22..<38 where smoothed.score(x: 201, y: y) >= TextSegmenter().threshold { lit += 1 }
        #expect(lit >= 14, "seed \(seed): \(lit) of 16 stroke rows at ink")
        var strongBefore = 0
        for y in 22..<38 where strip.score(x: 201, y: y) >= TextSegmenter().threshold { strongBefore += 1 }
        #expect(strongBefore < lit, "seed \(seed)")
    }

    @Test(
        "A strip with no grain is never scored past one grey level a unit, nor a grainy one four times",
        arguments: [(1, 4), (2, 8), (4, 16), (8, 16), (.infinity, 16), (0, 16), (-3, 16), (.nan, 16)] as [(Float, Float)])
    func blank(noise: Float, centre: Float) {
        var strip = Self.strip(width: 50, height: 10, noise: noise) { _, _ in 0 }
        strip.scores[5 * 50 + 25] = 16
        let smoothed = StripSmoother().smoothed(strip)
        // The spike averages to 4 at its centre, divided by the unit.
        #expect(smoothed.score(x: 25, y: 5) == centre, "noise \(noise)")
        #expect(smoothed.score(x: 0, y: 0) == 0)
    }

    @Test(
        "Strips under 3 × 3, or whose scores do not fill them, come back as they are",
        arguments: [(0, 0), (1, 1), (2, 9), (9, 2), (3, 2), (0, 5)])
    func tooSmall(width: Int, height: Int) {
        let strip = Self.strip(width: width, height: height) { x, y in Float(x - y) }
        let smoothed = StripSmoother().smoothed(strip)
        #expect(smoothed.scores == strip.scores && smoothed.noise == strip.noise)
        let short = PreparedStrip(width: 10, height: 10, scores: [1, 2, 3], noise: 1)
        #expect(StripSmoother().smoothed(short).scores == [1, 2, 3])
    }

    @Test("Scores that are not numbers spread as NaN does; the unit is the finite scores'")
    func notFinite() {
        var strip = Self.grain(width: 60, height: 12, seed: 9)
        strip.scores[6 * 60 + 30] = .nan
        strip.scores[2 * 60 + 10] = .infinity
        strip.scores[9 * 60 + 50] = -.infinity
        let smoothed = StripSmoother().smoothed(strip)
        #expect(smoothed.score(x: 30, y: 6).isNaN && smoothed.score(x: 31, y: 7).isNaN)
        #expect(smoothed.score(x: 10, y: 2) == .infinity && smoothed.score(x: 50, y: 9) == -.infinity)
        #expect(smoothed.noise.isFinite && smoothed.noise > 0)
        #expect(smoothed.score(x: 0, y: 0).isFinite)
        let allNaN = Self.strip(width: 5, height: 5) { _, _ in .nan }
        let unit = StripSmoother().smoothed(allNaN)
        #expect(unit.noise == allNaN.noise && unit.scores.allSatisfy(\.isNaN))
    }

    @Test("The noise unit is 1.4826 median |score|, floored, and 1 with no finite score")
    func noiseUnit() {
        #expect(StripSmoother.noiseUnit(of: [0, 0], leastGreyLevels: 1, of: 2) == 0.5)
        #expect(StripSmoother.noiseUnit(of: [0, 0], leastGreyLevels: 1, of: 8) == StripSmoother.leastNoise)
        #expect(StripSmoother.noiseUnit(of: [0, 0], leastGreyLevels: 1, of: 1e-30) == 1e30)
        #expect(StripSmoother.noiseUnit(of: [0, 0], leastGreyLevels: 1, of: .leastNonzeroMagnitude) == 1)
        #expect(StripSmoother.noiseUnit(of: [3, 3], leastGreyLevels: 1, of: 0.5) == 3 * 1.4826)
        #expect(StripSmoother.noiseUnit(of: []) == 1)
        #expect(StripSmoother.noiseUnit(of: [.nan, .infinity]) == 1)
        #expect(StripSmoother.noiseUnit(of: [0, 0, 0]) == StripSmoother.leastNoise)
        #expect(abs(StripSmoother.noiseUnit(of: [-2, 2, 2, -2, 2]) - 2 * 1.4826) < 1e-5)
        #expect(abs(StripSmoother.noiseUnit(of: [1, .nan, 1, -.infinity, -1]) - 1.4826) < 1e-5)
    }
}
