import RunoutOCR

extension Annulus {
    /// A band for the tests of size policies: radii `inner...outer` about
    /// `center`, optionally an ellipse.
    public static func band(
        inner: Double, outer: Double, scaleX: Double = 1, scaleY: Double = 1, center: Point = Point(x: 2000, y: 1500)
    ) -> Annulus {
        Annulus(center: center, innerRadius: inner, outerRadius: outer, scaleX: scaleX, scaleY: scaleY)
    }
}

/// Bands a policy judged by the band's thickness (``DecodeReduction``,
/// ``WorkingScale``) must treat as having none, each with a name for the
/// failure message: zero, negative, inverted and equal radii, NaN and
/// infinite values, bad scales, and a thickness that overflows.
public let degenerateBands: [(String, Annulus)] = [
    ("zero inner", .band(inner: 0, outer: 2000)),
    ("negative inner", .band(inner: -100, outer: 2000)),
    ("zero outer", .band(inner: 100, outer: 0)),
    ("negative outer", .band(inner: -3000, outer: -100)),
    ("inverted", .band(inner: 3000, outer: 500)),
    ("equal", .band(inner: 1000, outer: 1000)),
    ("NaN inner", .band(inner: .nan, outer: 2000)),
    ("NaN outer", .band(inner: 100, outer: .nan)),
    ("infinite outer", .band(inner: 100, outer: .infinity)),
    ("infinite inner", .band(inner: .infinity, outer: .infinity)),
    ("NaN centre", .band(inner: 100, outer: 2000, center: Point(x: .nan, y: 0))),
    ("zero scale", .band(inner: 100, outer: 2000, scaleX: 0, scaleY: 1)),
    ("negative scale", .band(inner: 100, outer: 2000, scaleX: -1, scaleY: -1)),
    ("NaN scale", .band(inner: 100, outer: 2000, scaleX: .nan, scaleY: 1)),
    ("thickness overflows", .band(inner: 1, outer: .greatestFiniteMagnitude, scaleX: 4, scaleY: 4)),
]
