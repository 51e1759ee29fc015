/// Finds the centre of a record: every groove, the label's edge and the
/// dead wax's rim are circles about one point, and each of their edge
/// pixels' gradients points along a line through it. Each strong edge pixel
/// votes along its gradient line; the centre is where the votes pile up.
///
/// Works on a thumbnail (a few hundred pixels across), so it costs a few
/// milliseconds whatever the photo's size.
public struct CentreFinder: Sendable {
    /// The share of pixels, by gradient strength, that vote.
    public var votingShare: Double

    public init(votingShare: Double = 0.06) {
        self.votingShare = votingShare
    }

    /// The centre in the thumbnail's pixels and the share of all votes that
    /// fell near it (0...1), or `nil` for an image too small or too flat to
    /// vote. `region` limits where the centre may be (x0, y0, x1, y1).
    public func centre(
        in image: GrayImage, within region: (Double, Double, Double, Double)? = nil
    ) -> (point: Point, support: Double)? {
        let width = image.width
        let height = image.height
        guard width >= 16, height >= 16 else { return nil }
        // Sobel gradients.
        var gx = [Float](repeating: 0, count: width * height)
        var gy = [Float](repeating: 0, count: width * height)
        var magnitudes: [Float] = []
        magnitudes.reserveCapacity(width * height)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) {
                    let i = y * width + x
                    let a = Float(p[i - width - 1]), b = Float(p[i - width]), c = Float(p[i - width + 1])
                    let d = Float(p[i - 1]), f = Float(p[i + 1])
                    let g = Float(p[i + width - 1]), h = Float(p[i + width]), k = Float(p[i + width + 1])
                    gx[i] = (c + 2 * f + k) - (a + 2 * d + g)
                    gy[i] = (g + 2 * h + k) - (a + 2 * b + c)
                    magnitudes.append(gx[i] * gx[i] + gy[i] * gy[i])
                }
            }
        }
        guard !magnitudes.isEmpty else { return nil }
        let rank = min(magnitudes.count - 1, Int(Double(magnitudes.count) * (1 - votingShare)))
        guard let cut = magnitudes.select(rank: rank), cut > 16 else { return nil }
        var votes = [Float](repeating: 0, count: width * height)
        var total: Float = 0
        let reach = Float(max(width, height))
        let (fw, fh) = (Float(width), Float(height))
        votes.withUnsafeMutableBufferPointer { votes in
            for y in 1..<(height - 1) {
                for x in 1..<(width - 1) {
                    let i = y * width + x
                    let m2 = gx[i] * gx[i] + gy[i] * gy[i]
                    guard m2 >= cut else { continue }
                    let m = m2.squareRoot()
                    let dx = gx[i] / m
                    let dy = gy[i] / m
                    // Walk both ways along the gradient line, one vote per
                    // step of one pixel, until the line leaves the image.
                    for direction: Float in [-1, 1] {
                        var px = Float(x) + direction * 3 * dx
                        var py = Float(y) + direction * 3 * dy
                        let (sx, sy) = (direction * dx, direction * dy)
                        var t: Float = 3
                        while t < reach, px >= 0, py >= 0, px < fw, py < fh {
                            votes[Int(py) * width + Int(px)] += 1
                            total += 1
                            px += sx
                            py += sy
                            t += 1
                        }
                    }
                }
            }
        }
        guard total > 0 else { return nil }
        // Smooth the votes with a box and take the peak inside the region.
        let radius = max(2, min(width, height) / 100)
        let smoothed = Self.boxBlur(votes, width: width, height: height, radius: radius)
        var best = -1
        var bestValue: Float = -1
        // The region, clipped to the image; nothing to find when it misses it.
        let (rx0, ry0, rx1, ry1) = region ?? (0, 0, Double(width - 1), Double(height - 1))
        guard rx0.isFinite, ry0.isFinite, rx1.isFinite, ry1.isFinite else { return nil }
        let x0 = Int(max(0, min(Double(width - 1), rx0)))
        let x1 = Int(max(0, min(Double(width - 1), rx1)))
        let y0 = Int(max(0, min(Double(height - 1), ry0)))
        let y1 = Int(max(0, min(Double(height - 1), ry1)))
        guard rx1 >= 0, ry1 >= 0, rx0 <= Double(width - 1), ry0 <= Double(height - 1), x0 <= x1, y0 <= y1 else {
            return nil
        }
        for y in y0...y1 {
            for x in x0...x1 where smoothed[y * width + x] > bestValue {
                bestValue = smoothed[y * width + x]
                best = y * width + x
            }
        }
        guard best >= 0 else { return nil }
        // Sub-pixel: the votes' centroid around the peak.
        let px = best % width
        let py = best / width
        var sx = 0.0, sy = 0.0, sw = 0.0
        let window = radius * 2
        for y in max(0, py - window)...min(height - 1, py + window) {
            for x in max(0, px - window)...min(width - 1, px + window) {
                let w = Double(votes[y * width + x])
                sx += w * Double(x)
                sy += w * Double(y)
                sw += w
            }
        }
        let point = sw > 0 ? Point(x: sx / sw + 0.5, y: sy / sw + 0.5) : Point(x: Double(px), y: Double(py))
        let support = Double(bestValue) * Double((2 * radius + 1) * (2 * radius + 1)) / Double(total)
        return (point, min(1, support))
    }

    static func boxBlur(_ values: [Float], width: Int, height: Int, radius: Int) -> [Float] {
        var horizontal = [Float](repeating: 0, count: values.count)
        for y in 0..<height {
            var sum: Float = 0
            let row = y * width
            for x in 0..<min(width, radius + 1) { sum += values[row + x] }
            for x in 0..<width {
                horizontal[row + x] = sum
                if x + radius + 1 < width { sum += values[row + x + radius + 1] }
                if x - radius >= 0 { sum -= values[row + x - radius] }
            }
        }
        var out = [Float](repeating: 0, count: values.count)
        for x in 0..<width {
            var sum: Float = 0
            for y in 0..<min(height, radius + 1) { sum += horizontal[y * width + x] }
            for y in 0..<height {
                out[y * width + x] = sum
                if y + radius + 1 < height { sum += horizontal[(y + radius + 1) * width + x] }
                if y - radius >= 0 { sum -= horizontal[(y - radius) * width + x] }
            }
        }
        return out
    }
}
