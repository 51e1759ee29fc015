import Foundation
import RunoutOCR
import Synchronization

/// `deadwax scan`: read the etchings of every image under the given paths.
struct ScanCommand: Command {
    static let name = "scan"
    static let abstract = "Read the etchings of runout photos in files and folders."
    static let help = """
        OVERVIEW: Read the etchings in the dead wax of each photo.

        For every image (.jpg, .jpeg, .png, .tif, .tiff) the scanner reads the
        sidecar NAME.json beside it if there is one (side, guide ring), unrolls
        the dead-wax band, and reads each etched or stamped line. Results come
        out in sorted path order, one per image; a progress bar goes to stderr
        when it is a terminal (--progress for plain lines in a log).

        USAGE: deadwax scan PATH... [--format table|jsonl|csv] [options]
               deadwax scan --paths-from FILE|- [--shard K/N] [--resume OUT.jsonl] [options]

        ARGUMENTS:
          PATH                    Image files or folders of images. An image is named by its
                                  path as given, or relative to the folder it was found in;
                                  when two folders hold the same name (sideA/IMG_0001.jpg and
                                  sideB/IMG_0001.jpg), both are named with their folder.
                                  Photos a folder holds in other formats (HEIC, WebP, raw) are
                                  not scanned; a note on stderr counts them.

        OPTIONS:
          -f, --format FORMAT     table (default; readable, with a per-side summary),
                                  jsonl (one JSON object per image, the data contract's format),
                                  csv (one row per etching).
        \(ScanSettings.optionsHelp)
          -h, --help              Show this help.

        SPLITTING WORK (for GNU parallel, Spark, job arrays; see docs/scaling.md):
          --paths-from FILE|-     Also read paths from FILE, or from stdin with '-', one per line,
                                  each taken as if typed as a PATH (relative to the current
                                  folder; a folder is searched). Blank lines are skipped. An
                                  empty list scans nothing and exits 0.
          --shard K/N             Scan only the K-th of N shards (K from 0 to N-1). An image's
                                  shard is a fixed hash of its output path, so adding files
                                  elsewhere never moves it; shards 0/N ... N-1/N together are
                                  the whole input once. An empty shard exits 0.
          --resume OUT.jsonl      Append the results to OUT.jsonl (created if missing) instead
                                  of stdout, skipping images it already has. A cut-off last line
                                  left by a killed run is cut away and redone, so the finished
                                  file equals one uninterrupted 'scan --format jsonl'. Implies
                                  --format jsonl. The exit status counts failures in the whole file.

        EXIT STATUS:
          0 every image was read, 1 one or more images failed (each reported in
          the output with a code: decode, sidecar, ring, ocr, io), 2 bad usage.
          Interrupted with Ctrl-C: the images finished so far are written whole, 130.

        EXAMPLES:
          deadwax scan Fixtures/images
          deadwax scan ~/Records/runouts --format jsonl > catalogue.jsonl
          deadwax scan photo.jpg --ring 1012.5,760,420,610
          deadwax scan frame.jpg --ring 195,422,120,170 --preview 390x844 --gravity resizeAspectFill
          deadwax scan photos/ --jobs 1 --debug-dir /tmp/stages
          find photos -name '*.jpg' | deadwax scan --paths-from - --format jsonl > part.jsonl
          deadwax scan photos/ --shard 2/8 --resume out/shard-2.jsonl   # run again after a crash
          deadwax merge out/shard-*.jsonl > catalogue.jsonl

        """

    enum Format: String, CaseIterable {
        case table, jsonl, csv
    }

    var settings: ScanSettings
    var format: Format
    var work: WorkOptions

