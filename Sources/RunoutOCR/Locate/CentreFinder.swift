/// Finds the centre of a record: every groove, the label's edge and the
/// dead wax's rim are circles about one point, and each of their edge
/// pixels' gradients points along a line through it. Each strong edge pixel
/// votes along its gradient line; the centre is where the votes pile up.
///
/// Works on a thumbnail (a few hundred pixels across), so it costs a few
/// milliseconds whatever the photo's size.
public struct CentreFinder: Sendable {
    /// The share of pixels, by gradient strength, that vote: at most, as
    /// only gradients over a grey level vote at all.
    public var votingShare: Double

    public init(votingShare: Double = 0.06) {
        self.votingShare = votingShare
    }

    /// The fewest pixels that may vote: fewer are no circle, only specks.
    static let minimumVoters = 16

    /// The centre in the thumbnail's pixels and the share of all votes that
    /// fell near it (0...1), or `nil` for an image too small or too flat to
    /// vote, or 2²² pixels or more on a side. `region` limits where the
    /// centre may be (x0, y0, x1, y1).
    ///
    /// The votes are counted in 16-bit integers (moved into `Float` totals
    /// before they can overflow) and the two walks of each voting pixel taken
    /// side by side; every vote lands where a walk of repeated `Float` steps
    /// puts it, and every count stays a whole number below 2²⁴, so the answer
    /// is the same, bit for bit, as counting in `Float` one walk at a time.
    ///
    /// The gradients are worked out in integers (each a whole number that
    /// `Float` holds exactly) and kept only as squared magnitudes; a voting
    /// pixel's gradient is worked out again when it votes. A walk's position
    /// is turned into a pixel by `flooredIndex`, which also says when
    /// the walk has left the image: no trapping conversion per vote.
    ///
    /// - Complexity: O(width × height) for the gradients, the threshold and
    ///   the smoothing, plus O(voters × max(width, height)) for the walks.
    public func centre(
        in image: GrayImage, within region: (Double, Double, Double, Double)? = nil
    ) -> (point: Point, support: Double)? {
        let width = image.width
        let height = image.height
        guard width >= 16, height >= 16, max(width, height) < 1 << 22, image.pixels.count == width * height else {
            return nil
        }
        let count = width * height
        // Squared Sobel magnitudes of the inner pixels, row after row. Every
        // one is a whole number below 2²² (|gx|, |gy| ≤ 4 · 255), exact in Float.
        var magnitudes = [UInt32](repeating: 0, count: (width - 2) * (height - 2))
        image.pixels.withUnsafeBufferPointer { p in
            magnitudes.withUnsafeMutableBufferPointer { magnitudes in
                guard let p = p.baseAddress, let out = magnitudes.baseAddress else { return }
                var next = 0
                for y in 1..<(height - 1) {
                    for x in 1..<(width - 1) {
                        let (sx, sy) = Self.sobel(p, at: y &* width &+ x, width: width)
                        out[next] = UInt32(truncatingIfNeeded: sx &* sx &+ sy &* sy)
                        next &+= 1
                    }
                }
            }
        }
        guard !magnitudes.isEmpty else { return nil }
        let rank = min(magnitudes.count - 1, Int(Double(magnitudes.count) * (1 - votingShare)))
        // Only a gradient over 16 (squared; about one grey level across the
        // Sobel window) votes. When fewer pixels than the share have one (a
        // flat picture with one sharp circle: a lossless colour photo's
        // chroma, exactly 0 on the wax), those that have one still vote,
        // if there are at least `minimumVoters` of them.
        let cut = max(17, Self.select(rank: rank, in: magnitudes))
        guard magnitudes.count(where: { $0 >= cut }) >= Self.minimumVoters else { return nil }
        // Votes are tallied in 16 bits, which keeps the tally within the
        // cache, and moved into `voteMap` before any can overflow: a walk of
        // unit steps along a line puts at most 2 votes in one pixel, so one
        // voting pixel at most 4, and `flushEvery` voters at most 32,000.
        var counts = [UInt16](repeating: 0, count: count)
        var voteMap = [Float](repeating: 0, count: count)
        let flushEvery = 8_000
        var votes = 0
        // A walk stops after `steps` votes (t = 3, 4, … below max(width, height)) or on leaving the image.
        let steps = max(0, max(width, height) - 3)
        let (columns, rows) = (UInt(width), UInt(height))
        image.pixels.withUnsafeBufferPointer { p in
            magnitudes.withUnsafeBufferPointer { magnitudes in
                counts.withUnsafeMutableBufferPointer { counts in
                    voteMap.withUnsafeMutableBufferPointer { voteMap in
                        guard let p = p.baseAddress, let tally = counts.baseAddress, let magnitudes = magnitudes.baseAddress
                        else { return }
                        func flush() {
                            for index in 0..<count {
                                voteMap[index] += Float(tally[index])
                                tally[index] = 0
                            }
                        }
                        /// The pixel under (`px`, `py`), or `nil` when the
                        /// point is outside the image (or NaN): `px >= 0, py
                        /// >= 0, px < width, py < height` and the truncations.
                        @inline(__always) func pixel(_ px: Float, _ py: Float) -> Int? {
                            let (column, row) = (px.flooredIndex, py.flooredIndex)
                            guard UInt(bitPattern: column) < columns, UInt(bitPattern: row) < rows else { return nil }
                            return row &* width &+ column
                        }
                        /// Walks on from (`x`, `y`) by (`dx`, `dy`), one vote
                        /// per step, from step `from` until `steps` or the
                        /// edge; returns the step reached.
                        @inline(__always) func finishWalk(
                            x: inout Float, y: inout Float, dx: Float, dy: Float, from: Int
                        ) -> Int {
                            var step = from
                            while step < steps, let index = pixel(x, y) {
                                tally[index] &+= 1
                                x += dx
                                y += dy
                                step &+= 1
                            }
                            return step
                        }
                        var voters = 0
                        var next = 0
                        for y in 1..<(height - 1) {
                            for x in 1..<(width - 1) {
                                defer { next &+= 1 }
                                guard magnitudes[next] >= cut else { continue }
                                voters &+= 1
                                if voters == flushEvery {
                                    flush()
                                    voters = 0
                                }
                                let (gx, gy) = Self.sobel(p, at: y &* width &+ x, width: width)
                                let m = Float(magnitudes[next]).squareRoot()
                                let dx = Float(gx) / m
                                let dy = Float(gy) / m
                                // Walk both ways along the gradient line, one vote per
                                // step of one pixel, until the line leaves the image:
                                // the backward walk (a) and the forward one (b) together.
                                let (back, ahead): (Float, Float) = (-1, 1)
                                var ax = Float(x) + back * 3 * dx
                                var ay = Float(y) + back * 3 * dy
                                var bx = Float(x) + ahead * 3 * dx
                                var by = Float(y) + ahead * 3 * dy
                                let (asx, asy) = (back * dx, back * dy)
                                let (bsx, bsy) = (ahead * dx, ahead * dy)
                                var step = 0
                                while step < steps, let a = pixel(ax, ay), let b = pixel(bx, by) {
                                    tally[a] &+= 1
                                    tally[b] &+= 1
                                    ax += asx
                                    ay += asy
                                    bx += bsx
                                    by += bsy
                                    step &+= 1
                                }
                                // Whichever walk is still inside goes on alone.
                                votes &+= finishWalk(x: &ax, y: &ay, dx: asx, dy: asy, from: step)
                                votes &+= finishWalk(x: &bx, y: &by, dx: bsx, dy: bsy, from: step)
                            }
                        }
                        flush()
                    }
                }
            }
        }
        guard votes > 0 else { return nil }
        // The vote total as a Float count would hold it: exact up to 2²⁴, then stuck there.
        let total = Float(min(votes, 1 << 24))
        // Smooth the votes with a box and take the peak inside the region.
        let radius = max(2, min(width, height) / 100)
        let smoothed = Self.boxBlur(voteMap, width: width, height: height, radius: radius)
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
        smoothed.withUnsafeBufferPointer { smoothed in
            for y in y0...y1 {
                for x in x0...x1 where smoothed[y &* width &+ x] > bestValue {
                    bestValue = smoothed[y &* width &+ x]
                    best = y &* width &+ x
                }
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
                let w = Double(voteMap[y * width + x])
                sx += w * Double(x)
                sy += w * Double(y)
                sw += w
            }
        }
        let point = sw > 0 ? Point(x: sx / sw + 0.5, y: sy / sw + 0.5) : Point(x: Double(px), y: Double(py))
        let support = Double(bestValue) * Double((2 * radius + 1) * (2 * radius + 1)) / Double(total)
        return (point, min(1, support))
    }

