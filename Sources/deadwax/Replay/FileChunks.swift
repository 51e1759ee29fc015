#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file (or standard input) in fixed-size chunks, for ``LogLines``.
/// Holds one open descriptor, closed in `deinit`; not `Sendable`.
final class FileChunks: IteratorProtocol {
    /// Bytes per read.
    static let chunkSize = 64 * 1024

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// Why reading stopped early, when it did (checked after the last line).
    private(set) var readFailure: String?

    /// Opens `path` for reading; `-` reads standard input.
    ///
    /// - Throws: the system's reason, for a message like
    ///   `cannot open LOG: No such file or directory`.
    init(path: String) throws(FileOpenError) {
        if path == "-" {
            descriptor = 0
            ownsDescriptor = false
            return
        }
        let opened = open(path, O_RDONLY)
        guard opened >= 0 else { throw FileOpenError(reason: Self.describe(errno)) }
        descriptor = opened
        ownsDescriptor = true
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next chunk, or `nil` at the end of the file or on a read error
    /// (then ``readFailure`` says why).
    func next() -> [UInt8]? {
        guard readFailure == nil else { return nil }
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                readFailure = Self.describe(errno)
                return nil
            }
            if count == 0 { return nil }
            chunk.removeLast(chunk.count - count)
            return chunk
        }
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}

/// A log file that could not be opened, with the system's reason.
struct FileOpenError: Error {
    var reason: String
}
