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

    /// The natural log of the probability that `probabilities` (`frames ×
    /// classes`, row-major, each row a distribution) emit `labels` (classes
    /// 1 and up; 0 is the blank), summed over every alignment: the CTC
    /// forward algorithm. Best-path decoding reads one alignment; this
    /// weighs a whole reading, so that readings of one line can be compared
    /// (``RescoredReading``).
    ///
    /// At most 0 when each row is a distribution. `-infinity` when no
    /// alignment fits (more labels, with a blank between each repeat, than
    /// frames), for labels and no frames, or for a label out of
    /// `1..<classes`; 0 for no labels and no frames. A probability that is
    /// NaN or not above 0 counts as 0, one above 1 as 1. A last row cut
    /// short is left out.
    ///
    /// - Complexity: O(frames × labels), two rows of scratch.
    public static func logLikelihood(of labels: [Int], in probabilities: [Float], classes: Int) -> Double {
        guard classes >= 2 else { return labels.isEmpty ? 0 : -.infinity }
        guard labels.allSatisfy({ (1..<classes).contains($0) }) else { return -.infinity }
        let frames = probabilities.count / classes
        guard frames > 0 else { return labels.isEmpty ? 0 : -.infinity }
        // The labels with a blank before, between and after them.
        var extended = [0]
        for label in labels { extended += [label, 0] }
        let count = extended.count
        func logProbability(_ frame: Int, _ symbol: Int) -> Double {
            let value = Double(probabilities[frame * classes + symbol])
            return value > 0 ? log(min(1, value)) : -.infinity
        }
        // Paths through the extended labels: each frame stays, steps one on,
        // or skips a blank between two different labels.
        var alpha = [Double](repeating: -.infinity, count: count)
        alpha[0] = logProbability(0, 0)
        if count > 1 { alpha[1] = logProbability(0, extended[1]) }
        var next = alpha
        for frame in 1..<frames {
            for state in 0..<count {
                var sum = alpha[state]
                if state >= 1 { sum = logSum(sum, alpha[state - 1]) }
                if state >= 2, extended[state] != 0, extended[state] != extended[state - 2] {
                    sum = logSum(sum, alpha[state - 2])
                }
                next[state] = sum == -.infinity ? sum : sum + logProbability(frame, extended[state])
            }
            swap(&alpha, &next)
        }
        // Ending on the last label or the blank after it.
        return count > 1 ? logSum(alpha[count - 1], alpha[count - 2]) : alpha[0]
    }

    /// log(eᵃ + eᵇ), exact when either is `-infinity`.
    static func logSum(_ a: Double, _ b: Double) -> Double {
        if a == -.infinity { return b }
        if b == -.infinity { return a }
        let top = max(a, b)
        return top + log(exp(a - top) + exp(b - top))
    }
}
