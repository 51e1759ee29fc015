import Foundation
import RunoutOCR

/// Draws the band a scan read onto its grey thumbnail: the inner ellipse in
/// cyan, the outer in magenta, and a yellow tick at 0° (12 o'clock, where the
/// unwrapped strip starts), as an indexed-colour PNG.
///
/// The grey image keeps 252 levels (indices 0...251); indices 252...254 are
/// the ring's colours.
enum RingOverlay {
    static let innerIndex: UInt8 = 252
    static let outerIndex: UInt8 = 253
    static let tickIndex: UInt8 = 254
    private static let greyLevels = 252

    /// The palette: 252 greys, then cyan, magenta and yellow.
    static let palette: [PNGEncoder.Color] =
        (0..<greyLevels).map { index in
            let value = UInt8((Double(index) * 255 / Double(greyLevels - 1)).rounded())
            return PNGEncoder.Color(red: value, green: value, blue: value)
        } + [
            PNGEncoder.Color(red: 0, green: 220, blue: 255),
            PNGEncoder.Color(red: 255, green: 40, blue: 190),
            PNGEncoder.Color(red: 255, green: 220, blue: 0),
        ]

    /// The palette indices of `thumbnail` with `annulus` (in image pixels)
    /// drawn over it, scaled by `scale` thumbnail pixels per image pixel.
    /// Parts of the ring outside the thumbnail are clipped; a ring with
    /// values that are not finite is not drawn.
    static func indices(thumbnail: GrayImage, scale: Double, annulus: Annulus) -> [UInt8] {
        var indices = greyIndices(thumbnail)
        guard scale.isFinite, scale > 0, (try? annulus.validated()) != nil else { return indices }
        func plot(_ point: Point, _ index: UInt8) {
            let x = point.x * scale
            let y = point.y * scale
            // Off the thumbnail (or absurdly far off): nothing to draw, and no Int overflow.
            guard x > -2, y > -2, x < Double(thumbnail.width) + 2, y < Double(thumbnail.height) + 2 else { return }
            // A 2-pixel pen: the pixel under the point and its right and lower neighbours.
            let (px, py) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
            for dy in 0...1 {
                for dx in 0...1 {
                    let (cx, cy) = (px + dx, py + dy)
                    guard cx >= 0, cy >= 0, cx < thumbnail.width, cy < thumbnail.height else { continue }
                    indices[cy * thumbnail.width + cx] = index
                }
            }
        }
        for (radius, index) in [(annulus.innerRadius, innerIndex), (annulus.outerRadius, outerIndex)] {
            let circumference = 2 * Double.pi * radius * scale * max(annulus.scaleX, annulus.scaleY)
            let wanted = (circumference * 2).rounded(.up)
            let steps = wanted.isFinite ? Int(min(100_000, max(64, wanted))) : 100_000
            for step in 0..<steps {
                plot(annulus.point(atAngle: Double(step) * 360 / Double(steps), radius: radius), index)
            }
        }
        let width: Double = annulus.outerRadius - annulus.innerRadius
        let tickLength: Double = (width * scale * 2).rounded(.up)
        let tickSteps = tickLength.isFinite ? Int(min(10_000, max(8, tickLength))) : 10_000
        for step in 0...tickSteps {
            let radius: Double = annulus.innerRadius + width * Double(step) / Double(tickSteps)
            plot(annulus.point(atAngle: 0, radius: radius), tickIndex)
        }
        return indices
    }

    /// The palette index of each grey pixel.
    static func greyIndices(_ image: GrayImage) -> [UInt8] {
        let table: [UInt8] = (0..<256).map { UInt8((Double($0) * Double(greyLevels - 1) / 255).rounded()) }
        return image.pixels.map { table[Int($0)] }
    }

    /// The thumbnail with the ring drawn, as PNG bytes; `nil` for an empty thumbnail.
    static func png(thumbnail: GrayImage, scale: Double, annulus: Annulus?) -> [UInt8]? {
        let drawn = annulus.map { Self.indices(thumbnail: thumbnail, scale: scale, annulus: $0) } ?? greyIndices(thumbnail)
        return PNGEncoder.encode(width: thumbnail.width, height: thumbnail.height, palette: palette, indices: drawn)
    }
}
