@testable import RunoutOCR
import Testing

/// Which segments of the averaged strip are read, and which readings kept
/// (Scan/SmoothedLook.swift).
@Suite("SmoothedLook")
struct SmoothedLookTests {
    /// The second look's segments and verdicts: a segment of 20 rows by
    /// default, and a verdict unanimous and sure by default.
    static func segment(_ columns: Range<Int>, _ rows: Range<Int> = 10..<30) -> TextSegment {
        SecondLookTests.segment(columns, rows)
    }

    static func verdict(
        _ text: String, agreement: Double = 1, confidence: Double = 0.95, corroborated: Bool = false
    ) -> LineVerdict? {
        SecondLookTests.verdict(text, agreement: agreement, confidence: confidence, corroborated: corroborated)
    }

    @Test("A long segment where no segment was is read; one touching a segment is not")
    func newGroundOnly() {
        let first = [Self.segment(100..<180), Self.segment(500..<530, 40..<55)]
        let smoothed = [
            Self.segment(300..<400),  // new ground
            Self.segment(150..<260),  // touches the first segment
            Self.segment(480..<600, 38..<50),  // touches the second in rows and columns
            Self.segment(480..<600, 60..<80),  // under it: rows apart
        ]
        #expect(SmoothedLook.candidates(smoothed, over: first, stripWidth: 720) == [smoothed[0], smoothed[3]])
    }

    @Test(
        "Only segments four heights wide or more",
        arguments: [(79, false), (80, true), (81, true), (20, false), (400, true)])
    func long(width: Int, read: Bool) {
        let candidate = Self.segment(300..<(300 + width))
        #expect(SmoothedLook.candidates([candidate], over: [], stripWidth: 720).count == (read ? 1 : 0))
    }

    @Test(
        "Given the lines read so far, only segments three fifths of their height or more",
        arguments: [(11, false), (12, true), (20, true), (40, true)])
    func tallEnough(rows: Int, read: Bool) {
        let candidate = Self.segment(300..<700, 10..<(10 + rows))
        #expect(SmoothedLook.candidates([candidate], over: [], stripWidth: 720, lineHeight: 20).count == (read ? 1 : 0))
        #expect(SmoothedLook.candidates([candidate], over: [], stripWidth: 720, lineHeight: nil).count == 1)
    }

    @Test("The line height is the median of the lines read, the upper middle of an even count")
    func lineHeight() {
        #expect(SmoothedLook.lineHeight(of: []) == nil)
        #expect(SmoothedLook.lineHeight(of: [Self.segment(0..<50, 0..<7)]) == 7)
        let lines = [Self.segment(0..<50, 0..<20), Self.segment(0..<50, 5..<9), Self.segment(0..<50, 0..<30)]
        #expect(SmoothedLook.lineHeight(of: lines) == 20)
        #expect(SmoothedLook.lineHeight(of: lines + [Self.segment(0..<9, 0..<25)]) == 25)
        // Extreme rows count in Double, never trapping.
        #expect(SmoothedLook.lineHeight(of: [Self.segment(0..<1, Int.min..<Int.max)]) == 2 * 9.223372036854775807e18)
        #expect(SmoothedLook.lineHeight(of: [Self.segment(0..<1, 5..<5)]) == 0)
    }

    @Test(
        "Across the seam, columns past the width meet the strip's first columns",
        arguments: [(700..<760, 0..<100), (0..<30, 690..<780), (5..<40, 650..<730)])
    func acrossTheSeam(first: Range<Int>, smoothed: Range<Int>) {
        let candidate = Self.segment(smoothed)
        #expect(SmoothedLook.candidates([candidate], over: [Self.segment(first)], stripWidth: 720).isEmpty)
        #expect(SmoothedLook.candidates([candidate], over: [], stripWidth: 720) == [candidate])
    }

