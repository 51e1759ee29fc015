import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

@Suite("CTCDecoding")
struct CTCDecodingTests {
    /// One-hot rows for a class sequence (0 = blank).
    static func rows(_ classes: [Int], of count: Int) -> [Float] {
        classes.flatMap { c in (0..<count).map { $0 == c ? Float(0.9) : Float(0.1) / Float(count - 1) } }
    }

    @Test(arguments: [
        ([0, 1, 1, 0, 2, 2, 2, 0], [0, 1]),
        ([1, 1, 0, 1], [0, 0]),
        ([0, 0, 0], []),
        ([3, 2, 1], [2, 1, 0]),
        ([], []),
    ])
    func runsCollapseAndBlanksSeparate(_ path: [Int], expected: [Int]) {
        let emissions = CTCDecoding.bestPath(Self.rows(path, of: 4), classes: 4)
        #expect(emissions.map(\.symbol) == expected)
        #expect(emissions.allSatisfy { $0.probability > 0.89 && $0.probability < 0.91 })
    }

    @Test func framesCoverEachRun() {
        let emissions = CTCDecoding.bestPath(Self.rows([0, 2, 2, 2, 0, 0, 1], of: 3), classes: 3)
        #expect(emissions.map(\.frames) == [1...3, 6...6])
    }

    @Test func degenerateInputsEmitNothing() {
        #expect(CTCDecoding.bestPath([], classes: 3).isEmpty)
        #expect(CTCDecoding.bestPath([0.5, 0.5], classes: 3).isEmpty)
        #expect(CTCDecoding.bestPath([1, 2, 3], classes: 1).isEmpty)
        #expect(CTCDecoding.bestPath([1, 2, 3], classes: 0).isEmpty)
        #expect(CTCDecoding.bestPath([.nan, 0.9, 0.1], classes: 3).isEmpty)
        #expect(CTCDecoding.bestPath([.infinity, .nan, 0.1, 0.1, 0.8, 0.1], classes: 3).map(\.symbol) == [0])
    }

    @Test func softmaxRowsSumToOne() {
        var generator = SeededGenerator(seed: 7)
        for classes in [1, 2, 5, 45] {
            let logits = (0..<(classes * 9)).map { _ in Float.random(in: -30...30, using: &generator) }
            let probabilities = CTCDecoding.softmax(logits, classes: classes)
            for frame in 0..<9 {
                let sum = probabilities[(frame * classes)..<((frame + 1) * classes)].reduce(0, +)
                #expect(abs(sum - 1) < 1e-5)
            }
        }
        #expect(CTCDecoding.softmax([1, 2], classes: 0).isEmpty)
        let undefined = CTCDecoding.softmax([-.infinity, -.infinity], classes: 2)
        #expect(undefined.count == 2 && undefined[0].isNaN && undefined[1].isNaN)
    }
    /// Random rows, each a distribution over `classes`.
    static func randomRows(frames: Int, classes: Int, using generator: inout SeededGenerator) -> [Float] {
        (0..<frames).flatMap { _ -> [Float] in
            let row = (0..<classes).map { _ in Float.random(in: 0.01...1, using: &generator) }
            let sum = row.reduce(0, +)
            return row.map { $0 / sum }
        }
    }

    /// Every path of `frames` classes, collapsed as CTC collapses it (runs
    /// merged, blanks dropped), with its probability summed per label sequence.
    static func bruteForce(_ probabilities: [Float], frames: Int, classes: Int) -> [[Int]: Double] {
        var sums: [[Int]: Double] = [:]
        var path = [Int](repeating: 0, count: frames)
        func visit(_ frame: Int, _ probability: Double) {
            guard frame < frames else {
                var labels: [Int] = []
                var previous = 0
                for c in path {
                    if c != 0 && c != previous { labels.append(c) }
                    previous = c
                }
                sums[labels, default: 0] += probability
                return
            }
            for c in 0..<classes {
                path[frame] = c
                visit(frame + 1, probability * Double(probabilities[frame * classes + c]))
            }
        }
        visit(0, 1)
        return sums
    }

