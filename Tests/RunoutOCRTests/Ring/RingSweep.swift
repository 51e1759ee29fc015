import RunoutOCR

/// The sizes, gravities and tolerances the ring tests sweep over.
enum RingSweep {
    /// Widths and heights from a sliver to beyond any camera, so that the
    /// pairs below hold portrait, landscape and square shapes.
    static let lengths: [Double] = [0.5, 1, 3, 390, 844, 1080, 3024, 4032, 40_000, 1e9]

    /// Every (width, height) pair of ``lengths``.
    static let sizes: [Size] = lengths.flatMap { width in lengths.map { Size(width: width, height: $0) } }

    /// A handful of phone previews and photos, for the slower per-point sweeps.
    static let commonSizes: [Size] = [
        Size(width: 390, height: 844), Size(width: 844, height: 390), Size(width: 500, height: 500),
        Size(width: 4032, height: 3024), Size(width: 3024, height: 4032), Size(width: 1, height: 1),
        Size(width: 3, height: 40_000), Size(width: 1e9, height: 7),
    ]

    /// Whether `a` and `b` agree to a relative tolerance, scaled by `magnitude`
    /// (the size of the numbers they were computed from).
    static func close(_ a: Double, _ b: Double, magnitude: Double = 1, tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(a), abs(b), abs(magnitude))
    }

    static func close(_ a: Point, _ b: Point, magnitude: Double = 1, tolerance: Double = 1e-9) -> Bool {
        close(a.x, b.x, magnitude: magnitude, tolerance: tolerance)
            && close(a.y, b.y, magnitude: magnitude, tolerance: tolerance)
    }

    /// The size, in image pixels, of the numbers a transform's arithmetic
    /// passes through: the image and the preview seen in image pixels. Rounding
    /// errors scale with it, so tolerances do too.
    static func conditioning(_ transform: PreviewTransform, image: Size, preview: Size) -> Double {
        max(image.width, image.height, preview.width / transform.scaleX, preview.height / transform.scaleY)
    }

    /// Whether every number of an annulus is finite (none NaN or infinite).
    static func isFinite(_ annulus: Annulus) -> Bool {
        annulus.center.isFinite && annulus.innerRadius.isFinite && annulus.outerRadius.isFinite
            && annulus.scaleX.isFinite && annulus.scaleY.isFinite && annulus.rotation.isFinite
    }
}
