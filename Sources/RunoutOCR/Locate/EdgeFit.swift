import Foundation

/// A closed curve around a centre fitted as
/// `r(θ) = r0 + a1·cos θ + b1·sin θ + a2·cos 2θ + b2·sin 2θ`, with θ
/// clockwise from 12 o'clock in the image.
///
/// The first harmonic is the curve's centre offset from the polar origin,
/// the second its ellipticity: to first order, a circle of radius `R` about
/// `(dx, dy)` is `R + dx·sin θ − dy·cos θ`, and an ellipse of mean radius
/// `R` with semi-axes `R ± e`, major axis at angle φ, is `R + e·cos 2(θ − φ)`.
/// Pure.
public struct EdgeFit: Sendable, Hashable {
    public var r0: Double, a1: Double, b1: Double, a2: Double, b2: Double
    /// The share of samples within the final tolerance, 0...1.
    public var inlierShare: Double
    /// The samples' robust deviation from the curve in the last round
    /// (1.4826 × the median absolute residual), in the radii's unit.
    public var spread: Double = 0

    /// Fits samples `(angle in degrees, radius)` by least squares, dropping
    /// outliers (beyond 2.5 robust deviations, at least `tolerance`) and
    /// refitting three times. `nil` for fewer than 12 usable samples.
    ///
    /// When the samples lie further from that fit than `tolerance` (its
    /// ``spread``) and `restartingWhenLoose`, it is made again from the
    /// samples of the circle most of them agree on
    /// (``consensus(_:_:_:tolerance:)``), and that fit is taken. A label
    /// printed in two tones (half yellow, half dark brown) has its edge
    /// found on rays across the light part only; the other rays take a
    /// printed rim or print inside it, and the fit of them all is pulled
    /// towards the light part (20 px off the centre of a label of 192 on
    /// a clean photo) or too loose to be taken at all. On the
    /// 768 photos of eight labelled sets, rings more than 4% of the label's
    /// radius off the centre or short of an etching went from 41 to 33
    /// (preview rings 12 to 4; 14 mended, 6 broken, two of them tilted
    /// records without a ring, whose photos read 4 lines fewer: the
    /// locator restarts loose fits only near a given ring). A record's
    /// ellipse that its samples fit closely is fitted as before.
    ///
    /// Each sample's harmonics are worked out once and serve every refit and
    /// every residual (the same values ``radius(at:)`` computes).
    ///
    /// - Complexity: O(samples) per round on average (the residuals'
    ///   median by selection), four rounds; four trigonometric calls per
    ///   sample in all. A loose fit adds O(samples²) for the consensus (one
    ///   circle per sample, each checked against every sample) and four
    ///   more rounds.
    public static func fit(
        _ samples: [(angle: Double, radius: Double)], tolerance: Double, restartingWhenLoose: Bool = true
    ) -> EdgeFit? {
        let usable = samples.indices.filter { samples[$0].angle.isFinite && samples[$0].radius.isFinite }
        guard usable.count >= 12 else { return nil }
        let bases = samples.map { Basis(degrees: $0.angle) }
        let plain = rounds(from: usable, samples, bases, tolerance: tolerance)
        guard restartingWhenLoose else { return plain }
        if let plain, plain.spread <= tolerance { return plain }
        guard let agreed = consensus(usable, samples, bases, tolerance: 2 * tolerance),
              let fromAgreed = rounds(from: agreed, samples, bases, tolerance: tolerance)
        else { return plain }
        return fromAgreed
    }

