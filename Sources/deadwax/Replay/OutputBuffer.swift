/// Collects standard output and writes it in large blocks, so that a long
/// replay does not make one system call per line. Flush before writing to
/// standard error, so that the two streams stay in order on a terminal.
struct OutputBuffer {
    /// Bytes held before a write.
    static let capacity = 64 * 1024

    private var pending = ""

    /// Appends text, writing when the buffer is full.
    mutating func write(_ text: String) {
        pending += text
        if pending.utf8.count >= Self.capacity { flush() }
    }

    /// Writes everything held.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        Console.standardOutput.write(pending)
        pending = ""
    }
}
