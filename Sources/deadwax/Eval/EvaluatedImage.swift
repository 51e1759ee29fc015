import RunoutOCR

/// One scanned image as `eval` sees it: where it sits, what was read, how
/// that compares with its sidecar's `etchings`, and what went wrong.
///
/// An image whose sidecar has no `etchings` field is *unlabelled*: it is
/// listed and its errors and time are counted, but it adds nothing to the
/// recall, precision or error-rate figures. An empty `etchings` list is a
/// label ("nothing is etched here"), so every reading then costs precision.
struct EvaluatedImage: Sendable {
    /// The path as the scan output names it (relative to the folder scanned).
    var file: String
    /// The folder the image is grouped under: the directory part of `file`
    /// (`clean` for `clean/clean-01.jpg`), `.` for an image at the top.
    var folder: String
    /// The ground truth, `nil` when unlabelled.
    var truth: [String]?
    /// The display text of every reading, in angle order (empty on failure).
    var readings: [String]
    /// The scoring of `readings` against `truth`; `nil` when unlabelled.
    var evaluation: ImageEvaluation?
    /// Why the scan failed, or `nil`.
    var failure: ScanFailure?
    /// Seconds the scan spent, summed over its stages.
    var seconds: Double
    /// Where the band read came from (`sidecar`, `detected`, `frame`), `nil` when none was resolved.
    var ringSource: String?
    /// The scan's notes that are not failures.
    var warnings: [String] = []

    /// Builds the record of one scan.
    ///
    /// A failed scan keeps its truth (the sidecar was read before the image
    /// was) and counts as reading nothing, as its scan output line says. A
    /// sidecar whose `etchings` is malformed fails here though its scan did
    /// not: the image is unlabelled, with a `sidecar` error.
    init(file: String, scan: ImageScan) {
        self.file = file
        folder = Self.folder(of: file)
        truth = scan.truth
        // A malformed `etchings` does not stop a scan (it ignores the ground
        // truth) but is eval's failure: the image is unlabelled and its error
        // is counted under `sidecar`.
        let failure = scan.failure ?? scan.truthFailure
        let readings = failure == nil ? scan.readings.map(\.line.text) : []
        self.readings = readings
        evaluation = scan.truth.map { ImageEvaluation(truth: $0, readings: readings) }
        self.failure = failure
        seconds = scan.timings.values.reduce(0, +)
        ringSource = scan.ring?.source.rawValue
        warnings = scan.warnings
    }

    /// An image from its parts (tests and tools).
    init(file: String, truth: [String]?, readings: [String], failure: ScanFailure? = nil, seconds: Double = 0) {
        self.file = file
        folder = Self.folder(of: file)
        self.truth = truth
        self.readings = readings
        evaluation = truth.map { ImageEvaluation(truth: $0, readings: readings) }
        self.failure = failure
        self.seconds = seconds
        ringSource = nil
    }

    /// Whether the sidecar gave ground truth.
    var isLabelled: Bool { truth != nil }

    /// The directory part of a display path: `hard` for `hard/x.jpg`,
    /// `a/b` for `a/b/x.jpg`, `.` when there is none.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "." }
        let folder = String(file[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Orders images worst first: failures, then lower F1, then higher
    /// character error rate, then lower recall; unlabelled images last;
    /// ties by file name, so the order is stable.
    static func worseFirst(_ a: EvaluatedImage, _ b: EvaluatedImage) -> Bool {
        func rank(_ image: EvaluatedImage) -> (Int, Double, Double, Double) {
            guard let evaluation = image.evaluation else { return (image.failure == nil ? 3 : 2, 0, 0, 0) }
            return (image.failure == nil ? 1 : 0, evaluation.f1, -evaluation.characterErrorRate, evaluation.recall)
        }
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb }
        return a.file.unicodeScalars.lexicographicallyPrecedes(b.file.unicodeScalars)
    }
}