    /// Four rounds of least squares from the samples at `start`, each
    /// round's fit keeping the samples within 2.5 robust deviations of it
    /// (at least `tolerance`) for the next; `nil` when fewer than 12 are
    /// left before a round or the first round cannot be solved.
    private static func rounds(
        from start: [Int], _ samples: [(angle: Double, radius: Double)], _ bases: [Basis], tolerance: Double
    ) -> EdgeFit? {
        var active = start
        var result: EdgeFit?
        var residuals = [Double](repeating: 0, count: samples.count)
        for _ in 0..<4 {
            guard active.count >= 12, let solved = solve(active, samples, bases) else { break }
            for index in samples.indices {
                residuals[index] = abs(samples[index].radius - solved.radius(at: bases[index]))
            }
            // The upper median by selection on a copy (holding at least 12).
            var scratch = residuals
            let mad = (scratch.sortedElement(atRank: scratch.count / 2) ?? 0) * 1.4826
            let limit = max(tolerance, 2.5 * mad)
            active = samples.indices.filter { residuals[$0] <= limit }
            var fitted = solved
            fitted.inlierShare = Double(active.count) / Double(samples.count)
            fitted.spread = mad
            result = fitted
        }
        return result
    }

    /// Of the circles through three samples a quarter and a half of the
    /// samples apart (each sample starting one; samples in angle order),
    /// the samples within `tolerance` of the one that holds the most; `nil`
    /// when none holds 12.
    ///
    /// - Complexity: O(n²) for n samples at `indices`.
    static func consensus(
        _ indices: [Int], _ samples: [(angle: Double, radius: Double)], _ bases: [Basis], tolerance: Double
    ) -> [Int]? {
        let count = indices.count
        guard count >= 12, tolerance.isFinite, tolerance > 0 else { return nil }
        var best: [Int] = []
        var held: [Int] = []
        held.reserveCapacity(count)
        for start in 0..<count {
            let trio = [indices[start], indices[(start + count / 4) % count], indices[(start + count / 2) % count]]
            guard let circle = circle(through: trio, samples, bases) else { continue }
            held.removeAll(keepingCapacity: true)
            for index in indices where abs(samples[index].radius - circle.radius(at: bases[index])) <= tolerance {
                held.append(index)
            }
            if held.count > best.count { best = held }
        }
        return best.count >= 12 ? best : nil
    }

    /// The circle `r0 + a1·cos t + b1·sin t` through the three samples at
    /// `trio` (Cramer's rule); `nil` when they do not fix one.
    private static func circle(
        through trio: [Int], _ samples: [(angle: Double, radius: Double)], _ bases: [Basis]
    ) -> EdgeFit? {
        let (p, q, r) = (bases[trio[0]], bases[trio[1]], bases[trio[2]])
        let (u, v, w) = (samples[trio[0]].radius, samples[trio[1]].radius, samples[trio[2]].radius)
        func determinant(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ c: (Double, Double, Double)) -> Double {
            a.0 * (b.1 * c.2 - b.2 * c.1) - a.1 * (b.0 * c.2 - b.2 * c.0) + a.2 * (b.0 * c.1 - b.1 * c.0)
        }
        let rows = ((1.0, p.cos1, p.sin1), (1.0, q.cos1, q.sin1), (1.0, r.cos1, r.sin1))
        let d = determinant(rows.0, rows.1, rows.2)
        guard abs(d) > 1e-6 else { return nil }
        let r0 = determinant((u, p.cos1, p.sin1), (v, q.cos1, q.sin1), (w, r.cos1, r.sin1)) / d
        let a1 = determinant((1, u, p.sin1), (1, v, q.sin1), (1, w, r.sin1)) / d
        let b1 = determinant((1, p.cos1, u), (1, q.cos1, v), (1, r.cos1, w)) / d
        guard r0.isFinite, a1.isFinite, b1.isFinite else { return nil }
        return EdgeFit(r0: r0, a1: a1, b1: b1, a2: 0, b2: 0, inlierShare: 0)
    }

    /// The harmonics of one angle: `cos t, sin t, cos 2t, sin 2t` with `t` in radians.
    struct Basis {
        var cos1: Double, sin1: Double, cos2: Double, sin2: Double

        init(degrees: Double) {
            let t = degrees * .pi / 180
            cos1 = cos(t)
            sin1 = sin(t)
            cos2 = cos(2 * t)
            sin2 = sin(2 * t)
        }
    }

    /// ``radius(at:)`` from an angle's harmonics, term for term.
    func radius(at basis: Basis) -> Double {
        r0 + a1 * basis.cos1 + b1 * basis.sin1 + a2 * basis.cos2 + b2 * basis.sin2
    }

