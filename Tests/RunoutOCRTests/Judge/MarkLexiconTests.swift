import RunoutOCR
import TestSupport
import Testing

/// Snapping readings to known marks: exact for short marks, one edit from
/// five letters, two from nine.
@Suite("MarkLexicon")
struct MarkLexiconTests {
    static let matches: [(String, String, Int)] = [
        // Exact, in any case.
        ("STERLING", "STERLING", 0), ("sterling", "STERLING", 0), ("RL", "RL", 0), ("TML", "TML", 0),
        ("EMI", "EMI", 0), ("LINX", "LINX", 0), ("CBS/SONY", "CBS/SONY", 0), ("w", "W", 0),
        // One edit on marks of 5 to 8 characters.
        ("STERLlNG", "STERLING", 1), ("STERLNG", "STERLING", 1), ("ARTISAM", "ARTISAN", 1), ("ALL1ED", "ALLIED", 1),
        ("CHOP", "CHOPS", 1), ("PALLASS", "PALLAS", 1),
        // Two edits on marks of 9 or more.
        ("MASTERDISC", "MASTERDISK", 1), ("MASTRDISC", "MASTERDISK", 2), ("S0N0PRESS", "SONOPRESS", 2),
        ("STERLING R", "STERLING RL", 1), ("P0RKY PRIME CUT", "PORKY PRIME CUT", 1), ("STERLING G", "STERLING GM", 1),
        // A quarter of the length on marks of 12 or more.
        ("A PORKY ME CUT", "A PORKY PRIME CUT", 3), ("MASTERED BY CANTO", "MASTERED BY CAPITOL", 3),
        // Tied with PORKY PRIME CUT (two edits each), nearer in letters with spaces aside.
        ("APORKY PRINE CUT", "A PORKY PRIME CUT", 2), ("PORKY PRINE CUT", "PORKY PRIME CUT", 1),
        ("PORKY PRYME CU P", "PORKY PRIME CUT", 3), ("UNI0N SQUAR", "UNION SQUARE", 2),
    ]

    @Test("Readings near a mark match it", arguments: matches)
    func match(reading: String, mark: String, distance: Int) throws {
        let found = try #require(MarkLexicon.match(reading), "\"\(reading)\" matched nothing")
        #expect(found.mark == mark, "\"\(reading)\"")
        #expect(found.distance == distance, "\"\(reading)\"")
    }

    static let misses: [String] = [
        // Short marks match only exactly.
        "RK", "RLX", "TMX", "EMl", "LYNX", "CB5", "GZ1", "M", "5", "WW",
        // Two edits on a mark of 5 to 8 characters.
        "STXRLXNG", "ALL1E0", "ARTI5AM",
        // Three on one of 9 to 11, four on one of 12 to 15.
        "MA5TRD1SC", "UN10N 5QUAR", "P RKY PR ME C",
        // Nothing like a mark.
        "", " ", "SP 8768 B1", "YEX 773-1", "HELLO",
        // Another line sharing a mark's letters: a word of digits the mark
        // lacks, or a short word replaced whole.
        "TOWNHOUSE 2", "MASTERDISK 12", "ARTISAN 7", "STERLING XQ", "STERLING QX", "MASTERDISK ZZ",
        // As near two marks, spaces aside too: either may be the line.
        "STERLING L", "TML-", "TML-Q",
    ]

    @Test("Readings far from every mark match none", arguments: misses)
    func miss(reading: String) {
        #expect(MarkLexicon.match(reading) == nil, "\"\(reading)\" matched \(String(describing: MarkLexicon.match(reading)))")
    }