    /// The Sobel gradient (x, y) at the inner pixel `i` of an image `width`
    /// pixels wide: whole numbers within ±1020.
    ///
    /// - Precondition: `i` is neither in the first or last row nor column.
    @inline(__always)
    static func sobel(_ p: UnsafePointer<UInt8>, at i: Int, width: Int) -> (Int, Int) {
        let above = p + (i &- width)
        let here = p + i
        let below = p + (i &+ width)
        let a = Int(above[-1]), b = Int(above[0]), c = Int(above[1])
        let d = Int(here[-1]), f = Int(here[1])
        let g = Int(below[-1]), h = Int(below[0]), k = Int(below[1])
        let sx = (c &+ 2 &* f &+ k) &- (a &+ 2 &* d &+ g)
        let sy = (g &+ 2 &* h &+ k) &- (a &+ 2 &* b &+ c)
        return (sx, sy)
    }

    /// The value `values.sorted()[rank]` would give, found by two counting
    /// passes (the top 11 bits, then the low 11 among the values sharing the
    /// answer's top bits); 0 for a rank outside the array.
    ///
    /// - Precondition: every value is below 2²² (squared Sobel magnitudes of
    ///   bytes are at most 2 · 1020²).
    /// - Complexity: O(values.count + 2¹¹), no sorting.
    static func select(rank: Int, in values: [UInt32]) -> UInt32 {
        guard rank >= 0, rank < values.count else { return 0 }
        let bins = 1 << 11
        var histogram = [Int](repeating: 0, count: bins)
        return values.withUnsafeBufferPointer { values in
            histogram.withUnsafeMutableBufferPointer { histogram in
                for value in values { histogram[Int(min(value >> 11, UInt32(bins - 1)))] += 1 }
                var seen = 0
                var high = 0
                while seen + histogram[high] <= rank {
                    seen += histogram[high]
                    high += 1
                }
                let remaining = rank - seen
                for index in 0..<bins { histogram[index] = 0 }
                for value in values where Int(min(value >> 11, UInt32(bins - 1))) == high {
                    histogram[Int(value & UInt32(bins - 1))] += 1
                }
                seen = 0
                var low = 0
                while seen + histogram[low] <= remaining {
                    seen += histogram[low]
                    low += 1
                }
                return UInt32(high << 11 | low)
            }
        }
    }

