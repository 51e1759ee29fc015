/// Builds the image the engine reads for one text segment: dark text on
/// white, straightened, the letters scaled to the height the model reads
/// best, with a white margin.
///
/// Straightening: the segment's ink is fitted with a centre line
/// `y = a + b·x (+ c·x²)` by weighted least squares, and each column is
/// shifted so that line is level. A ring that is a little off centre, or a
/// record photographed at an angle, makes lines in the strip slope or wave;
/// the engine reads level lines far better.
public struct SegmentImageBuilder: Sendable {
    /// Letter height the engine is given, in pixels.
    public var targetLetterHeight: Int
    /// Scores at or below this are paper white.
    public var whitePoint: Float
    /// |score| that counts as ink for fitting.
    public var inkThreshold: Float

    public init(targetLetterHeight: Int = 36, whitePoint: Float = 1.2, inkThreshold: Float = 3) {
        self.targetLetterHeight = targetLetterHeight
        self.whitePoint = whitePoint
        self.inkThreshold = inkThreshold
    }

    /// The fitted geometry of a segment's text.
    public struct Fit: Sendable, Hashable {
        /// Centre line: row = a + b·(column − origin) + c·(column − origin)².
        public var a: Double, b: Double, c: Double
        public var origin: Double
        /// Letter height in strip rows (ink spread around the centre line).
        public var letterHeight: Double
        /// The score that maps to full black.
        public var blackPoint: Float

        public func row(atColumn column: Double) -> Double {
            let x = column - origin
            return a + b * x + c * x * x
        }
    }

    /// Fits the centre line of a segment's ink read with `polarity`.
    public func fit(_ segment: TextSegment, in strip: PreparedStrip, polarity: Float) -> Fit {
        let columns = segment.columns
        let rows = segment.rows
        let origin = Double(columns.lowerBound + columns.upperBound) / 2
        var points: [(x: Double, y: Double, w: Double)] = []
        var inkScores: [Float] = []
        for row in rows {
            for column in columns {
                let score = polarity * strip.score(x: column, y: row)
                guard score >= inkThreshold else { continue }
                points.append((Double(column) - origin, Double(row), Double(min(score, 12))))
                inkScores.append(score)
            }
        }
        let middle = Double(rows.lowerBound + rows.upperBound - 1) / 2
        guard points.count >= 6 else {
            return Fit(a: middle, b: 0, c: 0, origin: origin, letterHeight: Double(max(1, rows.count)), blackPoint: 6)
        }
        let quadratic = Double(columns.count) > 8 * Double(rows.count)
        var (a, b, c) = Self.leastSquares(points, quadratic: quadratic) ?? (middle, 0, 0)
        // Slopes beyond 45° are not text lines; fall back to level.
        if !(abs(b) < 1) || !a.isFinite || !c.isFinite {
            (a, b, c) = (middle, 0, 0)
        }
        var deviations = points.map { point in point.y - (a + b * point.x + c * point.x * point.x) }
        // Both ranks lie in the array (at least 6 points).
        let low = deviations.sortedElement(atRank: deviations.count * 3 / 100) ?? 0
        let high = deviations.sortedElement(atRank: min(deviations.count - 1, deviations.count * 97 / 100)) ?? 0
        let centreShift = (low + high) / 2
        let height = max(3, high - low + 1)
        let rank = inkScores.count * 6 / 10
        let black = max(inkThreshold + 1, inkScores.sortedElement(atRank: rank) ?? 0)
        return Fit(a: a + centreShift, b: b, c: c, origin: origin, letterHeight: height, blackPoint: black)
    }

    /// Weighted least squares for y = a + b·x (+ c·x²); `nil` when singular.
    static func leastSquares(_ points: [(x: Double, y: Double, w: Double)], quadratic: Bool) -> (Double, Double, Double)? {
        var s = [Double](repeating: 0, count: 5)  // Σw x^k, k = 0...4
        var t = [Double](repeating: 0, count: 3)  // Σw y x^k, k = 0...2
        for p in points {
            var power = p.w
            for k in 0..<5 {
                s[k] += power
                if k < 3 { t[k] += power * p.y }
                power *= p.x
            }
        }
        if quadratic {
            // Solve the 3×3 normal equations by Cramer's rule.
            let m = [[s[0], s[1], s[2]], [s[1], s[2], s[3]], [s[2], s[3], s[4]]]
            let det = determinant(m)
            guard abs(det) > 1e-9 * max(1, abs(s[0] * s[2] * s[4])) else { return nil }
            func replaced(_ column: Int) -> [[Double]] {
                var copy = m
                for row in 0..<3 { copy[row][column] = t[row] }
                return copy
            }
            return (determinant(replaced(0)) / det, determinant(replaced(1)) / det, determinant(replaced(2)) / det)
        }
        let det = s[0] * s[2] - s[1] * s[1]
        guard abs(det) > 1e-9 * max(1, s[0] * s[2]) else { return nil }
        return ((t[0] * s[2] - t[1] * s[1]) / det, (s[0] * t[1] - s[1] * t[0]) / det, 0)
    }

