import Foundation
import RunoutOCR
import TestSupport
import Testing

/// The working scale: a band thicker than 200 pixels is unwrapped from a
/// copy averaged down to 200; anything else, and anything degenerate, at 1.
@Suite("WorkingScale")
struct WorkingScaleTests {
    @Test(
        "Thickness at the threshold",
        arguments: [(1.0, 1.0), (120, 1), (199.99, 1), (200, 1), (200.01, 200 / 200.01), (400, 0.5), (4000, 0.05)]
            as [(Double, Double)])
    func threshold(thickness: Double, factor: Double) {
        let scale = WorkingScale(for: Annulus.band(inner: 300, outer: 300 + thickness))
        #expect(abs(scale.factor - factor) < 1e-12, "thickness \(thickness): \(scale.factor)")
    }

    @Test("Swept over thickness, radius and ellipse: the thinnest place ends at most 200 px, and exactly 200 when reduced")
    func sweep() {
        withEvery("inner radius", in: [1.0, 50, 400, 3000]) { inner in
            withEvery("scale", in: [(1.0, 1.0), (0.5, 2), (2, 0.5), (0.9, 1.1)]) { scales in
                withEvery("thickness", in: stride(from: 1.0, through: 5000, by: 13.5)) { thickness in
                    let band = Annulus.band(inner: inner, outer: inner + thickness, scaleX: scales.0, scaleY: scales.1)
                    let factor = WorkingScale(for: band).factor
                    let thinnest = thickness * min(scales.0, scales.1)
                    #expect(factor > 0 && factor <= 1, "factor \(factor)")
                    #expect(thinnest * factor <= WorkingScale.thickestBand + 1e-9, "thinnest \(thinnest)")
                    if factor < 1 {
                        #expect(abs(thinnest * factor - WorkingScale.thickestBand) < 1e-9, "thinnest \(thinnest)")
                    } else {
                        #expect(thinnest <= WorkingScale.thickestBand, "thinnest \(thinnest) left unreduced")
                    }
                }
            }
        }
    }

    @Test("Degenerate bands are never reduced, and nothing is copied for them")
    func degenerate() {
        // Besides the shared list: one scale negative alone, and finite radii
        // whose thickness is finite (reduced, never to zero or below).
        let cases = degenerateBands + [("negative scaleY", Annulus.band(inner: 10, outer: 2000, scaleY: -1))]
        let image = GrayImage(width: 8, height: 8, fill: 100)
        for (label, band) in cases {
            let scale = WorkingScale(for: band)
            #expect(scale.factor == 1, "\(label): \(scale.factor)")
            #expect(scale.reduced(image, band: band) == nil, "\(label)")
        }
        let huge = WorkingScale(for: .band(inner: 1, outer: .greatestFiniteMagnitude)).factor
        #expect(huge > 0 && huge <= 1, "huge radii: \(huge)")
    }

    /// A bright ring 400 px thick drawn on black: in the reduced copy the
    /// mapped band's middle radius still lies on the ring, and its centre
    /// on the dark hole, at every angle.
    @Test("The copy's band lies where the ring does")
    func copyBandMatchesTheRing() throws {
        let width = 1500, height = 1300
        let centre = Point(x: 741.5, y: 655.25)
        var image = GrayImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let r = ((Double(x) - centre.x) * (Double(x) - centre.x) + (Double(y) - centre.y) * (Double(y) - centre.y)).squareRoot()
                if r >= 200, r <= 600 { image.pixels[y * width + x] = 255 }
            }
        }
        let band = Annulus(center: centre, innerRadius: 200, outerRadius: 600)
        let scale = WorkingScale(for: band)
        #expect(abs(scale.factor - 0.5) < 1e-12)
        let (copy, inCopy) = try #require(scale.reduced(image, band: band))
        #expect(copy.width == 750 && copy.height == 650)
        #expect(abs(inCopy.outerRadius - inCopy.innerRadius - 200) < 1e-9)
        let middle = (inCopy.innerRadius + inCopy.outerRadius) / 2
        for step in 0..<36 {
            let angle = Double(step) * Double.pi / 18
            let x = Int((inCopy.center.x + middle * cos(angle)).rounded())
            let y = Int((inCopy.center.y + middle * sin(angle)).rounded())
            #expect(copy[x, y] == 255, "angle \(step * 10)°")
            // Just inside the inner edge and just outside the outer one: dark.
            let ix = Int((inCopy.center.x + (inCopy.innerRadius - 4) * cos(angle)).rounded())
            let iy = Int((inCopy.center.y + (inCopy.innerRadius - 4) * sin(angle)).rounded())
            let ox = Int((inCopy.center.x + (inCopy.outerRadius + 4) * cos(angle)).rounded())
            let oy = Int((inCopy.center.y + (inCopy.outerRadius + 4) * sin(angle)).rounded())
            #expect(copy[ix, iy] < 40 && copy[ox, oy] < 40, "angle \(step * 10)°: edges")
        }
    }
}
