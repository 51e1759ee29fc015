extension ShiftVote {
    /// How far apart, in degrees of the ring, a piece's centre may be from
    /// the centre of the line it is a piece of (``withoutPieces(_:)``). The
    /// pieces seen lay 0 to 7.1 degrees from their lines; a line of
    /// etching spans 10 to 60.
    public static let pieceReach = 10.0

    /// `kept` without each reading that is a piece of another: its key,
    /// holding three digits or more, lies inside the other's longer key,
    /// and its centre within ``pieceReach`` degrees of the other's. Reads
    /// that cut a line short vote for the piece as often as others vote
    /// for the whole, and both were reported (`568 B` beside `K 568 B`,
    /// `74336-B4` beside `ST-74336-B4`, `7034 940 2X 3` beside `7034 940
    /// 2X 3 655`). A key of fewer digits may be an etching of its own
    /// beside or inside a longer one (`RL` and `MASTERDISK RL`, `A1` and
    /// `SP-14275-A1`), and is kept. NaN angles are never near. The order
    /// of `kept` is kept.
    ///
    /// - Complexity: O(n² × k) for n readings of keys of length k.
    public static func withoutPieces(_ kept: [Reading]) -> [Reading] {
        kept.filter { piece in
            let key = piece.line.key
            guard key.filter(\.isNumber).count >= 3, piece.angle.isFinite else { return true }
            return !kept.contains { whole in
                let apart = abs(whole.angle - piece.angle).truncatingRemainder(dividingBy: 360)
                return whole.line.key.count > key.count && whole.line.key.contains(key) && whole.angle.isFinite
                    && min(apart, 360 - apart) <= pieceReach
            }
        }
    }
}
