/// What one line of a capture log holds.
public enum LogLine: Hashable, Sendable {
    /// Line 1: the header's cameras and coordinator flag.
    case header(DeviceCatalog)
    /// An event line.
    case event(LoggedEvent)
    /// A blank or whitespace-only line (skipped, but counted).
    case blank
}
