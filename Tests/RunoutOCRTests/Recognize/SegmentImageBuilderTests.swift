import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The engine's input for a segment: straightened, dark on white, letters at the target height.
@Suite("SegmentImageBuilder")
struct SegmentImageBuilderTests {
    static func strip(_ canvas: ScoreCanvas) -> PreparedStrip {
        PreparedStrip(width: canvas.width, height: canvas.height, scores: canvas.scores, noise: 1)
    }

    /// A sloped line of letters, its segment box and the strip.
    static func slopedLine(slope: Double, seed: UInt64) -> (PreparedStrip, TextSegment) {
        var canvas = ScoreCanvas(width: 720, height: 90)
        canvas.addNoise(amplitude: 1, seed: seed)
        canvas.drawSloped("SP 8768 B1 HELLO", x: 100, y: 30, slope: slope)
        let columns = 100..<(100 + 16 * 12 - 2)
        let end = 30 + slope * Double(columns.count)
        let rows = Int(min(30, end).rounded(.down))..<Int((max(30, end) + 14).rounded(.up))
        return (strip(canvas), TextSegment(columns: columns, rows: rows, polarity: 1, mass: 500))
    }

    @Test("The centre line's slope is recovered", arguments: [-0.15, -0.08, 0, 0.05, 0.12] as [Double])
    func slopeRecovered(slope: Double) {
        let (strip, segment) = Self.slopedLine(slope: slope, seed: 3)
        let fit = SegmentImageBuilder().fit(segment, in: strip, polarity: 1)
        #expect(abs(fit.b - slope) < 0.02, "slope \(slope): fitted \(fit)")
        #expect(abs(fit.letterHeight - 14) <= 2, "slope \(slope): letter height \(fit.letterHeight)")
        // The centre line passes through the letters' middle.
        let expectedMiddle = 30 + slope * Double(segment.columns.count / 2) + 6.5
        #expect(abs(fit.row(atColumn: fit.origin) - expectedMiddle) < 1.5, "slope \(slope): \(fit)")
        #expect(fit.blackPoint > SegmentImageBuilder().inkThreshold, "slope \(slope): \(fit)")
    }

