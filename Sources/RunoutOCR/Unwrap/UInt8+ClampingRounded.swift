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
    /// Written as a select and a minimum rather than branches: dark vinyl
    /// puts many samples near 0, where a branch would be mispredicted often.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    init(clampingRounded value: Double) {
        // Below 0.5 (or NaN): 0, whose rounding is 0; from 254.5: 254.5, rounding to 255.
        let clamped = value >= 0.5 ? Swift.min(value, 254.5) : 0
        self = UInt8(truncatingIfNeeded: Int(clamped + 0.5))
    }
}
