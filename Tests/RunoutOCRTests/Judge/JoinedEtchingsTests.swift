import Foundation
@testable import RunoutOCR
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
        // A word of capitals after a matrix number is a cutter's or plant's mark.
        ("1C 283-42712 C TP", ["1C 283-42712 C", "TP"]), ("VFS4-3548-A-8G JFB", ["VFS4-3548-A-8G", "JFB"]),
        ("SMAS-1-80497-G22 RL", ["SMAS-1-80497-G22", "RL"]), ("SO-1-383 TJ", ["SO-1-383", "TJ"]),
        ("XSM 1234 ABCD", ["XSM 1234", "ABCD"]),
        // Initials beside a matrix number, either side.
        ("XEX 260-1 S.K.W.", ["XEX 260-1", "S.K.W."]), ("P.W. SRL 762-A", ["P.W.", "SRL 762-A"]),
        // A side mark beside a stamp or a mark word, either side.
        ("B2 DMM", ["B2", "DMM"]), ("TML A1", ["TML", "A1"]), ("A2 RL", ["A2", "RL"]),
        // A triangle number beside anything.
        ("HAPPY DAYS Δ21501", ["HAPPY DAYS", "Δ21501"]), ("TOWNHOUSE 2 Δ68402", ["TOWNHOUSE 2", "Δ68402"]),
        ("Δ12345 A1", ["Δ12345", "A1"]), ("Δ12345 RL", ["Δ12345", "RL"]),
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
        // A word of capitals before a number with a catalogue prefix of its own.
        ("IAM SMAS-1-12184-C4", ["IAM", "SMAS-1-12184-C4"]), ("EF SKAO-3-2695-A23", ["EF", "SKAO-3-2695-A23"]),
        ("QRS XSM 81752 B3", ["QRS", "XSM 81752 B3"]), ("EW 2C 511-86110 A", ["EW", "2C 511-86110 A"]),
        // Two matrix numbers, the second starting with a country code.
        ("ZAL 62763 A8 6C 852-93660 A", ["ZAL 62763 A8", "6C 852-93660 A"]),
        // A name of five capitals or more the lexicon does not know, beside a matrix number.
        ("BS-41550-A1 STRAWBERRY", ["BS-41550-A1", "STRAWBERRY"]),
        ("SHEFFIELD XSM-A-830186-A", ["SHEFFIELD", "XSM-A-830186-A"]),
        ("TRA 859 A2 ARCHIVE", ["TRA 859 A2", "ARCHIVE"]),
        // A word of capitals before a numbered catalogue, whose five groups are all it has.
        ("SR 3332 351 2X 2 710", ["SR", "3332 351 2X 2 710"]), ("WEA 1661 937 1Y 1 507", ["WEA", "1661 937 1Y 1 507"]),
        // A word of capitals before a mark.
        ("JH STERLING LH", ["JH", "STERLING LH"]), ("DNJ DMM", ["DNJ", "DMM"]), ("AB KENDUN", ["AB", "KENDUN"]),
        ("8368 852 1X 3 858 MASTERED BY CAPITOL", ["8368 852 1X 3 858", "MASTERED BY CAPITOL"]),
        // Two words of capitals, or two marks, that are no one mark.
        ("TML RT", ["TML", "RT"]), ("BJ WA", ["BJ", "WA"]), ("EMI TRE", ["EMI", "TRE"]),
        ("KENDUN MPO", ["KENDUN", "MPO"]),
        ("MPO KENDUN", ["MPO", "KENDUN"]), ("MASTERED BY CAPITOL NIMBUS", ["MASTERED BY CAPITOL", "NIMBUS"]),
        ("RL PR DMM", ["RL", "PR", "DMM"]),
        // A pressing's country beside the number.
        ("YCE 7336-8 MADE IN USA", ["YCE 7336-8", "MADE IN USA"]),
        // Three etchings: cut at every meeting, not at the first alone (whose
        // second part, `AL-A-873765-D Δ595506`, has a number's shape).
        ("ST-96455-A1 AL-A-873765-D Δ595506", ["ST-96455-A1", "AL-A-873765-D", "Δ595506"]),
        ("STERLING SMAS-1-80497-G22 RL Δ12345", ["STERLING", "SMAS-1-80497-G22", "RL", "Δ12345"]),
        ("TML-M SCX 5293 C-4U WS-88575-C5 MASTERDISK", ["TML-M", "SCX 5293 C-4U", "WS-88575-C5", "MASTERDISK"]),
    ]

    @Test("Each part is mended as a line read alone")
    func partsAreMended() throws {
        let line = try #require(EtchingNormalizer.normalize("2C 850-44269-A PRC"))
        #expect(JoinedEtchings.parts(of: line).map(\.line.text) == ["2C 850-44269 A", "PRC"])
    }

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
        // Marks that are marks whole, with a cutter's initials or a number of their own.
        "MASTERDISK RL", "STERLING LH", "A PORKY PRIME CUT", "TOWNHOUSE 2", "MADE IN USA",
        // A mark beside words or a code that is no side mark; one triangle number; numbers
        // too short to be triangle numbers.
        "STERLING SOUND", "STERLING GW", "EMI UK", "BELL SOUND", "MADE IN ENGLAND", "MASTERED BY", "CAPITOL CUSTOM",
        "THE MASTERING LAB", "UNION SQUARE", "ELECTRIC LADY", "RECORD TECHNOLOGY", "MASTERDISK RKS",
        "MADE IN USA", "TAPE ONE", "CAPITOL CUSTOM", "TML A12", "TML-M 2",
        "Δ79266", "Δ 79266", "Δ12 Δ34", "YEX 749-2 Δ12",
        // Initials beside what is not a matrix number; a side mark beside a matrix number.
        "R.A. STERLING", "A.B. C.D.", "SKL 5051 A-6Y B2", "B2 DJM 160 A1",
        // Plain matrices and marks, and degenerate lines.
        "SKL 5051 A-6Y", "1661 937 1X 1 507", "PORKY", "A", "", " ",
        // A matrix's own later words: a side, a take, digits, a one-letter prefix, a short code.
        "5636 698 1Y 2 268", "XZAL 60450 A2", "TWO 9640 C-3L", "3C 812-19762 C", "SMAS-2-8827-C13 RE1",
        "YEX 749-2 A-123",
        // A word of capitals before a number that starts with digits is its prefix.
        "SD 1004 B3", "XSM 81752 B3", "LPM 68230 B", "EF 2695-A23", "SHSP 8275 C-5Y",
        // Not a numbered catalogue's five groups after the word.
        "SR 3332 351 2A 2 710", "SR 3332 351 2X 2 71", "SR 3332 35 2X 2 710", "SR 3332 351 2X 2 710 1",
        // A country code's shape not whole, or first; a short word or one with a digit beside a number.
        "ZAL 62763 A8 6C 852", "6C 852-93660 A", "XSM 1234 ABCD5", "CAPITOL CUSTOM", "MASTERED BY CAPITOL", "CUSTOM XSM 81752 B3",
        // More words than a line cut apart may have.
        Array(repeating: "Δ12345", count: JoinedEtchings.mostWords + 1).joined(separator: " "),
    ]

    @Test("Anything else is one etching", arguments: whole)
    func keptWhole(text: String) {
        let line = EtchingNormalizer.normalize(text) ?? EtchingLine(text: text, key: text)
        #expect(JoinedEtchings.parts(of: line) == [JoinedEtchings.Part(line: line, middle: 0.5)])
    }

    /// The text of `line`'s groups (``JoinedEtchings/groups(of:)``), each
    /// normalized and mended on its own, joined with spaces; the line's
    /// own text when it is one etching.
    static func mendedGroups(of line: EtchingLine) -> String {
        guard let groups = JoinedEtchings.groups(of: line.text) else { return line.text }
        return groups.map { group in
            EtchingNormalizer.normalize(group.joined(separator: " ")).map { MatrixGrammar.corrected($0).text } ?? ""
        }.joined(separator: " ")
    }

    /// Cutting never loses a character: the parts joined with spaces are
    /// the line, each part mended as a line read alone (no piece here is
    /// mended).
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

    /// Lines of random words cut apart lose nothing either (the parts
    /// joined are the line's groups, each mended as a line read alone:
    /// `SMAS-1-12184-C4 7` is `SMAS-1-12184-C47`), and are cut into no
    /// more parts than they have words, whatever the words.
    @Test("Random lines lose nothing when cut", arguments: 0..<8 as Range<UInt64>)
    func randomLinesLoseNothing(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        // (No stray punctuation: a part's own normalizing may drop a hyphen left at its end.)
        let words = ["STERLING", "TML-M", "EF", "IAM", "SMAS-1-12184-C4", "Δ595506", "YEX 749-2", "A1", "RL", "CBS", "38631", "2D",
                     "MADE IN USA", "WS-88575-C5", "Δ", "7"]
        for _ in 0..<60 {
            let count = Int.random(in: 1...6, using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator) ?? "A1" }.joined(separator: " ")
            guard let line = EtchingNormalizer.normalize(text) else { continue }
            let parts = JoinedEtchings.parts(of: line)
            #expect(parts.map(\.line.text).joined(separator: " ") == Self.mendedGroups(of: line), "seed \(seed): \(line.text)")
            #expect(parts.count <= line.text.split(separator: " ").count, "seed \(seed): \(line.text)")
            #expect(parts.map(\.middle) == parts.map(\.middle).sorted(), "seed \(seed): \(line.text)")
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
