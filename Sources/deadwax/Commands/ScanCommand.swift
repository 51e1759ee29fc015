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
        out in sorted path order, one per image; progress goes to stderr.

        USAGE: deadwax scan PATH... [--format table|jsonl|csv] [options]

        ARGUMENTS:
          PATH                    Image files or folders of images.

        OPTIONS:
          -f, --format FORMAT     table (default; readable, with a per-side summary),
                                  jsonl (one JSON object per image, the data contract's format),
                                  csv (one row per etching).
        \(ScanSettings.optionsHelp)
          -h, --help              Show this help.

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

        """

    enum Format: String, CaseIterable {
        case table, jsonl, csv
    }

    var settings: ScanSettings
    var format: Format

    init(arguments: inout ArgumentReader) throws(UsageError) {
        settings = try ScanSettings(arguments: &arguments)
        let longFormat = try arguments.option("--format")
        let shortFormat = try arguments.option("-f")
        let formatText = longFormat ?? shortFormat ?? "table"
        guard let format = Format(rawValue: formatText) else {
            throw UsageError(command: Self.name, message: "--format must be table, jsonl or csv; got '\(formatText)'.")
        }
        self.format = format
        settings.paths = try arguments.positionals()
        guard !settings.paths.isEmpty else {
            throw UsageError(command: Self.name, message: "give at least one image or folder, e.g. 'deadwax scan Fixtures/images'.")
        }
    }

    func run() -> ExitStatus {
        let collection = InputCollector(recursive: settings.recursive).collect(settings.paths)
        for problem in collection.problems {
            Console.standardError.write("warning: \(problem.path): \(problem.message)\n")
        }
        if collection.inputs.isEmpty {
            Console.standardError.write("error: no images found under \(settings.paths.joined(separator: ", ")) (looked for .jpg, .jpeg, .png, .tif, .tiff).\n")
            return .failure
        }
        let options: ScanOptions
        do throws(RecognizeError) {
            options = try settings.scanOptions()
        } catch {
            Console.standardError.write("error: \(error.description)\n")
            return .failure
        }
        let output = ScanOutput(format: format)
        output.begin()
        let progress = ProgressReporter(total: collection.inputs.count, label: "scan", quiet: settings.quiet)
        let interruption = InterruptionWatch.install()
        let batch = BatchScanner(options: options, jobs: settings.jobs)
        do throws(RecognizeError) {
            try batch.run(collection.inputs, shouldStop: { interruption.signal != nil }) { _, input, scan in
                output.emit(input: input, scan: scan)
                progress.advance()
            }
        } catch {
            Console.standardError.write("error: \(error.description)\n")
            return .failure
        }
        if let signal = interruption.signal {
            Console.standardError.write("\nstopped by signal \(signal) after \(output.count) of \(collection.inputs.count) images.\n")
            return signal == SIGTERM ? .terminated : .interrupted
        }
        output.end()
        // A folder that could not be searched is a failure too, though it has no line.
        return output.failures > 0 || !collection.problems.isEmpty ? .failure : .success
    }
}
