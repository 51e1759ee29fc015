/// One trained network of a ``LineNetwork``: its layers, from an input
/// feature map to each frame's logits over the blank and the alphabet.
///
/// A ``LineNetwork`` holds one member per weights file it was built from;
/// it reads with the members together (``LineNetwork/probabilities(for:)``).
struct NetworkMember: Sendable {
    let convolutions: [Convolution]
    let projection: Dense
    let forward: LSTMDirection
    let backward: LSTMDirection
    let output: Dense

    /// The layers in `weights`, for an input of `inputHeight` rows.
    ///
    /// - Throws: ``LineNetworkError/malformed(_:)`` when a tensor is missing
    ///   or its shape does not chain with the layer before it.
    init(weights: NetworkWeights, inputHeight: Int) throws(LineNetworkError) {
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
    }

    /// Classes per frame of ``logits(for:)``.
    var classes: Int { output.outputs }

    /// Each frame's logits for `input` (one channel, the member's input
    /// rows), frame after frame: `frames × classes` values.
    ///
    /// - Complexity: O(width) of the input, times the member's size.
    func logits(for input: FeatureMap) -> (frames: Int, values: [Float]) {
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
        return (sequence.count, logits)
    }
}
