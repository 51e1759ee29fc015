import JSONText
import TestSupport
import Testing

/// Seeded random bytes through the parser: it never traps, and every error
/// it gives lies within the text, by byte offset and by line and column.
@Suite("JSON parser over random bytes")
struct JSONParserPropertyTests {
    /// Pieces random texts are built from: JSON's tokens, the extensions'
    /// literals and their near misses, line breaks of every kind, multi-byte
    /// characters and bytes that are not UTF-8.
    static let pieces: [[UInt8]] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "d800", "00e9", "null", "true", "false", "0", "-", "1",
        "2.5", "e", "+", "NaN", "Infinity", "-Infinity", "nan", " ", "\t", "\n", "\r", "\r\n", "\"side\"", "\"a\"",
        "é", "Δ", "😀", "x",
    ].map { Array($0.utf8) } + [[0x00], [0x1F], [0x7F], [0x80], [0xC3], [0xE2, 0x82], [0xFF], [0xEF, 0xBB, 0xBF]]

    /// `text` cut into lines at LF, CRLF and CR, each line's length in Unicode scalars.
    static func lineLengths(_ text: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var line: [UInt8] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A || byte == 0x0D {
                lengths.append(String(decoding: line, as: UTF8.self).unicodeScalars.count)
                line = []
                if byte == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
            } else {
                line.append(byte)
            }
            index += 1
        }
        lengths.append(String(decoding: line, as: UTF8.self).unicodeScalars.count)
        return lengths
    }

    @Test("Random texts never trap; errors lie within the text", arguments: 0..<20 as Range<UInt64>)
    func randomTexts(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for round in 0..<300 {
            var text: [UInt8] = []
            let useRawBytes = round % 4 == 3
            for _ in 0..<Int.random(in: 0..<48, using: &generator) {
                if useRawBytes {
                    text.append(UInt8.random(in: 0...255, using: &generator))
                } else if let piece = Self.pieces.randomElement(using: &generator) {
                    text += piece
                }
            }
            let options: JSONParser.Options = round.isMultiple(of: 2) ? [] : .nonFiniteNumbers
            do {
                _ = try JSONParser.parse(text, options: options)
            } catch {
                let label = "seed \(seed) round \(round): \(text)"
                #expect((0...text.count).contains(error.offset), "\(label)")
                let position = error.position(in: text)
                let lengths = Self.lineLengths(text)
                #expect((1...lengths.count).contains(position.line), "\(label): \(position)")
                if (1...lengths.count).contains(position.line) {
                    #expect((1...lengths[position.line - 1] + 1).contains(position.column), "\(label): \(position)")
                }
                #expect(!error.description.isEmpty)
                let described = error.description(in: text)
                if case .unexpectedEnd = error.reason, text.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                    #expect(described.contains("empty or blank"), "\(label)")
                } else {
                    #expect(described.contains("\(position)"), "\(label): \(described)")
                }
            }
        }
    }

    @Test("Nesting past the limit is an error at any depth, never a stack overflow", arguments: [65, 1_000, 100_000])
    func deepNesting(depth: Int) {
        for (open, close) in [("[", "]"), (#"{"a":"#, "}")] {
            let text = Array((String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)).utf8)
            #expect(throws: JSONSyntaxError.self, "\(depth) × \(open)") { try JSONParser.parse(text) }
        }
    }
}
