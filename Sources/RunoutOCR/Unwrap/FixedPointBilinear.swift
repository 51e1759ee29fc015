/// Bilinear sampling in fixed point, as the unwrapper samples the band:
/// a position to 1/256 of a pixel, the four neighbours blended in integers
/// and rounded half up to a byte.
///
/// Integer blends cost about two thirds of the time of the same blend in
/// `Double`, and a strip holds a few hundred thousand samples per photo.
/// A sample is the exact blend at its position cut to 1/256 pixel,
/// rounded; the cut moves it by under one grey level per axis, so it lies
/// within 2.5 levels of the exact blend at the position itself, far inside
/// a photo's noise. ``PolarUnwrapper`` (through ``sample(_:width:height:x:y:)``)
/// and ``SamplingMap`` both use ``steps(_:)`` and ``blend(_:_:_:_:fx:fy:)``,
/// so a mapped strip stays bit-identical to one sampled directly. Pure.
enum FixedPointBilinear {
    /// The position `coordinate` (at least 0, finite) in steps of 1/256
    /// pixel, rounded down: its pixel is `steps >> 8`, its fraction
    /// `steps & 255`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func steps(_ coordinate: Double) -> Int {
        Int(coordinate * 256)
    }

    /// The sample of `width × height` pixels, row after row, at (`x`, `y`),
    /// which must lie within `0...width - 1` and `0...height - 1`; a
    /// neighbour past the last column or row reads as the last.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func sample(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, x: Double, y: Double) -> UInt8 {
        let xs = steps(x)
        let ys = steps(y)
        let x0 = xs >> 8
        let y0 = ys >> 8
        let x1 = min(x0 &+ 1, width &- 1)
        let upper = pixels + y0 &* width
        let lower = pixels + min(y0 &+ 1, height &- 1) &* width
        return blend(upper[x0], upper[x1], lower[x0], lower[x1], fx: xs & 255, fy: ys & 255)
    }

    /// ``sample(_:width:height:x:y:)`` for a point known to lie at least a
    /// pixel inside the last column and row (`x < width − 2`,
    /// `y < height − 2`, both at least 0): both neighbours exist, so no
    /// clamp is needed, and the value is the same.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func sampleWithin(_ pixels: UnsafePointer<UInt8>, width: Int, x: Double, y: Double) -> UInt8 {
        let xs = steps(x)
        let ys = steps(y)
        let upper = pixels + ((ys >> 8) &* width &+ (xs >> 8))
        let lower = upper + width
        return blend(upper[0], upper[1], lower[0], lower[1], fx: xs & 255, fy: ys & 255)
    }

    /// The blend of `topLeft`, `topRight`, `bottomLeft` and `bottomRight`
    /// at fractions `fx` and `fy` (in steps, 0...256: 256 reads the right or
    /// bottom pair alone), rounded half up.
    ///
    /// Each pair is blended as `a · (256 − f) + b · f`, written
    /// `a · 256 + (b − a) · f`: the same integer, with one multiplication
    /// in place of two (three per sample, not six; the multiplier is what a
    /// strip's few hundred thousand samples wait on).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func blend(_ topLeft: UInt8, _ topRight: UInt8, _ bottomLeft: UInt8, _ bottomRight: UInt8, fx: Int, fy: Int) -> UInt8 {
        let top = Int(topLeft) &<< 8 &+ (Int(topRight) &- Int(topLeft)) &* fx
        let bottom = Int(bottomLeft) &<< 8 &+ (Int(bottomRight) &- Int(bottomLeft)) &* fx
        // Both within 0...255 · 256, so the blend is at most 255 · 256 · 256
        // + 32,768: the shift leaves at most 255.
        return UInt8(truncatingIfNeeded: (top &<< 8 &+ (bottom &- top) &* fy &+ 32_768) >> 16)
    }
}
