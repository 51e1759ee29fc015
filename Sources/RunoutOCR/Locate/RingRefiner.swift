import Foundation

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
        var outer = ring.outerRadius
        // A stretched ring's nominal outer radius may fall short of the
        // record's dead wax in the record's own ellipse: then the band
        // reaches the ring's farthest point instead of being given up.
        if inner >= outer * 0.92, !ring.isCircle {
            outer = Self.radii(holding: ring, inShapeOf: location.band).outer
        }
        guard inner < outer * 0.92 else { return ring }
        return Annulus(
            center: location.band.center, innerRadius: inner, outerRadius: outer,
            scaleX: location.band.scaleX, scaleY: location.band.scaleY, rotation: location.band.rotation)
    }

    /// The local radii, in the ellipse of `shape` (its scales and rotation,
    /// about `ring`'s own centre), of a band that holds `ring`: the least
    /// radius of the ring's inner edge and the greatest of its outer edge.
    /// The same radii when the two have one shape; `ring`'s own radii when
    /// either shape's scales or rotation are not finite, or the scales not
    /// positive.
    ///
    /// A guide ring drawn as a circle on a preview the video stretched
    /// (`resize` gravity) is an ellipse in the photo that is not the
    /// record's: a ring 1.20 as wide as tall over a record 0.90 as wide as
    /// tall (`preview_s34_008` of independent seed 34) has the record's dead
    /// wax well past its nominal outer radius in the record's ellipse, and
    /// the label's edge past 0.92 of it.
    ///
    /// A point of the ring at local radius r and direction u (a unit
    /// vector) lies at r·|B u| in `shape`'s frame, B = diag(1/sx′, 1/sy′) ·
    /// rotation(φ − φ′) · diag(sx, sy); so the radii are r times B's least
    /// and greatest singular values.
    ///
    /// - Complexity: O(1).
    static func radii(holding ring: Annulus, inShapeOf shape: Annulus) -> (inner: Double, outer: Double) {
        let kept = (ring.innerRadius, ring.outerRadius)
        if ring.scaleX == shape.scaleX, ring.scaleY == shape.scaleY, ring.rotation == shape.rotation { return kept }
        let scales = [ring.scaleX, ring.scaleY, shape.scaleX, shape.scaleY]
        guard scales.allSatisfy({ $0.isFinite && $0 > 0 }), ring.rotation.isFinite, shape.rotation.isFinite else { return kept }
        let phi = (ring.rotation - shape.rotation) * .pi / 180
        let (c, s) = (cos(phi), sin(phi))
        let a = c * ring.scaleX / shape.scaleX, b = -s * ring.scaleY / shape.scaleX
        let d = s * ring.scaleX / shape.scaleY, e = c * ring.scaleY / shape.scaleY
        let sum = a * a + b * b + d * d + e * e
        let determinant = a * e - b * d
        let spread = max(0, sum * sum - 4 * determinant * determinant).squareRoot()
        let greatest = ((sum + spread) / 2).squareRoot()
        let least = (max(0, sum - spread) / 2).squareRoot()
        let inner = ring.innerRadius * least
        let outer = ring.outerRadius * greatest
        guard inner.isFinite, outer.isFinite, inner < outer else { return kept }
        return (inner, outer)
    }
}
