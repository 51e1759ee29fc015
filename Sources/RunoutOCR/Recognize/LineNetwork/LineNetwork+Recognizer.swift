extension LineNetwork: LineRecognizer {
    /// Capitals only: the network was trained on what runouts are written with.
    public var readsLowerCase: Bool { false }

    /// No: its character boxes are estimates between its frames, and it
    /// was trained on the scratched ones, sevens and zeros the checks mend
    /// (``LineReader/checkedReading(of:engine:mixedCase:)``).
    public var wantsGlyphChecks: Bool { false }

    /// Reads `image` (dark text on white). The image is scaled down to at
    /// most 4/3 of ``inputHeight`` rows when taller, then cropped about its
    /// middle, or padded with white, to ``inputHeight``: the reader's
    /// segment images hold their letters in the middle third or so, so the
    /// crop only loses margin, and a segment built at a smaller letter
    /// height gives the network smaller letters, not the same ones again.
    ///
    /// Each character's box runs between the midpoints to its neighbours'
    /// frames, tightened to the ink (grey < 128) inside it; words are
    /// split at the spaces the network reads. A word's confidence is the
    /// probability of its least certain character, and the line's that of
    /// its least certain word: a line is right only when every character
    /// is, and on the labelled sets' segments the weakest character
    /// separates right readings from wrong far better than the mean.
    /// `mixedCase` is ignored.
    ///
    /// - Complexity: O(width) of the image, times the network's size.
    public func recognizeLine(in image: GrayImage, mixedCase: Bool = false) -> RecognizedLine {
        recognizeLine(in: image, running: probabilities(for:))
    }

    /// ``recognizeLine(in:mixedCase:)`` with `run` giving the network's
    /// probabilities for the framed image (``NetworkRuns`` keeps them).
    func recognizeLine(
        in image: GrayImage, running run: (GrayImage) -> (frames: Int, values: [Float])
    ) -> RecognizedLine {
        let empty = RecognizedLine(text: "", confidence: 0, words: [])
        guard !image.isEmpty else { return empty }
        let framing = InputFraming(imageWidth: image.width, imageHeight: image.height, rows: inputHeight)
        let framed = framing.framed(image)
        let (frames, probabilities) = run(framed)
        let classes = alphabet.count + 1
        guard frames > 0 else { return empty }
        let emissions = CTCDecoding.bestPath(probabilities, classes: classes)
        var words: [RecognizedLine.Word] = []
        var startsWord = true
        for (index, emission) in emissions.enumerated() {
            let character = alphabet[emission.symbol]
            if character == " " {
                startsWord = true
                continue
            }
            // The character's columns in the framed input, between the
            // midpoints to its neighbours' frames (two frames at the ends).
            let width = Double(Self.frameWidth)
            let left = index > 0
                ? (Double(emissions[index - 1].frames.upperBound) + Double(emission.frames.lowerBound) + 1) / 2 * width
                : Double(emission.frames.lowerBound - 2) * width
            let right = index + 1 < emissions.count
                ? (Double(emission.frames.upperBound) + Double(emissions[index + 1].frames.lowerBound) + 1) / 2 * width
                : Double(emission.frames.upperBound + 3) * width
            let columns = framing.sourceColumns(from: left, to: right)
            // Boxes as the engine gives them: right and bottom exclusive.
            let box = image.inkBox(within: (columns.lowerBound, columns.upperBound - 1, 0, image.height - 1))
            let symbol = RecognizedLine.Symbol(
                text: String(character),
                left: box?.left ?? columns.lowerBound, right: box.map { $0.right + 1 } ?? columns.upperBound,
                top: box?.top ?? 0, bottom: box.map { $0.bottom + 1 } ?? image.height)
            if startsWord || words.isEmpty {
                words.append(RecognizedLine.Word(
                    text: "", confidence: 0, left: symbol.left, right: symbol.right, top: symbol.top,
                    bottom: symbol.bottom, symbols: []))
                startsWord = false
            }
            var word = words[words.count - 1]
            word.text += symbol.text
            word.symbols.append(symbol)
            word.confidence = word.symbols.count == 1 ? emission.probability : min(word.confidence, emission.probability)
            word.left = min(word.left, symbol.left)
            word.right = max(word.right, symbol.right)
            word.top = min(word.top, symbol.top)
            word.bottom = max(word.bottom, symbol.bottom)
            words[words.count - 1] = word
        }
        let weakest = words.map(\.confidence).min() ?? 0
        return RecognizedLine(text: words.map(\.text).joined(separator: " "), confidence: max(0, min(1, weakest)), words: words)
    }
}

/// How an image is fitted into the network's rows, and where an input
/// column falls in the image (``LineNetwork/recognizeLine(in:mixedCase:)``).
struct InputFraming: Sendable, Hashable {
    /// Image pixels per input pixel (≥ 1: images are only ever shrunk).
    let step: Double
    /// Rows of the shrunk image before cropping or padding.
    let shrunkHeight: Int
    let shrunkWidth: Int
    let rows: Int
    let imageWidth: Int

    init(imageWidth: Int, imageHeight: Int, rows: Int) {
        let tallest = rows * 4 / 3
        let height = max(1, imageHeight)
        step = height > tallest ? Double(height) / Double(tallest) : 1
        shrunkHeight = height > tallest ? tallest : height
        shrunkWidth = max(1, Int((Double(max(1, imageWidth)) / step).rounded()))
        self.rows = rows
        self.imageWidth = max(1, imageWidth)
    }

    /// `image` shrunk and cropped or padded to ``rows``.
    func framed(_ image: GrayImage) -> GrayImage {
        let shrunk = step > 1 ? image.scaled(byAreaToWidth: shrunkWidth, height: shrunkHeight) : image
        var out = GrayImage(width: shrunk.width, height: rows, fill: 255)
        let offset = (shrunk.height - rows) / 2  // positive: crop; negative: pad
        for y in 0..<rows {
            let source = y + offset
            guard source >= 0, source < shrunk.height else { continue }
            for x in 0..<shrunk.width {
                out[x, y] = shrunk[x, source]
            }
        }
        return out
    }

    /// The image columns under input columns `from..<to`, clamped to the
    /// image; never empty. A bound that is not finite is the image's edge.
    func sourceColumns(from: Double, to: Double) -> Range<Int> {
        let start = from.isFinite ? max(0, min(Double(imageWidth - 1), (from * step).rounded(.down))) : 0
        let end = to.isFinite ? max(0, min(Double(imageWidth), (to * step).rounded(.up))) : Double(imageWidth)
        let first = Int(start)
        return first..<max(first + 1, Int(end))
    }
}
