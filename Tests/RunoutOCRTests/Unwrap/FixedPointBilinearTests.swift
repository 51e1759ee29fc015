@testable import RunoutOCR
import TestSupport
import Testing

/// The unwrapper's fixed-point blend against the exact one.
@Suite("FixedPointBilinear")
struct FixedPointBilinearTests {
    /// Over random corners and positions, the blend is the exact blend at
    /// the position cut to 1/256 of a pixel, rounded (within half a grey
    /// level), and within 2.5 levels of the exact blend at the position
    /// itself (the cut moves each axis by under 1/256 of a 255-level step).
    @Test func theExactBlendAtTheCutPositionRounded() {
        var random = SeededGenerator(seed: 256)
        for _ in 0..<20_000 {
            let corners = (0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }
            let image = GrayImage(width: 2, height: 2, pixels: corners) ?? GrayImage(width: 2, height: 2)
            let x = Double.random(in: 0...1, using: &random)
            let y = Double.random(in: 0...1, using: &random)
            let (xs, ys) = (FixedPointBilinear.steps(x), FixedPointBilinear.steps(y))
            let fixed = Double(FixedPointBilinear.blend(corners[0], corners[1], corners[2], corners[3], fx: xs, fy: ys))
            let cut = image.sample(x: Double(xs) / 256, y: Double(ys) / 256)
            #expect(abs(fixed - cut) <= 0.5, "\(corners) at \(x), \(y): \(fixed) against \(cut)")
            #expect(abs(fixed - image.sample(x: x, y: y)) <= 2.5, "\(corners) at \(x), \(y)")
        }
    }

    /// Whole pixels read back exactly; the extremes neither overflow nor wrap.
    @Test func cornersAndExtremes() {
        for value in [UInt8(0), 1, 127, 128, 254, 255] {
            for (fx, fy) in [(0, 0), (256, 0), (0, 256), (256, 256), (128, 128), (255, 255)] {
                #expect(FixedPointBilinear.blend(value, value, value, value, fx: fx, fy: fy) == value, "\(value) at \(fx), \(fy)")
            }
        }
        #expect(FixedPointBilinear.blend(0, 255, 0, 255, fx: 256, fy: 0) == 255)
        #expect(FixedPointBilinear.blend(0, 255, 0, 255, fx: 128, fy: 0) == 128, "127.5 rounds half up")
        #expect(FixedPointBilinear.steps(0) == 0 && FixedPointBilinear.steps(1.999) == 511 && FixedPointBilinear.steps(2) == 512)
    }
}
