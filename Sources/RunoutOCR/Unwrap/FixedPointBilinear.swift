/// Bilinear sampling in fixed point, as the unwrapper samples the band:
/// a position to 1/256 of a pixel, the four neighbours blended in integers
/// and rounded half up to a byte.
///
/// Integer blends cost about two thirds of the time of the same blend in
/// `Double`, and a strip holds a few hundred thousand samples per photo.
/// The difference from the exact blend is under one grey level after
/// rounding, far inside a photo's noise. ``PolarUnwrapper`` and
/// ``SamplingMap`` both sample through these two functions, so a mapped
/// strip stays bit-identical to one sampled directly. Pure.
enum FixedPointBilinear {
    /// Steps per pixel of a position (8 fraction bits).
    static let stepsPerPixel = 256

    /// The position `coordinate` (at least 0, finite) in steps of 1/256
    /// pixel, rounded down: its pixel is `steps >> 8`, its fraction
    /// `steps & 255`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func steps(_ coordinate: Double) -> Int {
        Int(coordinate * 256)
    }

    /// The blend of `topLeft`, `topRight`, `bottomLeft` and `bottomRight`
    /// at fractions `fx` and `fy` (in steps, 0...256: 256 reads the right or
    /// bottom pair alone), rounded half up.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    static func blend(_ topLeft: UInt8, _ topRight: UInt8, _ bottomLeft: UInt8, _ bottomRight: UInt8, fx: Int, fy: Int) -> UInt8 {
        let top = Int(topLeft) &* (256 &- fx) &+ Int(topRight) &* fx
        let bottom = Int(bottomLeft) &* (256 &- fx) &+ Int(bottomRight) &* fx
        // At most 255 · 256 · 256 + 32,768: the shift leaves at most 255.
        return UInt8(truncatingIfNeeded: (top &* (256 &- fy) &+ bottom &* fy &+ 32_768) >> 16)
    }
}
