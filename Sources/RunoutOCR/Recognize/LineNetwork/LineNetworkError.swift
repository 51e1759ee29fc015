/// Why the line network cannot be loaded. Reported with code `ocr`.
public enum LineNetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The weights file could not be read.
    case unreadable(path: String, reason: String)
    /// The weights file is not a line network this reader knows, or is damaged.
    case malformed(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read the line network \(path): \(reason); rebuild deadwax to restore it "
                + "(swift build -c release), or pass --no-hand-model"
        case .malformed(let detail):
            return "the line network is damaged: \(detail); rebuild deadwax to restore it "
                + "(swift build -c release), or pass --no-hand-model"
        }
    }
}
