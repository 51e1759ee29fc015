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

    /// Fits samples `(angle in degrees, radius)` by least squares, dropping
    /// outliers (beyond 2.5 robust deviations, at least `tolerance`) and
    /// refitting three times. `nil` for fewer than 12 usable samples.
    public static func fit(_ samples: [(angle: Double, radius: Double)], tolerance: Double) -> EdgeFit? {
        var active = samples.filter { $0.angle.isFinite && $0.radius.isFinite }
        guard active.count >= 12 else { return nil }
        var result: EdgeFit?
        for _ in 0..<4 {
            guard active.count >= 12, let solved = solve(active) else { break }
            let residuals = samples.map { abs($0.radius - solved.radius(at: $0.angle)) }
            let sorted = residuals.sorted()
            let mad = sorted[sorted.count / 2] * 1.4826
            let limit = max(tolerance, 2.5 * mad)
            active = zip(samples, residuals).filter { $0.1 <= limit }.map(\.0)
            var fitted = solved
            fitted.inlierShare = Double(active.count) / Double(samples.count)
            result = fitted
        }
        return result
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

    private static func solve(_ samples: [(angle: Double, radius: Double)]) -> EdgeFit? {
        // Normal equations for 5 unknowns, solved by Gaussian elimination.
        var m = [[Double]](repeating: [Double](repeating: 0, count: 6), count: 5)
        for sample in samples {
            let t = sample.angle * .pi / 180
            let basis = [1, cos(t), sin(t), cos(2 * t), sin(2 * t)]
            for i in 0..<5 {
                for j in 0..<5 { m[i][j] += basis[i] * basis[j] }
                m[i][5] += basis[i] * sample.radius
            }
        }
        for column in 0..<5 {
            guard let pivot = (column..<5).max(by: { abs(m[$0][column]) < abs(m[$1][column]) }),
                  abs(m[pivot][column]) > 1e-9
            else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<5 where row != column {
                let factor = m[row][column] / m[column][column]
                for k in column..<6 { m[row][k] -= factor * m[column][k] }
            }
        }
        let x = (0..<5).map { m[$0][5] / m[$0][$0] }
        guard x.allSatisfy(\.isFinite) else { return nil }
        return EdgeFit(r0: x[0], a1: x[1], b1: x[2], a2: x[3], b2: x[4], inlierShare: 1)
    }
}
