/// The result of one `deadwax eval`: every image in scan order, with the
/// figures per folder and over the whole run.
///
/// Folder figures and the overall figures are sums of the same per-image
/// counts, so the overall recall is the folders' matches over their truth
/// lines, never an average of folder ratios.
struct EvaluationRun: Sendable {
    /// Every image, in sorted path order.
    var images: [EvaluatedImage]

    init(images: [EvaluatedImage]) {
        self.images = images
    }

    /// The figures over every image.
    var overall: EvaluationFigures { EvaluationFigures(images) }

    /// The figures of each folder, in sorted folder order.
    var folders: [(name: String, figures: EvaluationFigures)] {
        var byName: [String: EvaluationFigures] = [:]
        for image in images { byName[image.folder, default: EvaluationFigures()].add(image) }
        return byName.sorted { $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars) }
            .map { (name: $0.key, figures: $0.value) }
    }

    /// Every image, worst first (``EvaluatedImage/worseFirst(_:_:)``).
    var worstFirst: [EvaluatedImage] { images.sorted(by: EvaluatedImage.worseFirst) }

    /// Labelled images that were not fully correct or failed, worst first.
    var imperfect: [EvaluatedImage] {
        worstFirst.filter { image in
            guard let evaluation = image.evaluation else { return false }
            return image.failure != nil || !evaluation.isFullyCorrect
        }
    }

    /// Files without `etchings` in their sidecar, in scan order.
    var unlabelledFiles: [String] { images.filter { !$0.isLabelled }.map(\.file) }
}