    @Test(
        "Degenerate boxes and widths never trap",
        arguments: [0, -5, 1, 720, Int.max, Int.min])
    func degenerate(width: Int) {
        // The second look's extremes, and one box as wide as `Int` allows.
        let extremes = SecondLookTests.extremes + [Self.segment(Int.min..<Int.max, 0..<1)]
        let candidates = SmoothedLook.candidates(extremes, over: extremes, stripWidth: width)
        #expect(candidates.allSatisfy { extremes.contains($0) })
        let alone = SmoothedLook.candidates(extremes, over: [], stripWidth: width)
        // Rowless and narrow boxes are never long; the widest is.
        #expect(alone == [Self.segment(-50..<50), Self.segment(Int.min..<Int.max, 0..<1)])
        #expect(SmoothedLook.candidates([], over: extremes, stripWidth: width).isEmpty)
        for lineHeight in [0, -1, .infinity, .nan, 1e300] as [Double] {
            let tall = SmoothedLook.candidates(extremes, over: [], stripWidth: width, lineHeight: lineHeight)
            #expect(tall.allSatisfy { alone.contains($0) })
        }
    }

    @Test("Of more than six, the six with the most ink, in strip order", arguments: [0, 1, 6, 7, 40])
    func mostCandidates(count: Int) {
        // Masses 100, 37, 74, 11, ...: not in order of columns.
        let many = (0..<count).map { index in
            TextSegment(columns: (index * 100)..<(index * 100 + 90), rows: 10..<20, polarity: 1, mass: (index * 37 + 100) % 101)
        }
        let read = SmoothedLook.candidates(many, over: [], stripWidth: 10_000)
        #expect(read.count == min(count, SmoothedLook.mostCandidates))
        let heaviest = many.map(\.mass).sorted(by: >).prefix(SmoothedLook.mostCandidates)
        #expect(read.map(\.mass).sorted(by: >) == Array(heaviest))
        #expect(read.map(\.columns.lowerBound) == read.map(\.columns.lowerBound).sorted())
    }

    @Test("Kept: accepted and corroborated, or unanimous at 0.85 and over")
    func takes() {
        #expect(SmoothedLook.takes(Self.verdict("HN-4159-B")))
        #expect(SmoothedLook.takes(Self.verdict("HN-4159-B", agreement: 0.9, confidence: 0.2, corroborated: true)))
        #expect(!SmoothedLook.takes(Self.verdict("HN-4159-B", confidence: 0.7)))
        #expect(!SmoothedLook.takes(Self.verdict("HN-4159-B", agreement: 0.9, confidence: 0.95)))
        // Accepted alone is not enough: a mark half the readings agree on.
        #expect(!SmoothedLook.takes(Self.verdict("STERLING", agreement: 0.6, confidence: 0.3)))
        #expect(!SmoothedLook.takes(nil))
        #expect(!SmoothedLook.takes(Self.verdict("HN-4159-B", agreement: .nan, confidence: .nan)))
    }

    // MARK: - Lines read in part

    @Test("An extension covers exactly one accepted line and is half its height wider")
    func extensionsCoverOneAcceptedLine() {
        let first = [
            Self.segment(100..<180),  // accepted
            Self.segment(182..<190),  // not accepted, beside it
            Self.segment(400..<480),  // accepted
            Self.segment(600..<640),  // not accepted
        ]
        let accepted = [true, false, true, false]
        let smoothed = [
            Self.segment(90..<195),  // over 0 and 1: 25 wider than 0
            Self.segment(395..<484),  // over 2: 9 wider, under half of 20 rows
            Self.segment(590..<700),  // over 3 alone: no accepted line
            Self.segment(150..<450),  // over 0, 1 and 2: two accepted lines
            Self.segment(300..<390),  // over nothing
        ]
        let found = SmoothedLook.extensions(smoothed, over: first, accepted: accepted, stripWidth: 720)
        #expect(found == [SmoothedLook.Extension(segment: smoothed[0], parts: [0, 1], line: 0)])
        // Ten columns wider is half of 20 rows: enough.
        let wider = SmoothedLook.extensions([Self.segment(395..<485)], over: first, accepted: accepted, stripWidth: 720)
        #expect(wider == [SmoothedLook.Extension(segment: Self.segment(395..<485), parts: [2], line: 2)])
        // Mismatched lengths read nothing.
        #expect(SmoothedLook.extensions(smoothed, over: first, accepted: [true], stripWidth: 720).isEmpty)
    }

