import Foundation

/// ``Annulus/point(atAngle:radius:)`` for one band at a fixed set of
/// angles, with the trigonometry worked out once per angle instead of once
/// per point: the same expression, term for term, so the same points, bit
/// for bit.
struct ArcDirections {
    private let band: Annulus
    /// Per angle, the sine and cosine of its angle in the band's own frame.
    private let directions: [(sin: Double, cos: Double)]
    /// The cosine and sine of the band's rotation.
    private let turn: (cos: Double, sin: Double)

    /// Directions for `degrees`, clockwise from 12 o'clock.
    ///
    /// - Complexity: O(degrees.count), two trigonometric calls each.
    init(band: Annulus, degrees: [Double]) {
        self.band = band
        directions = degrees.map { angle in
            let theta = (angle - band.rotation) * .pi / 180
            return (sin(theta), cos(theta))
        }
        let phi = band.rotation * .pi / 180
        turn = (cos(phi), sin(phi))
    }

    /// The image point at the `index`-th angle and local radius `radius`
    /// (`index` must be one of the angles').
    ///
    /// - Complexity: O(1), no trigonometry.
    @inline(__always)
    func point(_ index: Int, radius: Double) -> Point {
        let direction = directions[index]
        let localX = band.scaleX * radius * direction.sin
        let localY = -band.scaleY * radius * direction.cos
        if band.rotation == 0 {
            return Point(x: band.center.x + localX, y: band.center.y + localY)
        }
        let (c, s) = turn
        return Point(x: band.center.x + c * localX - s * localY, y: band.center.y + s * localX + c * localY)
    }
}
