/// One etched or stamped line of the dead wax, normalized.
///
/// `text` is for display (case and punctuation kept, as Discogs writes it);
/// `key` is the canonical matching key: two readings of one etching share it.
public struct EtchingLine: Sendable, Hashable {
    /// The line as read, normalized for display.
    public var text: String
    /// The canonical matching key.
    public var key: String

    public init(text: String, key: String) {
        self.text = text
        self.key = key
    }
}
