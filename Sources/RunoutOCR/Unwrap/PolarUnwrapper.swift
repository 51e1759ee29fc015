import Foundation

/// Unrolls the annulus of an image into an ``UnwrappedStrip`` by bilinear
/// sampling along rays.
///
/// The strip keeps the letters' aspect at the band's middle radius: one
/// column is one pixel of arc there, one row one pixel of radius. Very large
/// bands are sampled more coarsely so that the strip stays within
/// ``maximumHeight`` rows and ``maximumWidth`` columns; thin ones are
/// sampled more finely so that it has at least ``minimumHeight`` rows.
public struct PolarUnwrapper: Sendable {
    /// The fewest rows a strip gets by default. Later stages count some
    /// things in pixels (the smallest mark, a broken letter's pieces, the
    /// shortest groove run), so a band sampled at fewer rows than that
    /// loses letters that the same band read at more rows keeps. On the
    /// seven labelled sets made smaller (bands 35 to 150 pixels at 0.6 of
    /// their size, 46 to 200 at 0.8), 72 rows rather than 48 read 471 lines
    /// right of 766 instead of 452 (52 wrong, not 55) and 506 instead of
    /// 501 (41 wrong, not 45); the sets as made read 530 instead of 528,
    /// with 31 wrong either way. 96 rows read the small sets 4 lines better
    /// still and the sets as made 8 worse.
    public static let fewestRows = 72

    public var maximumHeight: Int
    public var minimumHeight: Int
    public var maximumWidth: Int

