/// Splits a stream of byte chunks into log lines, in bounded memory.
///
/// Accepts a UTF-8 byte order mark at the very start and `\n` or `\r\n` line
/// ends (the `\r` is left on the line; it is JSON whitespace). A last line
/// without a newline is still a line; a final newline does not start an empty
/// one. Memory stays within about one chunk plus ``maximumLineLength``: a
/// longer line is an error rather than an unbounded buffer.
///
/// Pure: the chunks come from any iterator (a file reader, an array in tests).
public struct LogLines<Chunks: IteratorProtocol> where Chunks.Element == [UInt8] {
    /// The longest line accepted, in bytes, not counting its `\n`.
    public let maximumLineLength: Int
    /// The number of lines returned so far.
    public private(set) var lineNumber = 0

    private var chunks: Chunks
    private var buffer: [UInt8] = []
    private var lineStart = 0
    private var searched = 0
    private var exhausted = false
    private var checkedByteOrderMark = false

    /// Lines of the bytes `chunks` yields, each at most `maximumLineLength`
    /// bytes (default 1 MiB).
    public init(chunks: Chunks, maximumLineLength: Int = 1 << 20) {
        self.chunks = chunks
        self.maximumLineLength = maximumLineLength
    }

    /// The next line without its `\n`, or `nil` at the end.
    ///
    /// - Throws: ``LogProblem/lineTooLong(limit:)`` on the line that exceeds
    ///   ``maximumLineLength``.
    public mutating func next() throws(LogError) -> [UInt8]? {
        while true {
            if !checkedByteOrderMark {
                if buffer.count >= 3 || exhausted {
                    if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = 3 }
                    checkedByteOrderMark = true
                } else {
                    fill()
                    continue
                }
            }
            let from = lineStart + searched
            if let newline = buffer[from...].firstIndex(of: 0x0A) {
                let line = Array(buffer[lineStart..<newline])
                lineStart = newline + 1
                searched = 0
                return try counted(line)
            }
            searched = buffer.count - lineStart
            if searched > maximumLineLength {
                throw LogError(line: lineNumber + 1, problem: .lineTooLong(limit: maximumLineLength))
            }
            if exhausted {
                guard lineStart < buffer.count else { return nil }
                let line = Array(buffer[lineStart...])
                lineStart = buffer.count
                searched = 0
                return try counted(line)
            }
            fill()
        }
    }

    private mutating func counted(_ line: [UInt8]) throws(LogError) -> [UInt8] {
        lineNumber += 1
        guard line.count <= maximumLineLength else {
            throw LogError(line: lineNumber, problem: .lineTooLong(limit: maximumLineLength))
        }
        return line
    }

    /// Drops consumed bytes and appends the next chunk (or notes the end).
    private mutating func fill() {
        if lineStart > 0 {
            buffer.removeFirst(lineStart)
            lineStart = 0
        }
        if let chunk = chunks.next() {
            buffer.append(contentsOf: chunk)
        } else {
            exhausted = true
        }
    }
}
