/// Two lines etched one above the other at one angle, found in one segment,
/// and each read from a window of its own.
///
/// Stacked lines share columns. When their letters touch (a blurred stamp,
/// a letter broken across the gap between them) or the ring is a little off
/// the record's centre so that both lines slope across the strip and share
/// rows, the segmenter keeps them as one segment, and no reading of that
/// window gets either line: the English model reads the two lines as one
/// (`T 7TCE 2NHOUSE` for `TOWNHOUSE` over `7TCE 2967-8`), or the upper one
/// alone.
///
/// ``lines(in:of:letterHeight:threshold:)`` looks at the segment's ink
/// row by row, sheared along each slope of ``slopes``: the slope that
/// gathers the ink into the fewest rows (the largest sum of squared row
/// counts) is the lines'. Along it, two stacked lines are two bands of ink,
/// each about a letter high, with rows of far less ink between them (a few
/// touching letters cross the gap); and no letter of either line is cut by
/// the gap. ``window(of:from:)`` copies one band, levelled, into a window of
/// its own with nothing of the other line in it.
///
/// In the sixteen labelled sets we measure on (every image of every tier),
/// ten segments split, eight of them grain or glare that read as nothing
/// either way, and two lines: `TOWNHOUSE` over `7TCE 2967-8`, sloping a fifth of
/// a row per column on a tilted record, now both read right; and a stamped
/// pair whose letters touched, whose lower line a hand-scratched mark
/// beside it joins (`EL 2C 511-86110 A` for `2C 511-86110 A`, wrong).
/// Pure.
public enum StackedLines {
    /// One of two stacked lines: where it lies in the strip and how to cut it out.
    public struct Line: Sendable, Hashable {
        /// The line in the strip's coordinates: the columns its ink spans
        /// and the rows its band crosses there; the segment a reading is
        /// placed by.
        public var segment: TextSegment
        /// Rows per column along which the line runs.
        public var slope: Double
        /// The band's top row at the line's first column.
        public var top: Double
        /// The band's height in rows.
        public var height: Int
        /// Rows of the window above and below the band: none of the other
        /// line's band, at most a third of this one's height.
        public var margin: Int
    }

    /// The slopes (rows per column) tried: level, and up to three rows in
    /// ten either way (a ring a few percent off the record's centre).
    public static let slopes: [Double] = (-15...15).map { Double($0) / 50 }

    /// The most ink a row between two stacked lines may hold, as a share of
    /// the lesser band's fullest row.
    public static let mostGapInk = 0.45

    /// The least fullest row of a band, as a share of the segment's fullest row.
    public static let leastBandRow = 0.25

    /// Where a band ends away from the gap: its first row holding at most
    /// this share of its fullest row.
    public static let bandEdgeInk = 0.1

    /// The least height of a segment that may hold two lines, in letter heights.
    public static let leastHeight = 1.7

    /// How high a band may be, in letter heights.
    public static let bandHeights = 0.6...1.6

    /// The least rows of a band.
    public static let leastBandHeight = 6

    /// The least share of the segment's ink in each band.
    public static let leastBandInk = 0.2

