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
}
