import RunoutOCR
import TestSupport
import Testing

/// Keeping the lines enough reads of a photo agree on.
@Suite("ShiftVote")
struct ShiftVoteTests {
    private static func reading(_ text: String, key: String? = nil, confidence: Double = 0.5, angle: Double = 0) -> Reading {
        Reading(line: EtchingLine(text: text, key: key ?? text), confidence: confidence, angle: angle)
    }

    /// Equal, a NaN angle equal to a NaN angle.
    private static func same(_ a: Reading, _ b: Reading) -> Bool {
        a.line == b.line && a.confidence == b.confidence && (a.angle == b.angle || (a.angle.isNaN && b.angle.isNaN))
    }

    @Test("The quorum: one read keeps its lines, two to five need two, six and more half")
    func quorum() {
        #expect(ShiftVote.quorum(forReads: 1) == 1)
        for reads in 2...5 { #expect(ShiftVote.quorum(forReads: reads) == 2) }
        #expect(ShiftVote.quorum(forReads: 6) == 3)
        #expect(ShiftVote.quorum(forReads: 9) == 4)
        for reads in [0, -1, Int.min] { #expect(ShiftVote.quorum(forReads: reads) == 1) }
        #expect(ShiftVote.quorum(forReads: Int.max) == Int.max / 2)
    }

    @Test("A scan settled early votes with a quorum of at most the reads it took")
    func quorumAfterSettling() {
        // Four planned, quorum 2: two reads alike keep their lines by two.
        #expect(ShiftVote.quorum(2, afterReading: 2, of: 4) == 2)
        // Six planned, quorum 3: settled after two, the two suffice.
        #expect(ShiftVote.quorum(3, afterReading: 2, of: 6) == 2)
        #expect(ShiftVote.quorum(3, afterReading: 6, of: 6) == 3)
        // Swept, degenerate counts included: never over the asked quorum,
        // never over the reads taken when they fell short, the asked one
        // when none did.
        let counts = [Int.min, -3, -1, 0, 1, 2, 3, 4, 6, 9, Int.max]
        for asked in counts {
            for taken in counts {
                for planned in counts {
                    let quorum = ShiftVote.quorum(asked, afterReading: taken, of: planned)
                    #expect(quorum <= asked, "\(asked) \(taken) \(planned)")
                    #expect(taken < planned ? quorum <= taken : quorum == asked, "\(asked) \(taken) \(planned)")
                }
            }
        }
    }

    @Test("A line two of four reads agree on is kept once; a line one read gave is dropped")
    func twoOfFour() {
        let reads = [
            [Self.reading("XSM 1234 A", angle: 30), Self.reading("TML", angle: 200)],
            [Self.reading("XSM 1234 A", angle: 31)],
            [Self.reading("XSM 1284 A", angle: 30)],
            [],
        ]
        let kept = ShiftVote.agreed(reads, quorum: 2)
        #expect(kept.map(\.line.text) == ["XSM 1234 A"])
    }

    @Test("A read votes once for a key however often it read it")
    func oneVotePerRead() {
        let twice = [[Self.reading("RL", angle: 10), Self.reading("RL", angle: 190)], []]
        #expect(ShiftVote.agreed(twice, quorum: 2).isEmpty)
        #expect(ShiftVote.agreed(twice, quorum: 1).count == 1)
    }

    @Test("Texts of one key: the one most reads gave, then the most confident, then the earlier read")
    func chosenText() {
        let dotted = Self.reading("SHSP 661.A-2U", key: "SHSP 661 A-2U", confidence: 0.9, angle: 5)
        let spaced = { (confidence: Double) in Self.reading("SHSP 661 A-2U", confidence: confidence, angle: 6) }
        let kept = ShiftVote.agreed([[dotted], [spaced(0.4)], [spaced(0.6)]], quorum: 2)
        #expect(kept == [spaced(0.6)], "two reads gave the spaced text; its most confident reading is reported")
        let tie = ShiftVote.agreed([[dotted], [spaced(0.4)]], quorum: 2)
        #expect(tie == [dotted], "one read each: the more confident")
        let first = Self.reading("A1", key: "A1", confidence: 0.5, angle: 1)
        let second = Self.reading("Al", key: "A1", confidence: 0.5, angle: 2)
        #expect(ShiftVote.agreed([[first], [second]], quorum: 2) == [first])
        #expect(ShiftVote.agreed([[second], [first]], quorum: 2) == [second])
    }

    @Test("Two first reads of the same keys settle a scan, whatever their texts, angles and later reads")
    func settled() {
        let first = [Self.reading("A2", angle: 10), Self.reading("TML", angle: 90)]
        let same = [Self.reading("TML", confidence: 0.9, angle: 91), Self.reading("A2.", key: "A2", angle: 11)]
        #expect(ShiftVote.isSettled([first, same]))
        #expect(ShiftVote.isSettled([first, same, []]), "only the first two count")
        #expect(ShiftVote.isSettled([[], []]), "two reads of nothing agree")
        #expect(!ShiftVote.isSettled([first, Array(same.prefix(1))]))
        #expect(!ShiftVote.isSettled([first]) && !ShiftVote.isSettled([]))
        #expect(!ShiftVote.isSettled([[], first]))
    }

    @Test("Degenerate votes: no reads, empty reads, a quorum under 1 or over the reads, NaN angles")
    func degenerate() {
        #expect(ShiftVote.agreed([], quorum: 2).isEmpty)
        #expect(ShiftVote.agreed([[], [], []], quorum: 1).isEmpty)
        let reads = [[Self.reading("B2", angle: 90), Self.reading("EMI", angle: .nan)], [Self.reading("EMI", angle: .nan)]]
        #expect(ShiftVote.agreed(reads, quorum: 0).map(\.line.text) == ["B2", "EMI"], "a NaN angle goes last")
        #expect(ShiftVote.agreed(reads, quorum: -3).count == 2)
        #expect(ShiftVote.agreed(reads, quorum: 3).isEmpty)
        #expect(ShiftVote.agreed(reads, quorum: .max).isEmpty)
        let nanConfidence = [[Self.reading("C3", confidence: .nan)], [Self.reading("C3", confidence: .nan)]]
        #expect(ShiftVote.agreed(nanConfidence, quorum: 2).count == 1)
    }

    @Test("Over random reads the kept keys are those with enough votes, sorted, each an input reading", arguments: 0..<40 as Range<UInt64>)
    func sweep(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let keys = ["A", "B", "C", "D", "E", "F"]
        let readCount = Int.random(in: 0...6, using: &random)
        let reads: [[Reading]] = (0..<readCount).map { _ in
            (0..<Int.random(in: 0...5, using: &random)).map { _ in
                let key = keys.randomElement(using: &random) ?? "A"
                let text = key + (Bool.random(using: &random) ? "" : ".")
                let angle = Int.random(in: 0..<20, using: &random) == 0 ? Double.nan : Double.random(in: 0..<360, using: &random)
                return Self.reading(text, key: key, confidence: Double.random(in: 0...1, using: &random), angle: angle)
            }
        }
        var votes: [String: Int] = [:]
        for read in reads { for key in Set(read.map(\.line.key)) { votes[key, default: 0] += 1 } }
        var previous: Set<String>?
        for quorum in (0...7).reversed() {
            let kept = ShiftVote.agreed(reads, quorum: quorum)
            let keptKeys = Set(kept.map(\.line.key))
            #expect(keptKeys.count == kept.count, "one reading per key (seed \(seed))")
            #expect(keptKeys == Set(votes.filter { $0.value >= max(1, quorum) }.keys), "seed \(seed), quorum \(quorum)")
            #expect(kept.allSatisfy { reading in reads.joined().contains { Self.same($0, reading) } })
            #expect(zip(kept, kept.dropFirst()).allSatisfy { !ShiftVote.inAngleOrder($1, $0) }, "in angle order")
            // The chosen text is one most reads of its key gave.
            for reading in kept {
                func readsGiving(_ text: String) -> Int { reads.filter { $0.contains { $0.line.text == text } }.count }
                let best = Set(reads.joined().filter { $0.line.key == reading.line.key }.map(\.line.text)).map(readsGiving).max()
                #expect(readsGiving(reading.line.text) == best)
            }
            if let previous { #expect(previous.isSubset(of: keptKeys), "a lower quorum keeps at least as much") }
            previous = keptKeys
            // The kept keys do not depend on the order of the reads.
            #expect(Set(ShiftVote.agreed(reads.reversed(), quorum: quorum).map(\.line.key)) == keptKeys)
        }
    }
}
