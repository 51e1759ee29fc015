import CaptureDirection

let phoneHeader = #"{"version":1,"devices":[{"id":"dual","type":"builtInDualWideCamera","position":"back"},{"id":"outer","type":"builtInWideAngleCamera","position":"front"}]}"#

/// Parses `lines` as one log: every line's result, then the end check.
func parseLog(_ lines: [String]) throws(LogError) -> [LogLine] {
    var parser = EventLogParser()
    var parsed: [LogLine] = []
    for line in lines {
        parsed.append(try parser.parse(line: Array(line.utf8)))
    }
    try parser.finish()
    return parsed
}

/// The events of a parsed log.
func events(_ lines: [LogLine]) -> [LoggedEvent] {
    lines.compactMap { if case .event(let event) = $0 { event } else { nil } }
}

/// Every line of `text` split into chunks of `size` bytes.
struct Chunks: IteratorProtocol {
    var bytes: [UInt8]
    var size: Int
    var offset = 0

    init(_ bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = size
    }

    mutating func next() -> [UInt8]? {
        guard offset < bytes.count else { return nil }
        let end = min(bytes.count, offset + size)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

func lines(of bytes: [UInt8], chunkSize: Int, limit: Int = 1 << 20) throws(LogError) -> [String] {
    var reader = LogLines(chunks: Chunks(bytes, size: chunkSize), maximumLineLength: limit)
    var result: [String] = []
    while let line = try reader.next() {
        result.append(String(decoding: line, as: UTF8.self))
    }
    return result
}