    /// The two lines stacked in `segment` of `strip`, upper (outer) first;
    /// `nil` when it holds one line, or when the segment or strip cannot be
    /// read (empty, scores not `width × height`, columns wider than the
    /// strip, a letter height that is not positive, a threshold that is not
    /// finite). `letterHeight` is the strip's
    /// (``TextSegmenter/lines(of:)``); ink is |score| ≥ `threshold`.
    ///
    /// Along the lines' slope:
    /// - the segment is at least ``leastHeight`` letters high;
    /// - the gap is the row with the least ink for the fullest rows above
    ///   and below it, at most ``mostGapInk`` of the lesser, which is at
    ///   least ``leastBandRow`` of the segment's fullest row;
    /// - a band runs from the gap out to its first row under
    ///   ``bandEdgeInk`` of its fullest, and is ``bandHeights`` letters
    ///   high and ``leastBandHeight`` rows or more;
    /// - at most one letter in five (one at least) reaches a quarter of a
    ///   letter past the gap's middle on both sides
    ///   (``letterSpans(of:columns:rows:letterHeight:slope:)``);
    /// - each band holds ``leastBandInk`` of the ink, and the two overlap
    ///   in columns by at least half the narrower (two pieces of one line
    ///   side by side are not stacked).
    ///
    /// Each line keeps the columns of its band's ink, run on past the
    /// segment along the band by columns of ink a half letter apart at
    /// most, two letters at most: a letter the segmenter left out of the
    /// joined lines' box.
    ///
    /// - Complexity: O(s × c × r) for s ``slopes``, c columns and r rows of
    ///   the segment.
    public static func lines(
        in segment: TextSegment, of strip: PreparedStrip, letterHeight: Int, threshold: Float = 3.5
    ) -> [Line]? {
        let (width, height) = (strip.width, strip.height)
        let rows = segment.rows.clamped(to: 0..<height)
        let columns = segment.columns.count
        guard width > 0, height > 0, strip.scores.count == width * height, columns > 0, columns <= width,
              letterHeight > 0, Double(rows.count) >= leastHeight * Double(letterHeight),
              rows.count >= 2 * leastBandHeight + 1, threshold.isFinite
        else { return nil }
        // Ink pixels of the segment: column (from its first) and row.
        var ink: [(x: Int, y: Int)] = []
        for x in 0..<columns {
            let column = (((segment.columns.lowerBound + x) % width) + width) % width
            for y in rows where abs(strip.scores[y * width + column]) >= threshold {
                ink.append((x, y))
            }
        }
        guard ink.count >= 4 * leastBandHeight else { return nil }
        // A pixel's row sheared along `slope`, moved down by `offset`.
        func shearedRow(_ pixel: (x: Int, y: Int), _ slope: Double, _ offset: Int) -> Int {
            Int((Double(pixel.y) - slope * Double(pixel.x)).rounded()) + offset
        }
        // Rows along each slope, offset so that every sheared row is in 0..<span.
        func profile(_ slope: Double) -> (counts: [Int], offset: Int) {
            let reach = Int((abs(slope) * Double(columns)).rounded(.up)) + 1
            let offset = reach - rows.lowerBound
            var counts = [Int](repeating: 0, count: rows.count + 2 * reach)
            for pixel in ink {
                let row = shearedRow(pixel, slope, offset)
                if counts.indices.contains(row) { counts[row] += 1 }
            }
            return (counts, offset)
        }
        var best: (slope: Double, counts: [Int], offset: Int, energy: Int)?
        for slope in slopes {
            let (counts, offset) = profile(slope)
            let energy = counts.reduce(0) { $0 + $1 * $1 }
            if energy > best?.energy ?? -1 { best = (slope, counts, offset, energy) }
        }
        guard let best else { return nil }
        let counts = best.counts
        // The gap: the row holding the least ink for the fullest rows above
        // and below it (the lesser of the two), at most `mostGapInk` of it.
        let n = counts.count
        var above = [Int](repeating: 0, count: n)
        var below = [Int](repeating: 0, count: n)
        for index in 1..<max(1, n) { above[index] = max(above[index - 1], counts[index - 1]) }
        for index in stride(from: n - 2, through: 0, by: -1) { below[index] = max(below[index + 1], counts[index + 1]) }
        // Only between bands of a line each: a speck's row beside a line is no band.
        let fullest = counts.max() ?? 0
        var gap: (row: Int, share: Double, bands: Int)?
        for index in counts.indices {
            let bands = min(above[index], below[index])
            guard bands > 0, Double(bands) >= leastBandRow * Double(fullest) else { continue }
            let share = Double(counts[index]) / Double(bands)
            guard share <= mostGapInk else { continue }
            if share < gap?.share ?? .infinity || (share == gap?.share && bands > gap?.bands ?? 0) {
                gap = (index, share, bands)
            }
        }
        guard let gap else { return nil }
        // The gap's rows, and a band each side of them: out to where its
        // rows hold under `bandEdgeInk` of its fullest row.
        let level = mostGapInk * Double(min(above[gap.row], below[gap.row]))
        var gapFirst = gap.row
        while gapFirst > 0, Double(counts[gapFirst - 1]) <= level { gapFirst -= 1 }
        var gapLast = gap.row
        while gapLast + 1 < n, Double(counts[gapLast + 1]) <= level { gapLast += 1 }
        let upperEdge = bandEdgeInk * Double(above[gap.row])
        let lowerEdge = bandEdgeInk * Double(below[gap.row])
        var upperFirst = gapFirst
        while upperFirst > 0, Double(counts[upperFirst - 1]) > upperEdge { upperFirst -= 1 }
        var lowerLast = gapLast
        while lowerLast + 1 < n, Double(counts[lowerLast + 1]) > lowerEdge { lowerLast += 1 }
        let upperRows = upperFirst..<gapFirst
        let lowerRows = (gapLast + 1)..<(lowerLast + 1)
        let letterRows = Double(letterHeight) * bandHeights.lowerBound...Double(letterHeight) * bandHeights.upperBound
        guard upperRows.count >= leastBandHeight, lowerRows.count >= leastBandHeight,
              letterRows.contains(Double(upperRows.count)), letterRows.contains(Double(lowerRows.count))
        else { return nil }
        // No letter is cut by the gap: along a slope that only lines up two
        // pieces of one line side by side, the gap runs through letters.
        let cut = Double(gapFirst + gapLast + 1) / 2 - Double(best.offset)
        let reach = 0.25 * Double(letterHeight)
        let letters = letterSpans(of: ink, columns: columns, rows: rows, letterHeight: letterHeight, slope: best.slope)
        let straddling = letters.filter { $0.lowerBound < cut - reach && $0.upperBound > cut + reach }.count
        guard straddling <= max(1, letters.count / 5) else { return nil }
        // Each band's ink and columns.
        func share(_ band: Range<Int>) -> (ink: Int, first: Int, last: Int) {
            var count = 0
            var first = Int.max
            var last = Int.min
            for pixel in ink {
                guard band.contains(shearedRow(pixel, best.slope, best.offset)) else { continue }
                count += 1
                first = min(first, pixel.x)
                last = max(last, pixel.x)
            }
            return (count, first, last)
        }
        // A line runs on past the segment along its band where the segmenter
        // cut it off (a letter the joined lines' box left out): over columns
        // with ink in the band, half a letter apart at most, and two
        // letters beyond the segment at most.
        func extended(_ band: Range<Int>, _ share: (ink: Int, first: Int, last: Int)) -> (ink: Int, first: Int, last: Int) {
            let reach = min(2 * letterHeight, max(0, (width - columns) / 2))
            guard reach > 0 else { return share }
            func inked(_ x: Int) -> Bool {
                let column = (((segment.columns.lowerBound + x) % width) + width) % width
                let shift = best.slope * Double(x) - Double(best.offset)
                let top = max(0, Int((Double(band.lowerBound) + shift).rounded()))
                let bottom = min(height, Int((Double(band.upperBound) + shift).rounded()))
                guard top < bottom else { return false }
                let strokes = (top..<bottom).filter { abs(strip.scores[$0 * width + column]) >= threshold }.count
                return strokes >= max(2, band.count / 6)
            }
            var (first, last) = (share.first, share.last)
            let step = max(1, letterHeight / 2)
            var x = last + 1
            while x <= last + step, x < columns + reach {
                if inked(x) { last = x }
                x += 1
            }
            x = first - 1
            while x >= first - step, x >= -reach {
                if inked(x) { first = x }
                x -= 1
            }
            return (share.ink, first, last)
        }
        let upper = extended(upperRows, share(upperRows))
        let lower = extended(lowerRows, share(lowerRows))
        let total = Double(ink.count)
        guard Double(upper.ink) >= leastBandInk * total, Double(lower.ink) >= leastBandInk * total else { return nil }
        let overlap = min(upper.last, lower.last) - max(upper.first, lower.first)
        let narrower = min(upper.last - upper.first, lower.last - lower.first)
        guard narrower > 0, 2 * overlap >= narrower else { return nil }
        let between = lowerRows.lowerBound - upperRows.upperBound
        // Each line keeps the columns its band's ink spans, and its rows there.
        func line(_ band: Range<Int>, _ share: (ink: Int, first: Int, last: Int)) -> Line {
            let top = Double(band.lowerBound - best.offset) + best.slope * Double(share.first)
            let drop = best.slope * Double(share.last - share.first)
            let first = Int((top + min(0, drop)).rounded(.down))
            let last = Int((top + Double(band.count) + max(0, drop)).rounded(.up))
            var piece = segment
            piece.columns = (segment.columns.lowerBound + share.first)..<(segment.columns.lowerBound + share.last + 1)
            piece.rows = max(0, first)..<min(height, max(first + 1, last))
            piece.mass = share.ink
            piece.components = max(1, segment.components / 2)
            return Line(segment: piece, slope: best.slope, top: top, height: band.count, margin: max(0, min(band.count / 3, between / 2)))
        }
        return [line(upperRows, upper), line(lowerRows, lower)]
    }

