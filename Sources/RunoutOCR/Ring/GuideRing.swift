/// The guide ring as a sidecar or the command line gives it: a circle in image
/// pixels, or a circle drawn over a camera preview in preview points.
public struct GuideRing: Sendable, Hashable {
    /// Where the ring's numbers live.
    public enum Space: Sendable, Hashable {
        /// Pixels of the decoded image after its EXIF orientation is applied.
        case image
        /// Points of a camera preview of this size showing the image under this gravity.
        case preview(size: Size, gravity: VideoGravity)
    }

    public var space: Space
    public var center: Point
    public var innerRadius: Double
    public var outerRadius: Double

    public init(space: Space, center: Point, innerRadius: Double, outerRadius: Double) {
        self.space = space
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
    }

    /// The ring in pixels of an image of `imageSize`.
    ///
    /// An image-space ring is taken as it is. A preview-space ring is mapped
    /// through the gravity's ``PreviewTransform``: under `resizeAspect` and
    /// `resizeAspectFill` it stays a circle, under `resize` it becomes an
    /// axis-aligned ellipse (radii are then geometric-mean pixels).
    ///
    /// A ring that covers no pixel of the image (it lies beside the image, or
    /// the whole image sits in its hole) is refused as ``RingError/outsideImage``;
    /// that check is skipped when `imageSize` itself is not usable.
    ///
    /// - Throws: ``RingError`` when a value is not finite, a radius is not
    ///   positive, the radii are inverted, the preview size is unusable, or
    ///   the ring misses the image.
    public func mapped(toImageOfSize imageSize: Size) throws(RingError) -> Annulus {
        let annulus = try annulusInImage(ofSize: imageSize)
        guard !imageSize.isUsable || annulus.touches(imageSize) else { throw .outsideImage }
        return annulus
    }

    private func annulusInImage(ofSize imageSize: Size) throws(RingError) -> Annulus {
        // Validate the ring's own numbers first, in its own space.
        _ = try Annulus(center: center, innerRadius: innerRadius, outerRadius: outerRadius).validated()
        switch space {
        case .image:
            return Annulus(center: center, innerRadius: innerRadius, outerRadius: outerRadius)
        case .preview(let previewSize, let gravity):
            guard previewSize.isUsable else {
                throw .badPreview("preview width and height must be positive numbers, not \(previewSize.width)×\(previewSize.height)")
            }
            guard let transform = PreviewTransform(imageSize: imageSize, previewSize: previewSize, gravity: gravity)
            else { throw .badPreview("the image size \(imageSize.width)×\(imageSize.height) cannot be shown in it") }
            let meanScale = (transform.scaleX * transform.scaleY).squareRoot()
            let annulus = Annulus(
                center: transform.imagePoint(fromPreview: center),
                innerRadius: innerRadius / meanScale,
                outerRadius: outerRadius / meanScale,
                scaleX: meanScale / transform.scaleX,
                scaleY: meanScale / transform.scaleY)
            return try annulus.validated()
        }
    }
}

extension Annulus {
    /// Whether the band covers some of the rectangle `0...width × 0...height`:
    /// its outer bounds meet the rectangle and not every corner lies inside
    /// the inner hole (the hole is convex, so then the whole rectangle would).
    /// Conservative: a band passing diagonally beside a corner may count as touching.
    func touches(_ size: Size) -> Bool {
        let bounds = outerBounds
        // Written so that a bound that overflowed to NaN counts as touching.
        if bounds.maxX < 0 || bounds.maxY < 0 || bounds.minX > size.width || bounds.minY > size.height {
            return false
        }
        let corners = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: 0, y: size.height), Point(x: size.width, y: size.height)]
        return corners.contains { polar(of: $0).radius >= innerRadius }
    }
}
