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
    /// Diagnostics and progress: the process's original stderr, kept aside
    /// by ``quietenLibraries()``.
    static let standardError = Console(descriptor: Console.savedStandardError)

    /// The original stderr, duplicated before the libraries' chatter is cut off.
    private static let savedStandardError: Int32 = {
        let saved = dup(2)
        return saved >= 0 ? saved : 2
    }()

    /// Points file descriptor 2 at /dev/null, after keeping the original for
    /// ``standardError``. libjpeg, libpng and libtiff print their own warnings
    /// ("Corrupt JPEG data: …") straight to stderr, past leptonica's message
    /// settings; deadwax reports those files in its own words instead.
    /// Set `DEADWAX_LIBRARY_MESSAGES=1` to keep them (and the runtime's own
    /// crash reports) when debugging.
    static func quietenLibraries() {
        _ = savedStandardError
        if let keep = getenv("DEADWAX_LIBRARY_MESSAGES"), String(cString: keep) == "1" { return }
        let null = open("/dev/null", O_WRONLY)
        guard null >= 0 else { return }
        dup2(null, 2)
        close(null)
    }

    private let descriptor: Int32
    private let lock = Mutex(())
    /// Why the first write failed (`No space left on device`), or `nil`.
    private let failure = Mutex<String?>(nil)

    /// Why a write to this stream failed, or `nil` when every write went
    /// out. Output that could not be written is lost, so a command whose
    /// results did not reach stdout must not exit as if they had.
    var writeFailure: String? { failure.withLock { $0 } }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the stream is an interactive terminal (and `TERM` is not `dumb`).
    var isTerminal: Bool {
        guard isatty(descriptor) == 1 else { return false }
        guard let term = getenv("TERM") else { return true }
        return String(cString: term) != "dumb"
    }

    /// Writes the whole string, retrying short writes; a failed write is
    /// kept as ``writeFailure``.
    func write(_ text: String) {
        lock.withLock { _ in
            guard let reason = FileDescriptorWriting.writeAll(text, to: descriptor) else { return }
            failure.withLock { if $0 == nil { $0 = reason } }
        }
    }
}