    @Test func isMarkIsExactMembership() {
        withEvery("mark", in: MarkLexicon.marks) { mark in #expect(MarkLexicon.isMark(mark)) }
        for text in ["dmm", "DMM.", " DMM", "STERLING R", "", "STERLINGLH"] {
            #expect(!MarkLexicon.isMark(text), "\(text)")
        }
    }

    @Test func everyMarkMatchesItselfExactly() {
        withEvery("mark", in: MarkLexicon.marks) { mark in
            let found = MarkLexicon.match(mark)
            #expect(found?.mark == mark && found?.distance == 0, "\(mark): \(String(describing: found))")
        }
    }

    /// A misread changes glyphs, not words: no word of three characters or
    /// fewer gets two substitutions (``MarkLexicon/isMisreading(_:of:)``).
    @Test("One substitution in a mark of 5+ letters (2 in 9+) is undone", arguments: 0..<10 as Range<UInt64>)
    func substitutionsAreUndone(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for mark in MarkLexicon.marks where mark.count >= 5 {
            let edits = mark.count >= 9 ? 2 : 1
            var characters = Array(mark)
            // The word each position is in, and that word's length.
            var wordOf: [Int] = []
            var word = 0
            for character in characters {
                if character == " " { word += 1 }
                wordOf.append(word)
            }
            let lengths = mark.split(separator: " ", omittingEmptySubsequences: false).map(\.count)
            var positions = Set<Int>()
            while positions.count < edits {
                let position = Int.random(in: 0..<characters.count, using: &generator)
                let shortWord = characters[position] != " " && lengths[wordOf[position]] <= 3
                if shortWord, positions.contains(where: { wordOf[$0] == wordOf[position] }) { continue }
                positions.insert(position)
            }
            for position in positions { characters[position] = "#" }
            let reading = String(characters)
            guard let found = MarkLexicon.match(reading) else {
                // Only a reading as near another mark (MASTERDISK RL / MASTERDISK RKS) matches nothing.
                let near = MarkLexicon.marks.filter { other in
                    other != mark && Array(reading).editDistance(to: Array(other), atMost: edits) != nil
                }
                #expect(!near.isEmpty, "seed \(seed): \"\(reading)\" from \(mark) matched nothing")
                continue
            }
            // Another mark may be as near (MASTERDISK RL / MASTERDISK RKS); never nearer than the edits made.
            #expect(found.distance <= edits, "seed \(seed): \"\(reading)\" from \(mark) → \(found)")
            #expect(found.distance >= 1, "seed \(seed): \"\(reading)\" from \(mark) → \(found)")
        }
    }

    /// (reading, whether it may be a mark misread)
    static let resemblances: [(String, Bool)] = [
        // Within 40% of a mark's length.
        ("SAC", true), ("sac", true), ("MASTERED BY CANTO", true), ("PORKY PRYME CU P", true), ("CAP1T0L", true),
        ("STERLING", true), ("ALIE", true),
        // Too far, too short, or one- and two-letter marks, which are never resembled.
        ("", false), ("M", false), ("Q", false), ("WW", false), ("7XCE 78274-1", false), ("CAASTOC", false),
        ("YEX 773-1", false), ("ZQXJ", false),
    ]

    @Test("Resemblance is a loose nearness to a mark of three or more characters", arguments: resemblances)
    func resemblance(reading: String, expected: Bool) {
        #expect(MarkLexicon.resembles(reading) == expected, "\"\(reading)\"")
    }

    @Test func everyMatchResemblesAndEveryMarkOfThreeOrMoreResemblesItself() {
        for (reading, _, _) in Self.matches where reading.count >= 3 {
            #expect(MarkLexicon.resembles(reading), "\"\(reading)\"")
        }
        withEvery("mark", in: MarkLexicon.marks.filter { $0.count >= 3 }) { mark in
            #expect(MarkLexicon.resembles(mark), "\(mark)")
        }
    }

    /// (text, least length, whether a run of its words is a mark that long)
    static let held: [(String, Int, Bool)] = [
        ("TOWNHOUSE 2", 5, true), ("townhouse 2", 5, true), ("2 TOWNHOUSE", 5, true), ("MASTERDISK RL", 11, true),
        ("SP 1234 MADE IN USA", 5, true), ("STERLING", 8, true),
        // Too short, a misread, only part of a mark, or no words at all.
        ("STERLING", 9, false), ("TML 1234", 5, false), ("TML 1234", 3, true), ("Z ASNOHNMOL", 5, false),
        ("TOWNH0USE 2", 5, false), ("MADE IN", 5, false), ("TOWNHOUSE2", 5, false), ("", 0, false), ("   ", 0, false),
        ("STERLING", .max, false), ("STERLING", .min, true),
    ]

    @Test("A mark spelled whole in a run of words", arguments: held)
    func holdsMark(text: String, length: Int, expected: Bool) {
        #expect(MarkLexicon.holdsMark(text, ofAtLeast: length) == expected, "\"\(text)\" at \(length)")
    }
}
