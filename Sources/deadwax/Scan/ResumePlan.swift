/// What `--resume OUT.jsonl` makes of an earlier, possibly cut-off, output:
/// how much of the file to keep, and which images are still to scan.
///
/// A scan writes whole lines in sorted input order, so a run that stopped
/// (crash, kill, power cut) leaves a prefix of the single-run result, at
/// worst followed by one cut-off line. The plan keeps every complete record,
/// cuts away the tail (bytes after the last newline, or a last line that does
/// not parse), and leaves the rest of the inputs to scan; appending their
/// lines then gives exactly the single-run file.
///
/// If the earlier run had another input list (other paths, files added or
/// removed since, another `--shard`), the plan still never scans an image
/// twice and never drops a line, but it warns: lines for images not in this
/// run are kept, and new lines may no longer follow sorted order (`deadwax
/// merge` restores it). A bad line *before* the last one is not guessed
/// about: planning fails, naming the file and line.
struct ResumePlan {
    /// A line that cannot be kept and is not the last one.
    struct DamagedLine: Error, CustomStringConvertible {
        var name: String
        var line: Int
        var problem: String

        var description: String {
            "\(name):\(line): \(problem); --resume only repairs a cut-off last line. Fix or delete line \(line), or scan afresh into a new file."
        }
    }

    /// Bytes of the earlier file to keep (everything after is cut away).
    var keepBytes: Int
    /// Complete records kept.
    var kept: Int
    /// Kept records that report a failed image.
    var keptFailures: Int
    /// The images still to scan, in input order.
    var remaining: [ScanInput]
    /// What was cut away: line numbers with the reason.
    var cut: [(line: Int, reason: String)] = []
    /// Differences between the earlier run's list and this one.
    var warnings: [String] = []

    init(log: ScanLog, inputs: [ScanInput]) throws(DamagedLine) {
        var lines = log.lines
        if let tail = log.tail {
            cut.append((tail.number, "cut off mid-line (no line end)"))
        }
        if let last = lines.last, case .failure(let problem) = last.record {
            cut.insert((last.number, "unreadable (\(problem)); taken as cut off"), at: 0)
            lines.removeLast()
        }
        var records: [ScanRecord] = []
        for line in lines {
            switch line.record {
            case .success(let record): records.append(record)
            case .failure(let problem):
                throw DamagedLine(name: log.name, line: line.number, problem: "not a scan record (\(problem))")
            }
        }
        keepBytes = lines.last?.end ?? 0
        kept = records.count
        keptFailures = records.filter { $0.error != nil }.count

        let done = Set(records.map(\.file))
        remaining = inputs.filter { !done.contains($0.displayPath) }

        let expected = inputs.prefix(records.count).map(\.displayPath)
        guard records.map(\.file) != expected else { return }
        let wanted = Set(inputs.map(\.displayPath))
        let strangers = records.filter { !wanted.contains($0.file) }
        if let first = strangers.first {
            warnings.append(
                "\(strangers.count) line\(strangers.count == 1 ? "" : "s") in \(log.name) name images that are not in this run's input (first: \(first.file)); they are kept. Was it written by another command line (other paths or --shard)?")
        }
        if done.count != records.count {
            warnings.append("\(log.name) names \(records.count - done.count) image\(records.count - done.count == 1 ? "" : "s") more than once; each is scanned no further, and 'deadwax merge' reports whether the copies agree.")
        }
        warnings.append(
            "\(log.name) is not the start of this run's sorted result (the input list changed since it was written), so the lines appended now may be out of order. 'deadwax merge \(log.name) --format jsonl > sorted.jsonl' puts them back in order.")
    }
}
