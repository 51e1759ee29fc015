/// Segments the segmenter left apart that may be one line: neighbours
/// along the turn at one radius, a little further apart than it chains.
///
/// A stamped word space can be wider than the segmenter's gap
/// (``TextSegmenter/maximumGap``, 1.6 letter heights), and a faint letter
/// lost to grain leaves one: `LPM 17872 A` comes out as three segments,
/// read as `LPM`, nothing, and `A`. The reader reads such a run again as
/// one segment (``joined(_:)``) and keeps it only when it is read better.
/// Pure.
public enum NeighbourSegments {
    /// The widest gap between neighbours, in heights of the taller.
    public static let maximumGap = 2.6

    /// Runs of two or more segments, each next to the one before it:
    /// starting after it along the turn (no seam crossing), at most
    /// ``maximumGap`` heights after it, sharing at least half the shorter's
    /// rows, no more than 1.6 times as high as each other, and of one
    /// polarity unless `acrossGlare`: in a strip with a glare, a line whose
    /// polarity turns at the glare's edge is cut into a light and a dark
    /// part (`ST-B-480` and `723-A` of `ST-B-480723-A`). Each run lists
    /// indices into `segments`; a segment is in one run at most.
    ///
    /// - Complexity: O(n log n) for n segments.
    public static func runs(in segments: [TextSegment], acrossGlare: Bool = false) -> [[Int]] {
        let order = segments.indices.sorted { segments[$0].columns.lowerBound < segments[$1].columns.lowerBound }
        var runs: [[Int]] = []
        var current: [Int] = []
        for index in order {
            if let last = current.last, areNeighbours(segments[last], segments[index], acrossGlare: acrossGlare) {
                current.append(index)
            } else {
                if current.count >= 2 { runs.append(current) }
                current = [index]
            }
        }
        if current.count >= 2 { runs.append(current) }
        return runs
    }

    /// Whether `next` continues the line `previous` stands in.
    static func areNeighbours(_ previous: TextSegment, _ next: TextSegment, acrossGlare: Bool = false) -> Bool {
        let tall = max(previous.height, next.height)
        let short = min(previous.height, next.height)
        guard short > 0, 5 * tall <= 8 * short else { return false }
        guard acrossGlare || (previous.polarity >= 0) == (next.polarity >= 0) else { return false }
        let gap = next.columns.lowerBound - previous.columns.upperBound
        guard gap >= 0, Double(gap) <= maximumGap * Double(tall) else { return false }
        let shared = min(previous.rows.upperBound, next.rows.upperBound) - max(previous.rows.lowerBound, next.rows.lowerBound)
        return 2 * shared >= short
    }

    /// One segment covering `parts`: the columns from the first's start to
    /// the last's end, the rows of all, their mass and components summed,
    /// the first's polarity. `nil` for no parts.
    public static func joined(_ parts: [TextSegment]) -> TextSegment? {
        guard let first = parts.first else { return nil }
        let start = parts.map(\.columns.lowerBound).min() ?? first.columns.lowerBound
        let end = parts.map(\.columns.upperBound).max() ?? first.columns.upperBound
        let top = parts.map(\.rows.lowerBound).min() ?? first.rows.lowerBound
        let bottom = parts.map(\.rows.upperBound).max() ?? first.rows.upperBound
        var segment = TextSegment(
            columns: start..<end, rows: top..<bottom, polarity: first.polarity, mass: parts.reduce(0) { $0 + $1.mass })
        segment.components = parts.reduce(0) { $0 + $1.components }
        // Fill is ink over the components' boxes: the boxes are each part's mass over its fill.
        let boxes = parts.reduce(0.0) { $0 + ($1.fill > 0 ? Double($1.mass) / $1.fill : 0) }
        segment.fill = boxes > 0 ? Double(segment.mass) / boxes : 0
        return segment
    }
}
