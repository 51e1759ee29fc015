import Testing

@testable import RunoutOCR

@Suite("NearIdentity (model)")
struct NearIdentityTests {
    static let table: [(String, String, Bool)] = [
        ("YEX 773-1", "YEX 773-1", true),
        ("YEX 773-1", "YEX 778-1", true),  // 1 edit of 9
        ("YEX 773-1", "YFX 773-7", true),  // 2 edits of 9
        ("YEX 773-1", "YFX 778-7", false),  // 3 edits of 9
        ("PORKY PRIME CUT", "P0RKY PR1ME CVT", true),  // 3 edits of 15
        ("PORKY PRIME CUT", "P0RKY PR1ME CVT!", true),  // 4 edits of 16
        ("PORKY PRIME CUT", "P0RKY PR1ME CVT!!", false),  // 5 edits
        ("TML-S", "TML-M", true),  // 1 edit of 5
        ("A-12", "B-13", false),  // 2 edits of 4
        ("ABCD", "ABCE", true),  // 1 edit of 4
        ("ABCDEF", "ABCDXY", false),  // 2 edits of 6
        ("ABCDEFG", "ABCDEXY", true),  // 2 edits of 7
        ("YEX 773-1", "PORKY PRIME CUT", false),
        ("A1", "A2", false),  // short: exact only
        ("EMI", "EML", false),
        ("EMI", "EMI", true),
        ("", "", true),
        ("ABC", "ABCD", false),  // one side too short
    ]

    @Test func editLimits() {
        #expect((0...20).map(NearIdentity.editLimit(forLength:)) == [
            0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4,
        ])
    }

    @Test("Table", arguments: table)
    func nearness(_ example: (String, String, Bool)) {
        #expect(NearIdentity.holds(between: example.0, and: example.1) == example.2)
        #expect(NearIdentity.holds(between: example.1, and: example.0) == example.2)
    }
}
