import Foundation

/// deadwax's own line reader: a small convolutional and recurrent network
/// trained on runout lines (stamped, and scratched by many hands), read
/// with best-path CTC decoding. Pure Swift over its weights; no engine.
///
/// The input is a line image of ``inputHeight`` rows, dark text on white,
/// at any width. Five 3 × 3 convolutions (each with a ReLU; pooled 2 × 2
/// after the first two, 2 × 1 after the last two) turn it into one feature
/// column per four pixels, which a dense layer and a bidirectional LSTM
/// read as a sequence; a last dense layer gives each frame a distribution
/// over the blank and the ``alphabet``.
///
/// A value type: the weights are immutable, so one network can serve every
/// worker thread.
public struct LineNetwork: Sendable {
    /// Rows of the input image.
    public let inputHeight: Int
    /// The characters it reads; class `k + 1` is `alphabet[k]`.
    public let alphabet: [Character]

    let convolutions: [Convolution]
    let projection: Dense
    let forward: LSTMDirection
    let backward: LSTMDirection
    let output: Dense

    /// Input pixels per output frame, along the line.
    public static let frameWidth = 4

    /// Letter heights at which ``LineReader`` builds a segment's images for
    /// the network: each centred in its rows (a third to a half of 48 rows
    /// is what it was trained on), three independent readings to agree.
    public static let letterHeights = [15, 18, 21]

    /// Builds the network from parsed weights.
    ///
    /// - Throws: ``LineNetworkError/malformed(_:)`` when a tensor is missing
    ///   or its shape does not chain with the layer before it.
    public init(weights: NetworkWeights) throws(LineNetworkError) {
        inputHeight = weights.inputHeight
        alphabet = weights.alphabet
        var convolutions: [Convolution] = []
        var channels = 1
        for index in 1...5 {
            let layer = try Convolution("conv\(index)", from: weights)
            guard layer.inputs == channels else {
                throw .malformed("conv\(index) takes \(layer.inputs) channels, the layer before gives \(channels)")
            }
            convolutions.append(layer)
            channels = layer.outputs
        }
        self.convolutions = convolutions
        projection = try Dense("projection", from: weights, inputs: channels * (inputHeight / 16))
        forward = try LSTMDirection("lstm.forward", from: weights, inputs: projection.outputs)
        backward = try LSTMDirection("lstm.backward", from: weights, inputs: projection.outputs)
        guard forward.hidden == backward.hidden else {
            throw .malformed("the LSTM's directions differ in size (\(forward.hidden), \(backward.hidden))")
        }
        output = try Dense("output", from: weights, inputs: 2 * forward.hidden)
        guard output.outputs == alphabet.count + 1 else {
            throw .malformed("the output gives \(output.outputs) classes for an alphabet of \(alphabet.count) and the blank")
        }
    }

    /// Loads the network from a weights file.
    ///
    /// - Throws: ``LineNetworkError/unreadable(path:reason:)`` when the
    ///   file cannot be read (or is over 64 MiB), else as
    ///   ``init(weights:)`` and ``NetworkWeights/init(bytes:)``.
    public init(contentsOf url: URL) throws(LineNetworkError) {
        let bytes: [UInt8]
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: Self.largestFile + 1) ?? Data()
            guard data.count <= Self.largestFile else {
                throw LineNetworkError.unreadable(path: url.path, reason: "larger than \(Self.largestFile) bytes")
            }
            bytes = [UInt8](data)
        } catch let error as LineNetworkError {
            throw error
        } catch {
            throw .unreadable(path: url.path, reason: error.localizedDescription)
        }
        try self.init(weights: NetworkWeights(bytes: bytes))
    }

    /// The largest weights file read.
    static let largestFile = 64 << 20

    /// Per-frame class probabilities for `image` (dark text on white, any
    /// size: it is scaled to ``inputHeight`` rows, keeping its aspect, and
    /// padded with white to a whole number of frames).
    ///
    /// - Returns: `frames × (alphabet.count + 1)` probabilities, row-major;
    ///   empty for an empty image.
    /// - Complexity: O(width) in the scaled image, times the network's size.
    public func probabilities(for image: GrayImage) -> (frames: Int, values: [Float]) {
        let input = Self.input(for: image, height: inputHeight)
        guard input.width > 0 else { return (0, []) }
        var map = input
        for (index, layer) in convolutions.enumerated() {
            map = layer.applied(to: map)
            switch index {
            case 0, 1: map = map.maxPooled(rows: 2, columns: 2)
            case 3, 4: map = map.maxPooled(rows: 2, columns: 1)
            default: break
            }
        }
        let sequence = map.columnFeatures().map { column in
            projection.applied(to: column).map { max(0, $0) }
        }
        let ahead = forward.run(sequence, reversed: false)
        let behind = backward.run(sequence, reversed: true)
        var logits: [Float] = []
        logits.reserveCapacity(sequence.count * output.outputs)
        for step in sequence.indices {
            logits += output.applied(to: ahead[step] + behind[step])
        }
        return (sequence.count, CTCDecoding.softmax(logits, classes: output.outputs))
    }

    /// The network's input for `image`: ink (1 − grey / 255) scaled to
    /// `height` rows by area averaging, width in proportion, padded with
    /// paper (0) to a multiple of four columns. Zero columns for an empty
    /// image.
    ///
    /// - Complexity: O(width × height) of `image` plus the output.
    static func input(for image: GrayImage, height: Int) -> FeatureMap {
        guard !image.isEmpty, height > 0 else { return FeatureMap(channels: 1, height: height, width: 0) }
        let scale = Double(height) / Double(image.height)
        let scaledWidth = max(1, Int((Double(image.width) * scale).rounded()))
        let width = (scaledWidth + frameWidth - 1) / frameWidth * frameWidth
        let scaled = image.scaled(byAreaToWidth: scaledWidth, height: height)
        var map = FeatureMap(channels: 1, height: height, width: width)
        for y in 0..<height {
            for x in 0..<scaledWidth {
                map.values[y * width + x] = 1 - Float(scaled[x, y]) / 255
            }
        }
        return map
    }
}

extension LineNetwork {
    /// The shipped weights file's name (``HandModel`` finds it).
    public static let fileName = "deadwax-line.weights"
}
