import RunoutOCR
import TestSupport
import Testing

/// A reading kept beside the line it is a piece of is dropped; etchings of
/// their own are not.
@Suite("ShiftVote.withoutPieces")
struct ShiftVotePiecesTests {
    private static func reading(_ text: String, at angle: Double) -> Reading {
        Reading(line: EtchingLine(text: text, key: text), confidence: 0.5, angle: angle)
    }

    @Test("A piece of three digits or more, near its line, is dropped")
    func piecesAreDropped() {
        let kept = [Self.reading("K 568 B", at: 305), Self.reading("568 B", at: 309.5), Self.reading("JA", at: 332.8)]
        #expect(ShiftVote.withoutPieces(kept).map(\.line.text) == ["K 568 B", "JA"])
        // Either way round, and whichever comes first.
        let numbered = [Self.reading("7034 940 2X 3", at: 117.1), Self.reading("7034 940 2X 3 655", at: 123.1)]
        #expect(ShiftVote.withoutPieces(numbered).map(\.line.text) == ["7034 940 2X 3 655"])
        #expect(ShiftVote.withoutPieces(numbered.reversed()).map(\.line.text) == ["7034 940 2X 3 655"])
        // Across the ring's seam.
        let seam = [Self.reading("ST-74336-B4", at: 358), Self.reading("74336-B4", at: 3)]
        #expect(ShiftVote.withoutPieces(seam).map(\.line.text) == ["ST-74336-B4"])
        // At the reach, and just past it.
        let edge = ShiftVote.pieceReach
        let line = Self.reading("SCX 123", at: 10)
        #expect(ShiftVote.withoutPieces([line, Self.reading("123", at: 10 + edge)]).count == 1)
        #expect(ShiftVote.withoutPieces([line, Self.reading("123", at: 10.01 + edge)]).count == 2)
    }

    @Test("Short keys, far lines, equal keys and NaN angles are kept")
    func etchingsOfTheirOwnAreKept() {
        let own = [
            Self.reading("MASTERDISK RL", at: 40), Self.reading("RL", at: 41),  // no digits
            Self.reading("SP-14275-A1", at: 226), Self.reading("A1", at: 229),  // one digit
            Self.reading("SRL 90029-A", at: 82), Self.reading("90029-A", at: 200),  // far apart
        ]
        #expect(ShiftVote.withoutPieces(own) == own)
        let nan = [Self.reading("K 568 B", at: .nan), Self.reading("568 B", at: 305)]
        #expect(ShiftVote.withoutPieces(nan).map(\.line.text) == ["K 568 B", "568 B"])
        let nanPiece = [Self.reading("568 B", at: .nan), Self.reading("K 568 B", at: 305)]
        #expect(ShiftVote.withoutPieces(nanPiece).count == 2)
        let infinite = [Self.reading("K 568 B", at: .infinity), Self.reading("568 B", at: -.infinity)]
        #expect(ShiftVote.withoutPieces(infinite) == infinite)
        #expect(ShiftVote.withoutPieces([]).isEmpty)
        let twice = [Self.reading("568 B", at: 10), Self.reading("568 B", at: 10)]
        #expect(ShiftVote.withoutPieces(twice) == twice, "an equal key is no longer one")
    }

    @Test("Over random lines the result is the input, in order, less only pieces", arguments: 0..<20 as Range<UInt64>)
    func sweep(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let texts = ["K 568 B", "568 B", "568", "B", "RL", "MASTERDISK RL", "ST-74336-B4", "74336-B4", "336", "A1"]
        // Each reading told apart by its confidence, its place in the input (angles may be NaN).
        let kept = (0..<Int.random(in: 0...8, using: &random)).map { index in
            let text = texts.randomElement(using: &random) ?? "A1"
            let nan = Int.random(in: 0..<10, using: &random) == 0
            let angle = nan ? .nan : Double.random(in: -720...720, using: &random)
            return Reading(line: EtchingLine(text: text, key: text), confidence: Double(index), angle: angle)
        }
        let left = ShiftVote.withoutPieces(kept).map(\.confidence)
        #expect(left == left.sorted(), "in the input's order (seed \(seed))")
        for reading in kept where !left.contains(reading.confidence) {
            #expect(reading.line.key.filter(\.isNumber).count >= 3, "seed \(seed): \(reading.line.text)")
            let key = reading.line.key
            #expect(kept.contains { $0.line.key.count > key.count && $0.line.key.contains(key) }, "seed \(seed)")
        }
        // Every reading with no longer key around it stays.
        for reading in kept where !kept.contains(where: { $0.line.key.count > reading.line.key.count }) {
            #expect(left.contains(reading.confidence), "seed \(seed): \(reading.line.text)")
        }
    }
}