    /// The fitted radius at an angle (degrees).
    public func radius(at degrees: Double) -> Double {
        let t = degrees * .pi / 180
        return r0 + a1 * cos(t) + b1 * sin(t) + a2 * cos(2 * t) + b2 * sin(2 * t)
    }

    /// The curve as an annulus shape about the polar origin `origin`:
    /// the corrected centre, mean radius, and the ellipse's scales and rotation.
    public func ellipse(about origin: Point) -> (center: Point, radius: Double, scaleX: Double, scaleY: Double, rotation: Double) {
        let center = Point(x: origin.x + b1, y: origin.y - a1)
        let e = (a2 * a2 + b2 * b2).squareRoot()
        let major = r0 + e
        let minor = max(r0 * 0.5, r0 - e)
        let phi = atan2(b2, a2) / 2 * 180 / .pi
        let scaleY = (major / minor).squareRoot()
        return (center, (major * minor).squareRoot(), 1 / scaleY, scaleY, phi)
    }

    /// The least-squares coefficients over the samples at `indices`: normal
    /// equations for 5 unknowns, solved by Gaussian elimination with partial
    /// pivoting (the first largest pivot); `nil` when singular or not finite.
    private static func solve(
        _ indices: [Int], _ samples: [(angle: Double, radius: Double)], _ bases: [Basis]
    ) -> EdgeFit? {
        // The normal equations' sums, each product added in sample order:
        // the symmetric matrix's 15 distinct entries (the term 1 of r0 times
        // another term is that term) and the 5 right-hand sides, in locals
        // rather than an array's elements.
        var s11 = 0.0, s12 = 0.0, s13 = 0.0, s14 = 0.0, s22 = 0.0, s23 = 0.0, s24 = 0.0, s33 = 0.0, s34 = 0.0, s44 = 0.0
        var s01 = 0.0, s02 = 0.0, s03 = 0.0, s04 = 0.0, count = 0.0
        var r0 = 0.0, r1 = 0.0, r2 = 0.0, r3 = 0.0, r4 = 0.0
        for index in indices {
            let basis = bases[index]
            let (t1, t2, t3, t4) = (basis.cos1, basis.sin1, basis.cos2, basis.sin2)
            let radius = samples[index].radius
            count += 1
            s01 += t1
            s02 += t2
            s03 += t3
            s04 += t4
            s11 += t1 * t1
            s12 += t1 * t2
            s13 += t1 * t3
            s14 += t1 * t4
            s22 += t2 * t2
            s23 += t2 * t3
            s24 += t2 * t4
            s33 += t3 * t3
            s34 += t3 * t4
            s44 += t4 * t4
            r0 += radius
            r1 += t1 * radius
            r2 += t2 * radius
            r3 += t3 * radius
            r4 += t4 * radius
        }
        // The augmented 5 × 6 system, row-major.
        var m = [
            count, s01, s02, s03, s04, r0,
            s01, s11, s12, s13, s14, r1,
            s02, s12, s22, s23, s24, r2,
            s03, s13, s23, s33, s34, r3,
            s04, s14, s24, s34, s44, r4,
        ]
        for column in 0..<5 {
            var pivot = column
            for row in (column + 1)..<5 where abs(m[pivot * 6 + column]) < abs(m[row * 6 + column]) { pivot = row }
            guard abs(m[pivot * 6 + column]) > 1e-9 else { return nil }
            if pivot != column {
                for k in 0..<6 { m.swapAt(column * 6 + k, pivot * 6 + k) }
            }
            for row in 0..<5 where row != column {
                let factor = m[row * 6 + column] / m[column * 6 + column]
                for k in column..<6 { m[row * 6 + k] -= factor * m[column * 6 + k] }
            }
        }
        let x = (0..<5).map { m[$0 * 6 + 5] / m[$0 * 6 + $0] }
        guard x.allSatisfy(\.isFinite) else { return nil }
        return EdgeFit(r0: x[0], a1: x[1], b1: x[2], a2: x[3], b2: x[4], inlierShare: 1)
    }
}
