@testable import RunoutOCR
import TestSupport
import Testing

/// Stroke thickening (Support/GrayImage+Thickening.swift).
@Suite("GrayImage thickening")
struct GrayImageThickeningTests {
    /// The plain definition: the darkest pixel of the 3 × 3 neighbourhood inside the image.
    static func reference(_ image: GrayImage) -> GrayImage {
        var out = image
        for y in 0..<image.height {
            for x in 0..<image.width {
                var darkest = UInt8.max
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < image.width, ny < image.height else { continue }
                        darkest = min(darkest, image[nx, ny])
                    }
                }
                out[x, y] = darkest
            }
        }
        return out
    }

    @Test("Thickening equals the 3 × 3 minimum, sizes from one pixel up", arguments: 0..<32 as Range<UInt64>)
    func equalsReference(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = seed < 4 ? 1 : Int.random(in: 1...60, using: &generator)
        let height = seed % 4 == 1 ? 1 : Int.random(in: 1...40, using: &generator)
        let image = ImageBuilder.noise(width: width, height: height, seed: seed)
        let thick = image.thickenedStrokes()
        #expect(thick == Self.reference(image), "seed \(seed): \(width)×\(height)")
        // Never lighter anywhere; the size is kept.
        #expect(zip(thick.pixels, image.pixels).allSatisfy { $0 <= $1 }, "seed \(seed)")
    }

    @Test func aDarkDotGrowsToThreeByThreeAndIsClippedAtTheEdges() {
        var image = GrayImage(width: 7, height: 5, fill: 255)
        image[3, 2] = 0
        image[0, 0] = 10
        let thick = image.thickenedStrokes()
        for y in 0..<5 {
            for x in 0..<7 {
                let expected: UInt8 = (abs(x - 3) <= 1 && abs(y - 2) <= 1) ? 0 : (x <= 1 && y <= 1 ? 10 : 255)
                #expect(thick[x, y] == expected, "(\(x), \(y))")
            }
        }
    }

    @Test("Flat and empty images are unchanged", arguments: [(0, 0), (0, 4), (5, 0), (1, 1), (6, 3)])
    func flatAndEmpty(width: Int, height: Int) {
        let flat = GrayImage(width: width, height: height, fill: 137)
        #expect(flat.thickenedStrokes() == flat)
    }
}
