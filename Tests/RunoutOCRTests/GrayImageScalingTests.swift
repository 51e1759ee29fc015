@testable import RunoutOCR
import TestSupport
import Testing

/// Bilinear resampling (Support/GrayImage+Scaling.swift).
@Suite("GrayImage scaling")
struct GrayImageScalingTests {
    /// The plain per-pixel definition the scaler must equal bit for bit.
    static func reference(_ image: GrayImage, width w: Int, height h: Int) -> GrayImage {
        var out = GrayImage(width: w, height: h)
        let sx = Double(image.width) / Double(w)
        let sy = Double(image.height) / Double(h)
        for y in 0..<h {
            let fy = min(Double(image.height - 1), max(0, (Double(y) + 0.5) * sy - 0.5))
            for x in 0..<w {
                let fx = min(Double(image.width - 1), max(0, (Double(x) + 0.5) * sx - 0.5))
                out[x, y] = UInt8(max(0, min(255, image.sample(x: fx, y: fy).rounded())))
            }
        }
        return out
    }

    @Test("Scaling equals the per-pixel bilinear definition", arguments: 0..<24 as Range<UInt64>)
    func equalsReference(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let image = ImageBuilder.noise(width: Int.random(in: 1...90, using: &generator), height: Int.random(in: 1...70, using: &generator), seed: seed)
        let w = Int.random(in: 1...120, using: &generator)
        let h = Int.random(in: 1...120, using: &generator)
        #expect(image.scaled(toWidth: w, height: h) == Self.reference(image, width: w, height: h), "seed \(seed): \(image.width)×\(image.height) → \(w)×\(h)")
    }

    @Test("Sizes below one become one; an empty image scales to black", arguments: [(0, 0), (-3, 5), (4, -1)])
    func degenerateSizes(width: Int, height: Int) {
        let scaled = GrayImage(width: 5, height: 5, fill: 200).scaled(toWidth: width, height: height)
        #expect(scaled.width == max(1, width) && scaled.height == max(1, height))
        #expect(scaled.pixels.allSatisfy { $0 == 200 })
        let empty = GrayImage(width: 0, height: 0).scaled(toWidth: 3, height: 2)
        #expect(empty.width == 3 && empty.height == 2 && empty.pixels.allSatisfy { $0 == 0 })
    }
}
