/// How far the phone is unfolded. Recorded as context only: a fold changes
/// nothing by itself; the direction map that follows it does.
public enum Posture: String, Hashable, Sendable, Codable, CaseIterable {
    /// Folded shut; the outer display is in use.
    case closed
    /// Fully open; the inner display is in use.
    case open
    /// Partly open (tabletop or tent).
    case halfOpen
}
