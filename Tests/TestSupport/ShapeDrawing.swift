import Foundation
import RunoutOCR

/// Shapes as pixel predicates, `(x, y) -> Bool` on pixel centres, so one
/// description paints a ``GrayImage`` or a ``ScoreCanvas`` alike.
public enum Shapes {
    /// The pixel test a shape is.
    public typealias Region = @Sendable (Double, Double) -> Bool

    /// The inside of a polygon (even-odd rule).
    public static func polygon(_ corners: [Point]) -> Region {
        { x, y in
            var inside = false
            var j = corners.count - 1
            for i in corners.indices {
                let a = corners[i]
                let b = corners[j]
                if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                j = i
            }
            return inside
        }
    }

    /// Points within `width / 2` of the segment from `a` to `b`.
    public static func stroke(from a: Point, to b: Point, width: Double) -> Region {
        { x, y in
            let vx = b.x - a.x
            let vy = b.y - a.y
            let length2 = vx * vx + vy * vy
            let t = length2 > 0 ? max(0, min(1, ((x - a.x) * vx + (y - a.y) * vy) / length2)) : 0
            let px = a.x + t * vx - x
            let py = a.y + t * vy - y
            return px * px + py * py <= width * width / 4
        }
    }

    /// The strokes joining consecutive corners, closed back to the first.
    public static func outline(_ corners: [Point], width: Double) -> Region {
        let edges = corners.indices.map { stroke(from: corners[$0], to: corners[($0 + 1) % corners.count], width: width) }
        return union(edges)
    }

    /// An elliptical ring of half-axes `rx`, `ry` about `center`, `thickness` thick.
    public static func ring(center: Point, rx: Double, ry: Double, thickness: Double) -> Region {
        { x, y in
            let dx = (x - center.x) / rx
            let dy = (y - center.y) / ry
            let r = (dx * dx + dy * dy).squareRoot()
            let scale = min(rx, ry)
            return abs(r - 1) * scale <= thickness / 2
        }
    }

    /// Any of the regions.
    public static func union(_ regions: [Region]) -> Region {
        { x, y in regions.contains { $0(x, y) } }
    }
}

extension GrayImage {
    /// The image with every pixel of `region` set to `value`.
    public func painted(_ value: UInt8, where region: Shapes.Region) -> GrayImage {
        var out = self
        for y in 0..<height {
            for x in 0..<width where region(Double(x), Double(y)) { out[x, y] = value }
        }
        return out
    }
}
