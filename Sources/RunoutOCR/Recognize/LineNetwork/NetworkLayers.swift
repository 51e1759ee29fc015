import Foundation

/// Activations between the line network's layers: `channels` planes of
/// `height` × `width` values, plane after plane, row after row.
struct FeatureMap {
    var channels: Int
    var height: Int
    var width: Int
    var values: [Float]

    init(channels: Int, height: Int, width: Int, values: [Float]? = nil) {
        self.channels = channels
        self.height = height
        self.width = width
        self.values = values ?? [Float](repeating: 0, count: channels * height * width)
    }
}

/// A 3 × 3 convolution with a one-pixel zero border, its batch
/// normalisation folded into weights and bias, followed by a ReLU.
struct Convolution {
    let inputs: Int
    let outputs: Int
    /// `outputs × inputs × 3 × 3`.
    let weights: [Float]
    let bias: [Float]

    init(_ name: String, from file: NetworkWeights) throws(LineNetworkError) {
        let shape = try file.dimensions(name + ".weight")
        guard shape.count == 4, shape[2] == 3, shape[3] == 3 else {
            throw .malformed("tensor \(name).weight is \(shape), expected [outputs, inputs, 3, 3]")
        }
        outputs = shape[0]
        inputs = shape[1]
        weights = try file.values(name + ".weight", shape)
        bias = try file.values(name + ".bias", [outputs])
    }

    /// The layer applied to `input`, whose channels must be ``inputs``.
    ///
    /// Each input channel is first copied into a plane with a border of
    /// zeros, so that every output row is one pass of nine multiply-adds per
    /// pixel over three padded rows, with no edge cases: a loop the compiler
    /// turns into vector instructions.
    ///
    /// - Complexity: O(outputs × inputs × 9 × height × width).
    func applied(to input: FeatureMap) -> FeatureMap {
        let height = input.height
        let width = input.width
        let plane = height * width
        var output = FeatureMap(channels: outputs, height: height, width: width)
        guard plane > 0 else { return output }
        let paddedWidth = width + 2
        let paddedPlane = (height + 2) * paddedWidth
        var padded = [Float](repeating: 0, count: inputs * paddedPlane)
        for i in 0..<inputs {
            for y in 0..<height {
                let from = i * plane + y * width
                let to = i * paddedPlane + (y + 1) * paddedWidth + 1
                for x in 0..<width { padded[to + x] = input.values[from + x] }
            }
        }
        padded.withUnsafeBufferPointer { source in
            weights.withUnsafeBufferPointer { weights in
                output.values.withUnsafeMutableBufferPointer { target in
                    guard let source = source.baseAddress, let weights = weights.baseAddress,
                          let target = target.baseAddress
                    else { return }
                    for o in 0..<outputs {
                        let out = target + o * plane
                        out.update(repeating: bias[o], count: plane)
                        for i in 0..<inputs {
                            let k = weights + (o * inputs + i) * 9
                            let (k0, k1, k2, k3, k4, k5, k6, k7, k8) = (k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7], k[8])
                            let channel = source + i * paddedPlane
                            for y in 0..<height {
                                let above = channel + y * paddedWidth
                                let middle = above + paddedWidth
                                let below = middle + paddedWidth
                                let row = out + y * width
                                for x in 0..<width {
                                    var sum = k0 * above[x]
                                    sum += k1 * above[x + 1]
                                    sum += k2 * above[x + 2]
                                    sum += k3 * middle[x]
                                    sum += k4 * middle[x + 1]
                                    sum += k5 * middle[x + 2]
                                    sum += k6 * below[x]
                                    sum += k7 * below[x + 1]
                                    sum += k8 * below[x + 2]
                                    row[x] += sum
                                }
                            }
                        }
                        for index in 0..<plane where out[index] < 0 {
                            out[index] = 0
                        }
                    }
                }
            }
        }
        return output
    }
}

extension FeatureMap {
    /// The largest value of each `rows` × `columns` block; a last partial
    /// block is dropped, as the trained network's pooling drops it.
    ///
    /// - Complexity: O(channels × height × width).
    func maxPooled(rows: Int, columns: Int) -> FeatureMap {
        let outHeight = height / rows
        let outWidth = width / columns
        var output = FeatureMap(channels: channels, height: outHeight, width: outWidth)
        guard outHeight > 0, outWidth > 0 else { return output }
        for c in 0..<channels {
            let source = c * height * width
            let target = c * outHeight * outWidth
            for y in 0..<outHeight {
                for x in 0..<outWidth {
                    var best = -Float.infinity
                    for dy in 0..<rows {
                        let row = source + (y * rows + dy) * width + x * columns
                        for dx in 0..<columns {
                            best = max(best, values[row + dx])
                        }
                    }
                    output.values[target + y * outWidth + x] = best
                }
            }
        }
        return output
    }

    /// One feature vector per column: channel `c` row `r` at index
    /// `c × height + r`, the order the trained network flattens in.
    ///
    /// - Complexity: O(channels × height × width).
    func columnFeatures() -> [[Float]] {
        (0..<width).map { x in
            var features = [Float](repeating: 0, count: channels * height)
            for c in 0..<channels {
                for y in 0..<height {
                    features[c * height + y] = values[(c * height + y) * width + x]
                }
            }
            return features
        }
    }
}

