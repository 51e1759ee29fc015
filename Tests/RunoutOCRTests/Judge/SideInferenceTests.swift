import RunoutOCR
import TestSupport
import Testing

/// The side a matrix number names, and the side an image's etchings agree on.
@Suite("SideInference")
struct SideInferenceTests {
    static let named: [(String, Character)] = [
        // A letter before a take, apart or joined.
        ("SMAS 597 A-3G", "A"), ("PCS 902 A-3", "A"), ("SHVL 804 B-2U", "B"), ("SHSP 1799 C-3U", "C"),
        ("SP 8768 B1", "B"), ("SD 61050 A1", "A"), ("1006 318 A3", "A"), ("2471 449 A 3", "A"),
        ("6547 842 B 1", "B"), ("LP-1039-A1", "A"), ("RLP-2970-C1", "C"), ("SLRZ 421 B-3G", "B"),
        ("SMAS 2317 D-12", "D"), ("SHVL 804 A2U", "A"), ("SP 85096 H3", "H"),
        // A lone final letter.
        ("ST-A-435276 A", "A"), ("ST-C-920546 B", "B"), ("WS 6376-A", "A"), ("MO 1105-D", "D"),
        ("XK-685684-A", "A"), ("SP 8768 B-", "B"),
        // Separators as read: spaces around a hyphen, doubled.
        ("SMAS 597 A - 3G", "A"), ("SP  8768  B1", "B"), ("WS 6376 -A", "A"),
    ]

    @Test("A matrix ending in a side letter names it", arguments: named)
    func names(text: String, expected: Character) {
        #expect(SideInference.side(ofMatrix: text) == expected, "\"\(text)\"")
    }

    static let unnamed: [String] = [
        // A take before a letter: a lacquer or cutter, not a side.
        "XZAL-68090-2G", "CBS 62979 2B", "EPC 56107 3D", "XSM-93676-3D", "AS-736923-3A",
        // Number and take only.
        "YEX 773-1", "7YCE 5460-3", "XAX 1660-5",
        // Capitol: a digit before the number, a lacquer letter after a hyphen.
        "SO3-95985-F7", "ST1-48024-E1", "SW3-73619-B5", "ST-1-45312-D4", "ST-2-81750-B8", "S03-62042-F8",
        // ...and so any suffix after a hyphen on a line with a digit before its number.
        "6547 842-B", "6547 842-B-1",
        // Short codes and side suffixes alone.
        "A1", "A-1", "B 2", "1A", "A", "A-3",
        // Marks, initials, triangles, words.
        "STERLING", "EMI", "MASTERDISK RL", "PORKY PRIME CUT", "R.A.", "Δ", "Δ 7985", "SIDE A",
        // Too few digits in the number, lower case, out-of-range letters, odd takes.
        "SP 87 B1", "SP 8768 b1", "SP 8768 K1", "SP 8768 I1", "SP 8768 O1", "SP 8768B1",
        "SP 8768 B123", "SP 8768 B1GGG", "SP 8768 B-1g", "SP 8768 AB1", "SP 8768 B-X",
        "SP 8768 A-3-1", "SP 87O8 B1", "SP 8768 B1 RL",
        // Degenerate.
        "", " ", "-", "- -", "12345", "1234 5",
    ]

    @Test("Other lines name no side", arguments: unnamed)
    func namesNone(text: String) {
        #expect(SideInference.side(ofMatrix: text) == nil, "\"\(text)\"")
    }

    static let images: [([String], String?)] = [
        ([], nil),
        (["SMAS 597 A-3G"], "A"),
        (["SMAS 597 A-3G", "STERLING", "RL"], "A"),
        (["SMAS 597 A-3G", "YEX 773-1", "PCS 902 A-3"], "A"),
        // Disagreement, even with a majority, names none.
        (["SMAS 597 A-3G", "PCS 902 A-3", "SP 8768 B1"], nil),
        // Lines naming no side neither vote nor veto.
        (["XZAL-68090-2G", "SO3-95985-F7", "A1", "1B"], nil),
        (["SO3-95985-F7", "WS 6376-B"], "B"),
        // Repeats count once.
        (["SP 8768 B1", "SP 8768 B1"], "B"),
    ]

    @Test("The etchings of an image agree on a side or name none", arguments: images)
    func agreement(texts: [String], expected: String?) {
        #expect(SideInference.side(ofEtchings: texts) == expected, "\(texts)")
    }

    static func reading(_ text: String) -> Reading {
        Reading(line: EtchingLine(text: text, key: text), confidence: 0.9, angle: 0)
    }

    @Test func theSidecarsSideWins() {
        let readings = [Self.reading("SP 8768 B1")]
        #expect(SideInference.side(given: "A", readings: readings) == "A")
        #expect(SideInference.side(given: "2", readings: []) == "2")
        #expect(SideInference.side(given: nil, readings: readings) == "B")
        #expect(SideInference.side(given: nil, readings: []) == nil)
    }

    // MARK: - Seeded property sweeps

    /// A few lines drawn from the tables above, with repeats.
    static func randomTexts(_ random: inout SeededGenerator) -> [String] {
        let pool = named.map(\.0) + unnamed
        return (0..<Int.random(in: 0...6, using: &random)).map { _ in pool.randomElement(using: &random) ?? "" }
    }

    @Test("Order and repeats do not change the side")
    func orderIndependence() {
        withEvery("seed", in: 0..<500) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let texts = Self.randomTexts(&random)
            let reference = SideInference.side(ofEtchings: texts)
            #expect(SideInference.side(ofEtchings: texts.reversed()) == reference, "seed \(seed)")
            #expect(SideInference.side(ofEtchings: texts.shuffled(using: &random)) == reference, "seed \(seed)")
            #expect(SideInference.side(ofEtchings: texts + texts) == reference, "seed \(seed)")
        }
    }

    @Test("The side is one every naming line agrees on, else none")
    func agreementOrNone() {
        withEvery("seed", in: 0..<500) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let texts = Self.randomTexts(&random)
            let letters = Set(texts.compactMap(SideInference.side(ofMatrix:)))
            let side = SideInference.side(ofEtchings: texts)
            if letters.count == 1, let letter = letters.first {
                #expect(side == String(letter), "seed \(seed)")
            } else {
                #expect(side == nil, "seed \(seed): \(texts)")
            }
        }
    }

    @Test("A line naming another side vetoes any agreement")
    func disagreementGivesNone() {
        withEvery("seed", in: 0..<200) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let texts = Self.randomTexts(&random)
            guard let side = SideInference.side(ofEtchings: texts) else { return }
            let other = side == "A" ? "SP 8768 B1" : "SP 8768 A1"
            var mixed = texts
            mixed.insert(other, at: Int.random(in: 0...mixed.count, using: &random))
            #expect(SideInference.side(ofEtchings: mixed) == nil, "seed \(seed)")
        }
    }

    @Test("Arbitrary text never traps and names only a side letter")
    func arbitraryText() {
        let alphabet: [Character] = ["A", "B", "H", "K", "a", "1", "3", "0", "-", " ", "Δ", "é", "\u{301}"]
        withEvery("seed", in: 0..<2_000) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let text = String((0..<Int.random(in: 0...14, using: &random)).map { _ in
                alphabet.randomElement(using: &random) ?? "A"
            })
            if let letter = SideInference.side(ofMatrix: text) {
                #expect("ABCDEFGH".contains(letter), "seed \(seed): \"\(text)\"")
            }
        }
    }
}
