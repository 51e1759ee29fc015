@testable import RunoutOCR
import Testing

/// Which segments of the second look are read, and when their reading
/// replaces the first (Scan/SecondLook.swift).
@Suite("SecondLook")
struct SecondLookTests {
    static func segment(_ columns: Range<Int>, _ rows: Range<Int> = 10..<30) -> TextSegment {
        TextSegment(columns: columns, rows: rows, polarity: 1, mass: 100)
    }

    /// A verdict for `text`: accepted, unanimous and sure when `accepted`,
    /// else with no agreement; `corroborated` as given.
    static func verdict(
        _ text: String, agreement: Double = 1, confidence: Double = 0.95, corroborated: Bool = false
    ) -> LineVerdict? {
        guard let line = EtchingNormalizer.normalize(text) else { return nil }
        var verdict = LineVerdict(
            line: line, agreement: agreement, engineConfidence: confidence, shape: LineShape(of: line.text),
            snapped: false)
        verdict.corroborated = corroborated
        return verdict
    }

    @Test("A longer segment over a line's pieces is read, with the pieces it covers")
    func coversPieces() {
        let first = [Self.segment(100..<140), Self.segment(160..<190), Self.segment(400..<430)]
        let candidates = SecondLook.candidates([Self.segment(98..<192)], over: first, stripWidth: 720)
        #expect(candidates == [SecondLook.Candidate(segment: Self.segment(98..<192), parts: [0, 1])])
    }

    @Test("Not read: covering no first segment, or the one it covers over again")
    func notRead() {
        let first = [Self.segment(100..<140)]
        #expect(SecondLook.candidates([Self.segment(300..<340)], over: first, stripWidth: 720).isEmpty)
        // Rows apart: a line stacked under another at the same angle covers nothing.
        #expect(SecondLook.candidates([Self.segment(100..<140, 40..<60)], over: first, stripWidth: 720).isEmpty)
        #expect(SecondLook.candidates([Self.segment(98..<142, 8..<32)], over: first, stripWidth: 720).isEmpty)
        #expect(SecondLook.candidates([Self.segment(97..<140)], over: first, stripWidth: 720).count == 1)
        #expect(SecondLook.candidates([Self.segment(100..<140, 10..<33)], over: first, stripWidth: 720).count == 1)
    }

    /// Segments start within the strip's width and run past it across the seam.
    @Test(
        "Across the seam, columns past the width meet the strip's first columns",
        arguments: [(700..<735, 0..<30), (0..<30, 700..<735), (700..<735, 710..<740), (5..<40, 690..<730)])
    func acrossTheSeam(first: Range<Int>, faint: Range<Int>) {
        let candidates = SecondLook.candidates([Self.segment(faint)], over: [Self.segment(first)], stripWidth: 720)
        #expect(candidates.map(\.parts) == [[0]])
    }

    /// Boxes at the ends of `Int` and without rows or columns.
    static let extremes = [
        segment(0..<0), segment(Int.min..<(Int.min + 10)), segment((Int.max - 10)..<Int.max),
        segment(-50..<50), segment(10..<20, 0..<0),
    ]

    @Test(
        "Degenerate boxes and widths never trap",
        arguments: [0, -5, 1, 720, Int.max, Int.min])
    func degenerate(width: Int) {
        let extremes = Self.extremes
        let candidates = SecondLook.candidates(extremes, over: extremes, stripWidth: width)
        // Parts index the first segments, whatever the boxes.
        for candidate in candidates {
            #expect(candidate.parts.allSatisfy { extremes.indices.contains($0) })
        }
        #expect(SecondLook.candidates([], over: extremes, stripWidth: width).isEmpty)
        #expect(SecondLook.candidates(extremes, over: [], stripWidth: width).isEmpty)
    }

    @Test("Over parts none accepted: taken when the network corroborates or the engine is unanimous and sure")
    func overUnaccepted() {
        let parts = [Self.verdict("4GO", agreement: 0.5, confidence: 0.3), nil]
        #expect(parts.compactMap { $0 }.allSatisfy { !$0.isAccepted })
        #expect(SecondLook.takes(Self.verdict("LGO", confidence: 0.3, corroborated: true), over: parts))
        #expect(SecondLook.takes(Self.verdict("SD 1004 B3", confidence: 0.9), over: parts))
        // Accepted on its own evidence alone: a plant mark out of grain is not enough.
        let mark = Self.verdict("PR", agreement: 0.67, confidence: 0.06)
        #expect(mark?.isAccepted == true)
        #expect(!SecondLook.takes(mark, over: parts))
        #expect(!SecondLook.takes(Self.verdict("SD 1004 B3", confidence: 0.84), over: parts))
        let refused = Self.verdict("SD 1004 B3", agreement: 0.6, confidence: 0.3)
        #expect(refused?.isAccepted == false)
        #expect(!SecondLook.takes(refused, over: parts))
        #expect(!SecondLook.takes(nil, over: parts))
        #expect(!SecondLook.takes(nil, over: []))
    }

