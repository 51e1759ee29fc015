import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The Fourier fit of r(θ): a circle's centre offset, an ellipse's mean
/// radius, axis ratio and rotation, through noise and outliers.
@Suite("EdgeFit")
struct EdgeFitTests {
    /// The distance from `origin` along the ray at image angle `degrees` to
    /// the edge of `shape` at local radius `radius` (bisection: the ray leaves
    /// a convex level set once).
    static func edgeDistance(from origin: Point, atAngle degrees: Double, to shape: Annulus, radius: Double) -> Double {
        let t = degrees * .pi / 180
        let dx = sin(t)
        let dy = -cos(t)
        var low = 0.0
        var high = 4 * radius * max(shape.scaleX, shape.scaleY) + 4 * hypot(shape.center.x - origin.x, shape.center.y - origin.y)
        for _ in 0..<80 {
            let middle = (low + high) / 2
            let local = shape.polar(of: Point(x: origin.x + middle * dx, y: origin.y + middle * dy)).radius
            if local < radius { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// `count` samples of `shape`'s edge seen from `origin`, with uniform noise of
    /// ±`noise` pixels and a share `outliers` of them moved anywhere within ±30%.
    static func samples(
        of shape: Annulus, radius: Double, from origin: Point, count: Int, noise: Double, outliers: Double,
        using generator: inout SeededGenerator
    ) -> [(angle: Double, radius: Double)] {
        (0..<count).map { index in
            let angle = Double(index) * 360 / Double(count)
            var r = edgeDistance(from: origin, atAngle: angle, to: shape, radius: radius)
            r += Double.random(in: -noise...noise, using: &generator)
            if Double.random(in: 0..<1, using: &generator) < outliers {
                r *= Double.random(in: 0.7...1.3, using: &generator)
            }
            return (angle, r)
        }
    }

    /// Angular difference of two axis directions, mod 180, in 0...90.
    static func axisError(_ a: Double, _ b: Double) -> Double {
        var d = (a - b).truncatingRemainder(dividingBy: 180)
        if d < 0 { d += 180 }
        return min(d, 180 - d)
    }

    @Test("A circle off the origin: centre and radius", arguments: 0..<40 as Range<UInt64>)
    func offsetCircle(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let radius = Double.random(in: 40...300, using: &generator)
        let origin = Point(x: 500, y: 400)
        let offset = radius * 0.1
        let centre = Point(
            x: origin.x + .random(in: -offset...offset, using: &generator),
            y: origin.y + .random(in: -offset...offset, using: &generator))
        let circle = Annulus(center: centre, innerRadius: radius, outerRadius: radius * 2)
        let samples = Self.samples(of: circle, radius: radius, from: origin, count: 240, noise: 0.5, outliers: 0.2, using: &generator)
        let fit = try #require(EdgeFit.fit(samples, tolerance: 1.5), "seed \(seed)")
        let shape = fit.ellipse(about: origin)
        #expect(hypot(shape.center.x - centre.x, shape.center.y - centre.y) < 0.5, "seed \(seed): \(shape.center) vs \(centre)")
        #expect(abs(shape.radius - radius) < 0.01 * radius, "seed \(seed): radius \(shape.radius) vs \(radius)")
        #expect(fit.inlierShare > 0.7 && fit.inlierShare <= 1, "seed \(seed): inliers \(fit.inlierShare)")
    }

    @Test("An ellipse: mean radius, axis ratio, rotation", arguments: 0..<40 as Range<UInt64>)
    func ellipse(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let radius = Double.random(in: 60...300, using: &generator)
        let ratio = Double.random(in: 0.8...1, using: &generator)
        let rotation = Double.random(in: -180...180, using: &generator)
        let origin = Point(x: 500, y: 400)
        let centre = Point(
            x: origin.x + .random(in: -1...1, using: &generator), y: origin.y + .random(in: -1...1, using: &generator))
        let truth = Annulus(
            center: centre, innerRadius: radius, outerRadius: radius * 2, scaleX: ratio.squareRoot(),
            scaleY: 1 / ratio.squareRoot(), rotation: rotation)
        let samples = Self.samples(of: truth, radius: radius, from: origin, count: 240, noise: 0.5, outliers: 0.2, using: &generator)
        let fit = try #require(EdgeFit.fit(samples, tolerance: 1.5), "seed \(seed)")
        let shape = fit.ellipse(about: origin)
        let label = "seed \(seed): radius \(radius) ratio \(ratio) rotation \(rotation) → \(shape)"
        #expect(hypot(shape.center.x - centre.x, shape.center.y - centre.y) < 0.5, "\(label)")
        #expect(abs(shape.radius - radius) < 0.01 * radius, "\(label)")
        #expect(abs(shape.scaleX / shape.scaleY - ratio) < 0.01, "\(label)")
        #expect(abs(shape.scaleX * shape.scaleY - 1) < 1e-9, "\(label)")
        if ratio < 0.95 {
            #expect(Self.axisError(shape.rotation, rotation) < 3, "\(label)")
        }
    }

    @Test("radius(at:) reproduces the coefficients")
    func radiusAt() {
        let fit = EdgeFit(r0: 100, a1: 2, b1: -3, a2: 4, b2: 5, inlierShare: 1)
        let half: Double = 0.5.squareRoot()
        let expected: [(Double, Double)] = [(0, 106), (90, 93), (45, 105 + 2 * half - 3 * half), (180, 100 - 2 + 4)]
        for (angle, radius) in expected {
            let found = fit.radius(at: angle)
            #expect(abs(found - radius) < 1e-9, "angle \(angle): \(found) vs \(radius)")
        }
        // A pure first harmonic is a shifted circle: a1 = −dy, b1 = dx.
        let shifted = EdgeFit(r0: 50, a1: -4, b1: 7, a2: 0, b2: 0, inlierShare: 1).ellipse(about: Point(x: 10, y: 20))
        #expect(shifted.center == Point(x: 17, y: 24))
        #expect(shifted.radius == 50 && shifted.scaleX == 1 && shifted.scaleY == 1)
    }

    @Test("Fewer than 12 usable samples give nil", arguments: [0, 1, 5, 11])
    func tooFewSamples(count: Int) {
        let samples = (0..<count).map { (angle: Double($0) * 30, radius: 100.0) }
        #expect(EdgeFit.fit(samples, tolerance: 1) == nil, "\(count) samples")
        // Unusable samples do not count towards the twelve.
        let padded = samples + Array(repeating: (angle: Double.nan, radius: 100.0), count: 20)
            + Array(repeating: (angle: 10.0, radius: Double.infinity), count: 20)
        #expect(EdgeFit.fit(padded, tolerance: 1) == nil, "\(count) samples with unusable ones")
    }

    @Test func twelveSamplesAroundACircleFit() throws {
        let samples = (0..<12).map { (angle: Double($0) * 30, radius: 100.0) }
        let fit = try #require(EdgeFit.fit(samples, tolerance: 1))
        #expect(abs(fit.r0 - 100) < 1e-9 && abs(fit.a1) < 1e-9 && abs(fit.b2) < 1e-9)
        #expect(fit.inlierShare == 1)
    }

    @Test func unusableAndDegenerateSamplesGiveNil() {
        withEvery("value", in: degenerateDoubles.filter { !$0.isFinite }) { value in
            let samples = (0..<40).map { _ in (angle: value, radius: value) }
            #expect(EdgeFit.fit(samples, tolerance: 1) == nil, "all \(value)")
        }
        // Every sample on one ray: the harmonics cannot be told apart.
        let oneRay = (0..<40).map { (angle: 30.0, radius: 100 + Double($0)) }
        #expect(EdgeFit.fit(oneRay, tolerance: 1) == nil)
    }

    /// The consensus holds the samples of one circle among a mixture, and
    /// nothing for too few samples or an unusable tolerance.
    @Test func consensusOfACircleAmongNoise() throws {
        var generator = SeededGenerator(seed: 7)
        let samples = (0..<120).map { index in
            (angle: Double(index) * 3, radius: index % 3 == 0 ? Double.random(in: 50...150, using: &generator) : 100.0)
        }
        let bases = samples.map { EdgeFit.Basis(degrees: $0.angle) }
        let held = try #require(EdgeFit.consensus(Array(samples.indices), samples, bases, tolerance: 1))
        #expect(held.count >= 80 && held.count < 90, "\(held.count)")
        #expect(held.filter { $0 % 3 != 0 }.count == 80)
        for tolerance in [0.0, -1, .nan, .infinity] {
            #expect(EdgeFit.consensus(Array(samples.indices), samples, bases, tolerance: tolerance) == nil, "\(tolerance)")
        }
        #expect(EdgeFit.consensus(Array(0..<11), samples, bases, tolerance: 1) == nil)
    }

    /// A fit reports how far its samples lie from it: nothing for a
    /// circle's exact samples, about the noise's robust deviation for noisy ones.
    @Test func spreadIsTheSamplesDeviation() throws {
        let exact = (0..<120).map { (angle: Double($0) * 3, radius: 100.0) }
        #expect(try #require(EdgeFit.fit(exact, tolerance: 1)).spread < 1e-9)
        var generator = SeededGenerator(seed: 3)
        let noisy = (0..<240).map { (angle: Double($0) * 1.5, radius: 100.0 + .random(in: -2...2, using: &generator)) }
        let spread = try #require(EdgeFit.fit(noisy, tolerance: 1)).spread
        // Uniform noise of ±2: median absolute residual 1, times 1.4826.
        #expect(spread > 1.1 && spread < 1.9, "\(spread)")
    }

    @Test("Unusable samples among good ones are ignored", arguments: 0..<10 as Range<UInt64>)
    func unusableAmongGood(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var samples = (0..<120).map { (angle: Double($0) * 3, radius: 80.0 + .random(in: -0.3...0.3, using: &generator)) }
        for index in samples.indices where Double.random(in: 0..<1, using: &generator) < 0.3 {
            samples[index].radius = [Double.nan, .infinity, -.infinity].randomElement(using: &generator) ?? .nan
        }
        let fit = try #require(EdgeFit.fit(samples, tolerance: 1), "seed \(seed)")
        let shape = fit.ellipse(about: Point(x: 0, y: 0))
        #expect(abs(shape.radius - 80) < 0.5, "seed \(seed): \(shape)")
        #expect(hypot(shape.center.x, shape.center.y) < 0.5, "seed \(seed): \(shape)")
    }
}
