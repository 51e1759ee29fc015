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
/// Built from several weights files (``init(joining:)``), it is an
/// ensemble: each trained network runs on the same input, and each frame's
/// distribution is their geometric mean, renormalised (the softmax of their
/// mean logits). The shipped reader
/// is two (``fileNames``): where one network is sure of a glyph the other
/// doubts, the mean is less sure, so fewer wrong readings are taken; where
/// both lean the same way it stays sure.
///
/// A value type: the weights are immutable, so one network can serve every
/// worker thread.
public struct LineNetwork: Sendable {
    /// Rows of the input image.
    public let inputHeight: Int
    /// The characters it reads; class `k + 1` is `alphabet[k]`.
    public let alphabet: [Character]

    /// The trained networks it reads with: one per weights file, never none.
    let members: [NetworkMember]

    /// How many trained networks it reads with (1 unless joined).
    public var memberCount: Int { members.count }

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
        let member = try NetworkMember(weights: weights, inputHeight: inputHeight)
        guard member.classes == alphabet.count + 1 else {
            throw .malformed("the output gives \(member.classes) classes for an alphabet of \(alphabet.count) and the blank")
        }
        members = [member]
    }

    /// One network reading with every member of `networks` together (see
    /// the type's summary).
    ///
    /// - Throws: ``LineNetworkError/malformed(_:)`` when `networks` is
    ///   empty, or when they differ in input height or alphabet (frames
    ///   and classes must mean the same in each).
    public init(joining networks: [LineNetwork]) throws(LineNetworkError) {
        guard let first = networks.first else { throw .malformed("an ensemble of no networks") }
        for (index, network) in networks.enumerated().dropFirst() {
            guard network.inputHeight == first.inputHeight, network.alphabet == first.alphabet else {
                throw .malformed(
                    "network \(index + 1) of the ensemble reads \(network.alphabet.count) characters at "
                        + "\(network.inputHeight) rows, the first \(first.alphabet.count) at \(first.inputHeight)")
            }
        }
        inputHeight = first.inputHeight
        alphabet = first.alphabet
        members = networks.flatMap(\.members)
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
    /// padded with white to a whole number of frames). With more than one
    /// member, the softmax of the members' mean logits
    /// (``meanLogits(_:)``), which is each frame's geometric mean of their
    /// distributions, renormalised.
    ///
    /// - Returns: `frames × (alphabet.count + 1)` probabilities, row-major;
    ///   empty for an empty image.
    /// - Complexity: O(width) in the scaled image, times the members' size.
    public func probabilities(for image: GrayImage) -> (frames: Int, values: [Float]) {
        let input = Self.input(for: image, height: inputHeight)
        guard input.width > 0 else { return (0, []) }
        let runs = members.map { $0.logits(for: input) }
        guard let first = runs.first else { return (0, []) }
        let logits = runs.count > 1 ? Self.meanLogits(runs.map(\.values)) : first.values
        return (first.frames, CTCDecoding.softmax(logits, classes: alphabet.count + 1))
    }

    /// The element-wise mean of several networks' logits over the same
    /// frames, cut to the shortest run; empty for no runs.
    ///
    /// Its softmax is the members' geometric mean of probabilities,
    /// renormalised per frame: a member's probability of class `k` is
    /// exp(zₖ) / Z, and its Z is the same for every class of the frame, so
    /// it falls out when the mean is renormalised.
    ///
    /// - Complexity: O(runs × length).
    static func meanLogits(_ runs: [[Float]]) -> [Float] {
        guard let shortest = runs.map(\.count).min() else { return [] }
        let share = 1 / Float(runs.count)
        var mean = [Float](repeating: 0, count: shortest)
        for run in runs {
            for index in 0..<shortest {
                mean[index] += run[index] * share
            }
        }
        return mean
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
    /// The shipped weights file's name (``HandModel`` finds it), the first
    /// of ``fileNames``.
    public static let fileName = "deadwax-line.weights"

    /// The shipped weights files, one per member of the shipped ensemble
    /// (docs/line-network.md): the network trained by the recipe, then its
    /// partner, trained on from it on more of the pipeline's own segments.
    public static let fileNames = [fileName, "deadwax-line-2.weights"]
}
