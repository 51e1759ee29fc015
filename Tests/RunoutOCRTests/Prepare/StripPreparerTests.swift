import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Background removal by each row's running median, and noise normalisation.
@Suite("StripPreparer")
struct StripPreparerTests {
    /// Grooves: every row one value, varying from row to row.
    static func grooves(width: Int, height: Int) -> GrayImage {
        ImageBuilder.image(width: width, height: height) { _, y in UInt8(90 + 40 * sin(Double(y) * 1.3)) }
    }

    @Test func groovesScoreZeroAndABlobScoresHigh() {
        var strip = Self.grooves(width: 720, height: 60)
        strip = ImageBuilder.disc(in: strip, at: Point(x: 300, y: 30), radius: 3, value: 250)
        let prepared = StripPreparer().prepare(strip)
        #expect(prepared.width == 720 && prepared.height == 60 && prepared.scores.count == 720 * 60)
        var worstGroove: Float = 0
        for y in 0..<60 {
            for x in 0..<720 where abs(x - 300) > 4 || abs(y - 30) > 4 {
                worstGroove = max(worstGroove, abs(prepared.score(x: x, y: y)))
            }
        }
        #expect(worstGroove < 0.5, "groove score \(worstGroove)")
        #expect(prepared.score(x: 300, y: 30) > 20, "blob \(prepared.score(x: 300, y: 30))")
        // A dark mark scores strongly negative.
        let dark = ImageBuilder.disc(in: Self.grooves(width: 720, height: 60), at: Point(x: 100, y: 20), radius: 3, value: 0)
        #expect(StripPreparer().prepare(dark).score(x: 100, y: 20) < -20)
    }

    @Test("Glare along the turn is removed", arguments: 0..<5 as Range<UInt64>)
    func glareRemoved(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = 720, height = 48
        let phase = Double.random(in: 0..<(2 * .pi), using: &generator)
        let strength = Double.random(in: 30...70, using: &generator)
        let strip = ImageBuilder.image(width: width, height: height) { x, y in
            let glare = strength * sin(2 * .pi * Double(x) / Double(width) + phase)
            let groove = 15 * sin(Double(y) * 1.1)
            return UInt8(max(0, min(255, 120 + glare + groove + Double(Int.random(in: -5...5, using: &generator)))))
        }
        let marked = ImageBuilder.disc(in: strip, at: Point(x: 400, y: 24), radius: 2.5, value: 255)
        let prepared = StripPreparer().prepare(marked)
        // The mean score of every block of 40 columns is near zero, though the raw brightness swings by ±strength.
        for block in stride(from: 0, to: width, by: 40) where !(360..<440).contains(block) {
            var sum: Float = 0
            for y in 0..<height { for x in block..<(block + 40) { sum += prepared.score(x: x, y: y) } }
            let mean = sum / Float(40 * height)
            #expect(abs(mean) < 0.3, "seed \(seed): block \(block) mean score \(mean)")
        }
        #expect(prepared.score(x: 400, y: 24) > 6, "seed \(seed): blob \(prepared.score(x: 400, y: 24))")
        // Noise is measured: ±5 uniform is about 3 grey levels of robust deviation.
        #expect(prepared.noise > 1.5 && prepared.noise < 6, "seed \(seed): noise \(prepared.noise)")
    }

    @Test("Scores do not depend on the photo's contrast", arguments: [2, 3] as [Int])
    func contrastInvariant(gain: Int) {
        var generator = SeededGenerator(seed: 9)
        let offsets = (0..<(360 * 40)).map { _ in Int.random(in: -8...8, using: &generator) }
        let base = GrayImage(width: 360, height: 40, pixels: offsets.map { UInt8(100 + $0) })
        let gained = GrayImage(width: 360, height: 40, pixels: offsets.map { UInt8(100 + gain * $0) })
        guard let base, let gained else {
            Issue.record("images not built")
            return
        }
        let a = StripPreparer().prepare(base)
        let b = StripPreparer().prepare(gained)
        #expect(abs(b.noise / a.noise - Float(gain)) < 0.25 * Float(gain), "gain \(gain): noise \(a.noise) → \(b.noise)")
        let difference = zip(a.scores, b.scores).map { abs($0 - $1) }.max() ?? 0
        #expect(difference < 0.6, "gain \(gain): largest score difference \(difference)")
    }

    @Test("Degenerate strips", arguments: [(0, 0), (0, 5), (5, 0), (1, 1), (1, 40), (40, 1), (7, 3)])
    func degenerate(width: Int, height: Int) {
        let strip = ImageBuilder.noise(width: width, height: height, seed: UInt64(width * 100 + height))
        let prepared = StripPreparer().prepare(strip)
        #expect(prepared.scores.count == width * height, "\(width)×\(height)")
        #expect(prepared.noise >= 1 && prepared.noise.isFinite, "\(width)×\(height)")
        #expect(prepared.scores.allSatisfy { $0.isFinite }, "\(width)×\(height)")
        if width == 1 {
            // A one-column row is its own background.
            #expect(prepared.scores.allSatisfy { $0 == 0 }, "\(width)×\(height)")
        }
    }

    @Test("Any evaluation step removes a smooth background", arguments: [0, 1, 3, 8, 64, 10_000])
    func evaluationSteps(step: Int) {
        let strip = ImageBuilder.image(width: 500, height: 30) { x, _ in UInt8(100 + 50 * sin(2 * .pi * Double(x) / 500)) }
        let prepared = StripPreparer(evaluationStep: step).prepare(strip)
        let worst = prepared.scores.map(abs).max() ?? 0
        #expect(worst < 4, "step \(step): worst score \(worst)")
    }

    @Test func visualizedIsMidGreyForBackground() {
        let prepared = StripPreparer().prepare(ImageBuilder.disc(
            in: GrayImage(width: 200, height: 20, fill: 80), at: Point(x: 50, y: 10), radius: 2, value: 200))
        let image = prepared.visualized()
        #expect(image.width == 200 && image.height == 20)
        #expect(image[150, 10] == 128)
        #expect(image[50, 10] == 255)
    }
}
