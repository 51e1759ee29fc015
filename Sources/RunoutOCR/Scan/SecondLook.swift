/// A second look at a strip's lines with fainter ink: where a line's
/// strokes score just under the ink threshold (low contrast, blur, noise),
/// the segmenter finds it in pieces or cut short, and the reader reads the
/// pieces wrong or not at all. Segmented again with ink grown from the
/// strong strokes into faint ones (``TextSegmenter/weakThreshold``), such a
/// line comes out whole: `YEX 5092-1` whose `-1` lies on a groove, `7YCE
/// 67017-3` scratched under noise. The scanner reads each segment of that
/// look that differs from the first segments it covers
/// (``candidates(_:over:stripWidth:)``) and may read better
/// (``isWorthReading(_:over:verdicts:)``), and keeps its reading in their
/// place only when it is the better one (``takes(_:over:)``).
///
/// Only in their place: segments of the second look that cover no segment
/// of the first are not read (on fifteen labelled sets they added 4 wrong
/// lines and no right one), and it is not the first segmentation, which
/// grown ink makes worse elsewhere (1,389 right lines fell to 1,310).
/// Pure.
public enum SecondLook {
    /// |score| down to which the second look's ink grows. On fifteen
    /// labelled sets (1,621 lines): at 2, 12 more right and 5 more wrong;
    /// at 2.5, 10 and 4; at 1.5, 7 and 9.
    public static let weakThreshold: Float = 2

    /// A segment of the second look, and the first segments it covers.
    public struct Candidate: Sendable, Hashable {
        public var segment: TextSegment
        /// Indices into the first segments, ascending.
        public var parts: [Int]
    }

    /// The segments of `faint` worth reading: each covers at least one of
    /// `first` (sharing rows and, on the turn, columns), and is not the
    /// one segment it covers over again (every edge within two pixels).
    /// In `faint`'s order.
    ///
    /// - Complexity: O(f × s) for f faint and s first segments.
    public static func candidates(_ faint: [TextSegment], over first: [TextSegment], stripWidth: Int) -> [Candidate] {
        faint.compactMap { segment in
            let parts = first.indices.filter { overlaps(first[$0], segment, stripWidth: stripWidth) }
            guard !parts.isEmpty else { return nil }
            if parts.count == 1, isSameBox(first[parts[0]], segment) { return nil }
            return Candidate(segment: segment, parts: parts)
        }
    }

    /// The least ink a candidate holds, as a share of its parts': on
    /// fifteen labelled sets, of 1,775 candidates read, 576 held under 0.8
    /// of their parts' ink and none of those was taken; of the 22 taken,
    /// the least held 0.99.
    public static let leastShareOfPartsInk = 0.8

    /// Whether `candidate` may read better than its `parts` (the first
    /// segments it covers, with their `verdicts`), and is worth reading:
    /// - not when it holds under ``leastShareOfPartsInk`` of their ink;
    /// - not over two accepted parts or more (``takes(_:over:)``);
    /// - over one part alone, accepted, only when it is wider than that
    ///   part by half its own height or more: room for one more glyph,
    ///   without which it cannot read longer. (Reading every candidate over
    ///   an accepted part nearly doubled the time of a scan, for one line:
    ///   `YEX 5092-1`, whose `-1` this keeps.)
    /// - over parts none of which is accepted, or one accepted among
    ///   others, always.
    ///
    /// - Complexity: O(p) for p parts.
    public static func isWorthReading(_ candidate: Candidate, over parts: [TextSegment], verdicts: [LineVerdict?]) -> Bool {
        // Grown ink holds every strong pixel of the line it covers; with
        // less ink than its parts it is a piece of them.
        let partsMass = parts.reduce(0.0) { $0 + Double($1.mass) }
        guard Double(candidate.segment.mass) >= leastShareOfPartsInk * partsMass else { return false }
        let accepted = acceptedCount(verdicts)
        guard accepted > 0 else { return true }
        guard accepted == 1 else { return false }
        guard verdicts.count == 1, let part = parts.first else { return true }
        // In Double: a range's count can overflow an Int.
        func span(_ range: Range<Int>) -> Double { Double(range.upperBound) - Double(range.lowerBound) }
        let extra = span(candidate.segment.columns) - span(part.columns)
        return 2 * extra >= span(candidate.segment.rows)
    }

    /// Whether the verdict of a second look replaces the verdicts of the
    /// parts it covers:
    /// - never over two accepted parts or more (two etchings side by side
    ///   that grown ink joined: `SD-75446-A5` and `RTA` read as one line);
    /// - over one accepted part, when it reads better the way a joined run
    ///   of neighbours must (``RunoutScanner/readsBetter(_:than:)``): it
    ///   holds the part's words and is longer (`YEX 5092` → `YEX 5092-1`);
    /// - over none accepted, when it is accepted and either corroborated by
    ///   the line network or unanimous at a confidence of 0.85 or more.
    ///   (Accepted alone, on fifteen labelled sets: plant letters and
    ///   initials out of grain, `PR`, `P.P.`, `BG`: 4 more wrong lines, none
    ///   more right.)
    public static func takes(_ verdict: LineVerdict?, over parts: [LineVerdict?]) -> Bool {
        switch acceptedCount(parts) {
        case 0:
            guard let verdict, verdict.isAccepted else { return false }
            return verdict.corroborated || (verdict.agreement >= 0.999 && verdict.engineConfidence >= 0.85)
        case 1:
            return RunoutScanner.readsBetter(verdict, than: parts)
        default:
            return false
        }
    }

    /// How many of `verdicts` are accepted.
    static func acceptedCount(_ verdicts: [LineVerdict?]) -> Int {
        verdicts.filter { $0?.isAccepted == true }.count
    }

    /// Whether `a` and `b` share rows and, on a turn of `stripWidth`
    /// columns, columns.
    static func overlaps(_ a: TextSegment, _ b: TextSegment, stripWidth: Int) -> Bool {
        guard a.rows.overlaps(b.rows) else { return false }
        guard stripWidth > 0 else { return a.columns.overlaps(b.columns) }
        // Columns may run past the width at the seam: compare b a turn either way too.
        return [-stripWidth, 0, stripWidth].contains { shift in
            let (lower, lowerOverflows) = b.columns.lowerBound.addingReportingOverflow(shift)
            let (upper, upperOverflows) = b.columns.upperBound.addingReportingOverflow(shift)
            return !lowerOverflows && !upperOverflows && a.columns.overlaps(lower..<upper)
        }
    }

    /// Whether every edge of `a` is within two pixels of `b`'s.
    static func isSameBox(_ a: TextSegment, _ b: TextSegment) -> Bool {
        func near(_ x: Int, _ y: Int) -> Bool {
            let (difference, overflows) = x.subtractingReportingOverflow(y)
            return !overflows && (-2...2).contains(difference)
        }
        return near(a.columns.lowerBound, b.columns.lowerBound) && near(a.columns.upperBound, b.columns.upperBound)
            && near(a.rows.lowerBound, b.rows.lowerBound) && near(a.rows.upperBound, b.rows.upperBound)
    }
}
