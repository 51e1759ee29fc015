/// Tightens a guide ring drawn by hand to the record actually in the photo.
///
/// A guide ring is loose and a little off centre, and a record photographed
/// at an angle is an ellipse, not the drawn circle. The refiner looks for
/// the label's edge near the ring's inner radius, with the centre near the
/// ring's; when it finds it with confidence it takes the record's centre and
/// ellipse, and moves the inner radius out past the label's edge (so
/// printed label text never enters the strip). The user's outer radius is
/// kept: the ring stays the search region. Otherwise the ring is returned
/// as drawn.
public struct RingRefiner: Sendable {
    /// The lowest locator confidence acted upon.
    public static let minimumConfidence = 0.45

    public var locator: RecordLocator

    public init(locator: RecordLocator = RecordLocator()) {
        self.locator = locator
    }

    /// The refined band, or `ring` itself when nothing better is found.
    public func refined(_ ring: Annulus, in image: GrayImage) -> Annulus {
        let hint = RecordLocator.Hint(
            center: ring.center, centerTolerance: max(4, ring.outerRadius * 0.1),
            labelRadiusRange: (ring.innerRadius * 0.6)...(ring.innerRadius * 1.3), bandOuterRadius: ring.outerRadius)
        guard let location = locator.locate(in: image, hint: hint), location.confidence >= Self.minimumConfidence else {
            return ring
        }
        let inner = max(ring.innerRadius, location.labelRadius * 1.015)
        guard inner < ring.outerRadius * 0.92 else { return ring }
        return Annulus(
            center: location.band.center, innerRadius: inner, outerRadius: ring.outerRadius,
            scaleX: location.band.scaleX, scaleY: location.band.scaleY, rotation: location.band.rotation)
    }
}