    init(arguments: inout ArgumentReader) throws(UsageError) {
        settings = try ScanSettings(arguments: &arguments)
        work = try WorkOptions(arguments: &arguments)
        let longFormat = try arguments.option("--format")
        let shortFormat = try arguments.option("-f")
        let formatText = longFormat ?? shortFormat ?? (work.resume == nil ? "table" : "jsonl")
        guard let format = Format(rawValue: formatText) else {
            throw UsageError(command: Self.name, message: "--format must be table, jsonl or csv; got '\(formatText)'.")
        }
        if work.resume != nil, format != .jsonl {
            throw UsageError(
                command: Self.name,
                message: "--resume appends JSON lines to its file; drop '--format \(formatText)' (or give --format jsonl), and turn the finished file into a table with 'deadwax merge OUT.jsonl --format \(formatText)'.")
        }
        self.format = format
        settings.paths = try arguments.positionals()
        guard !settings.paths.isEmpty || work.pathsFrom != nil else {
            throw UsageError(
                command: Self.name,
                message: "give at least one image or folder, e.g. 'deadwax scan Fixtures/images', or a list with --paths-from FILE (or - for stdin).")
        }
    }

    func run() -> ExitStatus {
        var paths = settings.paths
        if let list = work.pathsFrom {
            do throws(PathList.ReadError) {
                paths += try PathList.read(from: list)
            } catch {
                Console.standardError.write("error: \(error.description)\n")
                return .usage
            }
        }
        let collection = InputCollector(recursive: settings.recursive).collect(paths)
        collection.writeDiagnostics()
        if collection.inputs.isEmpty, !paths.isEmpty {
            Console.standardError.write("error: no images found under \(paths.joined(separator: ", ")) (looked for .jpg, .jpeg, .png, .tif, .tiff).\n")
            return .failure
        }
        var inputs = collection.inputs
        if let shard = work.shard {
            inputs = shard.select(inputs)
            if !settings.quiet {
                Console.standardError.write("shard \(shard): \(inputs.count) of \(collection.inputs.count) images.\n")
            }
        }
        let sink: any TextSink
        var earlierFailures = 0
        var appending: AppendingFile?
        if let resume = work.resume {
            switch ResumeStart.open(resume, inputs: inputs, quiet: settings.quiet) {
            case .success(let start):
                inputs = start.plan.remaining
                earlierFailures = start.plan.keptFailures
                appending = start.file
                sink = start.file
            case .failure(let failure):
                Console.standardError.write("error: \(failure.message)\n")
                return .failure
            }
        } else {
            sink = Console.standardOutput
        }
        let output = ScanOutput(format: format, sink: sink)
        output.begin()
        if !inputs.isEmpty {
            if let stopped = scan(inputs, into: output) { return stopped }
        }
        output.end()
        if let appending, let problem = appending.finish() {
            Console.standardError.write("error: \(appending.path): writing failed (\(problem)); run the same command again to resume.\n")
            return .failure
        }
        // A folder that could not be searched is a failure too, though it has no line.
        return output.failures + earlierFailures > 0 || !collection.problems.isEmpty ? .failure : .success
    }

    /// Scans `inputs` into `output`; returns an exit status when the scan stopped early.
    private func scan(_ inputs: [ScanInput], into output: ScanOutput) -> ExitStatus? {
        let options: ScanOptions
        do throws(RecognizeError) {
            options = try settings.scanOptions()
        } catch {
            Console.standardError.write("error: \(error.description)\n")
            return .failure
        }
        let progress = ProgressReporter(total: inputs.count, label: "scan", mode: settings.progressMode)
        let interruption = InterruptionWatch.install()
        let batch = BatchScanner(options: options, jobs: settings.jobs)
        do throws(RecognizeError) {
            try batch.run(inputs, shouldStop: { interruption.signal != nil }) { _, input, scan in
                output.emit(input: input, scan: scan)
                progress.advance()
            }
        } catch {
            Console.standardError.write("error: \(error.description)\n")
            return .failure
        }
        if let signal = interruption.signal {
            let resumeHint = work.resume.map { " Run the same command again to resume into \($0)." } ?? ""
            Console.standardError.write(
                "\nstopped by signal \(signal) after \(output.count) of \(inputs.count) images.\(resumeHint)\n")
            return signal == SIGTERM ? .terminated : .interrupted
        }
        return nil
    }
}
