import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Finding where the grooves end at the top of a strip.
@Suite("GrooveStart")
struct GrooveStartTests {
    /// A strip `width` wide and `height` tall: grooves (a grey per row,
    /// the same along it, with a little grain) over its first `grooves`
    /// rows, plain wax grain under them; `letters` blocks of vertical
    /// strokes stamped into the wax.
    static func strip(
        width: Int = 960, height: Int = 120, grooves: Int, letters: Int = 0, seed: UInt64
    ) -> GrayImage {
        var generator = SeededGenerator(seed: seed)
        let rowGreys = (0..<height).map { _ in Int.random(in: 40...110, using: &generator) }
        let letterColumns = (0..<letters).map { _ in Int.random(in: 0..<(width - 60), using: &generator) }
        let letterRow = Int.random(in: grooves + 10...max(grooves + 10, height - 30), using: &generator)
        return ImageBuilder.image(width: width, height: height) { x, y in
            if y < grooves { return UInt8(rowGreys[y] + Int.random(in: -3...3, using: &generator)) }
            let inLetter = letterColumns.contains { x >= $0 && x < $0 + 60 && (x - $0) % 12 < 4 }
                && y >= letterRow && y < letterRow + 20
            return UInt8(inLetter ? 170 : 70 + Int.random(in: -14...14, using: &generator))
        }
    }

    @Test("Grooves over wax end where the wax starts, a few rows late at most", arguments: 0..<6 as Range<UInt64>)
    func groovesOverWax(seed: UInt64) {
        var generator = SeededGenerator(seed: seed &+ 100)
        let grooves = Int.random(in: 12...70, using: &generator)
        let strip = Self.strip(grooves: grooves, letters: Int(seed % 3) * 4, seed: seed)
        let row = GrooveStart.row(in: strip, before: strip.height)
        #expect(row.map { (grooves - 1)...(grooves + 6) ~= $0 } == true, "seed \(seed): grooves end at \(grooves), found \(String(describing: row))")
    }

    @Test("Wax from the top: the band starts on the wax", arguments: 0..<4 as Range<UInt64>)
    func waxFromTheTop(seed: UInt64) {
        let strip = Self.strip(grooves: 0, letters: Int(seed) * 3, seed: seed)
        let row = GrooveStart.row(in: strip, before: strip.height)
        #expect(row.map { $0 <= 2 } == true, "seed \(seed): \(String(describing: row))")
    }

    @Test("Grooves all the way down, or wax only past the limit, give nothing", arguments: 0..<4 as Range<UInt64>)
    func noWaxInReach(seed: UInt64) {
        let grooved = Self.strip(grooves: 120, seed: seed)
        #expect(GrooveStart.row(in: grooved, before: grooved.height) == nil)
        let late = Self.strip(grooves: 60, seed: seed)
        #expect(GrooveStart.row(in: late, before: 40) == nil)
        #expect(GrooveStart.row(in: late, before: 0) == nil)
        #expect(GrooveStart.row(in: late, before: -5) == nil)
        #expect(GrooveStart.row(in: late, before: .max) != nil)
    }

    @Test("Grain scores as wax, grooves as grooves; a letter's top and foot only a little")
    func scoresTellGroovesFromWax() {
        let scores = GrooveStart.scores(of: Self.strip(grooves: 50, letters: 8, seed: 7))
        #expect(scores.count == 119)
        #expect(scores[5..<45].allSatisfy { $0 > 0.5 }, "\(scores[5..<45])")
        // Eight blocky letters' tops and feet are row-to-row edges: a few rows score more.
        let wax = scores[56...]
        #expect(wax.filter { $0 < GrooveStart.quietScore }.count * 4 >= wax.count * 3, "\(wax)")
        #expect(wax.allSatisfy { $0 < GrooveStart.groovedScore }, "\(wax)")
    }

    @Test("Strips too small to score, and pixels outside the photo")
    func degenerateStrips() {
        for (width, height) in [(0, 0), (960, 0), (0, 120), (960, 2), (GrooveStart.blockWidth, 120), (1, 1)] {
            let strip = GrayImage(width: width, height: height)
            #expect(GrooveStart.scores(of: strip).isEmpty, "\(width)×\(height)")
            #expect(GrooveStart.row(in: strip, before: .max) == nil, "\(width)×\(height)")
        }
        // Outside the photo (all 0) no row is scored.
        let outside = GrayImage(width: 960, height: 120)
        #expect(GrooveStart.scores(of: outside).allSatisfy { $0.isNaN })
        #expect(GrooveStart.row(in: outside, before: 120) == nil)
        // Rows past the photo's edge are skipped: grooves start under them, then wax.
        var edged = Self.strip(grooves: 50, seed: 3)
        for index in 0..<(20 * edged.width) { edged.pixels[index] = 0 }
        let row = GrooveStart.row(in: edged, before: 120)
        #expect(row.map { 49...56 ~= $0 } == true, "\(String(describing: row))")
        var flatUnderEdge = GrayImage(width: 960, height: 120, fill: 90)
        for index in 0..<(30 * flatUnderEdge.width) { flatUnderEdge.pixels[index] = 0 }
        #expect(GrooveStart.row(in: flatUnderEdge, before: 120) == 30)
        // A flat strip has no differences either way: wax from the top.
        let flat = GrayImage(width: 960, height: 120, fill: 90)
        #expect(GrooveStart.row(in: flat, before: 120) == 0)
    }

    /// A round record, label 60 px, grooves from `grooveStart` label radii,
    /// and a band found out to 100 px.
    @Test(
        "A band reaches out to the grooves, no farther than asked",
        arguments: [(1.75, 105.0...112.0), (1.5, nil), (2.4, 110.0...110.0)] as [(Double, ClosedRange<Double>?)])
    func bandReachesTheGrooves(grooveStart: Double, expected: ClosedRange<Double>?) {
        var record = RecordImageBuilder(width: 420, height: 400, center: Point(x: 210, y: 200), labelRadius: 60)
        record.grooveStart = grooveStart
        let band = Annulus(center: Point(x: 210, y: 200), innerRadius: 63, outerRadius: 100)
        let outer = GrooveStart.outerRadius(of: band, outTo: 110, in: record.image())
        if let expected {
            #expect(outer.map { expected.contains($0.rounded()) } == true, "grooves from \(60 * grooveStart): \(String(describing: outer))")
        } else {
            #expect(outer == nil, "grooves from \(60 * grooveStart): \(String(describing: outer))")
        }
    }

    @Test("A band asked to reach nowhere past its edge, or to no number, stays", arguments: [-Double.infinity, 0, 100, .nan, .infinity])
    func noReach(farthest: Double) {
        let band = Annulus(center: Point(x: 210, y: 200), innerRadius: 63, outerRadius: 100)
        let image = RecordImageBuilder(width: 420, height: 400, center: Point(x: 210, y: 200), labelRadius: 60).image()
        #expect(GrooveStart.outerRadius(of: band, outTo: farthest, in: image) == nil)
        #expect(GrooveStart.outerRadius(of: band, outTo: 110, in: GrayImage(width: 0, height: 0)) == nil)
    }
}
