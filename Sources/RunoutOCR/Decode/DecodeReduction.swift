/// How much smaller than stored a JPEG is decoded: libjpeg's DCT scaling
/// (through leptonica's `pixReadMemJpeg`), which reads 1/2, 1/4 or 1/8 of
/// each side at a fraction of the cost of a full decode.
///
/// The rule (``init(for:)``): the largest factor that keeps the dead-wax
/// band at least ``minimumBandThickness`` (160) pixels thick after
/// reduction. Letters in the dead wax are about a quarter to a third of the
/// band's thickness, so a 160-pixel band keeps them at about 40 pixels or
/// more: above the 28–46 pixel letter heights the engine is given, so
/// reading a reduced image loses nothing the engine would have used, while a
/// band thinner than that is never reduced at all.
public enum DecodeReduction: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Every stored pixel.
    case full = 1
    /// Half of each side.
    case half = 2
    /// A quarter of each side.
    case quarter = 4
    /// An eighth of each side.
    case eighth = 8

    /// The thinnest band, in pixels after reduction, that a reduction may leave.
    public static let minimumBandThickness: Double = 160

    /// Stored pixels per decoded pixel along each side: 1, 2, 4 or 8.
    public var factor: Int { rawValue }

    /// The largest reduction that keeps `band` at least ``minimumBandThickness``
    /// pixels thick, its thickness being `outerRadius − innerRadius` times the
    /// smaller of `scaleX` and `scaleY` (the band's thinnest place on an
    /// ellipse), in pixels of the full upright image.
    ///
    /// Anything degenerate gives ``full``: a band that is not
    /// ``Annulus/validated()`` (a value NaN or infinite, a radius zero or
    /// negative, radii inverted, a scale not positive) or whose thickness
    /// overflows.
    ///
    /// - Complexity: O(1).
    public init(for band: Annulus) {
        self = .full
        guard let thickness = band.thinnestThickness else { return }
        for candidate in Self.allCases.reversed()
        where thickness / Double(candidate.factor) >= Self.minimumBandThickness {
            self = candidate
            return
        }
    }

    /// The largest reduction that leaves a side of `length` stored pixels
    /// at least `minimum` pixels long (``reducedLength(_:)``): for decoding
    /// no more than a thumbnail of `minimum` pixels needs. ``full`` when the
    /// side is already shorter, or either value is 0 or negative.
    ///
    /// - Complexity: O(1).
    public init(keeping length: Int, atLeast minimum: Int) {
        self = .full
        guard length > 0, minimum > 0 else { return }
        for candidate in Self.allCases.reversed() where candidate.reducedLength(length) >= minimum {
            self = candidate
            return
        }
    }

    /// The decoded length of a stored side of `length` pixels: `ceil(length / factor)`,
    /// as libjpeg rounds. 0 for a length of 0 or less.
    public func reducedLength(_ length: Int) -> Int {
        length <= 0 ? 0 : (length - 1) / factor + 1
    }

    /// `band`, given in pixels of the full image, in pixels of the reduced one.
    ///
    /// Decoded pixel `j` covers stored pixels `j·f ..< (j+1)·f`, so its
    /// centre sits at full-image coordinate `j·f + (f − 1)/2` (pixel centres
    /// at whole coordinates, as ``GrayImage/sample(x:y:outside:)`` reads
    /// them); radii shrink by the factor. ``full`` returns `band` unchanged.
    public func inReducedImage(_ band: Annulus) -> Annulus {
        guard self != .full else { return band }
        let f = Double(factor)
        let shift = -(f - 1) / (2 * f)
        return band.scaled(by: 1 / f, offset: Point(x: shift, y: shift))
    }

    /// `band`, given in pixels of the reduced image, in pixels of the full
    /// one: the inverse of ``inReducedImage(_:)``.
    public func inFullImage(_ band: Annulus) -> Annulus {
        guard self != .full else { return band }
        let f = Double(factor)
        let shift = (f - 1) / 2
        return band.scaled(by: f, offset: Point(x: shift, y: shift))
    }

    public var description: String { self == .full ? "1/1" : "1/\(factor)" }
}
