import RunoutOCR
import TestSupport
import Testing

/// The reduction policy: the largest of 1, 2, 4, 8 that keeps the band at
/// least 160 pixels thick; 1 for anything degenerate. And the mapping of a
/// band between the full and the reduced image.
@Suite("DecodeReduction")
struct DecodeReductionTests {
    @Test(
        "Thickness at the thresholds",
        arguments: [
            (1.0, 1), (60, 1), (159.99, 1), (160, 1), (319.99, 1), (320, 2), (639.99, 2), (640, 4),
            (1279.99, 4), (1280, 8), (5000, 8), (1e9, 8),
        ] as [(Double, Int)])
    func thresholds(thickness: Double, factor: Int) {
        let inner = 300.0
        #expect(
            DecodeReduction(for: Annulus.band(inner: inner, outer: inner + thickness)).factor == factor,
            "thickness \(thickness)")
    }

    @Test("Swept over thickness and radius: the band stays ≥ 160 px and the next factor would not keep it")
    func sweep() {
        withEvery("inner radius", in: [1.0, 50, 400, 3000]) { inner in
            withEvery("thickness", in: stride(from: 1.0, through: 3000, by: 7.5)) { thickness in
                let reduction = DecodeReduction(for: Annulus.band(inner: inner, outer: inner + thickness))
                let reduced = thickness / Double(reduction.factor)
                #expect(
                    reduction == .full || reduced >= DecodeReduction.minimumBandThickness,
                    "inner \(inner) thickness \(thickness)")
                if reduction != .eighth {
                    #expect(
                        thickness / Double(2 * reduction.factor) < DecodeReduction.minimumBandThickness,
                        "inner \(inner) thickness \(thickness): could reduce more")
                }
            }
        }
    }

    @Test("An ellipse is judged by its thinner side")
    func ellipseUsesTheSmallerScale() {
        // 800 px of local thickness: 800 on a circle, 400 along the short axis of a 2:1 ellipse.
        #expect(DecodeReduction(for: Annulus.band(inner: 500, outer: 1300)) == .quarter)
        #expect(DecodeReduction(for: Annulus.band(inner: 500, outer: 1300, scaleX: 0.5, scaleY: 2)) == .half)
        #expect(DecodeReduction(for: Annulus.band(inner: 500, outer: 1300, scaleX: 2, scaleY: 0.5)) == .half)
        #expect(DecodeReduction(for: Annulus.band(inner: 500, outer: 1300, scaleX: 0.1, scaleY: 10)) == .full)
    }

    @Test("Degenerate bands are never reduced")
    func degenerate() {
        for (name, band) in degenerateBands {
            #expect(DecodeReduction(for: band) == .full, "\(name)")
        }
        for value in degenerateDoubles {
            for band in [
                Annulus.band(inner: value, outer: 2000), Annulus.band(inner: 100, outer: value),
                Annulus.band(inner: value, outer: value),
            ] {
                let reduction = DecodeReduction(for: band)
                let thickness = band.outerRadius - band.innerRadius
                #expect(
                    reduction == .full || (band.innerRadius > 0 && thickness / Double(reduction.factor) >= 160),
                    "\(band)")
            }
        }
    }

    @Test("Reduced length is ceil(length / factor), as libjpeg rounds")
    func reducedLength() {
        withEvery("reduction", in: DecodeReduction.allCases) { reduction in
            let f = reduction.factor
            for length in 1...200 {
                let reduced = reduction.reducedLength(length)
                #expect(f * (reduced - 1) < length && length <= f * reduced, "\(reduction) of \(length): \(reduced)")
            }
            #expect(reduction.reducedLength(0) == 0 && reduction.reducedLength(-5) == 0)
        }
        #expect(DecodeReduction.half.reducedLength(3864) == 1932)
        #expect(DecodeReduction.eighth.reducedLength(4033) == 505)
    }

    @Test("A band maps to the reduced image's pixel centres and back", arguments: DecodeReduction.allCases)
    func mapping(reduction: DecodeReduction) {
        let f = Double(reduction.factor)
        let full = Annulus(
            center: Point(x: 1000.25, y: 733), innerRadius: 420, outerRadius: 610, scaleX: 1.25, scaleY: 0.8,
            rotation: 17)
        let reduced = reduction.inReducedImage(full)
        // Decoded pixel j is the mean of stored pixels j·f ..< (j+1)·f: its centre sits at j·f + (f − 1)/2.
        #expect(abs((reduced.center.x * f + (f - 1) / 2) - full.center.x) < 1e-9)
        #expect(abs((reduced.center.y * f + (f - 1) / 2) - full.center.y) < 1e-9)
        #expect(abs(reduced.innerRadius * f - 420) < 1e-9 && abs(reduced.outerRadius * f - 610) < 1e-9)
        #expect(reduced.scaleX == 1.25 && reduced.scaleY == 0.8 && reduced.rotation == 17)
        let back = reduction.inFullImage(reduced)
        #expect(abs(back.center.x - full.center.x) < 1e-9 && abs(back.center.y - full.center.y) < 1e-9)
        #expect(abs(back.innerRadius - 420) < 1e-9 && abs(back.outerRadius - 610) < 1e-9)
        // A point on the band keeps its angle: reduction is a uniform scale.
        for angle in stride(from: 0.0, to: 360, by: 30) {
            let p = full.point(atAngle: angle, radius: 500)
            let q = reduced.point(atAngle: angle, radius: 500 / f)
            #expect(
                abs(q.x * f + (f - 1) / 2 - p.x) < 1e-6 && abs(q.y * f + (f - 1) / 2 - p.y) < 1e-6, "angle \(angle)")
        }
        if reduction == .full { #expect(reduced == full && back == full) }
    }

    @Test func descriptions() {
        #expect(DecodeReduction.allCases.map(\.description) == ["1/1", "1/2", "1/4", "1/8"])
        #expect(DecodeReduction.allCases.map(\.factor) == [1, 2, 4, 8])
    }

    @Test("Keeping a side long enough: the largest factor that leaves it at least the minimum")
    func keepingALength() {
        #expect(DecodeReduction(keeping: 4793, atLeast: 600) == .eighth)
        #expect(DecodeReduction(keeping: 4792, atLeast: 600) == .quarter)
        #expect(DecodeReduction(keeping: 1199, atLeast: 600) == .half)
        #expect(DecodeReduction(keeping: 1198, atLeast: 600) == .full)
        #expect(DecodeReduction(keeping: 300, atLeast: 600) == .full)
        withEvery("length", in: stride(from: 1, through: 20_000, by: 37)) { length in
            withEvery("minimum", in: [1, 64, 600, 1000]) { minimum in
                let reduction = DecodeReduction(keeping: length, atLeast: minimum)
                #expect(reduction == .full || reduction.reducedLength(length) >= minimum, "\(length) \(minimum)")
                if reduction != .eighth {
                    let next = DecodeReduction(rawValue: reduction.factor * 2)
                    #expect(next.map { $0.reducedLength(length) < minimum } ?? true, "\(length) \(minimum): could reduce more")
                }
            }
        }
    }

    @Test("Keeping: zero and negative lengths or minimums are never reduced")
    func keepingDegenerate() {
        for (length, minimum) in [(0, 600), (-5, 600), (5000, 0), (5000, -1), (Int.min, Int.min), (Int.max, 0)] {
            #expect(DecodeReduction(keeping: length, atLeast: minimum) == .full, "\(length) \(minimum)")
        }
        #expect(DecodeReduction(keeping: Int.max, atLeast: 1) == .eighth)
    }
}