    /// The sums of `values` over the (2·`radius` + 1)² box about each pixel,
    /// clipped to the image: running sums along each row, then down each
    /// column (all columns together, row by row, for the cache), in `Float`,
    /// in that order (exact while the sums are whole
    /// numbers below 2²⁴, as vote counts are). `values` must hold `width ×
    /// height` numbers; anything else (or a size of 0) gives them back as they are.
    ///
    /// - Complexity: O(width × height) whatever the radius.
    static func boxBlur(_ values: [Float], width: Int, height: Int, radius: Int) -> [Float] {
        guard width > 0, height > 0, radius >= 0, values.count == width * height else { return values }
        var horizontal = [Float](repeating: 0, count: values.count)
        var out = [Float](repeating: 0, count: values.count)
        values.withUnsafeBufferPointer { values in
            horizontal.withUnsafeMutableBufferPointer { horizontal in
                out.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        var sum: Float = 0
                        let row = y &* width
                        for x in 0..<min(width, radius + 1) { sum += values[row &+ x] }
                        for x in 0..<width {
                            horizontal[row &+ x] = sum
                            if x &+ radius &+ 1 < width { sum += values[row &+ x &+ radius &+ 1] }
                            if x &- radius >= 0 { sum -= values[row &+ x &- radius] }
                        }
                    }
                    // Down the columns all at once, row by row: each
                    // column's running sum takes the same steps in the same
                    // order as a walk down that column alone.
                    var sums = [Float](repeating: 0, count: width)
                    sums.withUnsafeMutableBufferPointer { sums in
                        for y in 0..<min(height, radius + 1) {
                            for x in 0..<width { sums[x] += horizontal[y &* width &+ x] }
                        }
                        for y in 0..<height {
                            let row = y &* width
                            for x in 0..<width { out[row &+ x] = sums[x] }
                            if y &+ radius &+ 1 < height {
                                let entering = (y &+ radius &+ 1) &* width
                                for x in 0..<width { sums[x] += horizontal[entering &+ x] }
                            }
                            if y &- radius >= 0 {
                                let leaving = (y &- radius) &* width
                                for x in 0..<width { sums[x] -= horizontal[leaving &+ x] }
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