    /// The forward algorithm sums exactly what enumerating every alignment
    /// sums, for every label sequence any path gives, over random rows of
    /// one to six frames; and those sequences' probabilities sum to 1.
    @Test func theForwardSumIsTheSumOverEveryAlignment() {
        withEvery("seed", in: 0..<24) { seed in
            var generator = SeededGenerator(seed: UInt64(seed))
            let frames = 1 + seed % 6
            let classes = seed % 2 == 0 ? 3 : 2
            let probabilities = Self.randomRows(frames: frames, classes: classes, using: &generator)
            let sums = Self.bruteForce(probabilities, frames: frames, classes: classes)
            var total = 0.0
            for (labels, expected) in sums {
                let computed = exp(CTCDecoding.logLikelihood(of: labels, in: probabilities, classes: classes))
                #expect(abs(computed - expected) < 1e-9 + 1e-5 * expected, "seed \(seed), \(labels): \(computed) against \(expected)")
                total += computed
            }
            #expect(abs(total - 1) < 1e-4, "seed \(seed): \(total)")
        }
    }

    /// A repeated label needs a blank between its two frames: `1 1` fits in
    /// three frames, not two; `1 2` fits in two.
    @Test func repeatsNeedABlankBetween() {
        let two = Self.rows([1, 1], of: 3)
        #expect(CTCDecoding.logLikelihood(of: [1, 1], in: two, classes: 3) == -.infinity)
        #expect(CTCDecoding.logLikelihood(of: [1, 2], in: two, classes: 3).isFinite)
        #expect(CTCDecoding.logLikelihood(of: [1, 1], in: Self.rows([1, 0, 1], of: 3), classes: 3).isFinite)
        #expect(CTCDecoding.logLikelihood(of: [1, 2, 1], in: two, classes: 3) == -.infinity)
    }

    /// The best path's own text is the likeliest on clear rows, and at most 0.
    @Test func theBestPathsTextIsLikeliestOnClearRows() {
        let probabilities = Self.rows([0, 1, 1, 0, 2, 0, 0, 2, 3, 0], of: 4)
        let read = CTCDecoding.bestPath(probabilities, classes: 4).map { $0.symbol + 1 }
        #expect(read == [1, 2, 2, 3])
        let best = CTCDecoding.logLikelihood(of: read, in: probabilities, classes: 4)
        #expect(best < 0 && best > -3)
        for other in [[1, 2, 3], [1, 2, 2], [2, 2, 2, 3], [1, 3, 2, 3], [1, 2, 2, 3, 3], []] {
            #expect(CTCDecoding.logLikelihood(of: other, in: probabilities, classes: 4) < best - 2, "\(other)")
        }
    }

    @Test func degenerateInputsScoreAsTheyShould() {
        let rows = Self.rows([0, 1, 0], of: 3)
        // No frames: only no labels fits.
        #expect(CTCDecoding.logLikelihood(of: [], in: [], classes: 3) == 0)
        #expect(CTCDecoding.logLikelihood(of: [1], in: [], classes: 3) == -.infinity)
        // A label out of range, or the blank as a label.
        #expect(CTCDecoding.logLikelihood(of: [3], in: rows, classes: 3) == -.infinity)
        #expect(CTCDecoding.logLikelihood(of: [-1], in: rows, classes: 3) == -.infinity)
        #expect(CTCDecoding.logLikelihood(of: [0], in: rows, classes: 3) == -.infinity)
        // Fewer than two classes.
        #expect(CTCDecoding.logLikelihood(of: [], in: [1, 1], classes: 1) == 0)
        #expect(CTCDecoding.logLikelihood(of: [1], in: [1, 1], classes: 0) == -.infinity)
        // NaN, negative and infinite probabilities never give NaN, nor +infinity.
        for bad in [Float.nan, -1, .infinity, -.infinity, 0] {
            let damaged = [bad, 0.5, 0.5, 0.5, bad, 0.5, 0.5, 0.5, bad]
            for labels in [[], [1], [2], [1, 2], [1, 1]] {
                let value = CTCDecoding.logLikelihood(of: labels, in: damaged, classes: 3)
                #expect(!value.isNaN && value < .infinity, "\(bad), \(labels): \(value)")
            }
        }
        // A partial last row is ignored.
        #expect(CTCDecoding.logLikelihood(of: [1], in: rows + [0.5], classes: 3)
            == CTCDecoding.logLikelihood(of: [1], in: rows, classes: 3))
    }
}
