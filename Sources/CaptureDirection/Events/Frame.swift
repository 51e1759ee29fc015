/// A camera frame the session delivered: where its image was saved and, when
/// the recorder knew it, which record side it shows.
public struct Frame: Hashable, Sendable, Codable {
    /// The image path, relative to the log's folder (or absolute).
    public var image: String
    /// The record side the frame shows (`A`, `B`...), `nil` when unknown.
    public var side: String?

    /// A frame whose image is at `image`, showing `side` when known.
    public init(image: String, side: String? = nil) {
        self.image = image
        self.side = side
    }
}
