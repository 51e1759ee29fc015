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
    /// - Complexity: O(columns × rows) of the segment, plus O(columns × height)
    ///   for the sums over neighbouring columns.
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
        var signs = [Float](repeating: 1, count: columns.count)
        for index in net.indices {
            let window = max(0, index - reach)...min(net.count - 1, index + reach)
            signs[index] = net[window].reduce(0, +) >= 0 ? 1 : -1
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

    /// `strip` with the scores of every column of `segment` whose polarity
    /// in `signs` differs from `polarity` negated, in all rows: read with
    /// `polarity`, the segment then shows every letter as ink. `signs` are
    /// per segment column, as ``mixedSigns(of:in:strong:)`` gives them;
    /// columns wrap round the seam. A segment wider than the strip turns
    /// nothing.
    ///
    /// - Complexity: O(width × height) to copy the scores, plus O(turned
    ///   columns × height).
    public static func turned(_ strip: PreparedStrip, along segment: TextSegment, signs: [Float], polarity: Float)
        -> PreparedStrip
    {
        var turned = strip
        let (width, height) = (strip.width, strip.height)
        guard width > 0, strip.scores.count == width * height, segment.columns.count <= width else { return strip }
        turned.scores.withUnsafeMutableBufferPointer { scores in
            for (index, column) in segment.columns.enumerated() where index < signs.count && signs[index] != polarity {
                let x = ((column % width) + width) % width
                for y in 0..<height { scores[y * width + x] = -scores[y * width + x] }
            }
        }
        return turned
    }
}
