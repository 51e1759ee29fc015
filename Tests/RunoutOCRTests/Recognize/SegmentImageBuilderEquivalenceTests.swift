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

    /// Pixels at or below the white point keep the image's white without
    /// their ink being worked out: still the reference's image, bit for
    /// bit, with infinite and NaN scores among the letters (NaN reads
    /// black, and so does −∞ once an infinite black point makes the range
    /// infinite).
    @Test func sameImageAsTheReferenceWithInfiniteAndNaNScores() {
        withEvery("seed", in: 0..<4 as Range<UInt64>) { seed in
            var strip = Self.strip(width: 400, height: 48, seed: seed)
            for index in stride(from: Int(seed), to: strip.scores.count, by: 97) { strip.scores[index] = -.infinity }
            for index in stride(from: 3, to: strip.scores.count, by: 89) { strip.scores[index] = .nan }
            for index in stride(from: 5, to: strip.scores.count, by: 83) { strip.scores[index] = .infinity }
            let segment = TextSegment(columns: 60..<220, rows: 4..<44, polarity: 1, mass: 100)
            let builder = SegmentImageBuilder(targetLetterHeight: 36)
            let reference = ReferenceSegmentImageBuilder(builder: builder)
            for polarity: Float in [1, -1] {
                let fit = builder.fit(segment, in: strip, polarity: polarity)
                let fast = builder.image(for: segment, in: strip, polarity: polarity, fit: fit)
                let slow = reference.image(for: segment, in: strip, polarity: polarity, fit: fit)
                let differing = fast.pixels.indices.filter { fast.pixels[$0] != slow.pixels[$0] }.count
                #expect(differing == 0, "seed \(seed) polarity \(polarity)")
            }
        }
    }

    /// The fit's percentiles by selection are the reference's by sorting,
    /// bit for bit: sloped and curved lines, thin and wide segments, both
    /// polarities, and strips with infinite and NaN scores.
    @Test func sameFitAsTheReference() {
        withEvery("seed", in: 0..<12 as Range<UInt64>) { seed in
            var strip = Self.strip(width: 300 + Int(seed) * 41, height: 36 + Int(seed) * 4, seed: seed)
            if seed % 3 == 2 {
                // Every 97th score infinite, every 89th NaN.
                for index in stride(from: 0, to: strip.scores.count, by: 97) { strip.scores[index] = .infinity }
                for index in stride(from: 0, to: strip.scores.count, by: 89) { strip.scores[index] = .nan }
            }
            let segments = [
                TextSegment(columns: strip.width / 5..<(strip.width / 5 + 140), rows: 2..<(strip.height - 2), polarity: 1, mass: 100),
                TextSegment(columns: strip.width / 5..<(strip.width / 5 + 20), rows: 0..<strip.height, polarity: 1, mass: 100),
                TextSegment(columns: 0..<strip.width, rows: 0..<strip.height, polarity: 1, mass: 100),
            ]
            for threshold: Float in [3, 0.5, 0] {
                let builder = SegmentImageBuilder(inkThreshold: threshold)
                let reference = ReferenceSegmentImageBuilder(builder: builder)
                for segment in segments {
                    for polarity: Float in [1, -1] {
                        let fit = builder.fit(segment, in: strip, polarity: polarity)
                        let expected = reference.fit(segment, in: strip, polarity: polarity)
                        #expect(
                            fit.a.bitPattern == expected.a.bitPattern && fit.b.bitPattern == expected.b.bitPattern
                                && fit.c.bitPattern == expected.c.bitPattern
                                && fit.letterHeight.bitPattern == expected.letterHeight.bitPattern
                                && fit.blackPoint.bitPattern == expected.blackPoint.bitPattern,
                            "seed \(seed) threshold \(threshold) \(segment.columns) polarity \(polarity): \(fit) vs \(expected)")
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
