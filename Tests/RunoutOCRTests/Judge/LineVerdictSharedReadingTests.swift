@testable import RunoutOCR
import Testing

/// A reading the English model and the line network both spell exactly,
/// where neither model's verdict was accepted.
@Suite("LineVerdict.sharedReading")
struct LineVerdictSharedReadingTests {
    /// The verdict on readings at 0.6 confidence each.
    static func verdict(_ readings: [String]) throws -> LineVerdict {
        try #require(LineVerdict.judge(readings.map { ($0, 0.6) }))
    }

    @Test func judgeKeepsEveryLegibleReadingInOrder() throws {
        let verdict = try Self.verdict(["BS 91407 A-J3", "", "BS 91407 A -3"])
        #expect(verdict.readings.map(\.text) == ["BS 91407 A-J3", "BS 91407 A-3"])
    }

    @Test func theOneSharedMatrixReadingIsReportedCorroborated() throws {
        let english = try Self.verdict(["BS 91407 A-J3", "BS 91407 A-J5", "BS 91407 A-3"])
        let network = try Self.verdict(["BS 91107 A-3", "BS 91407 A-3", "BS 91107 A-3"])
        #expect(!english.isAccepted && !network.isAccepted, "the case only arises when neither is accepted")
        let shared = try #require(LineVerdict.sharedReading(of: english, and: network))
        #expect(shared.line.text == "BS 91407 A-3")
        #expect(shared.shape == .matrix)
        #expect(shared.corroborated && shared.isAccepted)
        // The English verdict's other evidence is kept.
        #expect(shared.agreement == english.agreement)
        #expect(shared.engineConfidence == english.engineConfidence)
    }

    @Test func aSharedLexiconMarkCounts() throws {
        let english = try Self.verdict(["STERLNG", "STERLING", "STEKLING"])
        let network = try Self.verdict(["STERLING", "STERLIN", "5TERLING"])
        #expect(try #require(LineVerdict.sharedReading(of: english, and: network)).line.text == "STERLING")
    }

    /// Pairs of reading lists that share nothing reportable.
    static let unshared: [([String], [String], String)] = [
        (["BS 91407 A-J3", "BS 91407 A-J5"], ["BS 91107 A-3", "BS 91107 A-8"], "no text in common"),
        (["1ZO", "7ZO", "7ZO"], ["1ZO", "IZO", "1Z0"], "a short code"),
        (["G.T.", "GIT."], ["G.T.", "G.I.T."], "initials"),
        (["ARCH", "ARCMI"], ["ARCH", "ARCHI"], "a word no mark"),
        (["SP-1", "SP-7"], ["SP-1", "SP-4"], "three letters and digits"),
        (["459448", "Δ59448"], ["459448", "A59448"], "a triangle's look-alike before digits"),
        (["7XCE 9802-2", "7XCE 9802-1"], ["7XCE 9802-2", "7XCE 9802-1"], "two texts in common"),
        ([], [], "no readings"),
    ]

    @Test("Nothing shared is reported", arguments: unshared)
    func nothingReportable(english: [String], network: [String], why: String) {
        let a = LineVerdict.judge(english.map { ($0, 0.6) })
        let b = LineVerdict.judge(network.map { ($0, 0.6) })
        if let a, let b {
            #expect(LineVerdict.sharedReading(of: a, and: b) == nil, "\(why)")
        } else {
            #expect(english.isEmpty, "\(why): only empty lists give no verdict")
        }
    }

    @Test func itIsSymmetricInWhatIsShared() throws {
        let english = try Self.verdict(["SKL 586 B-71L", "SKL 586 B-7L", "SKL 586 B-71L"])
        let network = try Self.verdict(["SKL 586 B-7L", "SIL 586 B-7L", "SKL 586 B-7L"])
        let one = try #require(LineVerdict.sharedReading(of: english, and: network))
        let other = try #require(LineVerdict.sharedReading(of: network, and: english))
        #expect(one.line == other.line)
    }
}
