import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The radii, in the record's ellipse, of a band that holds a guide ring
/// of another shape (``RingRefiner/radii(holding:inShapeOf:)``), and the
/// refinement of a stretched ring that uses them.
@Suite("RingRefiner radii")
struct RingRefinerRadiiTests {
    @Test func aRingOfTheRecordsShapeKeepsItsRadii() {
        let ring = Annulus(center: Point(x: 400, y: 300), innerRadius: 120, outerRadius: 200, scaleX: 0.9, scaleY: 1.1, rotation: 30)
        var shape = ring
        shape.center = Point(x: 410, y: 290)
        let radii = RingRefiner.radii(holding: ring, inShapeOf: shape)
        #expect(radii.inner == 120 && radii.outer == 200)
    }

    /// A circle in an ellipse 0.9 wide and 1.1 tall: its widest point is
    /// at 1/0.9 of its radius, its nearest at 1/1.1.
    @Test func aCircleInAnUprightEllipse() {
        let ring = Annulus(center: Point(x: 0, y: 0), innerRadius: 90, outerRadius: 180)
        let shape = Annulus(center: Point(x: 5, y: -3), innerRadius: 1, outerRadius: 2, scaleX: 0.9, scaleY: 1.1)
        let radii = RingRefiner.radii(holding: ring, inShapeOf: shape)
        #expect(abs(radii.inner - 90 / 1.1) < 1e-9, "\(radii)")
        #expect(abs(radii.outer - 180 / 0.9) < 1e-9, "\(radii)")
    }

    /// Every point of the ring's edges lies between the radii, in the
    /// shape's frame about the ring's centre, for rings and shapes of any
    /// scales and rotations, and the radii are reached: 720 points of each
    /// edge come within 10⁻⁴ of them.
    @Test("A band that holds the ring, whatever the two shapes", arguments: 0..<64 as Range<UInt64>)
    func theBandHoldsTheRing(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let ring = Annulus(
            center: Point(x: .random(in: -500...500, using: &generator), y: .random(in: -500...500, using: &generator)),
            innerRadius: .random(in: 10...300, using: &generator), outerRadius: .random(in: 310...900, using: &generator),
            scaleX: .random(in: 0.6...1.6, using: &generator), scaleY: .random(in: 0.6...1.6, using: &generator),
            rotation: .random(in: -180...180, using: &generator))
        let shape = Annulus(
            center: Point(x: .random(in: -500...500, using: &generator), y: .random(in: -500...500, using: &generator)),
            innerRadius: 1, outerRadius: 2, scaleX: .random(in: 0.6...1.6, using: &generator),
            scaleY: .random(in: 0.6...1.6, using: &generator), rotation: .random(in: -180...180, using: &generator))
        let radii = RingRefiner.radii(holding: ring, inShapeOf: shape)
        var frame = shape
        frame.center = ring.center
        var nearest = Double.infinity
        var farthest = 0.0
        for step in 0..<720 {
            let angle = Double(step) / 2
            nearest = min(nearest, frame.polar(of: ring.point(atAngle: angle, radius: ring.innerRadius)).radius)
            farthest = max(farthest, frame.polar(of: ring.point(atAngle: angle, radius: ring.outerRadius)).radius)
        }
        #expect(radii.inner <= nearest * (1 + 1e-9) && radii.inner >= nearest * (1 - 1e-4), "seed \(seed): \(radii) nearest \(nearest)")
        #expect(radii.outer >= farthest * (1 - 1e-9) && radii.outer <= farthest * (1 + 1e-4), "seed \(seed): \(radii) farthest \(farthest)")
        #expect(radii.inner < radii.outer)
    }

    /// A shape whose scales are not finite and positive, or whose
    /// rotation is no number, measures nothing: the ring's radii come back.
    @Test(arguments: [Double.nan, 0, .infinity, -1])
    func aDegenerateShapeKeepsTheRingsRadii(scale: Double) {
        let ring = Annulus(center: Point(x: 10, y: 10), innerRadius: 50, outerRadius: 100)
        let shape = Annulus(center: Point(x: 10, y: 10), innerRadius: 1, outerRadius: 2, scaleX: scale, scaleY: 1)
        let radii = RingRefiner.radii(holding: ring, inShapeOf: shape)
        #expect(radii.inner == 50 && radii.outer == 100, "\(radii)")
        var turned = shape
        turned.scaleX = 1.2
        turned.rotation = .nan
        let unturned = RingRefiner.radii(holding: ring, inShapeOf: turned)
        #expect(unturned.inner == 50 && unturned.outer == 100, "\(unturned)")
    }

    /// A guide ring stretched as a `resize` preview stretches it (1.2 as
    /// wide as tall) over a record 0.9 as wide as tall, the label's edge
    /// past 0.92 of the ring's nominal outer radius: the refinement, once
    /// given up, takes the record's centre and shape and a band reaching
    /// the ring's farthest point. A round ring so short is still given up.
    @Test("A stretched ring short of the dead wax in the record's shape is refined", arguments: 0..<3 as Range<UInt64>)
    func aStretchedRingIsRefined(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var record = RecordImageBuilder(
            width: 420, height: 400,
            center: Point(x: .random(in: 200...220, using: &generator), y: .random(in: 190...210, using: &generator)),
            labelRadius: 60)
        record.seed = seed
        record.ratio = 0.9
        record.rotation = 90
        let image = record.image()
        let ring = Annulus(
            center: Point(x: record.center.x + 2, y: record.center.y - 2), innerRadius: 50, outerRadius: 64,
            scaleX: 1.2, scaleY: 1 / 1.2)
        let refined = RingRefiner().refined(ring, in: image)
        let text = "seed \(seed): record \(record.center) ring \(ring) → \(refined)"
        #expect(refined != ring, "\(text)")
        #expect(hypot(refined.center.x - record.center.x, refined.center.y - record.center.y) < 2, "\(text)")
        #expect(refined.innerRadius >= 60 && refined.outerRadius > refined.innerRadius / 0.92, "\(text)")
        #expect(abs(refined.outerRadius - RingRefiner.radii(holding: ring, inShapeOf: refined).outer) < 1e-9, "\(text)")
        let round = Annulus(center: ring.center, innerRadius: 50, outerRadius: 64)
        #expect(RingRefiner().refined(round, in: image) == round, "seed \(seed)")
    }
}