/// `weights · x + bias`, with `weights` row-major `outputs × inputs`.
struct Dense {
    let inputs: Int
    let outputs: Int
    let weights: [Float]
    let bias: [Float]

    init(_ name: String, from file: NetworkWeights, inputs: Int) throws(LineNetworkError) {
        let shape = try file.dimensions(name + ".weight")
        guard shape.count == 2, shape[1] == inputs else {
            throw .malformed("tensor \(name).weight is \(shape), expected [outputs, \(inputs)]")
        }
        self.inputs = inputs
        outputs = shape[0]
        weights = try file.values(name + ".weight", shape)
        bias = try file.values(name + ".bias", [outputs])
    }

    /// The layer applied to `x` (``inputs`` values).
    ///
    /// - Complexity: O(inputs × outputs).
    func applied(to x: [Float]) -> [Float] {
        var y = bias
        weights.withUnsafeBufferPointer { weights in
            x.withUnsafeBufferPointer { x in
                guard x.count >= inputs, let weights = weights.baseAddress, let x = x.baseAddress else { return }
                for o in 0..<outputs {
                    y[o] += dotProduct(weights + o * inputs, x, count: inputs)
                }
            }
        }
        return y
    }
}

/// One direction of an LSTM layer, with the gates in the trained
/// network's order: input, forget, cell, output.
struct LSTMDirection {
    let hidden: Int
    /// Input to gates: `4·hidden × inputs`, bias included.
    let input: Dense
    /// `4·hidden × hidden`, row-major.
    let recurrent: [Float]

    init(_ name: String, from file: NetworkWeights, inputs: Int) throws(LineNetworkError) {
        let shape = try file.dimensions(name + ".input.weight")
        guard shape.count == 2, shape[0] % 4 == 0, shape[0] > 0 else {
            throw .malformed("tensor \(name).input.weight is \(shape), expected [4 × hidden, inputs]")
        }
        hidden = shape[0] / 4
        input = try Dense(name + ".input", from: file, inputs: inputs)
        recurrent = try file.values(name + ".recurrent.weight", [4 * hidden, hidden])
    }

    /// The hidden state after each step, running over `sequence` forwards
    /// or, `reversed`, from its end; each output at its step's index.
    ///
    /// - Complexity: O(steps × hidden × (inputs + hidden)).
    func run(_ sequence: [[Float]], reversed: Bool) -> [[Float]] {
        var state = [Float](repeating: 0, count: hidden)
        var cell = [Float](repeating: 0, count: hidden)
        var gates = [Float](repeating: 0, count: 4 * hidden)
        var outputs = [[Float]](repeating: [], count: sequence.count)
        let hidden = self.hidden
        for offset in sequence.indices {
            let step = reversed ? sequence.count - 1 - offset : offset
            let projected = input.applied(to: sequence[step])
            recurrent.withUnsafeBufferPointer { weights in
                state.withUnsafeMutableBufferPointer { state in
                    cell.withUnsafeMutableBufferPointer { cell in
                        gates.withUnsafeMutableBufferPointer { gates in
                            guard let weights = weights.baseAddress, let state = state.baseAddress,
                                  let cell = cell.baseAddress, let gates = gates.baseAddress
                            else { return }
                            for g in 0..<(4 * hidden) {
                                gates[g] = projected[g] + dotProduct(weights + g * hidden, state, count: hidden)
                            }
                            for h in 0..<hidden {
                                let i = sigmoid(gates[h])
                                let f = sigmoid(gates[hidden + h])
                                let g = tanhf(gates[2 * hidden + h])
                                let o = sigmoid(gates[3 * hidden + h])
                                cell[h] = f * cell[h] + i * g
                                state[h] = o * tanhf(cell[h])
                            }
                        }
                    }
                }
            }
            outputs[step] = state
        }
        return outputs
    }
}

@inline(__always)
func sigmoid(_ x: Float) -> Float {
    1 / (1 + expf(-x))
}

/// `Σ a[k]·b[k]` for `k < count`, eight lanes at a time (a float sum the
/// compiler may not reorder into vector instructions by itself).
///
/// - Complexity: O(count).
@inline(__always)
func dotProduct(_ a: UnsafePointer<Float>, _ b: UnsafePointer<Float>, count: Int) -> Float {
    // Eight independent sums: the optimizer packs them into one vector
    // register, and unoptimized (debug and sanitizer) builds run plain
    // scalar arithmetic, not SIMD8's generic lane-by-lane code.
    var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
    var s4: Float = 0, s5: Float = 0, s6: Float = 0, s7: Float = 0
    var k = 0
    while k + 8 <= count {
        s0 += a[k] * b[k]
        s1 += a[k + 1] * b[k + 1]
        s2 += a[k + 2] * b[k + 2]
        s3 += a[k + 3] * b[k + 3]
        s4 += a[k + 4] * b[k + 4]
        s5 += a[k + 5] * b[k + 5]
        s6 += a[k + 6] * b[k + 6]
        s7 += a[k + 7] * b[k + 7]
        k += 8
    }
    var sum = ((s0 + s4) + (s2 + s6)) + ((s1 + s5) + (s3 + s7))
    while k < count {
        sum += a[k] * b[k]
        k += 1
    }
    return sum
}
