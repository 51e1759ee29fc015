import Foundation
@testable import RunoutOCR
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

    /// The preparer as first written, pixel by pixel with nothing shared
    /// between rows or columns: each knot's median by sorting its window,
    /// linear between knots, the noise as the median |residual| in 0.05
    /// grey-level bins. The real one must give the same bits.
    static func reference(_ strip: GrayImage, windowHeights: Double = 1.5, step: Int = 8) -> (scores: [Float], noise: Float) {
        let (width, height) = (strip.width, strip.height)
        guard width > 0, height > 0 else { return ([], 1) }
        let window = max(31, min(width, Int(Double(height) * windowHeights)) | 1)
        let half = window / 2
        let step = max(1, step)
        var residual = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            var knots: [(Int, Float)] = []
            for column in 0..<width where column % step == 0 || column == width - 1 {
                let values = (-half...half).map { strip[((column + $0) % width + width) % width, y] }
                knots.append((column, Float(values.sorted()[window / 2])))
            }
            var background = [Float](repeating: 0, count: width)
            for k in 0..<(knots.count - 1) {
                let (x0, v0) = knots[k]
                let (x1, v1) = knots[k + 1]
                let span = Float(max(1, x1 - x0))
                for x in x0...x1 { background[x] = v0 + (v1 - v0) * Float(x - x0) / span }
            }
            if knots.count == 1 { background[0] = knots[0].1 }
            for x in 0..<width { residual[y * width + x] = Float(strip[x, y]) - background[x] }
        }
        var bins = [Int](repeating: 0, count: 1281)
        for value in residual { bins[min(1280, Int(abs(value) * 20))] += 1 }
        var seen = 0
        var mad: Float = 64
        for bin in 0...1280 {
            seen += bins[bin]
            if seen > residual.count / 2 {
                mad = Float(bin) / 20 + 0.025
                break
            }
        }
        let noise = max(1, mad * 1.4826)
        return (residual.map { $0 / noise }, noise)
    }

    /// Random strips of every awkward size, some noise, some smooth rows with
    /// marks, some of few grey levels (long runs of equal medians).
    static func randomStrip(seed: UInt64) -> GrayImage {
        var generator = SeededGenerator(seed: seed)
        let sizes = [(0, 0), (0, 3), (3, 0), (1, 1), (1, 9), (9, 1), (2, 2), (15, 4), (30, 30), (31, 2), (33, 21)]
        let (width, height) = seed < UInt64(sizes.count)
            ? sizes[Int(seed)]
            : (Int.random(in: 1...300, using: &generator), Int.random(in: 1...40, using: &generator))
        let kind = seed % 3
        let phase = Double.random(in: 0..<6.3, using: &generator)
        return ImageBuilder.image(width: width, height: height) { x, y in
            switch kind {
            case 0: return UInt8.random(in: 0...255, using: &generator)
            case 1:
                let smooth = 120 + 60 * sin(Double(x) / 40 + phase) + 20 * sin(Double(y) * 1.3)
                let mark = Int.random(in: 0..<50, using: &generator) == 0 ? 90.0 : 0
                return UInt8(max(0, min(255, smooth + mark + Double(Int.random(in: -4...4, using: &generator)))))
            default: return UInt8(Int.random(in: 0..<3, using: &generator) * 100)
            }
        }
    }

    @Test("Bit for bit the pixel-by-pixel reference", arguments: 0..<40 as Range<UInt64>)
    func equalsReference(seed: UInt64) {
        let strip = Self.randomStrip(seed: seed)
        for (heights, step) in [(1.5, 8), (0.5, 1), (3.0, 3), (1.5, 10_000)] {
            // The rows' medians alone: the columns' pass has tests of its own (StripPreparerColumnsTests).
            let prepared = StripPreparer(windowHeights: heights, evaluationStep: step, levelsColumns: false).prepare(strip)
            let expected = Self.reference(strip, windowHeights: heights, step: step)
            let label = "seed \(seed), \(strip.width)×\(strip.height), window \(heights) heights, step \(step)"
            #expect(prepared.noise.bitPattern == expected.noise.bitPattern, "\(label): noise \(prepared.noise) vs \(expected.noise)")
            #expect(prepared.scores.count == expected.scores.count, "\(label)")
            let differing = prepared.scores.indices.first { prepared.scores[$0].bitPattern != expected.scores[$0].bitPattern }
            #expect(differing == nil, "\(label): first differing score at \(differing ?? -1)")
        }
    }

    @Test("Scores written into handed-back storage are the fresh ones, bit for bit", arguments: 0..<16 as Range<UInt64>)
    func reusedStorage(seed: UInt64) {
        let strip = Self.randomStrip(seed: seed)
        let preparer = StripPreparer()
        let fresh = preparer.prepare(strip)
        let count = strip.width * strip.height
        // The same count, room to spare, too little room, and storage another array still holds.
        let held = [Float](repeating: 7, count: count + 5)
        for (label, spare) in [
            ("same count", [Float](repeating: 3, count: count)), ("more room", [Float](repeating: -1, count: count + 100)),
            ("too little", [Float](repeating: 2, count: max(0, count - 1))), ("shared", held),
        ] {
            var storage = spare
            let reused = preparer.prepare(strip, reusing: &storage)
            #expect(storage.isEmpty, "\(label)")
            #expect(reused.noise.bitPattern == fresh.noise.bitPattern, "seed \(seed) \(label)")
            #expect(reused.scores.map(\.bitPattern) == fresh.scores.map(\.bitPattern), "seed \(seed) \(label)")
        }
        #expect(held.allSatisfy { $0 == 7 }, "storage shared with another array was written")
        // Handed back and reused strip after strip, as the scanner does.
        var storage: [Float] = []
        for _ in 0..<3 {
            let prepared = preparer.prepare(strip, reusing: &storage)
            #expect(prepared.scores.map(\.bitPattern) == fresh.scores.map(\.bitPattern), "seed \(seed), handed back")
            storage = prepared.scores
        }
    }

    @Test("A score's grey is the clamped, truncated 128 + 16 × score, NaN 255")
    func greyForScore() {
        func expected(_ score: Float) -> UInt8 { UInt8(max(0, min(255, 128 + score * 16))) }
        var scores: [Float] = [0, -0.0, .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-30]
        let bases: [Float] = (-10...10).flatMap { whole -> [Float] in
            let sixteenth = Float(whole) / 16
            return [sixteenth - 8, sixteenth, sixteenth + 7.9375]
        }
        scores += withNeighbours(bases, steps: 3)
        var generator = SeededGenerator(seed: 3)
        scores += (0..<20_000).map { _ in Float.random(in: -10...10, using: &generator) }
        for score in scores {
            #expect(PreparedStrip.grey(forScore: score) == expected(score), "\(score)")
        }
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
