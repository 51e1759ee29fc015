/// The line network's runs on the images of one segment, each image run
/// once: the reader reads a segment with the network and then weighs
/// readings against the same images (``LineReader/rescored(english:byHand:_:in:hand:runs:)``),
/// and the network's probabilities for an image do not change.
///
/// A reference type so that the reading and the weighing share it; made
/// for one segment's read on one thread and dropped with it, never shared
/// between tasks (not `Sendable`).
final class NetworkRuns {
    let network: LineNetwork
    private var kept: [GrayImage: (frames: Int, values: [Float])] = [:]

    init(_ network: LineNetwork) {
        self.network = network
    }

    /// How many distinct images the network has run on.
    var count: Int { kept.count }

    /// The network's per-frame probabilities for `framed`, an image
    /// already framed to its input rows: run the first time, kept after.
    ///
    /// - Complexity: the network's run the first time; O(pixels) to hash
    ///   the image after.
    func probabilities(for framed: GrayImage) -> (frames: Int, values: [Float]) {
        if let known = kept[framed] { return known }
        let run = network.probabilities(for: framed)
        kept[framed] = run
        return run
    }

    /// The log-likelihoods of `texts` for `image`, as
    /// ``LineNetwork/logLikelihoods(of:in:)`` gives them.
    func logLikelihoods(of texts: [String], in image: GrayImage) -> [Double] {
        network.logLikelihoods(of: texts, in: image, running: probabilities(for:))
    }
}

extension NetworkRuns: LineRecognizer {
    var readsLowerCase: Bool { network.readsLowerCase }
    var wantsGlyphChecks: Bool { network.wantsGlyphChecks }

    /// The network's reading of `image`, its run kept.
    func recognizeLine(in image: GrayImage, mixedCase: Bool) -> RecognizedLine {
        network.recognizeLine(in: image, running: probabilities(for:))
    }
}
