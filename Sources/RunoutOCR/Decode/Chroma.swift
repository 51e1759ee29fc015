/// How far a colour is from grey: the length of its chroma vector (Cb, Cr)
/// in JPEG's YCbCr (ITU-R BT.601, full range), doubled and capped at 255.
///
/// Grey, black and white are 0. A brown paper label (about R 70, G 45,
/// B 35) is about 32; a saturated red or blue reaches the cap. Vinyl, black
/// or grey, is near 0 whatever its brightness, so a coloured label stands
/// out from the wax here even when the two are equally bright, and the
/// edge the brightness misses is a step of 30 levels or more.
public enum Chroma {
    /// The chroma magnitude of one RGB pixel, 0...255.
    ///
    /// Adding the same amount to all three channels (a grey offset) leaves
    /// it unchanged up to rounding. Every input is in range; it never traps.
    ///
    /// - Complexity: O(1).
    @inlinable
    public static func magnitude(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let r = Float(red)
        let g = Float(green)
        let b = Float(blue)
        let cb = -0.168736 * r - 0.331264 * g + 0.5 * b
        let cr = 0.5 * r - 0.418688 * g - 0.081312 * b
        let length = 2 * (cb * cb + cr * cr).squareRoot()
        return UInt8(min(255, length.rounded()))
    }
}
