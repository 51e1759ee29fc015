/// A last look for long lines too faint to leave any segment: the strip
/// averaged and scored again (``StripSmoother``), segmented, and each long
/// segment that no earlier segment touches read in the averaged strip.
///
/// Under a glare and heavy grain a stamped line can score under the ink
/// threshold in most of its pixels (`HN-4159-B`, dark letters at two to
/// four noise units): neither the first segmentation nor the second look's
/// grown ink (``SecondLook``) finds a seed to start from, and the reader
/// never sees it. Averaged, its strokes stand at about twice that, and the
/// engines read it there better than in the grain: in the strip as
/// prepared the same segment read `N-4159-65`, in the averaged one
/// `HN-4159-B`.
///
/// Only long segments are read (``leastAspect``), of a line's height
/// (``leastHeightShare``), and a reading is kept only on the terms the
/// second look keeps one covering no accepted line
/// (``SecondLook/takes(_:over:)``): accepted, and either corroborated by
/// the line network or unanimous at a confidence of 0.85 or more. On
/// fifteen labelled sets (1,621 lines) this read 2 more lines right
/// (`HN-4159-B`, a scratched `STRAWBERRY`) and none wrong, for 1–2% more
/// time. Short segments read too added one wrong line (`716 B`, a piece of
/// a line the reader had missed) and no right one; without the height
/// rule the same two lines cost 20% more time. Averaging is no way to
/// read the lines the first segmentation found: read in the averaged strip
/// instead, those sets and seed 43 (1,730 lines) read 46 lines fewer and
/// 32 more wrong, and read there again when not accepted, 5 more right and
/// 21 more wrong (docs/reader.md).
///
/// The long segments are looked for in a second segmentation of the
/// averaged strip, with faint ink grown from strong and the words of a
/// line joined over specks of grain (``runs(of:lineHeight:acrossGlare:)``):
/// on independent seeds 29-48, 5 lines more right and 2 more wrong.
///
/// A line read in part is read whole here too (``extensions(_:over:accepted:stripWidth:)``):
/// where the averaged strip's segment over an accepted line runs on past
/// it, the letters beyond were too faint to be segmented (`A` of
/// `A PORKY PRIME CUT`), and the segment's reading in the averaged strip
/// replaces the line's when it holds the line's text whole and adds to its
/// ends (``extends(_:line:parts:)``). On the same sets: 1 line more right
/// and 1 fewer wrong (`A PORKY PRIME CUT` for `PORKY PRIME CUT`), two
/// wrong readings longer (`S 91633` for `S`), none lost; 3–4% more time.
/// Pure.
public enum SmoothedLook {
    /// The least width of a segment read, in its heights: a line of four
    /// glyphs or so. Matrix numbers and lexicon marks are longer; the
    /// shorter codes are what averaged grain imitates.
    public static let leastAspect = 4

    /// The least height of a segment read, as a share of the lines read
    /// so far (``lineHeight(of:)``): the etchings of one record are cut
    /// with one set of punches or one hand, and the averaged strip's long
    /// thin streaks (a groove's remnant, the label's edge) are a third of
    /// a line's height or less. Of 63 long segments read in the hard
    /// photos of fifteen labelled sets and in two of those sets whole, 48
    /// were under 0.6 of the lines read there, and none of those was a
    /// line; leaving them unread cut this look's cost from 20% of a scan's
    /// time to 1–2%.
    public static let leastHeightShare = 0.6

    /// The most segments read in one strip. Each read costs as much as a
    /// line's; on 274 photos no strip had more than five long segments of
    /// any height where no segment was, and a strip of drawn patterns or
    /// noise could have hundreds.
    public static let mostCandidates = 6

    /// The segments of `smoothed` worth reading: at least ``leastAspect``
    /// times as wide as they are tall, at least ``leastHeightShare`` of
    /// `lineHeight` tall when there is one, and sharing rows and columns
    /// (on a turn of `stripWidth`, across the seam) with none of `first`;
    /// of more than ``mostCandidates`` such, those with the most ink (the
    /// earlier of equals). In `smoothed`'s order.
    ///
    /// - Complexity: O(m × n + m log m) for m smoothed and n first segments.
    public static func candidates(
        _ smoothed: [TextSegment], over first: [TextSegment], stripWidth: Int, lineHeight: Double? = nil
    ) -> [TextSegment] {
        let worth = smoothed.filter { segment in
            isLong(segment) && isTallEnough(segment, lineHeight: lineHeight)
                && !first.contains { SecondLook.overlaps($0, segment, stripWidth: stripWidth) }
        }
        guard worth.count > mostCandidates else { return worth }
        let inkiest = worth.indices.sorted { a, b in
            worth[a].mass != worth[b].mass ? worth[a].mass > worth[b].mass : a < b
        }
        return inkiest.prefix(mostCandidates).sorted().map { worth[$0] }
    }

