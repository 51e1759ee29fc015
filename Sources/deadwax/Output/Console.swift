#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A locked, unbuffered writer over one standard stream. Whole strings are
/// written in one go under the lock, so output from parallel workers never
/// interleaves within a line.
final class Console: Sendable {
    /// Requested output: results, help.
    static let standardOutput = Console(descriptor: 1)
    /// Diagnostics and progress.
    static let standardError = Console(descriptor: 2)

    private let descriptor: Int32
    private let lock = Mutex(())

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the stream is an interactive terminal (and `TERM` is not `dumb`).
    var isTerminal: Bool {
        guard isatty(descriptor) == 1 else { return false }
        guard let term = getenv("TERM") else { return true }
        return String(cString: term) != "dumb"
    }

    /// Writes the whole string, retrying short writes.
    func write(_ text: String) {
        lock.withLock { _ in
            var bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeMutableBytes { buffer in
                    #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    #endif
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
            _ = bytes.count
        }
    }
}
