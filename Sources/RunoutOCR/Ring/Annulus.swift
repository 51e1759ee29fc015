import Foundation

/// The dead-wax band in image pixels: a circular annulus, or an elliptical one
/// (a preview circle under `resize`, a record photographed at an angle).
///
/// The band is a circle of radius `innerRadius...outerRadius` in a local frame,
/// stretched by `scaleX`/`scaleY` (whose product is 1, so the radii are the
/// geometric-mean radii in pixels) and rotated by `rotation` degrees:
///
///     point(θ, r) = center + R(rotation) · (scaleX · r · sin φ, −scaleY · r · cos φ),  φ = θ − rotation
///
/// θ is measured clockwise from 12 o'clock in the image, as the scan output's
/// `angle` is, whatever the ellipse's rotation: for a circle it is exactly
/// the polar angle, for an ellipse its eccentric angle, within a few degrees
/// of the polar angle on any ellipse a tilted photo makes. The local axis
/// that `scaleY` stretches points at image angle `rotation`.
public struct Annulus: Sendable, Hashable {
    public var center: Point
    public var innerRadius: Double
    public var outerRadius: Double
    /// Stretch of the local x axis (1 for a circle).
    public var scaleX: Double
    /// Stretch of the local y axis (1 for a circle).
    public var scaleY: Double
    /// Rotation of the ellipse's axes, degrees clockwise in the image (y down).
    public var rotation: Double

    /// A circular or elliptical annulus. Validate with ``validated()``.
    public init(
        center: Point, innerRadius: Double, outerRadius: Double,
        scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0
    ) {
        self.center = center
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
    }

    /// Whether the band is a circle (no stretch).
    public var isCircle: Bool { abs(scaleX - 1) < 1e-9 && abs(scaleY - 1) < 1e-9 }

    /// The band itself when every value is usable: finite centre, radii
    /// positive and finite with the inner below the outer, finite positive
    /// scales and a finite rotation.
    ///
    /// - Throws: ``RingError`` naming the first value that is not usable.
    public func validated() throws(RingError) -> Annulus {
        guard center.isFinite else { throw .notFinite("centre") }
        guard innerRadius.isFinite, outerRadius.isFinite else { throw .notFinite("radius") }
        guard innerRadius > 0, outerRadius > 0 else { throw .notPositive(inner: innerRadius, outer: outerRadius) }
        guard innerRadius < outerRadius else { throw .inverted(inner: innerRadius, outer: outerRadius) }
        guard scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0, rotation.isFinite else {
            throw .notFinite("ellipse shape")
        }
        return self
    }

    /// The band's thickness at its thinnest place: `outerRadius −
    /// innerRadius` times the smaller of `scaleX` and `scaleY` (the short
    /// axis of an ellipse), in pixels. `nil` when the band is not
    /// ``validated()`` or the thickness is not finite and positive (it
    /// overflows for radii near the largest `Double`).
    ///
    /// - Complexity: O(1).
    public var thinnestThickness: Double? {
        guard (try? validated()) != nil else { return nil }
        let thickness = (outerRadius - innerRadius) * min(scaleX, scaleY)
        return thickness.isFinite && thickness > 0 ? thickness : nil
    }

    /// The image point at angle `degrees` (clockwise from 12 o'clock) and local radius `radius`.
    @inlinable
    public func point(atAngle degrees: Double, radius: Double) -> Point {
        let theta = (degrees - rotation) * .pi / 180
        let localX = scaleX * radius * sin(theta)
        let localY = -scaleY * radius * cos(theta)
        if rotation == 0 {
            return Point(x: center.x + localX, y: center.y + localY)
        }
        let phi = rotation * .pi / 180
        let c = cos(phi)
        let s = sin(phi)
        return Point(x: center.x + c * localX - s * localY, y: center.y + s * localX + c * localY)
    }

    /// The angle, degrees clockwise from 12 o'clock in `0..<360`, and local
    /// radius of an image point: the inverse of ``point(atAngle:radius:)``.
    /// The centre itself has angle 0 and radius 0.
    public func polar(of point: Point) -> (angle: Double, radius: Double) {
        var dx = point.x - center.x
        var dy = point.y - center.y
        if rotation != 0 {
            let phi = -rotation * .pi / 180
            let c = cos(phi)
            let s = sin(phi)
            (dx, dy) = (c * dx - s * dy, s * dx + c * dy)
        }
        let lx = dx / scaleX
        let ly = -dy / scaleY
        let radius = (lx * lx + ly * ly).squareRoot()
        guard radius > 0 else { return (0, 0) }
        var angle = (atan2(lx, ly) * 180 / .pi + rotation).truncatingRemainder(dividingBy: 360)
        if angle < 0 { angle += 360 }
        if angle >= 360 { angle -= 360 }
        return (angle, radius)
    }

    /// The smallest axis-aligned rectangle holding the outer ellipse:
    /// `(minX, minY, maxX, maxY)` in image pixels.
    public var outerBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let phi = rotation * .pi / 180
        let a = scaleX * outerRadius
        let b = scaleY * outerRadius
        let halfWidth = ((a * cos(phi)) * (a * cos(phi)) + (b * sin(phi)) * (b * sin(phi))).squareRoot()
        let halfHeight = ((a * sin(phi)) * (a * sin(phi)) + (b * cos(phi)) * (b * cos(phi))).squareRoot()
        return (center.x - halfWidth, center.y - halfHeight, center.x + halfWidth, center.y + halfHeight)
    }
}

extension Annulus {
    /// The same band in an image resampled by `scale` (0.5: half the pixels
    /// on each side): the centre moved to `center · scale + offset`, both
    /// radii multiplied by `scale`; the ellipse's shape (`scaleX`, `scaleY`)
    /// and rotation kept, so every angle stays what it was.
    ///
    /// A `scale` that is not positive and finite gives a band that
    /// ``validated()`` refuses.
    public func scaled(by scale: Double, offset: Point = Point(x: 0, y: 0)) -> Annulus {
        Annulus(
            center: Point(x: center.x * scale + offset.x, y: center.y * scale + offset.y),
            innerRadius: innerRadius * scale, outerRadius: outerRadius * scale,
            scaleX: scaleX, scaleY: scaleY, rotation: rotation)
    }
}
