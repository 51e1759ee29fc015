/// Takes the background out of an unwrapped strip.
///
/// The background of each row is its running median along the turn (a
/// window of ``windowColumns`` columns, wrapping at the seam): etchings are
/// short and sparse along a row, so the median is the wax, the groove or the
/// glare there, and subtracting it removes all three while keeping letters.
/// The residual is divided by the strip's robust noise level (the median
/// absolute residual), so that thresholds mean the same on every photo.
public struct StripPreparer: Sendable {
    /// Width of the running median window, in columns, as a multiple of the strip height.
    public var windowHeights: Double
    /// Columns between median evaluations (linear in between).
    public var evaluationStep: Int

    public init(windowHeights: Double = 1.5, evaluationStep: Int = 8) {
        self.windowHeights = windowHeights
        self.evaluationStep = evaluationStep
    }

    /// The background-free scores of `strip`.
    ///
    /// - Complexity: O(width × height) for the running histograms, plus
    ///   O(256 × width × height / evaluationStep) for the median look-ups.
    public func prepare(_ strip: GrayImage) -> PreparedStrip {
        let width = strip.width
        let height = strip.height
        guard width > 0, height > 0 else { return PreparedStrip(width: width, height: height, scores: [], noise: 1) }
        let window = max(31, min(width, Int(Double(height) * windowHeights)) | 1)
        let half = window / 2
        let step = max(1, evaluationStep)
        var residual = [Float](repeating: 0, count: width * height)
        var background = [Float](repeating: 0, count: width)
        strip.pixels.withUnsafeBufferPointer { pixels in
            var histogram = [Int32](repeating: 0, count: 256)
            for y in 0..<height {
                let row = y * width
                for index in histogram.indices { histogram[index] = 0 }
                // Window centred on column 0, wrapping.
                for offset in -half...half {
                    histogram[Int(pixels[row + ((offset % width) + width) % width])] += 1
                }
                var knots: [(Int, Float)] = []
                var column = 0
                while column < width {
                    if column % step == 0 || column == width - 1 {
                        knots.append((column, Self.median(histogram, count: window)))
                    }
                    // Slide the window one column right.
                    let leaving = ((column - half) % width + width) % width
                    let entering = (column + half + 1) % width
                    histogram[Int(pixels[row + leaving])] -= 1
                    histogram[Int(pixels[row + entering])] += 1
                    column += 1
                }
                for k in 0..<(knots.count - 1) {
                    let (x0, v0) = knots[k]
                    let (x1, v1) = knots[k + 1]
                    let span = Float(max(1, x1 - x0))
                    for x in x0...x1 {
                        background[x] = v0 + (v1 - v0) * Float(x - x0) / span
                    }
                }
                if knots.count == 1 { background[0] = knots[0].1 }
                for x in 0..<width {
                    residual[row + x] = Float(pixels[row + x]) - background[x]
                }
            }
        }
        let noise = max(1, Self.medianAbsolute(residual) * 1.4826)
        for index in residual.indices { residual[index] /= noise }
        return PreparedStrip(width: width, height: height, scores: residual, noise: noise)
    }

    private static func median(_ histogram: [Int32], count: Int) -> Float {
        let target = Int32(count / 2)
        var seen: Int32 = 0
        for value in 0..<256 {
            seen += histogram[value]
            if seen > target { return Float(value) }
        }
        return 255
    }

    /// Median of |values| via a coarse histogram (0.05 grey-level bins up to 64).
    private static func medianAbsolute(_ values: [Float]) -> Float {
        guard !values.isEmpty else { return 1 }
        let bins = 1280
        var histogram = [Int](repeating: 0, count: bins + 1)
        for value in values {
            let bin = min(bins, Int(abs(value) * 20))
            histogram[bin] += 1
        }
        let target = values.count / 2
        var seen = 0
        for bin in 0...bins {
            seen += histogram[bin]
            if seen > target { return Float(bin) / 20 + 0.025 }
        }
        return 64
    }
}