    /// The letters among the 8-connected pieces of `ink` (pixels at column
    /// `x` from the segment's first and strip row `y`, within `columns` and
    /// `rows`): pieces half a letter to 1.3 letters high, touching letters
    /// of two lines (taller) left out; each as the span of its pixels' rows
    /// sheared along `slope` (`y − slope · x`).
    ///
    /// - Complexity: O(columns × rows) for the labels, O(p α(p)) to join
    ///   the p ink pixels.
    static func letterSpans(
        of ink: [(x: Int, y: Int)], columns: Int, rows: Range<Int>, letterHeight: Int, slope: Double
    ) -> [ClosedRange<Double>] {
        guard columns > 0, !rows.isEmpty, !ink.isEmpty else { return [] }
        var index = [Int32](repeating: -1, count: columns * rows.count)
        for (number, pixel) in ink.enumerated() {
            index[pixel.x * rows.count + (pixel.y - rows.lowerBound)] = Int32(number)
        }
        var sets = DisjointSets(count: ink.count)
        for (number, pixel) in ink.enumerated() {
            // Neighbours already placed: the column before, and the row above.
            for (dx, dy) in [(-1, -1), (-1, 0), (-1, 1), (0, -1)] {
                let (x, y) = (pixel.x + dx, pixel.y - rows.lowerBound + dy)
                guard x >= 0, y >= 0, y < rows.count else { continue }
                let other = index[x * rows.count + y]
                if other >= 0 { sets.union(number, Int(other)) }
            }
        }
        var pieces: [Int: (top: Int, bottom: Int, low: Double, high: Double)] = [:]
        for (number, pixel) in ink.enumerated() {
            let sheared = Double(pixel.y) - slope * Double(pixel.x)
            let root = sets.root(number)
            if let piece = pieces[root] {
                pieces[root] = (min(piece.top, pixel.y), max(piece.bottom, pixel.y), min(piece.low, sheared), max(piece.high, sheared))
            } else {
                pieces[root] = (pixel.y, pixel.y, sheared, sheared)
            }
        }
        return pieces.values.filter { piece in
            let height = piece.bottom - piece.top + 1
            return 2 * height >= letterHeight && 10 * height <= 13 * letterHeight
        }
        .map { $0.low...$0.high }
    }

