#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a whole string to a file descriptor, for ``Console`` and
/// ``AppendingFile``: short writes are continued and `EINTR` retried, and
/// the first real failure stops the write and is returned in words
/// (`No space left on device`) for the caller to keep and report.
enum FileDescriptorWriting {
    /// Writes all of `text`'s UTF-8 to `descriptor`; `nil` when every byte
    /// went out, else why the write failed (the rest is not written).
    ///
    /// - Complexity: O(bytes), one `write(2)` per short write.
    static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                #else
                let written = Darwin.write(descriptor, base + offset, buffer.count - offset)
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += written
            }
            return nil
        }
    }
}
