import Foundation
import RunoutOCR

/// Draws a synthetic record seen from above: a table, a dark vinyl disc, a
/// label (a circle, or an ellipse for a record photographed at an angle;
/// mid-grey table and bright label unless set) and concentric grooves
/// beyond a smooth dead-wax band, with optional bright text-like blobs in
/// that band and seeded pixel noise.
///
/// Every radius is the geometric-mean radius of an ``Annulus`` sharing the
/// record's centre and shape, so a label of radius 100 at ratio 0.8 has
/// semi-axes 100/√0.8 and 100·√0.8.
public struct RecordImageBuilder: Sendable {
    public var width: Int
    public var height: Int
    public var center: Point
    public var labelRadius: Double
    /// Where the grooves start, as a multiple of the label radius.
    public var grooveStart: Double = 1.35
    /// The disc's edge, as a multiple of the label radius.
    public var recordRadius: Double = 2.6
    /// Minor over major axis (1: seen square on).
    public var ratio: Double = 1
    /// Image angle of the major axis, degrees clockwise from 12 o'clock.
    public var rotation: Double = 0
    /// Groove period in pixels of local radius.
    public var groovePeriod: Double = 3
    /// Amplitude of the seeded pixel noise, in grey levels (uniform ±).
    public var noise: Int = 6
    /// Angles (degrees) of bright blobs drawn in the dead-wax band.
    public var blobAngles: [Double] = []
    public var seed: UInt64 = 1
    /// What the record lies on, in grey levels.
    public var tableBrightness: UInt8 = Self.tableGrey
    /// The label's paper, in grey levels.
    public var labelBrightness: UInt8 = Self.labelGrey
    /// A printed rim: a line 2 pixels wide inside the label's edge, at this
    /// share of its radius, and its grey level.
    public var rim: (share: Double, brightness: UInt8)?
    /// Grey levels a glare adds to the wax at 3 o'clock, fading as the
    /// cosine of the angle from there to nothing at 12 and 6.
    public var waxGlare: Double = 0

    public static let tableGrey: UInt8 = 150
    public static let waxGrey: UInt8 = 35
    public static let labelGrey: UInt8 = 215

    public init(width: Int, height: Int, center: Point, labelRadius: Double) {
        self.width = width
        self.height = height
        self.center = center
        self.labelRadius = labelRadius
    }

    /// The label's edge as an annulus shape (inner radius the label's).
    public var labelShape: Annulus {
        Annulus(
            center: center, innerRadius: labelRadius, outerRadius: labelRadius * recordRadius,
            scaleX: ratio.squareRoot(), scaleY: 1 / ratio.squareRoot(), rotation: rotation)
    }

    /// The picture.
    ///
    /// - Complexity: O(width × height).
    public func image() -> GrayImage {
        let shape = labelShape
        let phi = -rotation * .pi / 180
        let c = cos(phi)
        let s = sin(phi)
        let sx = shape.scaleX
        let sy = shape.scaleY
        var generator = SeededGenerator(seed: seed)
        var out = GrayImage(width: width, height: height)
        let grooveRadius = labelRadius * grooveStart
        let edge = labelRadius * recordRadius
        for y in 0..<height {
            for x in 0..<width {
                // Local radius of the pixel centre: Annulus.polar(of:) without the angle.
                let dx = Double(x) - center.x
                let dy = Double(y) - center.y
                let lx = (c * dx - s * dy) / sx
                let ly = (s * dx + c * dy) / sy
                let rho = (lx * lx + ly * ly).squareRoot()
                var value: Double
                if let rim, rho < labelRadius, abs(rho - labelRadius * rim.share) < 1 {
                    value = Double(rim.brightness)
                } else if rho < labelRadius {
                    value = Double(labelBrightness)
                } else if rho > edge {
                    value = Double(tableBrightness)
                } else if rho < grooveRadius {
                    value = Double(Self.waxGrey)
                } else {
                    let phase = (rho - grooveRadius) / groovePeriod * 2 * .pi
                    value = Double(Self.waxGrey) + 18 + 18 * sin(phase)
                }
                if waxGlare != 0, rho >= labelRadius, rho <= edge, rho > 0 {
                    value += waxGlare * max(0, dx / (dx * dx + dy * dy).squareRoot())
                }
                if noise > 0 { value += Double(Int.random(in: -noise...noise, using: &generator)) }
                out[x, y] = UInt8(max(0, min(255, value.rounded())))
            }
        }
        let blobRadius = labelRadius * (1 + grooveStart) / 2
        for angle in blobAngles {
            out = ImageBuilder.mark(in: out, on: shape, atAngle: angle, radius: blobRadius, size: 2, value: 200)
        }
        return out
    }
}