    public init(maximumHeight: Int = 480, minimumHeight: Int = Self.fewestRows, maximumWidth: Int = 16_000) {
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

    /// The sampling geometry of `annulus` on an image of `imageWidth × imageHeight`:
    /// the key a ``SamplingMap`` is built and reused for.
    ///
    /// - Precondition: `annulus` is validated (finite, positive, not inverted).
    public func geometry(for annulus: Annulus, imageWidth: Int, imageHeight: Int) -> SamplingMap.Geometry {
        let (width, height, radiusPerRow) = layout(for: annulus)
        return SamplingMap.Geometry(
            annulus: annulus, imageWidth: imageWidth, imageHeight: imageHeight, stripWidth: width, stripHeight: height,
            radiusPerRow: radiusPerRow)
    }

    /// Samples the band of `image`. Pixels outside the image read as black (0),
    /// like the vinyl around them.
    ///
    /// Reads every pixel directly (no map): the right choice for a geometry
    /// seen once. ``unwrap(_:along:cache:)`` reuses a map across frames.
    /// Each strip pixel is the bilinear blend at its point in fixed point
    /// (``FixedPointBilinear``: 1/256 pixel, rounded half up), within 2.5
    /// grey levels of ``GrayImage/sample(x:y:outside:)``.
    ///
    /// A row whose whole ellipse lies at least a pixel inside the image's
    /// edges is sampled without the per-pixel tests and clamps, to the same
    /// bytes: most rows of a photo's band.
    ///
    /// - Complexity: O(strip width × strip height); trigonometry once per column.
    public func unwrap(_ image: GrayImage, along annulus: Annulus) -> UnwrappedStrip {
        let (width, height, radiusPerRow) = layout(for: annulus)
        let rays = Self.rays(for: annulus, columns: width)
        var strip = GrayImage(width: width, height: height)
        let (imageWidth, imageHeight) = (image.width, image.height)
        // The last pixel position inside the image, as `sample` tests it.
        let (lastX, lastY) = (Double(imageWidth - 1), Double(imageHeight - 1))
        let (centerX, centerY) = (annulus.center.x, annulus.center.y)
        image.pixels.withUnsafeBufferPointer { source in
            strip.pixels.withUnsafeMutableBufferPointer { target in
                rays.x.withUnsafeBufferPointer { rayX in
                    rays.y.withUnsafeBufferPointer { rayY in
                        guard let source = source.baseAddress, let target = target.baseAddress,
                              let rayX = rayX.baseAddress, let rayY = rayY.baseAddress
                        else { return }
                        // The reach of the rays from the centre, per unit of radius.
                        var reachX = 0.0
                        var reachY = 0.0
                        for column in 0..<width {
                            reachX = max(reachX, abs(rayX[column]))
                            reachY = max(reachY, abs(rayY[column]))
                        }
                        // Row by row: the strip is written in order and the image read along arcs.
                        for row in 0..<height {
                            let radius = annulus.outerRadius - Double(row) * radiusPerRow
                            let line = target + row * width
                            // A row whose whole ellipse lies inside the image, clear
                            // of its last column and row (with a pixel to spare for
                            // rounding), needs neither the tests nor the clamps.
                            let spanX = abs(radius) * reachX + 1
                            let spanY = abs(radius) * reachY + 1
                            if centerX - spanX >= 0, centerX + spanX < lastX, centerY - spanY >= 0, centerY + spanY < lastY {
                                for column in 0..<width {
                                    line[column] = FixedPointBilinear.sampleWithin(
                                        source, width: imageWidth, x: centerX + radius * rayX[column],
                                        y: centerY + radius * rayY[column])
                                }
                                continue
                            }
                            for column in 0..<width {
                                let x = centerX + radius * rayX[column]
                                let y = centerY + radius * rayY[column]
                                // Outside (or NaN): the strip's 0.
                                guard x >= 0, y >= 0, x <= lastX, y <= lastY else { continue }
                                line[column] = FixedPointBilinear.sample(
                                    source, width: imageWidth, height: imageHeight, x: x, y: y)
                            }
                        }
                    }
                }
            }
        }
        return UnwrappedStrip(
            image: strip, annulus: annulus, outerRadius: annulus.outerRadius, radiusPerRow: radiusPerRow)
    }

    /// Samples the band of `image` through `cache`'s ``SamplingMap`` for this
    /// geometry, building it when the cache says so (see ``SamplingMapCache``).
    /// Bit-identical to ``unwrap(_:along:)``.
    ///
    /// - Complexity: O(strip pixels) to apply a map; building one is
    ///   O(strip pixels) more, once per geometry.
    public func unwrap(_ image: GrayImage, along annulus: Annulus, cache: inout SamplingMapCache) -> UnwrappedStrip {
        let geometry = geometry(for: annulus, imageWidth: image.width, imageHeight: image.height)
        guard let map = cache.map(for: geometry), let strip = map.sample(image) else {
            return unwrap(image, along: annulus)
        }
        return UnwrappedStrip(
            image: strip, annulus: annulus, outerRadius: annulus.outerRadius, radiusPerRow: geometry.radiusPerRow)
    }

    /// The unit ray (image pixels per unit of local radius) of each of
    /// `columns` strip columns: column `c` at angle `c · 360° / columns`
    /// clockwise from 12 o'clock, in the ellipse's own frame turned by its rotation.
    ///
    /// - Complexity: O(columns), four trigonometric calls per column.
    static func rays(for annulus: Annulus, columns: Int) -> (x: [Double], y: [Double]) {
        let phi = annulus.rotation * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        var rayX = [Double](repeating: 0, count: max(0, columns))
        var rayY = [Double](repeating: 0, count: max(0, columns))
        for column in 0..<max(0, columns) {
            // Column angle is the image angle; the ellipse's own frame is turned by its rotation.
            let theta = Double(column) * 2 * .pi / Double(columns) - phi
            // Unit ray in the image for local radius 1 at this angle.
            let localX = annulus.scaleX * sin(theta)
            let localY = -annulus.scaleY * cos(theta)
            rayX[column] = cosPhi * localX - sinPhi * localY
            rayY[column] = sinPhi * localX + cosPhi * localY
        }
        return (rayX, rayY)
    }
}
