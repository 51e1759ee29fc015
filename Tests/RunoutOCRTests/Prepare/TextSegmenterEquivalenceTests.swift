import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The fast ink mask and labelling find exactly what the straightforward
/// ones (``ReferenceTextSegmenter``) find: the same components in the same
/// order, with bit-identical sums, and so the same segments.
@Suite("TextSegmenter equivalence")
struct TextSegmenterEquivalenceTests {
    static let segmenter = TextSegmenter()
    static let reference = ReferenceTextSegmenter()

    /// A component as comparable values: the sum by its bits (an infinite
    /// score can make it NaN).
    static func key(_ c: TextSegmenter.Component) -> [Int] {
        [c.minX, c.maxX, c.minY, c.maxY, c.area, Int(c.signedSum.bitPattern)]
    }

    static func expectSame(_ strip: PreparedStrip, _ label: String) {
        let fast = segmenter.components(of: strip)
        let slow = reference.components(of: strip)
        #expect(fast.letterHeight == slow.letterHeight, "\(label): letter height")
        #expect(fast.components.map(Self.key) == slow.components.map(Self.key), "\(label): \(fast.components.count) vs \(slow.components.count) components")
        let fastSegments = segmenter.segments(of: strip)
        let slowSegments = segmenter.segments(chaining: slow.components, letterHeight: slow.letterHeight, stripWidth: strip.width, stripHeight: strip.height)
        #expect(fastSegments == slowSegments, "\(label)")
    }

    /// A strip of `width × height` with seeded noise, letters (some across
    /// the seam, either polarity), rows of ink (long runs), slanted
    /// hairlines, speckle and non-finite scores.
    static func randomStrip(width: Int, height: Int, seed: UInt64) -> PreparedStrip {
        var generator = SeededGenerator(seed: seed)
        var canvas = ScoreCanvas(width: width, height: height)
        guard width > 0, height > 0 else { return PreparedStrip(width: width, height: height, scores: canvas.scores, noise: 1) }
        canvas.addNoise(amplitude: Float.random(in: 0...5, using: &generator), seed: seed)
        let text = Array("SP8768B1-YEX773CBS62979")
        for _ in 0..<Int.random(in: 0...6, using: &generator) {
            let count = Int.random(in: 1...6, using: &generator)
            let start = Int.random(in: 0..<(text.count - count), using: &generator)
            canvas.draw(String(text[start..<(start + count)]), x: Int.random(in: -20...(width + 20), using: &generator),
                        y: Int.random(in: -5...max(0, height - 5), using: &generator), scale: Int.random(in: 1...4, using: &generator),
                        value: Bool.random(using: &generator) ? 8 : -8)
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            canvas.fill(x: Int.random(in: 0..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator),
                        width: Int.random(in: 1...(2 * width), using: &generator), height: Int.random(in: 1...2, using: &generator),
                        value: Bool.random(using: &generator) ? 7 : -7)
        }
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
            let x = Int.random(in: 0..<width, using: &generator)
            let step = Int.random(in: 2...12, using: &generator)
            let thickness = Int.random(in: 1...2, using: &generator)
            for row in 0..<height { canvas.fill(x: x + row * step, y: row, width: step, height: thickness, value: 6) }
        }
        let density = Double.random(in: 0...0.3, using: &generator)
        for index in canvas.scores.indices where Double.random(in: 0..<1, using: &generator) < density {
            canvas.scores[index] = [Float(9), -9, 4, -4, .nan, .infinity, -.infinity, 3.5, -3.5].randomElement(using: &generator) ?? 0
        }
        return PreparedStrip(width: width, height: height, scores: canvas.scores, noise: 1)
    }

    @Test("Degenerate and narrow strips", arguments: [
        (0, 0), (0, 7), (7, 0), (1, 1), (1, 2), (2, 1), (1, 60), (2, 60), (3, 60), (720, 1), (720, 2), (4, 4),
    ])
    func degenerate(width: Int, height: Int) {
        for seed in 0..<20 as Range<UInt64> {
            Self.expectSame(Self.randomStrip(width: width, height: height, seed: seed), "\(width)×\(height) seed \(seed)")
        }
    }

    @Test("Random strips", arguments: 0..<120 as Range<UInt64>)
    func random(seed: UInt64) {
        var generator = SeededGenerator(seed: seed &* 7919)
        let width = Int.random(in: 1...400, using: &generator)
        let height = Int.random(in: 1...90, using: &generator)
        Self.expectSame(Self.randomStrip(width: width, height: height, seed: seed), "\(width)×\(height) seed \(seed)")
    }

    @Test("Full-size strips", arguments: 0..<6 as Range<UInt64>)
    func fullSize(seed: UInt64) {
        Self.expectSame(Self.randomStrip(width: 1400, height: 128, seed: seed), "1400×128 seed \(seed)")
    }

    @Test func solidInkWrapsRound() {
        for (width, height) in [(1, 5), (2, 5), (3, 5), (50, 3)] {
            let strip = PreparedStrip(width: width, height: height, scores: [Float](repeating: 9, count: width * height), noise: 1)
            Self.expectSame(strip, "solid \(width)×\(height)")
            let ring = PreparedStrip(width: width, height: height, scores: (0..<(width * height)).map { $0 % 2 == 0 ? 9 : -9 }, noise: 1)
            Self.expectSame(ring, "alternating \(width)×\(height)")
        }
    }

    /// Chaining groups components through a dictionary, whose order
    /// changes from one instance to the next: the segments must not.
    @Test("The same strip gives the same segments every time", arguments: [(302, 74, 75), (1400, 128, 1), (1400, 128, 4)] as [(Int, Int, UInt64)])
    func deterministic(width: Int, height: Int, seed: UInt64) {
        let strip = Self.randomStrip(width: width, height: height, seed: seed)
        let first = Self.segmenter.segments(of: strip)
        for _ in 0..<8 { #expect(Self.segmenter.segments(of: strip) == first, "\(width)×\(height) seed \(seed)") }
    }

    @Test func scoresOfTheWrongCountHaveNoSegments() {
        let strip = PreparedStrip(width: 10, height: 10, scores: [Float](repeating: 9, count: 101), noise: 1)
        #expect(Self.segmenter.segments(of: strip).isEmpty)
        let short = PreparedStrip(width: 10, height: 10, scores: [Float](repeating: 9, count: 99), noise: 1)
        #expect(Self.segmenter.segments(of: short).isEmpty)
    }
}
