import RunoutOCR
import TestSupport
import Testing

/// The chroma magnitude: zero on every grey, blind to a grey offset,
/// growing with saturation, capped at 255.
@Suite("Chroma")
struct ChromaTests {
    @Test("Every grey, black to white, is 0")
    func greysAreZero() {
        withEvery("level", in: 0...255) { level in
            let value = UInt8(level)
            #expect(Chroma.magnitude(red: value, green: value, blue: value) == 0, "level \(level)")
        }
    }

    @Test("The extremes: pure red, green and blue reach the cap; white and black are 0")
    func extremes() {
        #expect(Chroma.magnitude(red: 255, green: 0, blue: 0) == 255)
        #expect(Chroma.magnitude(red: 0, green: 255, blue: 0) == 255)
        #expect(Chroma.magnitude(red: 0, green: 0, blue: 255) == 255)
        #expect(Chroma.magnitude(red: 255, green: 255, blue: 255) == 0)
        #expect(Chroma.magnitude(red: 0, green: 0, blue: 0) == 0)
    }

    @Test("A brown label is about 32 whatever its brightness; the wax beside it about 0")
    func brownLabel() {
        for luma in [30.0, 45, 60, 120] {
            let (red, green, blue) = ColourPicture.colour(luma: luma, cb: -9, cr: 13)
            let value = Int(Chroma.magnitude(red: red, green: green, blue: blue))
            #expect((28...36).contains(value), "luma \(luma): \(value)")
        }
        #expect(Chroma.magnitude(red: 36, green: 35, blue: 34) <= 3)
    }

    @Test("Adding grey to every channel leaves it within one level", arguments: 0..<8 as Range<UInt64>)
    func greyOffsetInvariance(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let red = Int.random(in: 0...200, using: &generator)
            let green = Int.random(in: 0...200, using: &generator)
            let blue = Int.random(in: 0...200, using: &generator)
            let offset = Int.random(in: 0...55, using: &generator)
            let before = Int(Chroma.magnitude(red: UInt8(red), green: UInt8(green), blue: UInt8(blue)))
            let after = Int(
                Chroma.magnitude(red: UInt8(red + offset), green: UInt8(green + offset), blue: UInt8(blue + offset)))
            #expect(abs(before - after) <= 1, "seed \(seed): \(red),\(green),\(blue) + \(offset)")
        }
    }

    @Test("More saturation of one hue never gives less", arguments: [(-9.0, 13.0), (20, 0), (0, -20), (5, 5)])
    func monotoneInSaturation(cb: Double, cr: Double) {
        var last = -1
        for step in 0...10 {
            let amount = Double(step) / 2
            let (red, green, blue) = ColourPicture.colour(luma: 128, cb: cb * amount, cr: cr * amount)
            let value = Int(Chroma.magnitude(red: red, green: green, blue: blue))
            #expect(value >= last - 1, "cb \(cb) cr \(cr) × \(amount): \(value) after \(last)")
            last = max(last, value)
        }
    }
}
