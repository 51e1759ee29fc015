import Testing
import TestSupport

@testable import RunoutOCR

@Suite("EditDistance")
struct EditDistanceTests {
    static let table: [(String, String, Int)] = [
        ("", "", 0),
        ("", "abc", 3),
        ("abc", "", 3),
        ("kitten", "sitting", 3),
        ("flaw", "lawn", 2),
        ("YEX 773-1", "YEX 778-l", 2),
        ("YEX 773-1", "YEX 773-1", 0),
        ("e\u{301}", "\u{E9}", 0),  // one Character, two spellings
        ("🇬🇧🇺🇸", "🇺🇸", 1),  // flags are one Character each
        ("Δ1234", "∆1234", 1),
        ("\u{0}", "", 1),
    ]

    @Test("Table of known distances", arguments: table)
    func knownDistances(_ example: (String, String, Int)) {
        let (first, second, expected) = example
        #expect(first.editDistance(to: second) == expected)
        #expect(second.editDistance(to: first) == expected)
        #expect(first.editDistance(to: second, atMost: expected) == expected)
        #expect(first.editDistance(to: second, atMost: expected + 3) == expected)
        if expected > 0 {
            #expect(first.editDistance(to: second, atMost: expected - 1) == nil)
        }
    }

    @Test func negativeLimitIsNeverNear() {
        #expect("abc".editDistance(to: "abc", atMost: -1) == nil)
    }

    @Test func worksOnAnyEquatableCollection() {
        #expect([1, 2, 3, 4].editDistance(to: [1, 3, 4, 5]) == 2)
        #expect("abc".unicodeScalars.editDistance(to: "abd".unicodeScalars) == 1)
        #expect(EmptyCollection<Int>().editDistance(to: [1, 2]) == 2)
    }

    @Test func longStringsStayCheapWhenBounded() {
        let long = String(repeating: "YEX 773-1 ", count: 2_000)
        var changed = Array(long)
        changed[10_000] = "X"
        #expect(long.editDistance(to: String(changed), atMost: 2) == 1)
        #expect(long.editDistance(to: long + "ABC", atMost: 2) == nil)
        #expect(long.editDistance(to: String(long.dropFirst(2)), atMost: 2) == 2)
    }

    @Test("Metric properties and bounded agreement over seeded strings")
    func seededProperties() {
        withEvery("seed", in: 0..<300) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let a = Self.randomString(&random)
            let b = Self.randomString(&random)
            let c = Self.randomString(&random)
            let ab = a.editDistance(to: b)
            #expect(ab == b.editDistance(to: a), "seed \(seed)")
            #expect(ab >= abs(a.count - b.count), "seed \(seed)")
            #expect(ab <= max(a.count, b.count), "seed \(seed)")
            #expect((ab == 0) == (a == b), "seed \(seed)")
            #expect(ab <= a.editDistance(to: c) + c.editDistance(to: b), "seed \(seed)")
            for limit in 0...4 {
                let bounded = a.editDistance(to: b, atMost: limit)
                #expect(bounded == (ab <= limit ? ab : nil), "seed \(seed), limit \(limit)")
            }
        }
    }

    static func randomString(_ random: inout SeededGenerator) -> String {
        let alphabet: [Character] = ["A", "B", "1", "-", " ", "Δ", "é"]
        let length = Int.random(in: 0...9, using: &random)
        return String((0..<length).map { _ in alphabet.randomElement(using: &random) ?? "A" })
    }
}
