/// The scale a band is unwrapped at: a band thicker than
/// ``thickestBand`` pixels is unwrapped from a copy of the image averaged
/// down until it is that thick; any other band, from the image as decoded.
///
/// The reader's stages count some things in pixels (the smallest mark,
/// grain, a gap), so a photo taken closer or at more megapixels otherwise
/// reads differently from the same scene smaller: on three labelled sets
/// upscaled 2.5 times (bands 150 to 630 pixels thick), 195 lines were read
/// where the originals read 204, with 23 wrong where they had 12, and a
/// record found without a ring split into 163 segments where it had 2.
/// Averaging down keeps the letters' shape and evens the sensor's grain
/// out instead of sampling it: at 200 pixels the upscaled sets read 199
/// (19 wrong) in 57% of the time, and of the original sets, whose bands
/// are 58 to 253 pixels, two images changed, each with one wrong line
/// more. (At 150, 201 and 15 wrong, but the original sets lost a line and
/// read two more wrong.)
///
/// A JPEG with a large given ring is already decoded reduced
/// (``DecodeReduction``, factors of two, keeping at least 160 pixels); this
/// evens out what remains, for every format and for a detected ring.
public struct WorkingScale: Sendable, Hashable {
    /// The thickest band, in pixels, unwrapped at the decoded scale.
    public static let thickestBand: Double = 200

    /// Pixels of the copy per pixel of the decoded image, in `(0, 1]`:
    /// `thickestBand / thickness` for a thicker band, else 1.
    public let factor: Double

    /// The working scale of `band`, judged by its
    /// ``Annulus/thinnestThickness`` in pixels of the decoded image.
    ///
    /// A band that has none (not ``Annulus/validated()``: NaN, infinite, a
    /// radius zero or negative, inverted, a scale not positive; or a
    /// thickness that overflows) gets 1: nothing is reduced on its account.
    ///
    /// - Complexity: O(1).
    public init(for band: Annulus) {
        guard let thickness = band.thinnestThickness, thickness > Self.thickestBand else {
            factor = 1
            return
        }
        factor = Self.thickestBand / thickness
    }

    /// `image` averaged down by ``factor`` (each side rounded, at least one
    /// pixel) and `band` in that copy's pixels (pixel centres aligned), or
    /// `nil` when the factor is 1 and the image is read as it is.
    ///
    /// - Complexity: O(width × height) of `image`.
    public func reduced(_ image: GrayImage, band: Annulus) -> (image: GrayImage, band: Annulus)? {
        guard factor < 1 else { return nil }
        let width = max(1, Int((Double(image.width) * factor).rounded()))
        let height = max(1, Int((Double(image.height) * factor).rounded()))
        let copy = image.scaled(toWidth: width, height: height)
        return (copy, Self.inCopy(band, from: image, to: copy))
    }

    /// `band`, in pixels of `original`, in pixels of `copy`, a resampling of
    /// it: centres map as pixel centres do, `(x + 0.5) · s − 0.5` with `s`
    /// the ratio of the widths (and of the heights), and radii shrink by
    /// the width's ratio.
    static func inCopy(_ band: Annulus, from original: GrayImage, to copy: GrayImage) -> Annulus {
        let sx = Double(copy.width) / Double(max(1, original.width))
        let sy = Double(copy.height) / Double(max(1, original.height))
        var scaled = band.scaled(by: sx, offset: Point(x: 0.5 * sx - 0.5, y: 0))
        scaled.center.y = (band.center.y + 0.5) * sy - 0.5
        return scaled
    }
}
