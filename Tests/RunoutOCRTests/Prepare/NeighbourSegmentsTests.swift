import RunoutOCR
import TestSupport
import Testing

/// Runs of segments that may be one line, and the segment covering a run.
@Suite("NeighbourSegments")
struct NeighbourSegmentsTests {
    static func segment(_ columns: Range<Int>, rows: Range<Int> = 10..<30, polarity: Float = 1) -> TextSegment {
        var segment = TextSegment(columns: columns, rows: rows, polarity: polarity, mass: columns.count * 4)
        segment.fill = 0.3
        return segment
    }

    @Test("Three words a wide space apart are one run, in order along the turn, whatever the input order")
    func wideSpaces() {
        let words = [Self.segment(230..<350), Self.segment(117..<191), Self.segment(385..<409)]
        #expect(NeighbourSegments.runs(in: words) == [[1, 0, 2]])
    }

    @Test("Gaps: within 2.6 heights a run, beyond it none", arguments: [(0, true), (51, true), (52, true), (53, false), (400, false)])
    func gapLimit(gap: Int, joined: Bool) {
        // 20 rows high: 2.6 heights is 52 columns.
        let pair = [Self.segment(0..<100), Self.segment((100 + gap)..<(200 + gap))]
        #expect(NeighbourSegments.runs(in: pair) == (joined ? [[0, 1]] : []), "gap \(gap)")
    }

    @Test("Other radii, heights or polarities, overlaps and lone segments make no run")
    func notNeighbours() {
        let cases: [[TextSegment]] = [
            [],
            [Self.segment(0..<100)],
            // A line above the other: no shared rows.
            [Self.segment(0..<100, rows: 0..<20), Self.segment(120..<200, rows: 30..<50)],
            // Shares under half the shorter's rows.
            [Self.segment(0..<100, rows: 0..<20), Self.segment(120..<200, rows: 11..<31)],
            // Twice as high.
            [Self.segment(0..<100, rows: 0..<20), Self.segment(120..<200, rows: 0..<40)],
            // Light and dark.
            [Self.segment(0..<100, polarity: 1), Self.segment(120..<200, polarity: -1)],
            // Overlapping columns: two lines, not one.
            [Self.segment(0..<100), Self.segment(90..<200)],
            // Degenerate: no rows.
            [Self.segment(0..<100, rows: 5..<5), Self.segment(110..<200, rows: 5..<5)],
        ]
        for (number, segments) in cases.enumerated() {
            #expect(NeighbourSegments.runs(in: segments).isEmpty, "case \(number)")
        }
    }

    @Test("Across a glare's edge a light part and a dark part are one run; elsewhere they are two lines")
    func acrossGlare() {
        let parts = [Self.segment(277..<391, rows: 17..<35, polarity: 1), Self.segment(407..<476, rows: 13..<30, polarity: -1)]
        #expect(NeighbourSegments.runs(in: parts).isEmpty)
        #expect(NeighbourSegments.runs(in: parts, acrossGlare: true) == [[0, 1]])
        // The other rules still hold: too far apart, or at another radius.
        let far = [parts[0], Self.segment(470..<540, rows: 13..<30, polarity: -1)]
        #expect(NeighbourSegments.runs(in: far, acrossGlare: true).isEmpty)
        let above = [parts[0], Self.segment(407..<476, rows: 40..<58, polarity: -1)]
        #expect(NeighbourSegments.runs(in: above, acrossGlare: true).isEmpty)
    }

    @Test("Each segment is in one run at most; two runs apart stay apart")
    func disjointRuns() {
        let segments = [
            Self.segment(0..<50), Self.segment(70..<120), Self.segment(1000..<1050), Self.segment(1060..<1100),
            Self.segment(2000..<2040),
        ]
        let runs = NeighbourSegments.runs(in: segments)
        #expect(runs == [[0, 1], [2, 3]])
        let all = runs.flatMap { $0 }
        #expect(Set(all).count == all.count)
    }

    @Test("Random segments: every run is in order, each member next to the one before")
    func randomSweep() {
        withEvery("seed", in: 0..<50 as Range<UInt64>) { seed in
            var generator = SeededGenerator(seed: seed)
            let segments = (0..<Int.random(in: 0...12, using: &generator)).map { _ -> TextSegment in
                let start = Int.random(in: 0...2000, using: &generator)
                let top = Int.random(in: 0...40, using: &generator)
                return Self.segment(
                    start..<(start + Int.random(in: 1...200, using: &generator)),
                    rows: top..<(top + Int.random(in: 0...40, using: &generator)),
                    polarity: Bool.random(using: &generator) ? 1 : -1)
            }
            let runs = NeighbourSegments.runs(in: segments)
            let all = runs.flatMap { $0 }
            #expect(Set(all).count == all.count, "seed \(seed)")
            for run in runs {
                #expect(run.count >= 2, "seed \(seed)")
                for (a, b) in zip(run, run.dropFirst()) {
                    let gap = segments[b].columns.lowerBound - segments[a].columns.upperBound
                    #expect(gap >= 0, "seed \(seed)")
                    #expect(Double(gap) <= NeighbourSegments.maximumGap * Double(max(segments[a].height, segments[b].height)))
                }
            }
        }
    }

    @Test("The joined segment covers its parts and sums their ink")
    func joined() throws {
        let parts = [Self.segment(117..<191, rows: 48..<70), Self.segment(229..<348, rows: 48..<72)]
        let whole = try #require(NeighbourSegments.joined(parts))
        #expect(whole.columns == 117..<348)
        #expect(whole.rows == 48..<72)
        #expect(whole.mass == parts[0].mass + parts[1].mass)
        #expect(whole.polarity == 1)
        #expect(abs(whole.fill - 0.3) < 1e-9, "the parts' fill, 0.3, kept")
        #expect(NeighbourSegments.joined([]) == nil)
    }
}
