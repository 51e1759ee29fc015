import RunoutOCR

/// The figures of a group of images (one folder, or the whole run): the
/// micro-averaged ``EvaluationSummary`` of the labelled images, plus what
/// every image adds whether labelled or not — failures by code and time.
struct EvaluationFigures: Sendable {
    /// Recall, precision, F1, CER and fully-correct counts of the labelled images.
    var summary = EvaluationSummary()
    /// Every image scanned in the group.
    var images = 0
    /// Images without `etchings` in their sidecar.
    var unlabelled = 0
    /// Failed images by failure code (`decode`, `ring`, ...), labelled or not.
    var errors: [String: Int] = [:]
    /// Scan seconds summed over the images.
    var seconds = 0.0

    /// Figures of no images.
    init() {}

    /// Figures of `images`.
    init(_ images: some Sequence<EvaluatedImage>) {
        for image in images { add(image) }
    }

    /// Adds one image.
    mutating func add(_ image: EvaluatedImage) {
        images += 1
        seconds += image.seconds
        if let evaluation = image.evaluation { summary.add(evaluation) } else { unlabelled += 1 }
        if let failure = image.failure { errors[failure.code.rawValue, default: 0] += 1 }
    }

    /// Images that were scored.
    var labelled: Int { summary.images }
    /// Failed images of every code.
    var errorCount: Int { errors.values.reduce(0, +) }
    /// Mean scan seconds per image; 0 when there are none.
    var secondsPerImage: Double { images == 0 ? 0 : seconds / Double(images) }
}
