import Foundation
import RunoutOCR

/// The options `scan` and `eval` share: what to read and how.
struct ScanSettings {
    var paths: [String]
    var jobs: Int
    var recursive: Bool
    var quiet: Bool
    /// Progress lines even when stderr is not a terminal (`--progress`).
    var progressLines: Bool
    var tessdata: String?
    /// Whether hand-scratched lines get a second reading with ``HandModel``
    /// (off with `--no-hand-model`).
    var usesHandModel: Bool
    var maximumPixels: Int
    var ring: GuideRing?
    var debugDirectory: String?
    /// How many shifted bands each photo is read under (`--reads`).
    var reads: Int

    /// The help text for these options, shared by both commands.
    static let optionsHelp = """
      -j, --jobs N            Worker threads, each with its own engine (default: all cores).
      --recursive             Search folders and their subfolders (the default).
      --no-recursive          Search only the top level of each folder.
      --tessdata DIR          Folder holding eng.traineddata (default: $TESSDATA_PREFIX,
                              then /usr/share/tesseract-ocr/5/tessdata).
      --no-hand-model         Read with the English model only. By default a line it does
                              not read acceptably is read again with deadwax's own line
                              network for hand-scratched etchings (docs/line-network.md).
      --reads N               Read each photo under N bands shifted by a fraction of a pixel
                              (1 to 6, default 4) and keep the lines at least 2 of the reads
                              agree on (3 of 6); two reads alike settle a photo. --reads 1
                              reads once: two to three times as fast, with fewer lines
                              right (docs/reader.md, "Reads that vote").
      --max-pixels N          Refuse images whose header claims more pixels (default 120000000).
      --ring CX,CY,IN,OUT     Guide ring for images whose sidecar has none, in image pixels.
      --preview WxH           ...or in the points of a camera preview of this size,
      --gravity NAME          ...shown under resizeAspect, resizeAspectFill (default) or resize.
      --debug-dir DIR         Write each stage's image (decoded, strip, flattened when the
                              strip has a glare, prepared, segments) as PNG.
      --progress              Progress on stderr even when it is not a terminal: a line at
                              every tenth of the work, for logs (on a terminal there is
                              always a bar, redrawn in place).
      -q, --quiet             No progress on stderr, even on a terminal.
    """

    init(arguments: inout ArgumentReader) throws(UsageError) {
        let command = arguments.command
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let longJobs = try arguments.option("--jobs")
        let shortJobs = try arguments.option("-j")
        let jobsText = longJobs ?? shortJobs
        if let jobsText {
            guard let value = Int(jobsText), value >= 1, value <= 256 else {
                throw UsageError(command: command, message: "--jobs expects a whole number from 1 to 256, e.g. --jobs \(cores); got '\(jobsText)'.")
            }
            jobs = value
        } else {
            jobs = max(1, cores)
        }
        let explicitRecursive = arguments.flag("--recursive", "-r")
        let flat = arguments.flag("--no-recursive")
        if explicitRecursive && flat {
            throw UsageError(command: command, message: "--recursive and --no-recursive contradict each other; give one.")
        }
        recursive = !flat
        quiet = arguments.flag("--quiet", "-q")
        progressLines = arguments.flag("--progress")
        if quiet && progressLines {
            throw UsageError(command: command, message: "--quiet and --progress contradict each other; give one.")
        }
        tessdata = try arguments.option("--tessdata")
        usesHandModel = !arguments.flag("--no-hand-model")
        maximumPixels = try arguments.option("--max-pixels", expecting: "a whole number of pixels such as 120000000") {
            Int($0).flatMap { $0 > 0 ? $0 : nil }
        } ?? 120_000_000
        let ringText = try arguments.option("--ring")
        let previewText = try arguments.option("--preview")
        let gravityText = try arguments.option("--gravity")
        ring = try RingOptions.parse(ring: ringText, preview: previewText, gravity: gravityText, command: command)
        debugDirectory = try arguments.option("--debug-dir")
        let most = BandShift.standard.count
        reads = try arguments.option("--reads", expecting: "a whole number of reads from 1 to \(most), e.g. --reads 1") {
            Int($0).flatMap { (1...most).contains($0) ? $0 : nil }
        } ?? BandShift.defaultCount
        paths = []  // filled by the command after its own options
    }

    /// How progress is shown on this run's stderr.
    var progressMode: ProgressReporter.Mode {
        .chosen(quiet: quiet, lines: progressLines, stderrIsTerminal: Console.standardError.isTerminal)
    }

    /// Scan options for the library, resolving the model's location.
    func scanOptions() throws(RecognizeError) -> ScanOptions {
        let environment = ProcessInfo.processInfo.environment
        let location = try TessdataLocation.resolve(explicit: tessdata, environment: environment)
        if let note = TessdataLocation.passedOverPrefix(explicit: tessdata, environment: environment, location: location) {
            Console.standardError.write("note: \(note)\n")
        }
        var handModel: HandModel?
        if usesHandModel {
            handModel = HandModel.bundled { Console.standardError.write("note: \($0)\n") }
        }
        return ScanOptions(
            tessdata: location, handModel: handModel, decoder: ImageDecoder(maximumPixels: maximumPixels), defaultRing: ring,
            debugDirectory: debugDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) },
            shifts: Array(BandShift.standard.prefix(reads)))
    }
}
