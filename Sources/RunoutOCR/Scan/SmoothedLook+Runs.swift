extension SmoothedLook {
    /// The segments the last look picks its candidates from
    /// (``candidates(_:over:stripWidth:lineHeight:)``): the averaged
    /// strip's segments found with faint ink grown from strong
    /// (``SecondLook/weakThreshold``), those at least ``leastHeightShare``
    /// of `lineHeight` tall (all when there is none), each run of
    /// neighbours among them (``NeighbourSegments/runs(in:acrossGlare:)``)
    /// joined into one. In column order.
    ///
    /// A thin scratched line in heavy grain (`2066 201 1Y 2 587`, strokes
    /// of one or two pixels at two to three noise units) leaves no segment
    /// in the strip as prepared, and in the averaged strip only specks at
    /// the plain threshold; grown into its faint strokes it comes out in
    /// words, each read alone as a piece (`2066 2D`, kept, and `LAY 2
    /// 587`), with specks of grain between them. The specks are left
    /// out before the words are joined, so that they cannot break a run:
    /// a speck is no neighbour of a word twice its height.
    ///
    /// - Complexity: O(n log n) for n segments.
    public static func runs(of faint: [TextSegment], lineHeight: Double?, acrossGlare: Bool) -> [TextSegment] {
        let tall = faint.filter { isTallEnough($0, lineHeight: lineHeight) }
        let runs = NeighbourSegments.runs(in: tall, acrossGlare: acrossGlare)
        let inRuns = Set(runs.joined())
        let joined = runs.compactMap { run in NeighbourSegments.joined(run.map { tall[$0] }) }
        let alone = tall.indices.filter { !inRuns.contains($0) }.map { tall[$0] }
        return (alone + joined).sorted { $0.columns.lowerBound < $1.columns.lowerBound }
    }
}
