import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Damaged and forged weights files are errors that say what is wrong,
/// never a crash or a huge allocation.
@Suite("NetworkWeights")
struct NetworkWeightsTests {
    static func shipped() throws -> [UInt8] {
        [UInt8](try Data(contentsOf: FixturePaths.fixtures.appendingPathComponent("network/tiny.weights")))
    }

    static func message(_ bytes: [UInt8]) -> String? {
        do {
            _ = try LineNetwork(weights: NetworkWeights(bytes: bytes))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theReferenceFileParses() throws {
        let weights = try NetworkWeights(bytes: Self.shipped())
        #expect(weights.inputHeight == 48)
        #expect(weights.alphabet.count == 44)
        #expect(weights.tensors["conv1.weight"]?.dimensions == [4, 1, 3, 3])
    }

    @Test func everyTruncationIsAnError() throws {
        let bytes = try Self.shipped()
        for length in stride(from: 0, to: bytes.count, by: 7) {
            let problem = Self.message(Array(bytes[0..<length]))
            #expect(problem != nil, "cut at \(length) bytes")
        }
    }

    @Test func everyFlippedByteIsAnErrorOrAWorkingNetwork() throws {
        let bytes = try Self.shipped()
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<300 {
            var damaged = bytes
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            damaged[index] ^= UInt8.random(in: 1...255, using: &generator)
            // Either it is refused, or it reads an image without trapping.
            if let network = try? LineNetwork(weights: NetworkWeights(bytes: damaged)) {
                _ = network.recognizeLine(in: GrayImage(width: 30, height: 48, fill: 0))
            }
        }
    }

    @Test(arguments: [
        ("a wrong magic", [UInt8]("DWLX".utf8), "no DWLN header"),
        ("version 2", [UInt8]("DWLN".utf8) + [2, 0, 0, 0], "version 2"),
        ("height 50", [UInt8]("DWLN".utf8) + [1, 0, 0, 0, 50, 0, 0, 0], "input height 50"),
    ])
    func headersAreChecked(_ label: String, bytes: [UInt8], expected: String) {
        let problem = Self.message(bytes)
        #expect(problem?.contains(expected) == true, "\(label): \(problem ?? "accepted")")
        #expect(problem?.contains("--no-hand-model") == true)
    }

    /// A forged dimension that claims more values than the file holds is
    /// refused before anything is allocated.
    @Test func aForgedDimensionIsRefused() throws {
        var bytes = try Self.shipped()
        // The first tensor's first dimension follows the header, alphabet,
        // count, its name and rank.
        let nameStart = 4 + 4 + 4 + 2 + 44 + 4
        let nameLength = Int(bytes[nameStart]) | Int(bytes[nameStart + 1]) << 8
        let dimension = nameStart + 2 + nameLength + 1
        bytes.replaceSubrange(dimension..<dimension + 4, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(Self.message(bytes)?.contains("larger than the file") == true)
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: LineNetworkError.self) {
            try LineNetwork(contentsOf: URL(fileURLWithPath: "/nonexistent/deadwax-line.weights"))
        }
    }
}
