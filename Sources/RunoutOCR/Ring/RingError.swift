/// Why a guide ring cannot be used. Reported per image with code `ring`.
public enum RingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A centre, radius or shape value is NaN or infinite.
    case notFinite(String)
    /// A radius is zero or negative.
    case notPositive(inner: Double, outer: Double)
    /// The inner radius is not below the outer radius.
    case inverted(inner: Double, outer: Double)
    /// A preview-space ring without a usable preview size.
    case badPreview(String)
    /// The ring lies wholly outside the image.
    case outsideImage

    public var description: String {
        switch self {
        case .notFinite(let what):
            return "the ring's \(what) is not a finite number (NaN or infinite); give plain numbers such as 420.0"
        case .notPositive(let inner, let outer):
            return "ring radii must be positive (innerRadius \(inner), outerRadius \(outer))"
        case .inverted(let inner, let outer):
            return "innerRadius \(inner) must be below outerRadius \(outer); swap them"
        case .badPreview(let what):
            return "preview-space ring: \(what)"
        case .outsideImage:
            return "the ring lies wholly outside the image; check its centre and the ring's space"
        }
    }
}
