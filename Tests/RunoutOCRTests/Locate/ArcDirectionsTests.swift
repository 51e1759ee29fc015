import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Band points with the trigonometry once per angle (Locate/ArcDirections.swift).
@Suite("ArcDirections")
struct ArcDirectionsTests {
    @Test("The band's own points, bit for bit", arguments: 0..<20 as Range<UInt64>)
    func equalsBandPoints(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let band = Annulus(
            center: Point(x: .random(in: -50...900, using: &generator), y: .random(in: -50...900, using: &generator)),
            innerRadius: .random(in: 1...200, using: &generator), outerRadius: .random(in: 201...600, using: &generator),
            scaleX: .random(in: 0.7...1.3, using: &generator), scaleY: .random(in: 0.7...1.3, using: &generator),
            rotation: seed % 3 == 0 ? 0 : .random(in: -180...180, using: &generator))
        let degrees = (0..<180).map { Double($0) * 2 } + [0.1, 359.9, -45, 720]
        let arcs = ArcDirections(band: band, degrees: degrees)
        for (index, angle) in degrees.enumerated() {
            for radius in [0, 1, band.innerRadius, band.outerRadius, 1e6] {
                let expected = band.point(atAngle: angle, radius: radius)
                let point = arcs.point(index, radius: radius)
                #expect(point.x.bitPattern == expected.x.bitPattern && point.y.bitPattern == expected.y.bitPattern,
                        "seed \(seed), angle \(angle), radius \(radius): \(point) vs \(expected)")
            }
        }
    }
}
