import RunoutOCR
import TestSupport
import Testing

/// Text read turned half a turn: reversed, each glyph replaced by its upside-down look-alike.
@Suite("HalfTurn")
struct HalfTurnTests {
    static let table: [(String, String?)] = [
        ("SH", "HS"), ("HS", "SH"), ("NOON", "NOON"), ("SOS", "SOS"), ("69", "69"), ("6", "9"), ("MW", "MW"),
        ("M", "W"), ("1-0", "0-1"), ("Δ89018", "81068▽"), ("81068▽", "Δ89018"), ("181 S", "S 181"), ("", ""), ("0.8/1", "1/8.0"), ("XZ", "ZX"),
        // Glyphs with no upside-down look-alike.
        ("A", nil), ("SHA", nil), ("sh", nil), ("Δ12", nil), ("2", nil),
    ]

    @Test("Turned over", arguments: table)
    func turnedOver(text: String, expected: String?) {
        #expect(HalfTurn.turnedOver(text) == expected, "\"\(text)\"")
    }

    @Test("Turning over twice gives the text back", arguments: 0..<20 as Range<UInt64>)
    func involution(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let alphabet = Array("HINOSXZ01869MW-. /Δ▽")
        for _ in 0..<100 {
            let text = String((0..<Int.random(in: 0...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "H" })
            let once = try #require(HalfTurn.turnedOver(text), "seed \(seed): \"\(text)\"")
            #expect(once.count == text.count, "seed \(seed): \"\(text)\"")
            #expect(HalfTurn.turnedOver(once) == text, "seed \(seed): \"\(text)\" → \"\(once)\"")
        }
    }
}
