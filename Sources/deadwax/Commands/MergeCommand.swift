import Foundation
import RunoutOCR

/// `deadwax merge`: combine the JSON Lines outputs of several scans (shards,
/// resumed runs) into the one result a single scan would have written.
struct MergeCommand: Command {
    static let name = "merge"
    static let abstract = "Combine scan outputs (shards, resumed runs) into one sorted result."
    static let help = """
        OVERVIEW: Combine 'deadwax scan --format jsonl' outputs into one result.

        Reads every line of every file, keeps one line per image, and writes
        them sorted by 'file' exactly as a single scan orders its output, so
        merging the shards 0/N ... N-1/N of a folder gives the same bytes as
        one 'deadwax scan FOLDER --format jsonl'. Lines are passed through
        unchanged in jsonl; table and csv are the scan command's formats,
        table with the per-side summary rebuilt from the merged etchings.

        Copies of one image that are the same line are kept once. Copies that
        differ, lines that are not scan records and cut-off last lines are
        reported on stderr with file and line number, and nothing is written.

        USAGE: deadwax merge OUT.jsonl... [--format jsonl|csv|table]

        ARGUMENTS:
          OUT.jsonl               Scan outputs in JSON Lines; '-' reads stdin.

        OPTIONS:
          -f, --format FORMAT     jsonl (default; the data contract's lines),
                                  csv (one row per etching), table (readable, per-side summary).
          -h, --help              Show this help.

        EXIT STATUS:
          0 merged, 1 a file could not be read or a line is malformed or conflicts
          (nothing written), 2 bad usage.

        EXAMPLES:
          deadwax merge out/shard-*.jsonl > catalogue.jsonl
          deadwax merge out/shard-*.jsonl --format table
          cat part-*.jsonl | deadwax merge - --format csv > catalogue.csv

        """

    var files: [String]
    var format: ScanCommand.Format

    init(arguments: inout ArgumentReader) throws(UsageError) {
        let longFormat = try arguments.option("--format")
        let shortFormat = try arguments.option("-f")
        let formatText = longFormat ?? shortFormat ?? "jsonl"
        guard let format = ScanCommand.Format(rawValue: formatText) else {
            throw UsageError(command: Self.name, message: "--format must be jsonl, csv or table; got '\(formatText)'.")
        }
        self.format = format
        files = try arguments.positionals()
        guard !files.isEmpty else {
            throw UsageError(
                command: Self.name, message: "give the scan outputs to merge, e.g. 'deadwax merge out/shard-*.jsonl > all.jsonl'.")
        }
        if files.filter({ $0 == "-" }).count > 1 {
            throw UsageError(command: Self.name, message: "stdin ('-') can be read once; give it one time.")
        }
    }

    func run() -> ExitStatus {
        var merger = RecordMerger()
        var unreadable = false
        for file in files {
            do throws(ScanLog.ReadError) {
                merger.add(try ScanLog.read(file))
            } catch {
                Console.standardError.write("error: \(error.description)\n")
                unreadable = true
            }
        }
        for problem in merger.problems {
            Console.standardError.write("error: \(problem)\n")
        }
        guard !unreadable, merger.problems.isEmpty else {
            Console.standardError.write("merge: nothing written; fix the lines above and merge again.\n")
            return .failure
        }
        Console.standardOutput.write(Self.render(merger.merged, format: format))
        return .success
    }

    /// The merged lines in `format`.
    static func render(_ entries: [RecordMerger.Entry], format: ScanCommand.Format) -> String {
        switch format {
        case .jsonl:
            return entries.map { $0.text + "\n" }.joined()
        case .csv:
            return ScanOutput.csvHeader + entries.map { ScanOutput.csvRows($0.record) }.joined()
        case .table:
            var model = SideCountModel()
            var text = ""
            for entry in entries {
                model.record(entry.record.readings, side: entry.record.side)
                text += ScanOutput.tableRow(entry.record, warnings: [])
            }
            let failures = entries.filter { $0.record.error != nil }.count
            return text + ScanOutput.summaryText(model.summaries, images: entries.count, failures: failures)
        }
    }
}
