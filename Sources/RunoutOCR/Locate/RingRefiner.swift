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
        var band = Annulus(
            center: location.band.center, innerRadius: inner, outerRadius: ring.outerRadius,
            scaleX: location.band.scaleX, scaleY: location.band.scaleY, rotation: location.band.rotation)
        if !ring.isCircle {
            let farthest = Self.radii(holding: ring, inShapeOf: location.band).outer
            band.outerRadius = Self.outerRadius(ofStretchedRingOver: band, farthest: farthest, in: image)
        }
        guard band.innerRadius < band.outerRadius * 0.92 else { return ring }
        return band
    }

    /// The outer radius of the band of a stretched guide ring (`resize`
    /// gravity, an ellipse in the photo that is not the record's), whose
    /// nominal outer radius is `band`'s and whose farthest point in the
    /// record's ellipse is at `farthest`.
    ///
    /// Along its long axis such a ring can reach past its nominal radius
    /// over dead wax with a line on it (`SMAS-2-4274-G15` of independent
    /// seed 37's preview 20, at radius 560-579 with the nominal band to
    /// 563); more often it reaches the grooves. So the band is unwrapped
    /// out to `farthest` and the grooves looked for at its top
    /// (``GrooveStart/outerRadius(of:outTo:in:)``): where the wax under
    /// them starts before the nominal radius, the band ends a few rows
    /// above it (``GrooveStart/marginRows``). Otherwise
    /// the nominal radius is kept, unless the label's edge lies past 0.92
    /// of it: then the band reaches `farthest` (session 47: `SCX 813
    /// A-6Y`, read as `SCX` when the refinement was given up).
    ///
    /// - Complexity: O(pixels of the band out to `farthest`).
    static func outerRadius(ofStretchedRingOver band: Annulus, farthest: Double, in image: GrayImage) -> Double {
        let nominal = band.outerRadius
        guard farthest > nominal, farthest.isFinite else { return nominal }
        if let grooves = GrooveStart.outerRadius(of: band, outTo: farthest, in: image) { return grooves }
        return band.innerRadius < nominal * 0.92 ? nominal : farthest
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
