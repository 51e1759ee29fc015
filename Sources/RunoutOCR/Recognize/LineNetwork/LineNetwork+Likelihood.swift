extension LineNetwork {
    /// The natural log of the probability the network gives each of
    /// `texts` as the reading of `image` (dark text on white, framed as
    /// ``recognizeLine(in:mixedCase:)`` frames it), summed over every
    /// alignment of its characters with the network's frames
    /// (``CTCDecoding/logLikelihood(of:in:classes:)``).
    ///
    /// The network runs once; each text is then scored on its frames. A
    /// text with a character outside ``alphabet`` (a lower-case letter, a
    /// `▽`) scores `-infinity`, as does every text for an empty image; an
    /// empty text scores the image read as blank throughout.
    ///
    /// - Complexity: the network's run, O(width) of the image times its
    ///   size, plus O(frames × characters) per text.
    public func logLikelihoods(of texts: [String], in image: GrayImage) -> [Double] {
        logLikelihoods(of: texts, in: image, running: probabilities(for:))
    }

    /// ``logLikelihoods(of:in:)`` with `run` giving the network's
    /// probabilities for the framed image (``NetworkRuns`` keeps them).
    func logLikelihoods(
        of texts: [String], in image: GrayImage, running run: (GrayImage) -> (frames: Int, values: [Float])
    ) -> [Double] {
        guard !image.isEmpty else { return texts.map { _ in -.infinity } }
        let framing = InputFraming(imageWidth: image.width, imageHeight: image.height, rows: inputHeight)
        let (_, probabilities) = run(framing.framed(image))
        let classes = alphabet.count + 1
        var classOf: [Character: Int] = [:]
        for (index, character) in alphabet.enumerated() where classOf[character] == nil {
            classOf[character] = index + 1
        }
        return texts.map { text in
            var labels: [Int] = []
            for character in text {
                guard let label = classOf[character] else { return -.infinity }
                labels.append(label)
            }
            return CTCDecoding.logLikelihood(of: labels, in: probabilities, classes: classes)
        }
    }
}
