/// A strip with its background taken away: each pixel's signed contrast
/// against the wax around it, in units of the strip's noise.
///
/// Positive scores are lighter than the local background (a scratch catching
/// the light), negative ones darker (the same scratch under glare, or a
/// stamped letter's shadow). Long horizontal structure, such as the
/// concentric grooves, scores near zero.
public struct PreparedStrip: Sendable {
    public var width: Int
    public var height: Int
    /// `width * height` scores, row after row.
    public var scores: [Float]
    /// The noise level the scores are divided by, in grey levels.
    public var noise: Float

    /// The score at (`x`, `y`); `x` wraps around the turn.
    @inlinable
    public func score(x: Int, y: Int) -> Float {
        let wrapped = ((x % width) + width) % width
        return scores[y * width + wrapped]
    }

    /// Grey image of the scores for looking at: mid grey is background,
    /// lighter is lighter than the wax.
    public func visualized() -> GrayImage {
        var image = GrayImage(width: width, height: height)
        for index in scores.indices {
            image.pixels[index] = UInt8(max(0, min(255, 128 + scores[index] * 16)))
        }
        return image
    }
}
