/// A look past the ends of a line read in part: where faint ink runs on
/// along the line's rows beyond its segment, the segment is widened to
/// hold it and read again.
///
/// A stamped letter lit from the side is light on one flank and dark on
/// the other, and where the light falls along the turn, the letters at one
/// end of a line can score under the ink threshold in both polarities at
/// once: `SR` of `SR 1674 A` left no component the segmenter kept, and the
/// averaged strip (``SmoothedLook``), where the two flanks cancel, found no
/// more. Counted in either polarity at the second look's faint score
/// (``SecondLook/weakThreshold``), such letters stand out of the wax
/// column by column (6 to 14 faint pixels a column of the line's 20 rows,
/// against 0 to 2 in the wax beside them).
///
/// For each accepted line, ``extended(_:in:besides:)`` walks outward from
/// each end of its segment over the line's rows while inked columns
/// (``isInked(_:background:height:)``) keep coming within ``mostGap`` line
/// heights, up to ``mostReach`` heights, stopping short of any other
/// segment on those rows; a side counts when its new ink is wide enough
/// for part of a glyph (``SmoothedLook/leastExtraWidth``), dense enough
/// (``leastInkedShare``) not to be a speck, and inked as heavily as the
/// line's own glyphs (``leastWeightShare``), not a scratch's thin trace.
/// The widened segment is read in the strip as prepared, and its reading
/// replaces the line's on the terms of ``takes(_:over:)``. Pure.
public enum LineEnds {
    /// The least |score| a pixel of a line's far end counts as ink at:
    /// the second look's faint ink, in either polarity.
    public static let faintScore = SecondLook.weakThreshold

    /// How far past a segment's end the walk goes, in line heights: a
    /// word of three glyphs and the space before it.
    public static let mostReach = 4.0

    /// The widest run of uninked columns the walk crosses, in line
    /// heights: the space between words, not the gap between etchings.
    public static let mostGap = 1.0

    /// The least share of a new end's columns that are inked: letters ink
    /// half the columns they span or more, less the spaces between them
    /// (`SR`'s end, with the space before `1674`: 0.49); grain inks an odd
    /// column here and there.
    public static let leastInkedShare = 0.35

    /// The least ink of a new end's inked columns, on average, as a share
    /// of the line's own inked columns': glyphs of one etching are struck
    /// or scratched alike (`SR` of `SR 1674 A` at 0.82 of `1674 A`, `K` of
    /// `K 568 B` at 1.0), where a scratch or a patch of grain past a line's
    /// end inks its columns thinly (a scratch before `XLP 165587 A3` at
    /// 0.62, read as `7`).
    public static let leastWeightShare = 0.75

