extension UInt8 {
    /// `UInt8(max(0, min(255, value.rounded())))`: a sample rounded half away
    /// from zero and clamped to a byte, without a call into the C library's
    /// `round` (baseline x86-64 has no instruction for it), which costs as
    /// much as the rest of a bilinear sample.
    ///
    /// Exact for every value but NaN (which samples, finite blends of bytes,
    /// never are; it gives 0): below 0.5 the answer is 0, from 254.5 it is
    /// 255; in between `value + 0.5` is at least 1, and the addition rounds
    /// it, if at all, within the same integer or up to the power of two that
    /// `value` itself rounds to, so truncating the sum rounds `value`.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    init(clampingRounded value: Double) {
        if !(value >= 0.5) {
            self = 0
        } else if value >= 254.5 {
            self = 255
        } else {
            self = UInt8(truncatingIfNeeded: Int(value + 0.5))
        }
    }
}
