import Foundation
import RunoutOCR
import Synchronization

/// `deadwax eval`: scans labelled images and scores the readings against
/// the `etchings` in their sidecars, overall, per folder and per image;
/// optionally checks floors and writes an HTML report.
struct EvalCommand: Command {
    static let name = "eval"
    static let abstract = "Score readings against labelled images; floors, per-folder figures, HTML report."
    static let help = """
        OVERVIEW: Measure how well the scanner reads labelled images.

        Scans every image like 'deadwax scan' and compares what was read with the
        "etchings" listed in each image's sidecar (NAME.json). Images whose
        sidecar has no "etchings" are scanned and listed as unlabelled but not
        scored. Figures are given per folder (the image's folder relative to
        the PATH scanned, e.g. clean/ and hard/ of a fixture set) and overall:

          recall     truth lines found / truth lines. A line is found when a
                     reading has the same canonical form (NFKC, upper case,
                     one space between words, dashes as '-', triangles folded);
                     each reading can match one line only.
          precision  readings that matched a line / readings.
          F1         harmonic mean of recall and precision.
          CER        character error rate: per truth line, the edit distance to
                     the closest reading over the line's length (capped at 1;
                     1 when nothing was read), averaged over all truth lines.
          correct    images with every line found and no extra reading.
          errors     images that failed, by code (decode, sidecar, ring, ocr, io);
                     a failed labelled image counts as reading nothing.
          s/image    mean scan seconds per image.

        Totals are summed over images before dividing (micro-averages), so the
        figures equal what any scorer computes from 'deadwax scan --format jsonl'
        with the same definitions (docs/eval.md).

        USAGE: deadwax eval PATH... [--format table|json] [--min-recall R]
                            [--min-precision P] [--report DIR] [options]

        ARGUMENTS:
          PATH                    Labelled image files or folders of them.

        OPTIONS:
          -f, --format FORMAT     table (default): per-folder figures, then the worst
                                  images with each missed line and what was read;
                                  json: one document with overall, folders, images,
                                  unlabelled (docs/eval.md).
          --min-recall R          Fail (exit 1) when overall recall is below R (0 to 1).
          --min-precision P       Fail (exit 1) when overall precision is below P (0 to 1).
          --report DIR            Write DIR/index.html (a self-contained page: summary,
                                  CER histogram, every image worst first with its ring,
                                  strips, segments and a character diff) and its PNGs.
        \(ScanSettings.optionsHelp)
          -h, --help              Show this help.

        EXIT STATUS:
          0 evaluated (image failures are counted, not fatal), 1 a --min-* floor
          was missed (stderr says which and by how much), no image was found, or
          the engine or report could not start, 2 bad usage.
          Interrupted with Ctrl-C: the figures so far are printed, then 130.

        EXAMPLES:
          deadwax eval Fixtures/images
              Per-tier table (clean, hard, preview, noring) and the worst images.
          deadwax eval Fixtures/images --min-recall 0.8 --min-precision 0.9
              The same, failing when either floor is missed (for CI).
          deadwax eval Fixtures/images --report /tmp/eval && xdg-open /tmp/eval/index.html
              Look at every failure: ring, strips, segments, character diff.
          deadwax eval /tmp/heldout --format json | jq .overall
              Figures of a held-out set as JSON.

        """

    /// The output formats.
    enum Format: String, CaseIterable {
        case table, json
    }

    var settings: ScanSettings
    var format: Format
    var floors: EvaluationFloors
    var reportDirectory: String?

    init(arguments: inout ArgumentReader) throws(UsageError) {
        settings = try ScanSettings(arguments: &arguments)
        let longFormat = try arguments.option("--format")
        let shortFormat = try arguments.option("-f")
        let formatText = longFormat ?? shortFormat ?? "table"
        guard let format = Format(rawValue: formatText) else {
            throw UsageError(command: Self.name, message: "--format must be table or json; got '\(formatText)'.")
        }
        self.format = format
        let floorText = "a number from 0 to 1 such as 0.85"
        floors = EvaluationFloors(
            recall: try arguments.option("--min-recall", expecting: floorText, EvaluationFloors.parse),
            precision: try arguments.option("--min-precision", expecting: floorText, EvaluationFloors.parse))
        reportDirectory = try arguments.option("--report")
        if reportDirectory?.isEmpty == true {
            throw UsageError(command: Self.name, message: "--report needs a folder, e.g. --report /tmp/eval.")
        }
        settings.paths = try arguments.positionals()
        guard !settings.paths.isEmpty else {
            throw UsageError(command: Self.name, message: "give at least one labelled image or folder, e.g. 'deadwax eval Fixtures/images'.")
        }
    }

    func run() -> ExitStatus {
        let collection = InputCollector(recursive: settings.recursive).collect(settings.paths)
        collection.writeDiagnostics()
        if collection.inputs.isEmpty {
            Console.standardError.write("error: no images found under \(settings.paths.joined(separator: ", ")) (looked for .jpg, .jpeg, .png, .tif, .tiff).\n")
            return .failure
        }
        var options: ScanOptions
        do throws(RecognizeError) {
            options = try settings.scanOptions()
        } catch {
            Console.standardError.write("error: \(error.description)\n")
            return .failure
        }
        var report: ReportWriter?
        if let reportDirectory {
            do throws(ReportWriter.WriteError) {
                report = try ReportWriter(directory: URL(fileURLWithPath: reportDirectory, isDirectory: true))
            } catch {
                Console.standardError.write("error: \(error.description)\n")
                return .failure
            }
            options.keepsStageImages = true
        }
        let results = Mutex<[EvaluatedImage]>([])
        let progress = ProgressReporter(total: collection.inputs.count, label: "eval", mode: settings.progressMode)
        let interruption = InterruptionWatch.install()
        let batch = BatchScanner(options: options, jobs: settings.jobs)
        do throws(RecognizeError) {
            try batch.run(collection.inputs, shouldStop: { interruption.signal != nil }) { [report] index, input, scan in
                report?.record(index: index, scan: scan)
                results.withLock { $0.append(EvaluatedImage(file: input.displayPath, scan: scan)) }
                progress.advance()
            }
        } catch {
            Console.standardError.write("error: \(error.description)\n")
            return .failure
        }
        let run = EvaluationRun(images: results.withLock { $0 })
        switch format {
        case .table: Console.standardOutput.write(EvaluationTable.text(run))
        case .json: Console.standardOutput.write(EvaluationDocument(run).text())
        }
        if let report {
            do throws(ReportWriter.WriteError) {
                let page = try report.finish(run, scanned: settings.paths)
                Console.standardError.write("report: \(page.path)\n")
                if report.failedWrites > 0 {
                    Console.standardError.write("warning: \(report.failedWrites) report image(s) could not be written.\n")
                }
            } catch {
                Console.standardError.write("error: \(error.description)\n")
                return .failure
            }
        }
        if let signal = interruption.signal {
            Console.standardError.write("\nstopped by signal \(signal) after \(run.images.count) of \(collection.inputs.count) images; floors not checked.\n")
            return signal == SIGTERM ? .terminated : .interrupted
        }
        if run.overall.labelled == 0 {
            Console.standardError.write("warning: no image had \"etchings\" in its sidecar; nothing was scored.\n")
        }
        let misses = floors.misses(run.overall)
        for miss in misses {
            Console.standardError.write("error: \(miss.description).\n")
        }
        return misses.isEmpty ? .success : .failure
    }
}
