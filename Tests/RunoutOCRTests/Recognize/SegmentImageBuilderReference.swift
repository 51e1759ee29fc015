@testable import RunoutOCR

/// The segment image's first implementation, kept to check the fast one bit
/// for bit: filled column by column into an image of the text's size, then
/// copied into one with the white margin (`padded(by:)` below).
struct ReferenceSegmentImageBuilder {
    var builder: SegmentImageBuilder

    func image(for segment: TextSegment, in strip: PreparedStrip, polarity: Float, fit: SegmentImageBuilder.Fit) -> GrayImage {
        let height = fit.letterHeight
        let scale = Double(builder.targetLetterHeight) / height
        let halfRows = height / 2 + max(2, height * 0.35)
        let margin = Int(max(2, height * 0.5))
        let firstColumn = segment.columns.lowerBound - margin
        let outWidth = max(1, Int((Double(segment.columns.count + 2 * margin) * scale).rounded()))
        let outHeight = max(1, Int((2 * halfRows * scale).rounded()))
        var image = GrayImage(width: outWidth, height: outHeight, fill: 255)
        let width = strip.width
        let stripHeight = strip.height
        guard width > 0, stripHeight > 0, strip.scores.count >= width * stripHeight else {
            return image.padded(by: builder.targetLetterHeight / 2)
        }
        let range = max(0.5, fit.blackPoint - builder.whitePoint)
        let inverseScale = 1 / scale
        let lastRow = Double(stripHeight - 1)
        for x in 0..<outWidth {
            let column = Double(firstColumn) + (Double(x) + 0.5) * inverseScale - 0.5
            let centre = fit.row(atColumn: column)
            let c0 = Int(column.rounded(.down))
            let fx = Float(column - Double(c0))
            let left = ((c0 % width) + width) % width
            let right = left + 1 == width ? 0 : left + 1
            let firstRow = centre - halfRows + 0.5 * inverseScale - 0.5
            for y in 0..<outHeight {
                let row = firstRow + Double(y) * inverseScale
                guard row >= 0, row <= lastRow else { continue }
                let r0 = Int(row)
                let r1 = min(stripHeight - 1, r0 + 1)
                let fy = Float(row - Double(r0))
                let top = strip.scores[r0 * width + left] * (1 - fx) + strip.scores[r0 * width + right] * fx
                let bottom = strip.scores[r1 * width + left] * (1 - fx) + strip.scores[r1 * width + right] * fx
                let score = polarity * (top * (1 - fy) + bottom * fy)
                let ink = max(0, min(1, (score - builder.whitePoint) / range))
                image.pixels[y * outWidth + x] = UInt8(255 - ink * 255)
            }
        }
        return image.padded(by: builder.targetLetterHeight / 2)
    }
}

extension ReferenceSegmentImageBuilder {
    /// The fit as first written: the deviations and the ink scores sorted
    /// whole, the percentiles read off them.
    func fit(_ segment: TextSegment, in strip: PreparedStrip, polarity: Float) -> SegmentImageBuilder.Fit {
        let columns = segment.columns
        let rows = segment.rows
        let origin = Double(columns.lowerBound + columns.upperBound) / 2
        var points: [(x: Double, y: Double, w: Double)] = []
        var inkScores: [Float] = []
        for row in rows {
            for column in columns {
                let score = polarity * strip.score(x: column, y: row)
                guard score >= builder.inkThreshold else { continue }
                points.append((Double(column) - origin, Double(row), Double(min(score, 12))))
                inkScores.append(score)
            }
        }
        let middle = Double(rows.lowerBound + rows.upperBound - 1) / 2
        guard points.count >= 6 else {
            return SegmentImageBuilder.Fit(
                a: middle, b: 0, c: 0, origin: origin, letterHeight: Double(max(1, rows.count)), blackPoint: 6)
        }
        let quadratic = Double(columns.count) > 8 * Double(rows.count)
        var (a, b, c) = SegmentImageBuilder.leastSquares(points, quadratic: quadratic) ?? (middle, 0, 0)
        if !(abs(b) < 1) || !a.isFinite || !c.isFinite {
            (a, b, c) = (middle, 0, 0)
        }
        var deviations = points.map { point in point.y - (a + b * point.x + c * point.x * point.x) }
        deviations.sort()
        let low = deviations[deviations.count * 3 / 100]
        let high = deviations[min(deviations.count - 1, deviations.count * 97 / 100)]
        let centreShift = (low + high) / 2
        let height = max(3, high - low + 1)
        inkScores.sort()
        let black = max(builder.inkThreshold + 1, inkScores[inkScores.count * 6 / 10])
        return SegmentImageBuilder.Fit(a: a + centreShift, b: b, c: c, origin: origin, letterHeight: height, blackPoint: black)
    }
}

extension GrayImage {
    /// The image with a border of `margin` pixels of `value` on every side:
    /// how the first segment image got its margin.
    fileprivate func padded(by margin: Int, value: UInt8 = 255) -> GrayImage {
        let m = max(0, margin)
        var out = GrayImage(width: width + 2 * m, height: height + 2 * m, fill: value)
        for y in 0..<height {
            let source = y * width
            let target = (y + m) * out.width + m
            out.pixels.replaceSubrange(target..<(target + width), with: pixels[source..<(source + width)])
        }
        return out
    }
}