    @Test("No two extensions cover one segment, and no more than six are read")
    func extensionsAreDisjointAndFew() {
        let first = [Self.segment(100..<180)]
        let twice = [Self.segment(90..<200), Self.segment(95..<210)]
        #expect(SmoothedLook.extensions(twice, over: first, accepted: [true], stripWidth: 720).map(\.segment) == [twice[0]])
        let lines = (0..<10).map { Self.segment(($0 * 100)..<($0 * 100 + 50)) }
        let runs = (0..<10).map { Self.segment(($0 * 100)..<($0 * 100 + 80)) }
        let found = SmoothedLook.extensions(runs, over: lines, accepted: lines.map { _ in true }, stripWidth: 10_000)
        #expect(found.map(\.line) == Array(0..<SmoothedLook.mostCandidates))
    }

    @Test("An extension across the seam covers the line on the strip's other side")
    func extensionAcrossTheSeam() {
        let first = [Self.segment(0..<60)]
        let across = Self.segment(690..<759)  // 9 wider
        #expect(SmoothedLook.extensions([across], over: first, accepted: [true], stripWidth: 720).count == 0)
        let longer = Self.segment(690..<770)
        #expect(SmoothedLook.extensions([longer], over: first, accepted: [true], stripWidth: 720).map(\.parts) == [[0]])
    }

    @Test("Degenerate boxes and widths never trap in extensions", arguments: [0, -5, 1, 720, Int.max, Int.min])
    func extensionsDegenerate(width: Int) {
        let extremes = SecondLookTests.extremes + [Self.segment(Int.min..<Int.max, 0..<1)]
        let found = SmoothedLook.extensions(extremes, over: extremes, accepted: extremes.map { _ in true }, stripWidth: width)
        #expect(found.allSatisfy { extremes.contains($0.segment) && $0.parts.contains($0.line) })
        #expect(SmoothedLook.extensions([], over: extremes, accepted: extremes.map { _ in true }, stripWidth: width).isEmpty)
        #expect(SmoothedLook.extensions(extremes, over: [], accepted: [], stripWidth: width).isEmpty)
    }

    /// The reading of an extension replaces the line's when it reads
    /// better and adds only past the line's ends.
    @Test("An extension is kept when it holds the line whole and adds to its ends", arguments: [
        ("PORKY PRIME CUT", "A PORKY PRIME CUT", true),
        ("SHVL 5243", "SHVL 5243 C-2", true),
        ("K 85887 B", "K 85887 6B", false),  // a speck read into the line
        ("SHVL 5243", "SHVL 5243", false),  // no longer
        ("SHVL 5243", "SHVL 5248 C-2", false),  // the line itself read otherwise
    ])
    func extends(line: String, reading: String, kept: Bool) {
        let accepted = Self.verdict(line)
        #expect(SmoothedLook.extends(Self.verdict(reading), line: accepted, parts: [accepted]) == kept)
    }

    @Test func anExtensionMustBeAccepted() {
        let line = Self.verdict("PORKY PRIME CUT")
        let unsure = Self.verdict("SHVL 5243 C-2", agreement: 0.4, confidence: 0.2)
        #expect(!SmoothedLook.extends(unsure, line: Self.verdict("SHVL 5243"), parts: [Self.verdict("SHVL 5243")]))
        #expect(!SmoothedLook.extends(nil, line: line, parts: [line]))
        #expect(!SmoothedLook.extends(Self.verdict("A PORKY PRIME CUT"), line: nil, parts: [line]))
        // A part the line is not among is no line read in part.
        #expect(!SmoothedLook.extends(Self.verdict("A PORKY PRIME CUT"), line: line, parts: [nil]))
    }
}
