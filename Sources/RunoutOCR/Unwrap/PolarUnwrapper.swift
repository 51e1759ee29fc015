import Foundation

/// Unrolls the annulus of an image into an ``UnwrappedStrip`` by bilinear
/// sampling along rays.
///
/// The strip keeps the letters' aspect at the band's middle radius: one
/// column is one pixel of arc there, one row one pixel of radius. Very large
/// bands are sampled more coarsely so that the strip stays within
/// ``maximumHeight`` rows and ``maximumWidth`` columns; very small ones are
/// sampled more finely so that it has at least ``minimumHeight`` rows.
public struct PolarUnwrapper: Sendable {
    public var maximumHeight: Int
    public var minimumHeight: Int
    public var maximumWidth: Int

    public init(maximumHeight: Int = 480, minimumHeight: Int = 48, maximumWidth: Int = 16_000) {
        self.maximumHeight = maximumHeight
        self.minimumHeight = minimumHeight
        self.maximumWidth = maximumWidth
    }

    /// The strip's size and radial step for a band: `(width, height, radiusPerRow)`.
    ///
    /// - Precondition: `annulus` is validated (finite, positive, not inverted).
    public func layout(for annulus: Annulus) -> (width: Int, height: Int, radiusPerRow: Double) {
        let depth = annulus.outerRadius - annulus.innerRadius
        // Halved before adding, and divided by the step before multiplying by
        // 2π, so that radii near the largest Double do not overflow to infinity.
        let middle = annulus.outerRadius / 2 + annulus.innerRadius / 2
        // A strip of depth / step + 1 rows, row 0 on the outer edge and the
        // last on the inner one.
        var step = 1.0
        if depth / step + 1 > Double(maximumHeight) { step = depth / Double(max(1, maximumHeight - 1)) }
        if depth / step + 1 < Double(minimumHeight) { step = depth / Double(max(1, minimumHeight - 1)) }
        var width = 2 * Double.pi * (middle / step)
        if width > Double(maximumWidth) {
            step *= width / Double(maximumWidth)
            width = Double(maximumWidth)
        }
        let height = max(2, Int((depth / step).rounded()) + 1)
        let columns = max(8, Int(width.rounded()))
        return (columns, height, depth / Double(height - 1))
    }

    /// Samples the band of `image`. Pixels outside the image read as black (0),
    /// like the vinyl around them.
    ///
    /// - Complexity: O(strip width × strip height).
    public func unwrap(_ image: GrayImage, along annulus: Annulus) -> UnwrappedStrip {
        let (width, height, radiusPerRow) = layout(for: annulus)
        var strip = GrayImage(width: width, height: height)
        let phi = annulus.rotation * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        strip.pixels.withUnsafeMutableBufferPointer { target in
            for column in 0..<width {
                // Column angle is the image angle; the ellipse's own frame is turned by its rotation.
                let theta = Double(column) * 2 * .pi / Double(width) - phi
                // Unit ray in the image for local radius 1 at this angle.
                let localX = annulus.scaleX * sin(theta)
                let localY = -annulus.scaleY * cos(theta)
                let rayX = cosPhi * localX - sinPhi * localY
                let rayY = sinPhi * localX + cosPhi * localY
                for row in 0..<height {
                    let radius = annulus.outerRadius - Double(row) * radiusPerRow
                    let value = image.sample(
                        x: annulus.center.x + radius * rayX, y: annulus.center.y + radius * rayY)
                    target[row * width + column] = UInt8(max(0, min(255, value.rounded())))
                }
            }
        }
        return UnwrappedStrip(
            image: strip, annulus: annulus, outerRadius: annulus.outerRadius, radiusPerRow: radiusPerRow)
    }
}
