import Foundation
import RunoutOCR
import Synchronization

/// Writes scan results in the chosen format as they arrive (to stdout, or to
/// the file `--resume` appends to), and keeps what the closing summary needs
/// (the per-side model, the failures).
final class ScanOutput: Sendable {
    private struct State {
        var model = SideCountModel()
        var count = 0
        var failures = 0
    }

    let format: ScanCommand.Format
    let sink: any TextSink
    private let state = Mutex(State())

    init(format: ScanCommand.Format, sink: any TextSink = Console.standardOutput) {
        self.format = format
        self.sink = sink
    }

    /// Images written so far.
    var count: Int { state.withLock { $0.count } }
    /// Images that failed so far.
    var failures: Int { state.withLock { $0.failures } }

    func begin() {
        switch format {
        case .csv:
            sink.write(Self.csvHeader)
        case .table, .jsonl:
            break
        }
    }

    /// The first row of `--format csv`.
    static let csvHeader = "file,side,ring_source,text,key,confidence,angle,error_code,error_message\n"

    /// Writes one image's result (called in input order, one at a time).
    func emit(input: ScanInput, scan: ImageScan) {
        state.withLock { state in
            state.count += 1
            if scan.failure != nil { state.failures += 1 }
            state.model.record(scan.readings, side: scan.side)
        }
        let record = ScanRecord(file: input.displayPath, scan: scan)
        switch format {
        case .jsonl:
            sink.write(JSONLines.line(record))
        case .csv:
            sink.write(Self.csvRows(record))
        case .table:
            sink.write(Self.tableRow(record, warnings: scan.warnings))
        }
    }

    func end() {
        guard format == .table else { return }
        let (summaries, count, failures) = state.withLock { ($0.model.summaries, $0.count, $0.failures) }
        sink.write(Self.summaryText(summaries, images: count, failures: failures))
    }

    /// The table's closing part: each side's distinct etchings, then the counts.
    static func summaryText(_ summaries: [SideSummary], images count: Int, failures: Int) -> String {
        var text = "\nPer side:\n"
        if summaries.isEmpty { text += "  (no etchings read)\n" }
        for summary in summaries {
            text += "  side \(summary.side ?? "?"): \(summary.count) distinct etching\(summary.count == 1 ? "" : "s")"
            if !summary.etchings.isEmpty { text += ": " + summary.etchings.joined(separator: " · ") }
            text += "\n"
        }
        text += "\n\(count) image\(count == 1 ? "" : "s") scanned, \(failures) failed.\n"
        return text
    }

    static func tableRow(_ record: ScanRecord, warnings: [String]) -> String {
        var line = record.file
        if let side = record.side { line += "  [side \(side)]" }
        if let error = record.error {
            return line + "\n    error (\(error.code)): \(error.message)\n"
        }
        if let ring = record.ring, ring.source != "sidecar" { line += "  (ring: \(ring.source))" }
        line += "\n"
        if record.etchings.isEmpty { line += "    (no etchings read)\n" }
        for etching in record.etchings {
            let angle = String(format: "%5.1f°", etching.angle)
            let confidence = String(format: "%.2f", etching.confidence)
            line += "    \(angle)  \(etching.text)   (\(confidence))\n"
        }
        for warning in warnings { line += "    note: \(warning)\n" }
        return line
    }

    static func csvRows(_ record: ScanRecord) -> String {
        let prefix = [record.file, record.side ?? "", record.ring?.source ?? ""].map(csvField)
        if let error = record.error {
            return (prefix + ["", "", "", "", error.code, error.message].map(csvField)).joined(separator: ",") + "\n"
        }
        if record.etchings.isEmpty {
            return (prefix + ["", "", "", "", "", ""]).joined(separator: ",") + "\n"
        }
        return record.etchings.map { etching in
            (prefix + [etching.text, etching.key, String(etching.confidence), String(etching.angle), "", ""].map(csvField))
                .joined(separator: ",") + "\n"
        }.joined()
    }

    /// RFC 4180 quoting: fields with a comma, quote or line break are quoted, quotes doubled.
    static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
