/// The polarity of a segment's ink column by column, for a line that a
/// glare's edge crosses: light letters on dark wax on one side of the edge,
/// dark letters on the glare on the other (`AL-556952-1C`: `AL` and `1C`
/// light, `556952` dark). Read with one polarity, such a line loses the
/// letters of the other and is reported cut short (`7734-4` for
/// `YAX 7734-4`).
///
/// Each column's net ink is its strong light pixels less its strong dark
/// ones, in the segment's rows; a column's polarity is the sign of the net
/// ink summed over the columns within one segment height of it (a letter
/// and its neighbours, so that a stamped letter's own shadow does not turn
/// it). The segment is **mixed** when runs of both polarities at least one
/// segment height wide are found.
public enum ColumnPolarity {
    /// Each column's polarity (+1 light marks, −1 dark) across `segment`'s
    /// columns, first column first; `nil` unless the segment is mixed or
    /// when it is narrower than 5 columns or has no rows in the strip.
    ///
    /// - Complexity: O(columns × rows) of the segment; the sums over
    ///   neighbouring columns come from running totals, O(columns).
    public static func mixedSigns(of segment: TextSegment, in strip: PreparedStrip, strong: Float) -> [Float]? {
        let columns = segment.columns
        let rows = segment.rows.clamped(to: 0..<max(0, strip.height))
        guard columns.count >= 5, !rows.isEmpty, strip.width > 0, strip.scores.count == strip.width * strip.height else {
            return nil
        }
        var net = [Int](repeating: 0, count: columns.count)
        for (index, column) in columns.enumerated() {
            for row in rows {
                let score = strip.score(x: column, y: row)
                if score >= strong { net[index] += 1 } else if score <= -strong { net[index] -= 1 }
            }
        }
        let reach = max(2, segment.rows.count)
        // Sums over the columns within `reach` of each, from running totals.
        var total = [Int](repeating: 0, count: net.count + 1)
        for index in net.indices { total[index + 1] = total[index] + net[index] }
        var signs = [Float](repeating: 1, count: columns.count)
        for index in net.indices {
            let sum = total[min(net.count, index + reach + 1)] - total[max(0, index - reach)]
            signs[index] = sum >= 0 ? 1 : -1
        }
        // Runs of one polarity at least a segment height wide.
        var wide: Set<Float> = []
        var start = 0
        for index in 1...signs.count where index == signs.count || signs[index] != signs[start] {
            if index - start >= reach { wide.insert(signs[start]) }
            start = index
        }
        return wide.count == 2 ? signs : nil
    }

    /// The part of `strip` around `segment` (every row; the segment's
    /// columns and ``padding(for:)`` more each side, wrapping round the
    /// seam), with the scores of every segment column whose polarity in
    /// `signs` differs from `polarity` negated; and the segment in that
    /// window's columns. Read with `polarity`, the segment then shows every
    /// letter as ink. `signs` are per segment column, as
    /// ``mixedSigns(of:in:strong:)`` gives them. A window that would be as
    /// wide as the strip is the whole strip, the segment where it was.
    ///
    /// Only the window is copied: a reading looks no further from the
    /// segment than half a letter height.
    ///
    /// - Complexity: O(window columns × height).
    public static func turnedWindow(
        of strip: PreparedStrip, around segment: TextSegment, signs: [Float], polarity: Float
    ) -> (strip: PreparedStrip, segment: TextSegment) {
        let (width, height) = (strip.width, strip.height)
        guard width > 0, height > 0, strip.scores.count == width * height, segment.columns.count <= width else {
            return (strip, segment)
        }
        let padding = padding(for: segment)
        let whole = segment.columns.count + 2 * padding >= width
        let first = whole ? 0 : segment.columns.lowerBound - padding
        let columns = whole ? width : segment.columns.count + 2 * padding
        // Where the segment's first column falls in the window.
        let offset = whole ? ((segment.columns.lowerBound % width) + width) % width : padding
        var scores = [Float](repeating: 0, count: columns * height)
        strip.scores.withUnsafeBufferPointer { source in
            scores.withUnsafeMutableBufferPointer { target in
                for column in 0..<columns {
                    let x = (((first + column) % width) + width) % width
                    // The segment column this is, if any (wrapping in a whole-strip window).
                    let index = ((column - offset) % width + width) % width
                    let sign: Float = index < signs.count && index < segment.columns.count && signs[index] != polarity ? -1 : 1
                    for y in 0..<height { target[y * columns + column] = sign * source[y * width + x] }
                }
            }
        }
        var moved = segment
        moved.columns = offset..<(offset + segment.columns.count)
        return (PreparedStrip(width: columns, height: height, scores: scores, noise: strip.noise), moved)
    }

    /// The columns a turned window keeps beyond a segment on each side:
    /// twice its height and 8 more (a segment image reaches half a letter
    /// height beyond it).
    public static func padding(for segment: TextSegment) -> Int {
        2 * max(0, segment.rows.count) + 8
    }
}
