/// The affine map between image pixels and preview points under a video
/// gravity: `preview = offset + scale * image`, per axis.
///
/// Build it with ``init(imageSize:previewSize:gravity:)``, which returns `nil`
/// when either size is not finite and positive, so a degenerate preview never
/// produces infinities or NaN downstream.
public struct PreviewTransform: Sendable, Hashable {
    /// Preview points per image pixel along x and y.
    public var scaleX: Double
    public var scaleY: Double
    /// Where the image's origin lands in the preview.
    public var offset: Point

    /// The transform of `gravity` for an image shown in a preview.
    ///
    /// - Returns: `nil` when a size is zero, negative, NaN or infinite.
    public init?(imageSize: Size, previewSize: Size, gravity: VideoGravity) {
        guard imageSize.isUsable, previewSize.isUsable else { return nil }
        let sx = previewSize.width / imageSize.width
        let sy = previewSize.height / imageSize.height
        switch gravity {
        case .resize:
            scaleX = sx
            scaleY = sy
        case .resizeAspect:
            scaleX = min(sx, sy)
            scaleY = scaleX
        case .resizeAspectFill:
            scaleX = max(sx, sy)
            scaleY = scaleX
        }
        offset = Point(
            x: (previewSize.width - scaleX * imageSize.width) / 2,
            y: (previewSize.height - scaleY * imageSize.height) / 2)
        guard scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0, offset.isFinite else { return nil }
    }

    /// The preview point showing an image pixel.
    public func previewPoint(fromImage point: Point) -> Point {
        Point(x: offset.x + scaleX * point.x, y: offset.y + scaleY * point.y)
    }

    /// The image pixel shown at a preview point.
    public func imagePoint(fromPreview point: Point) -> Point {
        Point(x: (point.x - offset.x) / scaleX, y: (point.y - offset.y) / scaleY)
    }
}
