/// Where every pixel of an unwrapped strip is read from, for one geometry
/// (band, image size, strip layout): built once, then applied to any number
/// of images of that geometry (an app's live frames, a batch with one ring).
///
/// Each strip pixel keeps the offset of its top-left source pixel and its
/// two bilinear fractions in 1/256 pixel, so applying the map is four loads
/// and the blend per pixel: no trigonometry, no coordinate arithmetic, no
/// bounds tests, no allocation but the strip's own. Positions and blend
/// are ``FixedPointBilinear``'s, as in ``PolarUnwrapper/unwrap(_:along:)``,
/// so a mapped strip is bit-identical to one sampled directly.
///
/// At the image's last column (row) the direct sampler blends a pixel
/// with itself at fraction 0; the map stores the pixel before it with
/// fraction 256 (the whole step) instead, which gives exactly the same
/// value and keeps every read inside the image without a per-pixel test.
/// Hence a map needs an image of at least 2 × 2 pixels.
///
/// Memory: 8 bytes per strip pixel (a 2,600 × 160 strip: 3.3 MB).
public struct SamplingMap: Sendable {
    /// Everything the sample positions depend on; two frames with equal
    /// geometries share a map.
    public struct Geometry: Sendable, Hashable {
        /// The band, in pixels of the image.
        public var annulus: Annulus
        public var imageWidth: Int
        public var imageHeight: Int
        /// The strip's columns (one turn).
        public var stripWidth: Int
        /// The strip's rows (outer edge to inner).
        public var stripHeight: Int
        /// Local radius lost per row.
        public var radiusPerRow: Double

        public init(
            annulus: Annulus, imageWidth: Int, imageHeight: Int, stripWidth: Int, stripHeight: Int, radiusPerRow: Double
        ) {
            self.annulus = annulus
            self.imageWidth = imageWidth
            self.imageHeight = imageHeight
            self.stripWidth = stripWidth
            self.stripHeight = stripHeight
            self.radiusPerRow = radiusPerRow
        }

        /// Strip pixels: `stripWidth × stripHeight`, or `nil` on overflow.
        var sampleCount: Int? {
            let count = stripWidth.multipliedReportingOverflow(by: stripHeight)
            return count.overflow ? nil : count.partialValue
        }
    }

    /// The geometry this map samples.
    public let geometry: Geometry
    /// Per strip pixel (row-major): offset of the top-left source pixel, or
    /// −1 for a pixel outside the image (read as black, 0).
    private let offsets: [Int32]
    /// Per strip pixel: horizontal bilinear fraction in 1/256 pixel, 0...256.
    private let fractionsX: [UInt16]
    /// Per strip pixel: vertical bilinear fraction in 1/256 pixel, 0...256.
    private let fractionsY: [UInt16]

    /// Strip pixels the map covers.
    public var sampleCount: Int { offsets.count }

    /// The map of `geometry`, or `nil` when it cannot have one: an image
    /// smaller than 2 × 2 or of 2³¹ pixels or more, a strip that is empty
    /// or whose pixel count overflows. Sample positions are those of
    /// ``PolarUnwrapper/unwrap(_:along:)``: row `r`, column `c` reads the
    /// band at local radius `outerRadius − r · radiusPerRow` and angle
    /// `c · 360° / stripWidth`.
    ///
    /// - Complexity: O(strip pixels) time and memory; trigonometry once per column.
    public init?(geometry: Geometry) {
        let w = geometry.imageWidth
        let h = geometry.imageHeight
        guard w >= 2, h >= 2, let count = geometry.sampleCount, count > 0,
            !w.multipliedReportingOverflow(by: h).overflow, w * h <= Int(Int32.max)
        else { return nil }
        let rays = PolarUnwrapper.rays(for: geometry.annulus, columns: geometry.stripWidth)
        let centerX = geometry.annulus.center.x
        let centerY = geometry.annulus.center.y
        let columns = geometry.stripWidth
        let maxX = Double(w - 1)
        let maxY = Double(h - 1)
        var offsets = [Int32](repeating: -1, count: count)
        var fractionsX = [UInt16](repeating: 0, count: count)
        var fractionsY = [UInt16](repeating: 0, count: count)
        offsets.withUnsafeMutableBufferPointer { offsets in
            fractionsX.withUnsafeMutableBufferPointer { fractionsX in
                fractionsY.withUnsafeMutableBufferPointer { fractionsY in
                    for row in 0..<geometry.stripHeight {
                        let radius = geometry.annulus.outerRadius - Double(row) * geometry.radiusPerRow
                        for column in 0..<columns {
                            // The reference sampler's position and tests, written out.
                            let x = centerX + radius * rays.x[column]
                            let y = centerY + radius * rays.y[column]
                            guard x >= 0, y >= 0, x <= maxX, y <= maxY else { continue }  // stays −1: black
                            let xs = FixedPointBilinear.steps(x)
                            let ys = FixedPointBilinear.steps(y)
                            var x0 = xs >> 8
                            var y0 = ys >> 8
                            var fx = UInt16(xs & 255)
                            var fy = UInt16(ys & 255)
                            // On the last column (row) fx (fy) is 0 and the pixel blends with itself:
                            // the pixel before it at the whole step gives the same value, reading in bounds.
                            if x0 == w - 1 { x0 -= 1; fx = 256 }
                            if y0 == h - 1 { y0 -= 1; fy = 256 }
                            let index = row * columns + column
                            offsets[index] = Int32(y0 * w + x0)
                            fractionsX[index] = fx
                            fractionsY[index] = fy
                        }
                    }
                }
            }
        }
        self.geometry = geometry
        self.offsets = offsets
        self.fractionsX = fractionsX
        self.fractionsY = fractionsY
    }

    /// The strip of `image` through this map, or `nil` when the image's size
    /// is not the geometry's.
    ///
    /// - Complexity: O(strip pixels); allocates the strip only.
    public func sample(_ image: GrayImage) -> GrayImage? {
        guard image.width == geometry.imageWidth, image.height == geometry.imageHeight,
            image.pixels.count == geometry.imageWidth * geometry.imageHeight
        else { return nil }
        var strip = GrayImage(width: geometry.stripWidth, height: geometry.stripHeight)
        let w = image.width
        image.pixels.withUnsafeBufferPointer { source in
            offsets.withUnsafeBufferPointer { offsets in
                fractionsX.withUnsafeBufferPointer { fractionsX in
                    fractionsY.withUnsafeBufferPointer { fractionsY in
                        strip.pixels.withUnsafeMutableBufferPointer { target in
                            for index in 0..<target.count {
                                let offset = Int(offsets[index])
                                guard offset >= 0 else { continue }  // outside: the strip's 0
                                target[index] = FixedPointBilinear.blend(
                                    source[offset], source[offset + 1], source[offset + w], source[offset + w + 1],
                                    fx: Int(fractionsX[index]), fy: Int(fractionsY[index]))
                            }
                        }
                    }
                }
            }
        }
        return strip
    }
}
