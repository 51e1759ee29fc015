extension Float {
    /// `Int(rounded(.down))` for a value in `0 ..< 2²³` (or −0), without the
    /// check that traps on values out of `Int`'s range. Any other value
    /// (negative, NaN, infinite, 2²³ or more) gives a number below 0 or at
    /// least 2²², never a trap, so a caller that tests the answer against a
    /// size under 2²² rejects exactly the positions that
    /// `value >= 0 && value < size` rejects.
    ///
    /// For ``CentreFinder``'s walks, where it and one unsigned comparison per
    /// axis replace two float comparisons and a checked conversion per axis
    /// and vote. Where a position is already known to be inside, a plain
    /// `Int(_:)` measured as fast or faster (its checks never fail, so they
    /// are predicted): measure before using it elsewhere.
    ///
    /// Adding 2²³ rounds a value of that span to the nearest whole number,
    /// which the sum's low bits then hold; one step down, when that whole
    /// number is above the value (the sign of their difference), corrects a
    /// value that rounded up. Below 0 the sum is under 2²³ and its bits give
    /// a negative number; NaN, infinities and sums of 2²⁴ or more give large
    /// positive ones.
    ///
    /// - Complexity: O(1), no branch (a branch on the rounding would be
    ///   mispredicted half the time).
    @inline(__always)
    var flooredIndex: Int {
        let nearest = Int(truncatingIfNeeded: (self + 0x1p23).bitPattern) &- 0x4B00_0000
        // Above 0 exactly when `nearest` is above the value; never −0.
        let over = Int(Int32(bitPattern: (Float(nearest) - self).bitPattern))
        return nearest &+ ((0 &- over) >> 63)
    }
}