    /// `segment` widened along its rows to the faint ink past either end
    /// of it in `strip`, or `nil` when neither end has any worth reading.
    /// The walk stops short of each of `others` that shares rows with
    /// `segment` (on the turn, with wrap-around; one whose columns are no
    /// strip's is passed over), and never wraps onto the segment itself.
    /// The widened segment keeps `segment`'s rows and polarity; its mass
    /// adds the new columns' faint pixels.
    ///
    /// Degenerate input gives `nil`: an empty strip or segment, rows
    /// outside the strip, scores that do not hold `width × height` values,
    /// columns that do not start on the turn's first lap, or that span
    /// the whole turn.
    ///
    /// - Complexity: O(w × h) for a strip w columns wide and a segment h
    ///   rows high (the wax's column counts), plus O(n) per column walked
    ///   for n `others`.
    public static func extended(
        _ segment: TextSegment, in strip: PreparedStrip, besides others: [TextSegment]
    ) -> TextSegment? {
        let width = strip.width
        let rows = segment.rows.clamped(to: 0..<strip.height)
        // Columns start on the turn's first lap and end within the second
        // (TextSegment).
        let cells = width.multipliedReportingOverflow(by: strip.height)
        guard width > 0, strip.height > 0, !cells.overflow, strip.scores.count == cells.partialValue, !rows.isEmpty,
              segment.columns.lowerBound >= 0, segment.columns.lowerBound < width,
              segment.columns.upperBound - width <= width, segment.columns.count < width, !segment.columns.isEmpty
        else { return nil }
        let counts = columnInk(in: strip, rows: rows)
        var sorting = counts
        let background = Double(sorting.selectMedian() ?? 0)
        let height = rows.count
        let reach = min(Int((mostReach * Double(height)).rounded()), (width - segment.columns.count) / 2)
        let gap = max(1, Int((mostGap * Double(height)).rounded()))
        // Other segments on the line's rows; one whose columns are no
        // strip's (off the first lap, past the second) bounds nothing.
        let neighbours = others.filter { other in
            other != segment && other.rows.overlaps(rows) && other.columns.lowerBound >= 0
                && other.columns.lowerBound < width && other.columns.upperBound - width <= width
        }
        func isTaken(_ column: Int) -> Bool {
            neighbours.contains { other in
                let start = other.columns.lowerBound, span = other.columns.count
                guard span > 0 else { return false }
                if span >= width { return true }
                let offset = ((column - start) % width + width) % width
                return offset < span
            }
        }
        func inked(_ column: Int) -> Int? {
            let count = counts[((column % width) + width) % width]
            return isInked(count, background: background, height: height) ? count : nil
        }
        // The line's own strokes, as the ends' are counted.
        let lineInk = segment.columns.compactMap(inked)
        guard !lineInk.isEmpty else { return nil }
        let lineWeight = Double(lineInk.reduce(0, +)) / Double(lineInk.count)
        // The far end of the ink walking from `edge` by `step` (−1, +1),
        // and the ink it adds; `nil` when it adds no readable end.
        func end(from edge: Int, step: Int) -> (column: Int, mass: Int)? {
            guard reach > 0 else { return nil }
            var first: Int?, last: Int?
            var inkedColumns = 0, mass = 0
            var column = edge
            for _ in 0..<reach {
                column += step
                if isTaken(column) { break }
                if let count = inked(column) {
                    first = first ?? column
                    last = column
                    inkedColumns += 1
                    mass += count
                } else if abs(column - (last ?? edge)) > gap {
                    break
                }
            }
            guard let first, let last else { return nil }
            // The gap between the line and its new end holds no ink by
            // definition: the share is the new end's own.
            guard Double(abs(last - edge)) >= SmoothedLook.leastExtraWidth * Double(height),
                  Double(inkedColumns) >= leastInkedShare * Double(abs(last - first) + 1),
                  Double(mass) >= leastWeightShare * lineWeight * Double(inkedColumns)
            else { return nil }
            return (last, mass)
        }
        let before = end(from: segment.columns.lowerBound, step: -1)
        let after = end(from: segment.columns.upperBound - 1, step: 1)
        guard before != nil || after != nil else { return nil }
        var lower = before?.column ?? segment.columns.lowerBound
        var upper = (after?.column ?? segment.columns.upperBound - 1) + 1
        // Columns start on the turn's first lap (TextSegment): a start
        // walked past the seam moves both ends a turn on.
        if lower < 0 {
            lower += width
            upper += width
        }
        var widened = segment
        widened.columns = lower..<upper
        widened.mass = segment.mass + (before?.mass ?? 0) + (after?.mass ?? 0)
        return widened
    }

    /// Whether the reading of a line widened past its ends replaces the
    /// line's accepted `line` verdict: it extends it as a smoothed
    /// extension must (``SmoothedLook/extends(_:line:parts:)``: it reads
    /// better, and its key begins or ends with the line's whole key), and
    /// it is sure on its own, as a second look over no line must be
    /// (``SecondLook/takes(_:over:)``: corroborated by the line network,
    /// or unanimous at 0.85). Faint ink past a line's end is as often a
    /// scratch or grain as a glyph, read as one (`7 XLP 165587 A3`).
    ///
    /// - Complexity: O(n) in the texts' lengths.
    public static func takes(_ verdict: LineVerdict?, over line: LineVerdict) -> Bool {
        SmoothedLook.extends(verdict, line: line, parts: [line]) && SecondLook.takes(verdict, over: [])
    }

    /// Whether a column holding `count` faint pixels over a line's
    /// `height` rows is inked, against the wax's `background` count (the
    /// median over the turn): more than twice the wax's count, and at
    /// least three pixels and a sixth of the line's height, so that
    /// neither grain nor a groove's remnant along one row is ink.
    ///
    /// - Complexity: O(1).
    public static func isInked(_ count: Int, background: Double, height: Int) -> Bool {
        guard height > 0, background.isFinite else { return false }
        return Double(count) > 2 * max(0, background) && 6 * Double(count) >= Double(height) && count >= 3
    }

    /// For each column of `strip`, how many of `rows` score at least
    /// ``faintScore`` in either polarity. Rows must lie in the strip.
    ///
    /// - Complexity: O(width × rows).
    static func columnInk(in strip: PreparedStrip, rows: Range<Int>) -> [Int] {
        var counts = [Int](repeating: 0, count: strip.width)
        strip.scores.withUnsafeBufferPointer { scores in
            for row in rows {
                let base = row * strip.width
                for column in 0..<strip.width where abs(scores[base + column]) >= faintScore {
                    counts[column] += 1
                }
            }
        }
        return counts
    }
}
