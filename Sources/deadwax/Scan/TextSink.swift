import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Where scan output goes: stdout, or the file `--resume` appends to.
/// Every `write` puts the whole string out in one go, so lines stay whole.
protocol TextSink: Sendable {
    func write(_ text: String)
}

extension Console: TextSink {}

/// A file opened for appending whole lines, after cutting it to a length.
///
/// Each line is one `write(2)` to a descriptor opened with `O_APPEND`, so a
/// run killed at any moment leaves complete lines, at worst followed by a
/// part of one (which `--resume` cuts away).
final class AppendingFile: TextSink {
    /// The file could not be opened, cut or written.
    struct OpenError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    private let descriptor: Int32
    private let lock = Mutex(())
    /// The first write error, reported once at the end.
    private let failure = Mutex<String?>(nil)
    let path: String

    /// Opens (creating if needed) `path` and cuts it to `length` bytes.
    init(path: String, keeping length: Int) throws(OpenError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw OpenError(path: path, message: "cannot open for appending (\(String(cString: strerror(errno))))")
        }
        guard ftruncate(descriptor, off_t(length)) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw OpenError(path: path, message: "cannot cut the file to its last whole line (\(reason))")
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    func write(_ text: String) {
        lock.withLock { _ in
            guard let reason = FileDescriptorWriting.writeAll(text, to: descriptor) else { return }
            failure.withLock { if $0 == nil { $0 = reason } }
        }
    }

    /// Flushes to disk; returns the first write error, if any.
    func finish() -> String? {
        _ = fsync(descriptor)
        return failure.withLock { $0 }
    }
}
