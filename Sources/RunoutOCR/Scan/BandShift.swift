import Foundation

/// A band moved by a fraction of a pixel and widened or narrowed by a
/// percent or two: one of the geometries a photo is read under before the
/// reads vote (``ShiftVote``).
///
/// What the reader makes of a line turns on sub-pixel geometry: the same
/// photo under a ring moved by a tenth of a pixel segments a word whole in
/// one read and in pieces in the next, and a stroke at the threshold falls
/// on one side of it or the other. A read is one draw of those accidents.
/// Read under a few shifted bands, a line most reads agree on is seldom an
/// accident, and a line one read missed is often read by the others: on
/// eleven generated sets never tuned on (seeds 6–16, 2,107 lines), one read
/// took 1782 lines right and 154 wrong; ``standard``'s first four, keeping
/// the lines two of them read, 1822 right and 161 wrong, and 1813 and 155
/// stopping where the first two reads agree (``ShiftVote/isSettled(_:)``).
///
/// The shift is in pixels of the image the strip is sampled from (after any
/// reduction of the decode or the working scale), so that it is the same
/// fraction of a sample for any size of photo.
public struct BandShift: Sendable, Hashable, CustomStringConvertible {
    /// Pixels the centre moves right.
    public var dx: Double
    /// Pixels the centre moves down.
    public var dy: Double
    /// Factor on the inner radius.
    public var innerScale: Double
    /// Factor on the outer radius.
    public var outerScale: Double

    public init(dx: Double = 0, dy: Double = 0, innerScale: Double = 1, outerScale: Double = 1) {
        self.dx = dx
        self.dy = dy
        self.innerScale = innerScale
        self.outerScale = outerScale
    }

    /// The band as given.
    public static let none = BandShift()

    /// The shifts a scan reads under, in order; a scan of `n` reads takes
    /// the first `n`. The first is ``none``, so one read is the band as
    /// found. Centre moves of about half a pixel in different directions,
    /// and radii moved out or in by 1–2%; the six were measured alone on
    /// the untuned sets, each read 1755–1782 lines right and 154–175 wrong.
    public static let standard: [BandShift] = [
        .none,
        BandShift(dx: 0.5, dy: 0.3),
        BandShift(dx: -0.3, dy: -0.5),
        BandShift(innerScale: 0.985, outerScale: 1.015),
        BandShift(dx: 0.25, dy: -0.45, innerScale: 1.01, outerScale: 0.99),
        BandShift(dx: -0.45, dy: 0.2, innerScale: 0.99, outerScale: 1.02),
    ]

    /// How many of ``standard`` a scan reads under by default.
    public static let defaultCount = 4

    /// `band` moved and its radii scaled. The radii are scaled only where
    /// both they and the scaled ones are usable (positive, finite, inner
    /// below outer); otherwise they are kept and the band only moved. So a
    /// usable band stays usable under any finite move, even one so thin
    /// that factors of 1.01 and 0.99 would cross its radii or under a factor
    /// that is zero, negative, NaN or infinite; and a band not usable stays
    /// unusable (NaN stays NaN) for its validation to report.
    ///
    /// - Complexity: O(1).
    public func applied(to band: Annulus) -> Annulus {
        guard self != .none else { return band }
        var shifted = band
        shifted.center = Point(x: band.center.x + dx, y: band.center.y + dy)
        let inner = band.innerRadius * innerScale
        let outer = band.outerRadius * outerScale
        if Self.areUsable(inner: band.innerRadius, outer: band.outerRadius), Self.areUsable(inner: inner, outer: outer) {
            shifted.innerRadius = inner
            shifted.outerRadius = outer
        }
        return shifted
    }

    /// Whether radii make a band: positive, finite, inner below outer.
    private static func areUsable(inner: Double, outer: Double) -> Bool {
        inner > 0 && inner < outer && outer.isFinite
    }

    /// `centre +0.50,+0.30 px, radii ×1.000, ×1.000`, for the debug log.
    public var description: String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + String(format: "%.2f", value) }
        return "centre \(signed(dx)),\(signed(dy)) px, radii ×\(String(format: "%.3f", innerScale)), ×\(String(format: "%.3f", outerScale))"
    }
}
