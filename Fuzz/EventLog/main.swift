// libFuzzer target: the event-log reader (issue 6): `LogLines` splitting
// arbitrary chunks into lines, `EventLogParser` parsing each line strictly,
// and `Replay` applying every event it accepts.
//
// Compiled by scripts/fuzz together with Sources/CaptureDirection. The first
// byte chooses the chunk size (1...256) so line splitting across chunk edges
// is exercised; the rest is the log. Any bytes must give lines, events and a
// `LogError`, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEventLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let first = bytes.first else { return 0 }
    let chunkSize = Int(first) + 1
    let log = Array(bytes.dropFirst())
    let chunks = stride(from: 0, to: log.count, by: chunkSize).map { Array(log[$0..<min($0 + chunkSize, log.count)]) }
    var lines = LogLines(chunks: chunks.makeIterator(), maximumLineLength: 4_096)
    var parser = EventLogParser()
    var replay: Replay?
    do throws(LogError) {
        while let line = try lines.next() {
            switch try parser.parse(line: line) {
            case .blank: continue
            case .header(let catalog): replay = Replay(catalog: catalog)
            case .event(let logged):
                guard var current = replay else {
                    preconditionFailure("the parser returned an event before the header")
                }
                _ = current.apply(logged)
                replay = current
            }
        }
        try parser.finish()
    } catch {
        _ = error.description
    }
    return 0
}