    @Test("Over one accepted part: taken when it holds the part and is longer")
    func overOneAccepted() {
        let parts = [Self.verdict("YEX 5092"), Self.verdict("-", agreement: 0)]
        #expect(SecondLook.takes(Self.verdict("YEX 5092-1", confidence: 0.55, corroborated: true), over: parts))
        #expect(!SecondLook.takes(Self.verdict("YEX 5092"), over: parts))
        #expect(!SecondLook.takes(Self.verdict("SR 9698 D", corroborated: true), over: parts))
    }

    @Test("Over two accepted parts: never (two etchings grown into one)")
    func overTwoAccepted() {
        let parts = [Self.verdict("SD-75446-A5"), Self.verdict("RTA")]
        #expect(!SecondLook.takes(Self.verdict("SD-75446-A5 RTA", corroborated: true), over: parts))
    }
}

extension SecondLookTests {
    /// A candidate holding `mass` strong pixels (by default more than any parts here).
    static func candidate(
        _ columns: Range<Int>, rows: Range<Int> = 10..<30, parts: [Int] = [0], mass: Int = 1000
    ) -> SecondLook.Candidate {
        var segment = Self.segment(columns, rows)
        segment.mass = mass
        return SecondLook.Candidate(segment: segment, parts: parts)
    }

    @Test("Worth reading: over unread parts always, over one accepted alone only with room for a glyph more")
    func worthReading() {
        let part = Self.segment(100..<180)
        let accepted = Self.verdict("YEX 5092")
        let unread = Self.verdict("L092 F3", agreement: 0.3, confidence: 0.2)
        #expect(SecondLook.isWorthReading(Self.candidate(98..<182), over: [part], verdicts: [unread]))
        #expect(SecondLook.isWorthReading(Self.candidate(98..<182), over: [part], verdicts: [nil]))
        // Height 20: ten columns more is room for a glyph; nine is not.
        #expect(SecondLook.isWorthReading(Self.candidate(100..<190), over: [part], verdicts: [accepted]))
        #expect(!SecondLook.isWorthReading(Self.candidate(100..<189), over: [part], verdicts: [accepted]))
        #expect(!SecondLook.isWorthReading(Self.candidate(110..<170), over: [part], verdicts: [accepted]))
        // One accepted among parts not read: the others may be its rest.
        let pieces = [part, Self.segment(200..<230)]
        #expect(SecondLook.isWorthReading(Self.candidate(98..<232, parts: [0, 1]), over: pieces, verdicts: [accepted, unread]))
        #expect(!SecondLook.isWorthReading(Self.candidate(98..<232, parts: [0, 1]), over: pieces, verdicts: [accepted, accepted]))
    }

    @Test("Not worth reading: a piece of its parts, with less of their ink")
    func pieceOfItsParts() {
        let parts = [Self.segment(100..<180), Self.segment(200..<240)]
        let unread = [Self.verdict("L092 F3", agreement: 0.3, confidence: 0.2), nil]
        // The parts hold 200 strong pixels: 160 is four fifths of their ink.
        #expect(!SecondLook.isWorthReading(Self.candidate(150..<210, parts: [0, 1], mass: 159), over: parts, verdicts: unread))
        #expect(SecondLook.isWorthReading(Self.candidate(150..<210, parts: [0, 1], mass: 160), over: parts, verdicts: unread))
    }

    @Test("Worth reading never traps on degenerate boxes", arguments: [0..<0, Int.min..<0, 0..<Int.max, -5..<5])
    func worthReadingDegenerate(columns: Range<Int>) {
        let candidate = Self.candidate(columns, rows: 0..<0)
        _ = SecondLook.isWorthReading(candidate, over: [Self.segment(Int.min..<Int.max)], verdicts: [Self.verdict("YEX 5092")])
        #expect(SecondLook.isWorthReading(candidate, over: [], verdicts: []))
    }
}
