import Foundation

/// Best-path decoding of a line network's per-frame class probabilities.
///
/// Each frame's most probable class is taken; runs of one class collapse to
/// one emission and the blank (class 0) emits nothing. Every emitted
/// character keeps the frames it was read over and its probability there,
/// so that the reader can place it in the image and weigh it.
public enum CTCDecoding {
    /// One emitted character.
    public struct Emission: Sendable, Hashable {
        /// Index into the alphabet (class − 1).
        public var symbol: Int
        /// The frames of its run, first to last.
        public var frames: ClosedRange<Int>
        /// The highest probability of its class over its run (0...1).
        public var probability: Double
    }

    /// The emissions of `probabilities` (`frames × classes`, row-major,
    /// each row a distribution).
    ///
    /// Empty for zero frames or fewer than two classes. A row with a NaN is
    /// read as blank, so a damaged frame emits nothing rather than a guess.
    ///
    /// - Complexity: O(frames × classes).
    public static func bestPath(_ probabilities: [Float], classes: Int) -> [Emission] {
        guard classes >= 2, probabilities.count >= classes else { return [] }
        let frames = probabilities.count / classes
        var emissions: [Emission] = []
        var previous = 0
        for frame in 0..<frames {
            let row = frame * classes
            var best = 0
            var bestValue = probabilities[row]
            var damaged = bestValue.isNaN
            for c in 1..<classes {
                let value = probabilities[row + c]
                if value.isNaN { damaged = true }
                if value > bestValue {
                    best = c
                    bestValue = value
                }
            }
            if damaged { best = 0 }
            if best != 0 {
                let probability = Double(max(0, min(1, bestValue)))
                if best == previous, var last = emissions.popLast() {
                    last.frames = last.frames.lowerBound...frame
                    last.probability = max(last.probability, probability)
                    emissions.append(last)
                } else {
                    emissions.append(Emission(symbol: best - 1, frames: frame...frame, probability: probability))
                }
            }
            previous = best
        }
        return emissions
    }

    /// Per-frame softmax of `logits` (`frames × classes`, row-major).
    ///
    /// - Complexity: O(frames × classes).
    public static func softmax(_ logits: [Float], classes: Int) -> [Float] {
        guard classes > 0 else { return [] }
        var out = logits
        let frames = logits.count / classes
        for frame in 0..<frames {
            let row = frame * classes
            var top = -Float.infinity
            for c in 0..<classes { top = max(top, logits[row + c]) }
            var sum: Float = 0
            for c in 0..<classes {
                let e = (logits[row + c] - top).isNaN ? 0 : expf(logits[row + c] - top)
                out[row + c] = e
                sum += e
            }
            for c in 0..<classes { out[row + c] = sum > 0 ? out[row + c] / sum : .nan }
        }
        return out
    }
}