    @Test("The image is dark text on white, level, letters at the target height", arguments: [(-0.12, 36), (0.0, 36), (0.1, 24), (0.1, 48)] as [(Double, Int)])
    func image(slope: Double, target: Int) throws {
        let (strip, segment) = Self.slopedLine(slope: slope, seed: 5)
        let builder = SegmentImageBuilder(targetLetterHeight: target)
        let image = builder.image(for: segment, in: strip, polarity: 1)
        let dark = image.pixels.filter { $0 < 128 }.count
        #expect(dark > 0 && dark < image.pixels.count / 3, "slope \(slope): \(dark) dark of \(image.pixels.count)")
        // Paper white around the text.
        #expect(image[0, 0] == 255 && image[image.width - 1, image.height - 1] == 255)
        // Straightened: the dark rows span about one letter height.
        let box = try #require(image.inkBox(), "slope \(slope)")
        let inkHeight = Double(box.bottom - box.top + 1)
        #expect(abs(inkHeight - Double(target)) <= 0.2 * Double(target), "slope \(slope) target \(target): ink \(inkHeight) rows")
        // Width in proportion: the text's columns scaled like its height.
        let scale = Double(target) / 14
        let inkWidth = Double(box.right - box.left + 1)
        #expect(abs(inkWidth - Double(segment.columns.count) * scale) < 0.1 * Double(segment.columns.count) * scale,
                "slope \(slope) target \(target): ink width \(inkWidth)")
        // Read with the wrong polarity there is nothing to read.
        let wrong = builder.image(for: segment, in: strip, polarity: -1)
        #expect(wrong.pixels.allSatisfy { $0 > 200 }, "slope \(slope): ink read with the wrong polarity")
    }

    typealias WeightedPoint = (x: Double, y: Double, w: Double)

    static func points(count: Int, weight: Double, _ y: (Double) -> Double) -> [WeightedPoint] {
        (0..<count).map { index -> WeightedPoint in
            let x = Double(index - count / 2)
            return (x: x, y: y(x), w: weight)
        }
    }

    @Test func leastSquaresRecoversLinesAndParabolas() throws {
        let line = Self.points(count: 20, weight: 1) { x in 2 + 0.5 * x }
        let (a, b, c) = try #require(SegmentImageBuilder.leastSquares(line, quadratic: false))
        #expect(abs(a - 2) < 1e-9 && abs(b - 0.5) < 1e-9 && c == 0, "\(a) \(b) \(c)")
        let parabola = Self.points(count: 40, weight: 2) { x in 1 + 0.2 * x + 0.01 * x * x }
        let (qa, qb, qc) = try #require(SegmentImageBuilder.leastSquares(parabola, quadratic: true))
        #expect(abs(qa - 1) < 1e-6 && abs(qb - 0.2) < 1e-6 && abs(qc - 0.01) < 1e-8, "\(qa) \(qb) \(qc)")
        // Weightless points do not count.
        let outliers = line + [(x: 0, y: 1000, w: 0)]
        let (oa, ob, _) = try #require(SegmentImageBuilder.leastSquares(outliers, quadratic: false))
        #expect(abs(oa - 2) < 1e-9 && abs(ob - 0.5) < 1e-9)
    }

    @Test func leastSquaresOfDegeneratePointsIsNil() {
        #expect(SegmentImageBuilder.leastSquares([], quadratic: false) == nil)
        #expect(SegmentImageBuilder.leastSquares([], quadratic: true) == nil)
        let column = (0..<10).map { (x: 3.0, y: Double($0), w: 1.0) }
        #expect(SegmentImageBuilder.leastSquares(column, quadratic: false) == nil, "one column: no slope")
        let twoColumns = (0..<10).map { (x: Double($0 % 2), y: Double($0), w: 1.0) }
        #expect(SegmentImageBuilder.leastSquares(twoColumns, quadratic: true) == nil, "two columns: no curvature")
    }

    @Test func tooLittleInkFallsBackToLevel() {
        var canvas = ScoreCanvas(width: 100, height: 40)
        canvas.fill(x: 50, y: 20, width: 2, height: 2, value: 9)
        let segment = TextSegment(columns: 40..<70, rows: 10..<30, polarity: 1, mass: 4)
        let fit = SegmentImageBuilder().fit(segment, in: Self.strip(canvas), polarity: 1)
        #expect(fit.b == 0 && fit.c == 0 && fit.a == 19.5 && fit.letterHeight == 20, "\(fit)")
        let image = SegmentImageBuilder().image(for: segment, in: Self.strip(canvas), polarity: 1)
        #expect(image.width > 0 && image.height > 0)
    }

    @Test func aSteepStrokeIsNotALine() {
        var canvas = ScoreCanvas(width: 200, height: 60)
        for y in 5..<55 { canvas.fill(x: 80 + y / 2, y: y, width: 2, height: 1, value: 9) }
        let segment = TextSegment(columns: 80..<110, rows: 5..<55, polarity: 1, mass: 100)
        let fit = SegmentImageBuilder().fit(segment, in: Self.strip(canvas), polarity: 1)
        #expect(fit.b == 0 && fit.c == 0, "slope 2 falls back to level: \(fit)")
    }

    @Test("Segments across the seam and at the strip's edges build", arguments: [
        (700..<760, 0..<14), (0..<30, 0..<14), (10..<20, 40..<45), (0..<1, 0..<1),
    ] as [(Range<Int>, Range<Int>)])
    func edges(columns: Range<Int>, rows: Range<Int>) {
        var canvas = ScoreCanvas(width: 720, height: 45)
        canvas.draw("SP 87", x: 700, y: 0)
        let segment = TextSegment(columns: columns, rows: rows, polarity: 1, mass: 100)
        let image = SegmentImageBuilder().image(for: segment, in: Self.strip(canvas), polarity: 1)
        #expect(image.width > 0 && image.height > 0 && image.pixels.count == image.width * image.height, "\(columns) \(rows)")
    }
}
