import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The Swift network against PyTorch's: `Fixtures/network/tiny.weights` is
/// a small random network (batch normalisation folded at export) and
/// `tiny-reference.json` an input with PyTorch's probabilities for it
/// (`scripts/line-network/reference.py`).
@Suite("LineNetwork")
struct LineNetworkTests {
    struct Reference: Decodable {
        var width: Int
        var height: Int
        var pixels: [UInt8]
        var frames: Int
        var classes: Int
        var probabilities: [Float]
    }

    static let folder = FixturePaths.fixtures.appendingPathComponent("network")

    static func reference() throws -> Reference {
        try JSONDecoder().decode(Reference.self, from: Data(contentsOf: folder.appendingPathComponent("tiny-reference.json")))
    }

    @Test func reproducesTheTrainedNetworksProbabilities() throws {
        let network = try LineNetwork(contentsOf: Self.folder.appendingPathComponent("tiny.weights"))
        let reference = try Self.reference()
        let image = try #require(GrayImage(width: reference.width, height: reference.height, pixels: reference.pixels))
        #expect(network.inputHeight == reference.height)
        #expect(network.alphabet.count + 1 == reference.classes)
        let (frames, values) = network.probabilities(for: image)
        #expect(frames == reference.frames)
        try #require(values.count == reference.probabilities.count)
        let worst = zip(values, reference.probabilities).map { abs($0 - $1) }.max() ?? .infinity
        #expect(worst < 1e-4, "largest difference from PyTorch: \(worst)")
    }

    @Test func anEmptyImageReadsNothing() throws {
        let network = try LineNetwork(contentsOf: Self.folder.appendingPathComponent("tiny.weights"))
        #expect(network.probabilities(for: GrayImage(width: 0, height: 0)).frames == 0)
        let line = network.recognizeLine(in: GrayImage(width: 0, height: 12))
        #expect(line.text.isEmpty && line.words.isEmpty && line.confidence == 0)
    }

    /// Any image size reads without trapping, and every box the reading
    /// gives lies inside the image.
    @Test(arguments: [(1, 1), (3, 200), (1, 48), (48, 1), (500, 64), (97, 65), (40, 47), (640, 300)])
    func anySizeReadsWithBoxesInside(width: Int, height: Int) throws {
        let network = try LineNetwork(contentsOf: Self.folder.appendingPathComponent("tiny.weights"))
        var generator = SeededGenerator(seed: UInt64(width * 1000 + height))
        var image = GrayImage(width: width, height: height, fill: 255)
        for index in image.pixels.indices where Int.random(in: 0..<4, using: &generator) == 0 {
            image.pixels[index] = 0
        }
        let line = network.recognizeLine(in: image)
        #expect((0...1).contains(line.confidence))
        for symbol in line.words.flatMap(\.symbols) {
            #expect(symbol.left >= 0 && symbol.left < symbol.right && symbol.right <= width, "\(symbol)")
            #expect(symbol.top >= 0 && symbol.top < symbol.bottom && symbol.bottom <= height, "\(symbol)")
        }
    }

    @Test(arguments: [(10, 48), (10, 64), (10, 65), (30, 200), (1, 1000), (7, 20)])
    func framingShrinksTallImagesAndKeepsColumnsInside(width: Int, height: Int) {
        let framing = InputFraming(imageWidth: width, imageHeight: height, rows: 48)
        let framed = framing.framed(GrayImage(width: width, height: height, fill: 0))
        #expect(framed.height == 48)
        #expect(framing.step >= 1)
        #expect(framed.width >= 1 && framed.width <= width)
        for (from, to) in [(-50.0, -10.0), (0, 4), (Double(framed.width) - 1, Double(framed.width) + 40), (.nan, 3)] {
            let columns = framing.sourceColumns(from: from, to: to)
            #expect(columns.lowerBound >= 0 && columns.upperBound <= width && !columns.isEmpty)
        }
    }
}
