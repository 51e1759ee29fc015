@testable import RunoutOCR
import TestSupport
import Testing

/// Turning an image half a turn (Support/GrayImage.swift).
@Suite("GrayImage half turn")
struct GrayImageHalfTurnTests {
    /// Pixel (x, y) lands at (width − 1 − x, height − 1 − y): the pixels in
    /// reverse order, for every size up to 12 × 12 (whole eight-byte words,
    /// a remainder, and neither), and twice over is the image itself.
    @Test func everyPixelLandsOppositeAndTwiceIsTheImage() {
        var random = SeededGenerator(seed: 180)
        for width in 0...12 {
            for height in 0...12 {
                let pixels = (0..<(width * height)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let image = GrayImage(width: width, height: height, pixels: pixels) ?? GrayImage(width: 0, height: 0)
                let turned = image.rotatedHalfTurn()
                #expect(turned.width == width && turned.height == height)
                #expect(turned.pixels == Array(pixels.reversed()), "\(width) × \(height)")
                #expect(turned.rotatedHalfTurn() == image)
            }
        }
    }
}
