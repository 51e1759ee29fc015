import Foundation
import RunoutOCR

/// Draws small synthetic pictures for tests: a black frame, bright dots at a
/// chosen place, and marks placed by angle and radius on a ring.
public enum ImageBuilder {
    /// A `width` × `height` image of one value (black by default).
    public static func blank(width: Int, height: Int, fill: UInt8 = 0) -> GrayImage {
        GrayImage(width: width, height: height, fill: fill)
    }

    /// `image` with a filled disc of `value` centred on `center` (image pixels)
    /// of radius `radius`. Pixels outside the image are skipped.
    public static func disc(in image: GrayImage, at center: Point, radius: Double, value: UInt8 = 255) -> GrayImage {
        var out = image
        guard !image.isEmpty, center.isFinite, radius.isFinite, radius >= 0 else { return out }
        let x0 = max(0, Int((center.x - radius).rounded(.down)))
        let x1 = min(image.width - 1, Int((center.x + radius).rounded(.up)))
        let y0 = max(0, Int((center.y - radius).rounded(.down)))
        let y1 = min(image.height - 1, Int((center.y + radius).rounded(.up)))
        guard x0 <= x1, y0 <= y1 else { return out }
        for y in y0...y1 {
            for x in x0...x1 {
                let dx = Double(x) - center.x
                let dy = Double(y) - center.y
                if dx * dx + dy * dy <= radius * radius { out[x, y] = value }
            }
        }
        return out
    }

    /// `image` with a bright dot where `annulus` puts angle `degrees` (clockwise
    /// from 12 o'clock) at local radius `radius`.
    public static func mark(
        in image: GrayImage, on annulus: Annulus, atAngle degrees: Double, radius: Double, size: Double = 2.5, value: UInt8 = 255
    ) -> GrayImage {
        disc(in: image, at: annulus.point(atAngle: degrees, radius: radius), radius: size, value: value)
    }

    /// An image whose pixel (x, y) is `value(x, y)`.
    public static func image(width: Int, height: Int, _ value: (Int, Int) -> UInt8) -> GrayImage {
        var out = GrayImage(width: width, height: height)
        for y in 0..<out.height {
            for x in 0..<out.width { out[x, y] = value(x, y) }
        }
        return out
    }

    /// Seeded noise of `width` × `height`.
    public static func noise(width: Int, height: Int, seed: UInt64) -> GrayImage {
        var generator = SeededGenerator(seed: seed)
        return image(width: width, height: height) { _, _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// The columns of `strip` (in `0..<width`) holding a pixel of at least `threshold`.
    public static func brightColumns(of strip: GrayImage, threshold: UInt8 = 128) -> [Int] {
        (0..<strip.width).filter { x in (0..<strip.height).contains { strip[x, $0] >= threshold } }
    }

    /// The rows of `strip` holding a pixel of at least `threshold`.
    public static func brightRows(of strip: GrayImage, threshold: UInt8 = 128) -> [Int] {
        (0..<strip.height).filter { y in (0..<strip.width).contains { strip[$0, y] >= threshold } }
    }
}
