import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Ink grown from strong strokes into faint ones (TextSegmenter's
/// `weakThreshold`, the hysteresis of the scanner's second look).
@Suite("TextSegmenter weak ink")
struct TextSegmenterWeakInkTests {
    static func strip(_ canvas: ScoreCanvas) -> PreparedStrip {
        PreparedStrip(width: canvas.width, height: canvas.height, scores: canvas.scores, noise: 1)
    }

    /// A line drawn at 2.8, under the ink threshold, with one stroke pixel
    /// in `every` raised to 5: scratched letters whose strokes the noise
    /// leaves strong only here and there.
    static func faintLine(_ text: String, x: Int, y: Int, every: Int, seed: UInt64) -> (ScoreCanvas, Range<Int>) {
        var canvas = ScoreCanvas(width: 720, height: 60)
        canvas.addNoise(amplitude: 1, seed: seed)
        let columns = canvas.draw(text, x: x, y: y, value: 2.8)
        var count = 0
        for index in canvas.scores.indices where canvas.scores[index] >= 2 {
            count += 1
            if count % every == 0 { canvas.scores[index] = 5 }
        }
        return (canvas, columns)
    }

    @Test("A line strong only in places is found whole with weak ink, and not without", arguments: 0..<4 as Range<UInt64>)
    func faintLineWhole(seed: UInt64) throws {
        let (canvas, columns) = Self.faintLine("SP 8768 B1", x: 200, y: 20, every: 9, seed: seed)
        let grown = TextSegmenter(weakThreshold: 2).segments(of: Self.strip(canvas))
        let line = try #require(grown.first, "seed \(seed)")
        #expect(grown.count == 1, "seed \(seed): \(grown)")
        #expect(abs(line.columns.lowerBound - columns.lowerBound) <= 1, "seed \(seed): \(line.columns)")
        #expect(abs(line.columns.upperBound - columns.upperBound) <= 1, "seed \(seed): \(line.columns)")
        // The strong pixels alone are specks: no segment spans the line.
        let plain = TextSegmenter().segments(of: Self.strip(canvas))
        #expect(!plain.contains { 10 * $0.columns.count >= 9 * columns.count }, "seed \(seed): \(plain)")
    }

    @Test("Faint specks alone stay out: grain at 2 to 3.4 is no ink", arguments: 0..<4 as Range<UInt64>)
    func faintSpecksAlone(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var canvas = ScoreCanvas(width: 720, height: 60)
        for _ in 0..<3000 {
            canvas.set(Int.random(in: 0..<720, using: &generator), Int.random(in: 0..<60, using: &generator), 3.4)
        }
        #expect(TextSegmenter(weakThreshold: 2).segments(of: Self.strip(canvas)).isEmpty, "seed \(seed)")
    }

    @Test("Ink grows across the seam, through its own sign only")
    func growsAcrossTheSeamBySign() {
        let width = 8
        var scores = [Float](repeating: 0, count: width * 2)
        scores[0] = 5  // strong, column 0
        scores[width - 1] = 2.5  // faint, the last column: its neighbour on the turn
        scores[width + 1] = -2.5  // faint, under column 0's right: the other sign
        var ink = scores.map { $0 >= 3.5 ? UInt8(1) : 0 }
        TextSegmenter.Ink.grow(&ink, scores: scores, width: width, height: 2, weakThreshold: 2)
        #expect(ink[width - 1] == 1)
        #expect(ink[width + 1] == 0)
        #expect(ink.filter { $0 != 0 }.count == 2)
    }

    @Test(
        "A weak threshold at or over the threshold, or not a number, grows nothing",
        arguments: [Float(3.5), 4, 100, .infinity, .nan] as [Float])
    func noGrowth(weak: Float) {
        let (canvas, _) = Self.faintLine("YEX 5092-1", x: 690, y: 20, every: 5, seed: 7)
        let strip = Self.strip(canvas)
        #expect(TextSegmenter(weakThreshold: weak).segments(of: strip) == TextSegmenter().segments(of: strip))
    }

    @Test(
        "Degenerate strips and thresholds never trap",
        arguments: [(0, 0), (1, 1), (1, 9), (2, 5), (9, 1), (40, 12)], [0, -1, 2, -Float.infinity] as [Float])
    func degenerate(size: (width: Int, height: Int), weak: Float) {
        var canvas = ScoreCanvas(width: size.width, height: size.height)
        canvas.addNoise(amplitude: 6, seed: 3)
        if !canvas.scores.isEmpty { canvas.scores[0] = .nan }
        let segments = TextSegmenter(weakThreshold: weak).segments(of: Self.strip(canvas))
        #expect(segments.allSatisfy { $0.rows.lowerBound >= 0 && $0.rows.upperBound <= size.height })
        var ink = canvas.scores.map { abs($0) >= 3.5 ? UInt8(1) : 0 }
        TextSegmenter.Ink.grow(&ink, scores: canvas.scores, width: size.width, height: size.height, weakThreshold: weak)
        // A NaN score is never ink, grown or not.
        #expect(canvas.scores.isEmpty || ink[0] == 0)
    }
}
