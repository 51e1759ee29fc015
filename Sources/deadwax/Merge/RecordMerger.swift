/// Combines scan outputs (shards, resumed parts, reruns) into one result in
/// the order a single scan writes: sorted by `file`, comparing Unicode
/// scalars as ``InputCollector`` sorts display paths.
///
/// An image may appear in several outputs: copies that are the same line
/// (byte for byte, or the same record once re-encoded) are one; copies that
/// differ are a conflict, reported with both places and never resolved by
/// guessing. A line that is not a scan record, or a cut-off last line, is a
/// problem too. Each problem names the file and line.
///
/// - Complexity: O(*n* log *n*) for *n* lines; every line is held in memory.
struct RecordMerger {
    /// One kept line and where it came from.
    struct Entry {
        var record: ScanRecord
        /// The line as written, without its line end.
        var text: String
        var source: String
        var line: Int
    }

    private var byFile: [String: Entry] = [:]
    /// Everything wrong with the inputs, one message per problem, in reading order.
    private(set) var problems: [String] = []
    /// Exact copies dropped.
    private(set) var duplicates = 0

    /// Adds every line of one output.
    mutating func add(_ log: ScanLog) {
        for line in log.lines {
            switch line.record {
            case .failure(let problem):
                problems.append("\(log.name):\(line.number): not a scan record (\(problem)).")
            case .success(let record):
                add(Entry(record: record, text: line.text, source: log.name, line: line.number))
            }
        }
        if let tail = log.tail {
            problems.append(
                "\(log.name):\(tail.number): cut off mid-line (the run that wrote it stopped early); finish it with the same 'deadwax scan ... --resume \(log.name)', then merge again.")
        }
    }

    private mutating func add(_ entry: Entry) {
        guard let earlier = byFile[entry.record.file] else {
            byFile[entry.record.file] = entry
            return
        }
        if earlier.text == entry.text || JSONLines.line(earlier.record) == JSONLines.line(entry.record) {
            duplicates += 1
        } else {
            problems.append(
                "\(entry.source):\(entry.line): '\(entry.record.file)' differs from \(earlier.source):\(earlier.line), which has the same image; keep one of the two lines (or rescan that image) and merge again.")
        }
    }

    /// The kept lines, sorted by `file`.
    var merged: [Entry] {
        byFile.values.sorted { $0.record.file.unicodeScalars.lexicographicallyPrecedes($1.record.file.unicodeScalars) }
    }
}
