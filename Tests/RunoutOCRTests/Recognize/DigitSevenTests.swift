@testable import RunoutOCR
import TestSupport
import Testing

/// Telling a seven read as T from a T by where its stem runs.
@Suite("DigitSeven")
struct DigitSevenTests {
    /// A T's stem stands under its bar; a seven's runs down to the left.
    static let t = Shapes.union([
        Shapes.stroke(from: Point(x: 14, y: 15), to: Point(x: 46, y: 15), width: 4),
        Shapes.stroke(from: Point(x: 30, y: 15), to: Point(x: 30, y: 46), width: 4),
    ])
    static let seven = Shapes.union([
        Shapes.stroke(from: Point(x: 14, y: 15), to: Point(x: 46, y: 15), width: 4),
        Shapes.stroke(from: Point(x: 46, y: 15), to: Point(x: 24, y: 46), width: 4),
    ])
    /// A T slanted as an oblique face draws it.
    static let obliqueT = Shapes.union([
        Shapes.stroke(from: Point(x: 18, y: 15), to: Point(x: 50, y: 15), width: 4),
        Shapes.stroke(from: Point(x: 34, y: 15), to: Point(x: 28, y: 46), width: 4),
    ])

    static func drawn(_ region: Shapes.Region) -> GrayImage {
        GrayImage(width: 70, height: 60, fill: 255).painted(0, where: region)
    }

    @Test("Drift: a T's stays near 0, a seven's is far left", arguments: [
        ("T", t, -0.17, 0.17), ("oblique T", obliqueT, -0.22, 0.17), ("7", seven, -1.0, -0.3),
    ] as [(String, Shapes.Region, Double, Double)])
    func drift(name: String, region: Shapes.Region, low: Double, high: Double) throws {
        let image = Self.drawn(region)
        let box = try #require(image.inkBox())
        let drift = try #require(DigitSeven.drift(in: image, box: box))
        #expect(drift >= low && drift < high, "\(name): \(drift)")
    }

    @Test func onlyTsWhoseStemRunsLeftBecomeSevens() throws {
        let image = Self.drawn(Self.seven)
        let box = try #require(image.inkBox())
        #expect(DigitSeven.corrected(RecognizedLine.oneWord(["T"], boxes: [box]), in: image).text == "7")
        let tee = Self.drawn(Self.t)
        let teeBox = try #require(tee.inkBox())
        #expect(DigitSeven.corrected(RecognizedLine.oneWord(["T"], boxes: [teeBox]), in: tee).text == "T")
        // Other readings are not this check's to change.
        #expect(DigitSeven.corrected(RecognizedLine.oneWord(["F"], boxes: [box]), in: image).text == "F")
    }

    /// The engine's box for a T can take in the dot before it (`O.N.T.`):
    /// only the glyph's own ink counts.
    @Test func aDotInTheBoxDoesNotMoveTheStem() throws {
        let image = Self.drawn(Shapes.union([Self.t, Shapes.polygon([
            Point(x: 6, y: 42), Point(x: 11, y: 42), Point(x: 11, y: 47), Point(x: 6, y: 47),
        ])]))
        let box = try #require(image.inkBox())
        #expect(box.left <= 7)
        let drift = try #require(DigitSeven.drift(in: image, box: box))
        #expect(abs(drift) < 0.17, "\(drift)")
        #expect(DigitSeven.corrected(RecognizedLine.oneWord(["T"], boxes: [box]), in: image).text == "T")
    }

    @Test("Degenerate boxes and images give no drift", arguments: [
        (0, 3, 0, 3), (10, 5, 10, 40), (-100, -50, -100, -50), (500, 600, 0, 40), (Int.min / 2, Int.min / 2 + 10, 0, 10),
    ])
    func degenerate(left: Int, right: Int, top: Int, bottom: Int) {
        #expect(DigitSeven.drift(in: Self.drawn(Self.seven), box: (left, right, top, bottom)) == nil)
        #expect(DigitSeven.drift(in: GrayImage(width: 0, height: 0), box: (left, right, top, bottom)) == nil)
    }
}
