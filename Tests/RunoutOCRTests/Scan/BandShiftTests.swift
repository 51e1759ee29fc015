import RunoutOCR
import TestSupport
import Testing

/// The bands a photo is read under: moved and scaled, a usable band kept usable.
@Suite("BandShift")
struct BandShiftTests {
    private static let band = Annulus(
        center: Point(x: 400, y: 300), innerRadius: 100, outerRadius: 180, scaleX: 1.1, scaleY: 1 / 1.1, rotation: 20)

    @Test("No shift is the band itself; a shift moves the centre and scales the radii, shape untouched")
    func movesAndScales() {
        #expect(BandShift.none.applied(to: Self.band) == Self.band)
        let shifted = BandShift(dx: 0.5, dy: -0.25, innerScale: 0.98, outerScale: 1.02).applied(to: Self.band)
        #expect(shifted.center == Point(x: 400.5, y: 299.75))
        #expect(abs(shifted.innerRadius - 98) < 1e-12 && abs(shifted.outerRadius - 183.6) < 1e-12)
        #expect(shifted.scaleX == Self.band.scaleX && shifted.scaleY == Self.band.scaleY && shifted.rotation == 20)
    }

    @Test("The standard shifts start with none, are distinct, and move less than a pixel and 2%")
    func standardShifts() {
        #expect(BandShift.standard.first == BandShift.none)
        #expect(Set(BandShift.standard).count == BandShift.standard.count)
        #expect((1...BandShift.standard.count).contains(BandShift.defaultCount))
        for shift in BandShift.standard {
            #expect((shift.dx * shift.dx + shift.dy * shift.dy).squareRoot() < 1)
            #expect(abs(shift.innerScale - 1) <= 0.0201 && abs(shift.outerScale - 1) <= 0.0201)
        }
    }

    @Test("A band too thin to scale, or a factor that is no factor, keeps its radii and is only moved")
    func thinBandKeepsItsRadii() throws {
        let thin = Annulus(center: Point(x: 50, y: 50), innerRadius: 99, outerRadius: 100)
        let inward = BandShift(dx: 0.25, dy: -0.45, innerScale: 1.01, outerScale: 0.99)
        let moved = inward.applied(to: thin)
        #expect(moved.innerRadius == 99 && moved.outerRadius == 100)
        #expect(moved.center == Point(x: 50.25, y: 49.55))
        #expect(throws: Never.self) { try moved.validated() }
        for factor in [0, -1, Double.nan, .infinity] {
            let bad = BandShift(dx: 1, innerScale: factor, outerScale: factor).applied(to: thin)
            #expect(bad.innerRadius == 99 && bad.outerRadius == 100, "factor \(factor)")
        }
    }

    @Test("Over random usable bands every standard shift leaves the band usable", arguments: 0..<30 as Range<UInt64>)
    func usableStaysUsable(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let outer = Double.random(in: 1...5000, using: &random)
        // Down to a hair's breadth: inner at up to 0.9999 of the outer.
        let inner = outer * Double.random(in: 0.0001...0.9999, using: &random)
        let stretch = Double.random(in: 0.5...2, using: &random)
        let band = Annulus(
            center: Point(x: Double.random(in: -100...5000, using: &random), y: Double.random(in: -100...5000, using: &random)),
            innerRadius: inner, outerRadius: outer, scaleX: stretch, scaleY: 1 / stretch,
            rotation: Double.random(in: -180...180, using: &random))
        for shift in BandShift.standard {
            let shifted = shift.applied(to: band)
            #expect(throws: Never.self, "seed \(seed), \(shift)") { try shifted.validated() }
            #expect(abs(shifted.innerRadius - inner) <= inner * 0.0201 && abs(shifted.outerRadius - outer) <= outer * 0.0201)
        }
    }

    @Test("Degenerate bands stay unusable: the shift hides nothing from validation")
    func degenerateBandsStayDegenerate() {
        for (name, band) in degenerateBands where (try? band.validated()) == nil {
            for shift in BandShift.standard.dropFirst() {
                #expect(throws: RingError.self, "\(name) under \(shift)") { try shift.applied(to: band).validated() }
            }
        }
    }
}
