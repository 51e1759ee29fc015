@testable import RunoutOCR
import TestSupport
import Testing

/// `Float.flooredIndex`: the truncation without a trap check, and what it
/// gives outside its span.
@Suite("Float.flooredIndex")
struct FlooredIndexTests {
    /// The largest value whose floor it must give: the last Float below 2²³.
    static let top = Float(8_388_608).nextDown

    @Test("Equals Int(rounded(.down)) within 0 ..< 2²³", arguments: 0..<8 as Range<UInt64>)
    func equalsTheReference(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        // Spans of every size, so that every exponent of the span is reached.
        let limits: [Float] = [1, 16, 600, 4096, 65_536, 1_048_576, 4_194_304, Self.top]
        let limit = limits[Int(seed)]
        for _ in 0..<20_000 {
            let value = Float.random(in: 0...limit, using: &generator)
            #expect(value.flooredIndex == Int(value.rounded(.down)), "seed \(seed): \(value)")
        }
    }

    @Test("Whole numbers, and the Floats either side of them")
    func wholeNumbersAndNeighbours() {
        var values: [Float] = [0, -0.0, 0.5, 1, 1.5, 2.5, 599, 600, Self.top, Float(1 << 22), Float(1 << 22) + 0.5]
        for whole in [1, 2, 3, 255, 256, 599, 600, 4095, 1 << 21, (1 << 22) + 1] {
            values += [Float(whole).nextDown, Float(whole), Float(whole).nextUp]
        }
        values += [.leastNonzeroMagnitude, .leastNormalMagnitude, Float(1).nextDown / 2]
        for value in values where value >= 0 && value < 8_388_608 {
            #expect(value.flooredIndex == Int(value.rounded(.down)), "\(value)")
        }
    }

    @Test("Outside the span: below 0 or at least 2²², never a pixel", arguments: [
        Float(-0.25), -0.5, -0.75, -1, -1.3, -2.5, -599.5, -Float(1 << 22), -8_388_608, -8_388_609, -1e20,
        -.greatestFiniteMagnitude, -.infinity, 8_388_608, 8_388_609, 16_777_216, 1e9, 1e20,
        .greatestFiniteMagnitude, .infinity, .nan, -.nan, .signalingNaN, -.leastNonzeroMagnitude,
    ])
    func outside(value: Float) {
        let index = value.flooredIndex
        #expect(index < 0 || index >= 1 << 22, "\(value) gave \(index)")
    }

    @Test("Negative values never land on a pixel", arguments: 0..<4 as Range<UInt64>)
    func negatives(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let limits: [Float] = [1, 600, 4_194_304, 1e30]
        let limit = limits[Int(seed)]
        for _ in 0..<20_000 {
            let value = -Float.random(in: Float.leastNonzeroMagnitude...limit, using: &generator)
            #expect(value.flooredIndex < 0 || value.flooredIndex >= 1 << 22, "seed \(seed): \(value)")
        }
    }
}
