@testable import RunoutOCR
import TestSupport
import Testing

/// The row-major segment image, written straight into its margin, is the
/// reference's column-by-column image padded afterwards, bit for bit.
@Suite("SegmentImageBuilder, against the reference")
struct SegmentImageBuilderEquivalenceTests {
    /// A noisy strip with a sloped, curved line of letters of both polarities.
    static func strip(width: Int, height: Int, seed: UInt64) -> PreparedStrip {
        var canvas = ScoreCanvas(width: width, height: height)
        canvas.addNoise(amplitude: 2, seed: seed)
        canvas.drawSloped("SP 8768 B1", x: width / 5, y: Double(height / 3), slope: Double(Int(seed % 7) - 3) * 0.03)
        return PreparedStrip(width: width, height: height, scores: canvas.scores, noise: 1)
    }

    @Test func sameImageAsTheReference() {
        withEvery("seed", in: 0..<12 as Range<UInt64>) { seed in
            let strip = Self.strip(width: 360 + Int(seed) * 37, height: 40 + Int(seed) * 5, seed: seed)
            let segments = [
                TextSegment(columns: strip.width / 5..<(strip.width / 5 + 120), rows: 5..<(strip.height - 5), polarity: 1, mass: 100),
                TextSegment(columns: (strip.width - 30)..<(strip.width + 20), rows: 0..<strip.height, polarity: 1, mass: 100),
                TextSegment(columns: -15..<25, rows: 0..<10, polarity: 1, mass: 100),
                TextSegment(columns: 0..<1, rows: 0..<1, polarity: 1, mass: 1),
            ]
            withEvery("target", in: [12, 24, 36, 48, 1]) { target in
                let builder = SegmentImageBuilder(targetLetterHeight: target)
                let reference = ReferenceSegmentImageBuilder(builder: builder)
                for segment in segments {
                    for polarity: Float in [1, -1] {
                        var fit = builder.fit(segment, in: strip, polarity: polarity)
                        let fast = builder.image(for: segment, in: strip, polarity: polarity, fit: fit)
                        let slow = reference.image(for: segment, in: strip, polarity: polarity, fit: fit)
                        #expect(fast == slow, "seed \(seed) target \(target) \(segment.columns) polarity \(polarity)")
                        // A curved centre line, partly off the strip.
                        fit.c = 0.002
                        fit.a -= 6
                        #expect(
                            builder.image(for: segment, in: strip, polarity: polarity, fit: fit)
                                == reference.image(for: segment, in: strip, polarity: polarity, fit: fit),
                            "seed \(seed) target \(target) \(segment.columns) polarity \(polarity), curved")
                    }
                }
            }
        }
    }

    @Test func stripsWithoutScoresGiveTheSameWhiteImage() {
        let segment = TextSegment(columns: 3..<40, rows: 0..<12, polarity: 1, mass: 10)
        let fit = SegmentImageBuilder.Fit(a: 6, b: 0, c: 0, origin: 20, letterHeight: 12, blackPoint: 6)
        for strip in [
            PreparedStrip(width: 0, height: 0, scores: [], noise: 1),
            PreparedStrip(width: 50, height: 20, scores: [1, 2, 3], noise: 1),
        ] {
            let builder = SegmentImageBuilder()
            let image = builder.image(for: segment, in: strip, polarity: 1, fit: fit)
            #expect(image == ReferenceSegmentImageBuilder(builder: builder).image(for: segment, in: strip, polarity: 1, fit: fit))
            #expect(image.pixels.allSatisfy { $0 == 255 })
        }
    }
}
