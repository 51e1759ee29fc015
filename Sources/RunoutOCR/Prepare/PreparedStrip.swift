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
    /// lighter is lighter than the wax (128 + 16 × score, clamped to 0...255).
    ///
    /// - Complexity: O(width × height), one allocation.
    public func visualized() -> GrayImage {
        var image = GrayImage(width: width, height: height)
        let count = min(scores.count, image.pixels.count)
        scores.withUnsafeBufferPointer { scores in
            image.pixels.withUnsafeMutableBufferPointer { pixels in
                for index in 0..<count {
                    pixels[index] = Self.grey(forScore: scores[index])
                }
            }
        }
        return image
    }

    /// `UInt8(max(0, min(255, 128 + score * 16)))` (NaN gives 255), without
    /// the conversion's range check, so that a loop of it can be vectorised:
    /// the clamped value `c` is truncated as the whole number nearest to it
    /// (adding 2²³ rounds to one, read from the mantissa), less 1 when that
    /// is above `c`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func grey(forScore score: Float) -> UInt8 {
        let clamped = max(0, min(255, 128 + score * 16))
        let magic: Float = 8_388_608
        let nearest = (clamped + magic) - magic
        let below: UInt8 = nearest > clamped ? 1 : 0
        return UInt8(truncatingIfNeeded: (clamped + magic).bitPattern) &- below
    }
}
