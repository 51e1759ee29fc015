/// The dead-wax band unrolled into a straight strip.
///
/// Column `c` is the angle `c * degreesPerColumn`, clockwise from 12 o'clock;
/// row 0 is the outer radius and the last row the inner radius. Text whose
/// letter tops point outward therefore reads left to right, upright; text
/// whose tops point inward reads upright in the strip turned half a turn.
/// The strip covers exactly one turn, so columns wrap: column `width` is
/// column 0 again.
public struct UnwrappedStrip: Sendable {
    /// The sampled band, `width` columns for one full turn.
    public var image: GrayImage
    /// The band it was sampled from.
    public var annulus: Annulus
    /// Local radius of row 0.
    public var outerRadius: Double
    /// Local radius lost per row going inward (> 0).
    public var radiusPerRow: Double

    /// Degrees per column: `360 / width`.
    public var degreesPerColumn: Double { 360 / Double(max(1, image.width)) }

    /// The angle of a (possibly fractional, possibly wrapped) column, in `0..<360`.
    public func angle(atColumn column: Double) -> Double {
        let degrees = (column * degreesPerColumn).truncatingRemainder(dividingBy: 360)
        return degrees < 0 ? degrees + 360 : degrees
    }

    /// The local radius of a (possibly fractional) row.
    public func radius(atRow row: Double) -> Double {
        outerRadius - row * radiusPerRow
    }
}
