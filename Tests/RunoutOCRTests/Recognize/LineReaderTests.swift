@testable import RunoutOCR
import Testing

@Suite("LineReader")
struct LineReaderTests {
    /// (reading, the same image turned over, whether only the first way up is read further)
    static let probes: [(String, Double, String, Double, Bool)] = [
        ("YEX 773-1", 0.92, "1-ELL XEA", 0.20, true),  // legible one way, garbled the other
        ("YEX 773-1", 0.92, "", 0, true),  // nothing read turned over
        ("YEX 773-1", 0.92, "...", 0.90, true),  // turned over is noise, however confident
        ("YEX 773-1", 0.92, "SHN 9096", 0.70, false),  // both legible: read both ways
        ("YEX 773-1", 0.55, "", 0, false),  // not confident enough to decide
        ("", 0.95, "", 0, false),  // nothing legible at all
        ("SH", 0.93, "HS", 0.93, false),  // symmetric: no evidence either way
    ]

    @Test("The probe decides the orientation only on clear evidence", arguments: probes)
    func probe(_ a: String, _ ca: Double, _ b: String, _ cb: Double, _ expected: Bool) {
        #expect(LineReader.isClearlyBetter((a, ca), than: (b, cb)) == expected, "\(a) \(ca) against \(b) \(cb)")
    }

    @Test func theProbeNeverDecidesBothWays() {
        for (a, ca, b, cb, _) in Self.probes {
            let both = LineReader.isClearlyBetter((a, ca), than: (b, cb)) && LineReader.isClearlyBetter((b, cb), than: (a, ca))
            #expect(!both, "\(a) / \(b)")
        }
    }

    @Test func defaultScalesAreThreeAscendingHeights() {
        let heights = LineReader().letterHeights
        #expect(heights.count == 3 && heights == heights.sorted() && heights.allSatisfy { $0 >= 20 && $0 <= 60 })
    }
}