    private static func determinant(_ m: [[Double]]) -> Double {
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// The engine's input for `segment`, read with `polarity` (+1: marks
    /// lighter than the wax), upright as the strip is (letter tops outward).
    /// Turn it half a turn for letters whose tops point inward.
    public func image(for segment: TextSegment, in strip: PreparedStrip, polarity: Float) -> GrayImage {
        image(for: segment, in: strip, polarity: polarity, fit: fit(segment, in: strip, polarity: polarity))
    }

    /// The engine's input for `segment` along an already fitted centre line,
    /// with its white margin of `targetLetterHeight / 2` on every side.
    ///
    /// Written row by row straight into the margined image. Each output
    /// column's strip columns (wrapped at the seam), its first strip row and
    /// the strip rows it reads blended across those two columns are worked
    /// out once; every pixel then blends two of those rows at its strip row
    /// and maps the score from `whitePoint` (white) to the fit's
    /// `blackPoint` (black): the bilinear blend of the scores at the pixel's
    /// strip point, term for term. Pixels whose strip row falls outside the
    /// strip (or is NaN) stay white. An empty strip, or one with too few
    /// scores, gives a white image of the same size.
    ///
    /// - Complexity: O(width × height) of the output, plus O(width × rows
    ///   read) for the columns' blends; three allocations besides the image.
    public func image(for segment: TextSegment, in strip: PreparedStrip, polarity: Float, fit: Fit) -> GrayImage {
        let height = fit.letterHeight
        let scale = Double(targetLetterHeight) / height
        let halfRows = height / 2 + max(2, height * 0.35)
        let margin = Int(max(2, height * 0.5))
        let firstColumn = segment.columns.lowerBound - margin
        let outWidth = max(1, Int((Double(segment.columns.count + 2 * margin) * scale).rounded()))
        let outHeight = max(1, Int((2 * halfRows * scale).rounded()))
        let border = max(0, targetLetterHeight / 2)
        var image = GrayImage(width: outWidth + 2 * border, height: outHeight + 2 * border, fill: 255)
        let width = strip.width
        let stripHeight = strip.height
        guard width > 0, stripHeight > 0, strip.scores.count >= width * stripHeight else { return image }
        let range = max(0.5, fit.blackPoint - whitePoint)
        // A score at or below the white point makes ink 0, white, which the
        // image already holds, whenever `range` is finite (at least 0.5): the
        // division gives 0 or less (−∞ for −∞). Only an infinite range (a
        // black point of +∞) makes −∞ / ∞ NaN, which reads black: then every
        // pixel is worked out.
        let whiteAtOrBelow = range.isFinite
        let inverseScale = 1 / scale
        let lastRow = Double(stripHeight - 1)
        // Per output column: the strip row of the first output row, and the
        // scores of the strip rows it can read blended across its two strip
        // columns (wrapped around the turn) once, not once per output row
        // (letters are enlarged about 2.5 times, so each is read about 2.5 times).
        let span = Int((Double(outHeight - 1) * inverseScale).rounded(.up)) + 3
        var firstRows = [Double](repeating: .nan, count: outWidth)
        var baseRows = [Int](repeating: 0, count: outWidth)
        var blended = [Float](repeating: 0, count: outWidth * span)
        strip.scores.withUnsafeBufferPointer { scores in
            blended.withUnsafeMutableBufferPointer { blended in
                for x in 0..<outWidth {
                    let column = Double(firstColumn) + (Double(x) + 0.5) * inverseScale - 0.5
                    let centre = fit.row(atColumn: column)
                    let c0 = Int(column.rounded(.down))
                    let fx = Float(column - Double(c0))
                    let left = ((c0 % width) + width) % width
                    let right = left + 1 == width ? 0 : left + 1
                    let firstRow = centre - halfRows + 0.5 * inverseScale - 0.5
                    firstRows[x] = firstRow
                    // No output row of this column falls in the strip.
                    guard firstRow <= lastRow, firstRow + Double(outHeight - 1) * inverseScale >= 0 else { continue }
                    let base = firstRow <= 0 ? 0 : Int(firstRow)
                    baseRows[x] = base
                    for k in 0..<min(span, stripHeight - base) {
                        let r = base + k
                        blended[x * span + k] = scores[r * width + left] * (1 - fx) + scores[r * width + right] * fx
                    }
                }
            }
        }
        let imageWidth = image.width
        image.pixels.withUnsafeMutableBufferPointer { pixels in
            blended.withUnsafeBufferPointer { blended in
                baseRows.withUnsafeBufferPointer { baseRows in
                    firstRows.withUnsafeBufferPointer { firstRows in
                        for y in 0..<outHeight {
                            let offset = Double(y) * inverseScale
                            let line = (y + border) * imageWidth + border
                            for x in 0..<outWidth {
                                let row = firstRows[x] + offset
                                guard row >= 0, row <= lastRow else { continue }
                                let r0 = Int(row)
                                let r1 = min(stripHeight - 1, r0 + 1)
                                let fy = Float(row - Double(r0))
                                let held = x * span - baseRows[x]
                                let top = blended[held + r0]
                                let bottom = blended[held + r1]
                                let score = polarity * (top * (1 - fy) + bottom * fy)
                                // At or below the white point the pixel is the white it
                                // was filled with (see `whiteAtOrBelow`): most pixels.
                                guard !(whiteAtOrBelow && score <= whitePoint) else { continue }
                                let ink = max(0, min(1, (score - whitePoint) / range))
                                pixels[line + x] = UInt8(255 - ink * 255)
                            }
                        }
                    }
                }
            }
        }
        return image
    }
}
