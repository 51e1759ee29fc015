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

    /// The blend is `a · (256 − f) + b · f` per pair, rounded half up, as it
    /// was written before one multiplication per pair was saved: the same
    /// byte for every fraction pair and a spread of corners (strips stay
    /// bit for bit what they were).
    @Test func theTwoMultiplicationFormToTheByte() {
        func reference(_ tl: UInt8, _ tr: UInt8, _ bl: UInt8, _ br: UInt8, fx: Int, fy: Int) -> UInt8 {
            let top = Int(tl) * (256 - fx) + Int(tr) * fx
            let bottom = Int(bl) * (256 - fx) + Int(br) * fx
            return UInt8((top * (256 - fy) + bottom * fy + 32_768) >> 16)
        }
        var random = SeededGenerator(seed: 257)
        var corners: [[UInt8]] = [[0, 0, 0, 0], [255, 255, 255, 255], [0, 255, 255, 0], [255, 0, 0, 255]]
        for _ in 0..<28 { corners.append((0..<4).map { _ in UInt8.random(in: 0...255, using: &random) }) }
        for c in corners {
            for fx in 0...256 {
                for fy in 0...256 {
                    let fixed = FixedPointBilinear.blend(c[0], c[1], c[2], c[3], fx: fx, fy: fy)
                    let expected = reference(c[0], c[1], c[2], c[3], fx: fx, fy: fy)
                    guard fixed == expected else {
                        Issue.record("\(c) at \(fx), \(fy): \(fixed) against \(expected)")
                        return
                    }
                }
            }
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