    /// The median height, in rows, of `segments` (the lines read so far);
    /// `nil` when there is none. Of an even count, the upper middle.
    ///
    /// - Complexity: O(n log n) for n segments.
    public static func lineHeight(of segments: [TextSegment]) -> Double? {
        let heights = segments.map(height).sorted()
        return heights.isEmpty ? nil : heights[heights.count / 2]
    }

    /// A segment's rows, counted in Double: a range's count can overflow an Int.
    static func height(_ segment: TextSegment) -> Double {
        Double(segment.rows.upperBound) - Double(segment.rows.lowerBound)
    }

    /// Whether `segment` is at least ``leastHeightShare`` of `lineHeight`
    /// tall; always when there is no line height.
    static func isTallEnough(_ segment: TextSegment, lineHeight: Double?) -> Bool {
        guard let lineHeight else { return true }
        return height(segment) >= leastHeightShare * lineHeight
    }

    /// Whether `segment` is at least ``leastAspect`` times as wide as it is
    /// tall, and at least one row tall.
    static func isLong(_ segment: TextSegment) -> Bool {
        // In Double: a range's count can overflow an Int.
        let width = Double(segment.columns.upperBound) - Double(segment.columns.lowerBound)
        let height = height(segment)
        return height >= 1 && width >= Double(leastAspect) * height
    }

    /// Whether a reading of a candidate is kept: on the second look's
    /// terms for a segment over no accepted line.
    public static func takes(_ verdict: LineVerdict?) -> Bool {
        SecondLook.takes(verdict, over: [])
    }

    // MARK: - Lines read in part

    /// A segment of the averaged strip that runs on past a line read in
    /// part: the earlier segments it covers (`parts`, indices ascending),
    /// exactly one of them accepted (`line`).
    public struct Extension: Sendable, Hashable {
        public var segment: TextSegment
        public var parts: [Int]
        public var line: Int
    }

    /// How much wider than the accepted line an extension must be, in that
    /// line's heights: room for half a glyph or more. On fifteen labelled
    /// sets (1,621 lines) every segment wider at all read the same lines
    /// as half a height, for about ten times the added time.
    public static let leastExtraWidth = 0.5

    /// The segments of `smoothed` that may be lines the earlier segments
    /// (`first`, with whether each was `accepted`) read in part: each
    /// covers exactly one accepted segment (sharing rows and, on a turn of
    /// `stripWidth`, columns), any number of others, and is wider than the
    /// accepted one by ``leastExtraWidth`` of its height; the first
    /// ``mostCandidates`` such, in `smoothed`'s order, none covering a
    /// segment an earlier one covers. Empty when `accepted` and `first`
    /// differ in length.
    ///
    /// - Complexity: O(m × n) for m smoothed and n first segments.
    public static func extensions(
        _ smoothed: [TextSegment], over first: [TextSegment], accepted: [Bool], stripWidth: Int
    ) -> [Extension] {
        guard accepted.count == first.count else { return [] }
        var found: [Extension] = []
        var covered = Set<Int>()
        for segment in smoothed where found.count < mostCandidates {
            let parts = first.indices.filter { SecondLook.overlaps(first[$0], segment, stripWidth: stripWidth) }
            let lines = parts.filter { accepted[$0] }
            guard lines.count == 1, let line = lines.first, covered.isDisjoint(with: parts) else { continue }
            // In Double: a range's count can overflow an Int.
            func span(_ range: Range<Int>) -> Double { Double(range.upperBound) - Double(range.lowerBound) }
            let extra = span(segment.columns) - span(first[line].columns)
            guard extra >= leastExtraWidth * span(first[line].rows) else { continue }
            covered.formUnion(parts)
            found.append(Extension(segment: segment, parts: parts, line: line))
        }
        return found
    }

    /// Whether the reading of an extension replaces its parts' readings
    /// (`parts`, among them the accepted `line`): it reads better as a
    /// joined run of neighbours must (``RunoutScanner/readsBetter(_:than:)``),
    /// and its key begins or ends with the line's whole key, so that what
    /// it adds lies past the line's ends, where the averaged strip found
    /// more ink. (Without the last rule, the one line it changed on
    /// fifteen labelled sets read a grain speck into a right line:
    /// `K 85887 6B` for `K 85887 B`.)
    public static func extends(_ verdict: LineVerdict?, line: LineVerdict?, parts: [LineVerdict?]) -> Bool {
        guard let verdict, let key = line?.line.key, !key.isEmpty, RunoutScanner.readsBetter(verdict, than: parts)
        else { return false }
        return verdict.line.key.hasPrefix(key) || verdict.line.key.hasSuffix(key)
    }
}
