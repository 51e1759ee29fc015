import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Two etchings read as one line are cut apart where the text says they
/// meet, and nowhere else.
@Suite("JoinedEtchings")
struct JoinedEtchingsTests {
    static let joined: [(String, [String])] = [
        // A studio's or plant's stamp beside a matrix number, either side.
        ("CUTTING ROOM SGF3-6797-A-8H", ["CUTTING ROOM", "SGF3-6797-A-8H"]),
        ("TML-M SCX 5293 C-4U", ["TML-M", "SCX 5293 C-4U"]),
        ("SGF3-6797-A-8H MASTERDISK", ["SGF3-6797-A-8H", "MASTERDISK"]),
        ("YEX 749-2 PORKY PRIME CUT", ["YEX 749-2", "PORKY PRIME CUT"]),
        ("STERLING ST-A-962005-C", ["STERLING", "ST-A-962005-C"]),
        // A long mark is no prefix: a number after it that starts with a digit is apart too.
        ("KENDUN 6C 328-36121 B", ["KENDUN", "6C 328-36121 B"]), ("MASTERDISK 1234 567", ["MASTERDISK", "1234 567"]),
        // Triangle numbers side by side.
        ("Δ41100 Δ853006", ["Δ41100", "Δ853006"]),
        ("Δ123 Δ4567 Δ89012", ["Δ123", "Δ4567", "Δ89012"]),
        // A triangle number beside a matrix number or a stamp.
        ("Δ12345 YEX 749-2", ["Δ12345", "YEX 749-2"]), ("CBS 38631 2D Δ595506", ["CBS 38631 2D", "Δ595506"]),
        ("Δ595506 PORKY", ["Δ595506", "PORKY"]),
        // Two matrix numbers, the second starting with a catalogue prefix.
        ("TWO 9640 C-3L WS-88575-C5", ["TWO 9640 C-3L", "WS-88575-C5"]),
        ("ST-1-30209-G18 CHR 4480 A", ["ST-1-30209-G18", "CHR 4480 A"]),
        ("1661 937 1X 1 507 SKL 5051 A-6Y", ["1661 937 1X 1 507", "SKL 5051 A-6Y"]),
    ]

    @Test("Etchings side by side are cut apart", arguments: joined)
    func cutApart(text: String, expected: [String]) throws {
        let line = try #require(EtchingNormalizer.normalize(text))
        let parts = JoinedEtchings.parts(of: line)
        #expect(parts.map(\.line.text) == expected)
        #expect(parts.map(\.line) == expected.compactMap(EtchingNormalizer.normalize), "each part keyed on its own")
        // Middles in reading order, inside the line.
        #expect(parts.map(\.middle) == parts.map(\.middle).sorted())
        #expect(parts.allSatisfy { $0.middle > 0 && $0.middle < 1 })
    }

    static let whole: [String] = [
        // A matrix whose prefix is a mark: the number starts with a digit.
        "CBS 38631 2D", "EMI 1234", "CBS 7384-A", "DMM 123-4", "TML-M 6C 1",
        // Marks that are marks whole, cutters' initials after a number.
        "MASTERDISK RL", "STERLING LH", "A PORKY PRIME CUT", "SMAS-1-80497-G22 RL", "SO-1-383 TJ",
        // A mark beside words or a short code, not a matrix; one triangle number; a triangle
        // number beside a matrix.
        "STERLING SOUND", "TML A1", "Δ79266", "Δ 79266", "Δ12 Δ34", "Δ12345 A1", "Δ12345 RL", "YEX 749-2 Δ12",
        // Plain matrices and marks, and degenerate lines.
        "SKL 5051 A-6Y", "1661 937 1X 1 507", "PORKY", "A", "", " ",
        // A matrix's own later words: a side, a take, digits, a one-letter prefix, a short code.
        "5636 698 1Y 2 268", "XZAL 60450 A2", "TWO 9640 C-3L", "3C 812-19762 C", "SMAS-2-8827-C13 RE1",
        "YEX 749-2 A-123",
    ]

    @Test("Anything else is one etching", arguments: whole)
    func keptWhole(text: String) {
        let line = EtchingNormalizer.normalize(text) ?? EtchingLine(text: text, key: text)
        #expect(JoinedEtchings.parts(of: line) == [JoinedEtchings.Part(line: line, middle: 0.5)])
    }

    /// Cutting never loses a character: the parts joined with spaces are the line.
    @Test func cuttingLosesNothing() throws {
        let pieces = ["CUTTING ROOM", "TML-M", "SCX 5293 C-4U", "Δ853006", "Δ41100", "CBS 38631 2D", "RL", "A1", "STERLING", "YEX 749-2"]
        withEvery("first", in: pieces) { first in
            for second in pieces {
                guard let line = EtchingNormalizer.normalize(first + " " + second) else { continue }
                let parts = JoinedEtchings.parts(of: line)
                #expect(parts.map(\.line.text).joined(separator: " ") == line.text, "\(line.text)")
                #expect(parts.count <= 2)
            }
        }
    }

    /// Every labelled line of the bundled fixtures, each one etching.
    static func labelledLines() throws -> [String] {
        let folder = FixturePaths.images
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var lines: [String] = []
        for case let url as URL in walk where url.pathExtension == "json" {
            let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url))
            lines += ((object as? [String: Any])?["etchings"] as? [String]) ?? []
        }
        return lines
    }

    @Test("No labelled line of the bundled fixtures is cut")
    func labelledLinesStayWhole() throws {
        let lines = try Self.labelledLines()
        #expect(lines.count > 50)
        for text in lines {
            guard let line = EtchingNormalizer.normalize(text) else { continue }
            #expect(JoinedEtchings.parts(of: line).count == 1, "\(text)")
        }
    }
}