    /// `line`'s band of `strip`, levelled along its slope, in a window of
    /// its own: the band and its margins high, the segment's columns and
    /// ``ColumnPolarity/padding(for:)`` either side wide; and the segment
    /// in that window. Rows of the strip outside the band and its margins
    /// (the other line) are background.
    ///
    /// - Complexity: O(window columns × window rows).
    public static func window(of line: Line, from strip: PreparedStrip) -> (strip: PreparedStrip, segment: TextSegment) {
        let (width, height) = (strip.width, strip.height)
        let rows = line.height + 2 * line.margin
        var levelled = line.segment
        guard width > 0, height > 0, strip.scores.count == width * height, rows > 0 else { return (strip, line.segment) }
        levelled.rows = line.margin..<(line.margin + line.height)
        let padding = ColumnPolarity.padding(for: levelled)
        let columns = line.segment.columns.count + 2 * padding
        var scores = [Float](repeating: 0, count: columns * rows)
        for column in 0..<columns {
            // Columns from the segment's first; the padding continues the slope.
            let x = column - padding
            let source = (((line.segment.columns.lowerBound + x) % width) + width) % width
            let top = line.top - Double(line.margin) + line.slope * Double(x)
            for row in 0..<rows {
                let y = Int((top + Double(row)).rounded())
                guard y >= 0, y < height else { continue }
                scores[row * columns + column] = strip.scores[y * width + source]
            }
        }
        levelled.columns = padding..<(padding + line.segment.columns.count)
        return (PreparedStrip(width: columns, height: rows, scores: scores, noise: strip.noise), levelled)
    }
}
