/// A prepared strip averaged over each pixel's neighbours and scored again
/// against its own noise: faint strokes stand out of grain they were lost in.
///
/// A scratched or stamped line under a glare, in heavy grain, can score
/// under the segmenter's threshold pixel by pixel and still be plain to a
/// person, who sees a stroke where the pixels line up. Averaging over a
/// 3 × 3 binomial kernel (weights 1 2 1 by 1 2 1, over 16) does the same:
/// grain that differs from pixel to pixel falls to about 0.375 of its
/// spread, while a stroke two or three pixels wide keeps most of its
/// score, so dividing by the averaged strip's own noise (1.4826 times its
/// median |score|, never under one grey level) lifts a stroke at 3 noise
/// units to about 6. The reader takes its ``SmoothedLook`` at such a
/// strip. Pure: values in, a value out.
public struct StripSmoother: Sendable {
    /// The least noise the averaged scores are divided by, in noise units
    /// of the strip given: grain that is independent from pixel to pixel
    /// averages to 0.375 of its spread, grain that is not to more, and a
    /// photo's strip is scored up at most four times rather than without
    /// bound. Nor is a unit ever under one grey level, the preparer's own
    /// least noise (``leastGreyLevels``).
    public static let leastNoise: Float = 0.25

    /// The least noise unit, in grey levels, of the averaged strip, as of
    /// the prepared one (``StripPreparer``): a strip with next to no grain
    /// (a drawn or blank image) is not scored up at all. Scored up, the
    /// steps of a drawn pattern all become ink, and segmenting the ink of a
    /// 3 × 40,000 pixel sliver took 52 seconds where the strip as prepared
    /// takes a tenth of one.
    public static let leastGreyLevels: Float = 1

    public init() {}

    /// `strip` averaged and scored again: the same size, its columns
    /// wrapping round the turn and its first and last rows repeated past
    /// its edges, and ``PreparedStrip/noise`` the grey levels of one new
    /// noise unit.
    ///
    /// A strip under 3 × 3 pixels, or whose scores do not fill it, is
    /// returned as it is. Scores that are not finite spread to their
    /// neighbours as the average of any number with NaN or infinity does;
    /// the noise is then measured on the finite scores alone, and is one
    /// unit when none is.
    ///
    /// - Complexity: O(width × height), two allocations besides the result.
    public func smoothed(_ strip: PreparedStrip) -> PreparedStrip {
        let (width, height) = (strip.width, strip.height)
        guard width >= 3, height >= 3, strip.scores.count == width * height else { return strip }
        var across = [Float](repeating: 0, count: width * height)
        strip.scores.withUnsafeBufferPointer { scores in
            across.withUnsafeMutableBufferPointer { across in
                for row in stride(from: 0, to: width * height, by: width) {
                    for x in 0..<width {
                        let left = x == 0 ? width - 1 : x - 1
                        let right = x == width - 1 ? 0 : x + 1
                        across[row + x] = (scores[row + left] + 2 * scores[row + x] + scores[row + right]) / 4
                    }
                }
            }
        }
        var smoothed = strip
        across.withUnsafeBufferPointer { across in
            smoothed.scores.withUnsafeMutableBufferPointer { out in
                for y in 0..<height {
                    let above = (y == 0 ? y : y - 1) * width
                    let below = (y == height - 1 ? y : y + 1) * width
                    let row = y * width
                    for x in 0..<width {
                        out[row + x] = (across[above + x] + 2 * across[row + x] + across[below + x]) / 4
                    }
                }
            }
        }
        let unit = Self.noiseUnit(of: smoothed.scores, leastGreyLevels: Self.leastGreyLevels, of: strip.noise)
        smoothed.scores.withUnsafeMutableBufferPointer { scores in
            for index in scores.indices { scores[index] /= unit }
        }
        smoothed.noise = strip.noise * unit
        return smoothed
    }

    /// 1.4826 times the median |score| of the finite `scores`, at least
    /// ``leastNoise`` and at least `leastGreyLevels` grey levels of a strip
    /// whose unit is `noise` grey levels (when that is a positive number);
    /// 1 when no score is finite, or when the unit would not be.
    ///
    /// - Complexity: O(n) expected for n scores.
    static func noiseUnit(of scores: [Float], leastGreyLevels: Float = 0, of noise: Float = 1) -> Float {
        var magnitudes = scores.compactMap { $0.isFinite ? abs($0) : nil }
        guard let median = magnitudes.sortedElement(atRank: magnitudes.count / 2) else { return 1 }
        let floor = noise.isFinite && noise > 0 ? leastGreyLevels / noise : 0
        let unit = max(leastNoise, floor, median * 1.4826)
        return unit.isFinite ? unit : 1
    }
}
