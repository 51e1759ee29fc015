@testable import RunoutOCR
import TestSupport
import Testing

/// Thumbnails worked out tile by tile as they are read (Support/LazyThumbnail.swift).
@Suite("LazyThumbnail")
struct LazyThumbnailTests {
    @Test("Reads what the eager thumbnail reads, bit for bit, in any order", arguments: 0..<16 as Range<UInt64>)
    func equalsEagerThumbnail(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let sizes = [(1, 1), (0, 5), (5, 0), (17, 16), (40, 3)]
        let (width, height) = seed < UInt64(sizes.count)
            ? sizes[Int(seed)]
            : (Int.random(in: 1...300, using: &generator), Int.random(in: 1...300, using: &generator))
        let image = ImageBuilder.noise(width: width, height: height, seed: seed)
        let longSide = [1, 7, 33, 64, 600][Int(seed % 5)]
        let (eager, scale) = image.thumbnail(longSide: longSide)
        let lazy = LazyThumbnail(of: image, longSide: longSide)
        let label = "seed \(seed): \(width)×\(height) at \(longSide)"
        #expect(lazy.width == eager.width && lazy.height == eager.height && lazy.scale == scale, "\(label)")
        // Random points inside and around, whole and half pixels, the last row and column, and NaN.
        var points = (0..<400).map { _ in
            (Double.random(in: -2...(Double(eager.width) + 1), using: &generator),
             Double.random(in: -2...(Double(eager.height) + 1), using: &generator))
        }
        points += [(0, 0), (Double(eager.width - 1), Double(eager.height - 1)), (0.5, 0.5), (.nan, 1), (1, .nan)]
        for (x, y) in points {
            let expected = eager.sample(x: x, y: y, outside: -7)
            let read = lazy.sample(x: x, y: y, outside: -7)
            #expect(read.bitPattern == expected.bitPattern || (read.isNaN && expected.isNaN), "\(label) at (\(x), \(y)): \(read) vs \(expected)")
        }
    }
}
