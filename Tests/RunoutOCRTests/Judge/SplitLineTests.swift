@testable import RunoutOCR
import TestSupport
import Testing

/// Two neighbouring pieces, each read on its own, joined into the one line
/// they make, and only then.
@Suite("SplitLine")
struct SplitLineTests {
    /// (first piece, second piece, the line they make)
    static let joins: [(String, String, String)] = [
        ("BELL", "SOUND", "BELL SOUND"),
        ("PORKY", "PRIME CUT", "PORKY PRIME CUT"),
        ("MADE IN", "ENGLAND", "MADE IN ENGLAND"),
        ("SKL", "968 D-7U", "SKL 968 D-7U"),
        ("XZAL", "345224 B4", "XZAL 345224 B4"),
        ("LP", "1153 A-1", "LP 1153 A-1"),
        ("ILPS", "9272 A", "ILPS 9272 A"),
        ("9252 911", "1X 2 773", "9252 911 1X 2 773"),
        ("7001 171", "IX 3 898", "7001 171 1X 3 898"),
        ("8818 603", "LY 3 948", "8818 603 1Y 3 948"),
        ("XSM 603388", "D5", "XSM 603388 D5"),
        ("TRA 757", "B1", "TRA 757 B1"),
        ("SKL 682", "B-4", "SKL 682 B-4"),
        ("YEX", "443-4", "YEX 443-4"),
        ("YAX", "5949-11", "YAX 5949-11"),
    ]

    @Test("Pieces of one line are joined", arguments: joins)
    func piecesOfOneLine(first: String, second: String, line: String) {
        #expect(SplitLine.joined(first, second) == line)
    }

    /// Whole lines side by side (pairs of labelled lines of one photo),
    /// pieces the wrong way round, and degenerate texts.
    static let apart: [(String, String)] = [
        // A short code beside a whole number of its own.
        ("HHB", "1662 759 1Z 2 254"), ("LH", "7YCE 28684-4"), ("IAM", "4029 507 A1"), ("ARUN", "4D"),
        ("PRC", "6C 271-39886 A"), ("MPO", "Δ5326"),
        // A side suffix etched apart, before a number.
        ("A1", "WS-77265-B4"), ("B1", "XSM 603388"),
        // A lexicon mark is a whole line: no prefix of a number.
        ("TML", "968 D-7U"), ("EMI", "9272 A"),
        // The wrong way round, or a piece too long or of another shape.
        ("SOUND", "BELL"), ("968 D-7U", "SKL"), ("1X 2 773", "9252 911"), ("D5", "XSM 603388"),
        ("ABCDEF", "968 D-7U"), ("SKL", "9680000 D"), ("SKL", "968 D-777U"), ("SKL", "968 DD"),
        ("9252 91", "1X 2 773"), ("9252 911", "1A 2 773"), ("XSM 603388", "D--5"), ("XSM 603388", "D567"), ("XSM 603388", "D5L"),
        ("XSM 603388", "D"), ("XSM 603388", "D5-"),
        // A number and take of another shape, or after a mark.
        ("YEX", "4-4"), ("YEX", "1234567-4"), ("YEX", "443-"), ("YEX", "443-123"), ("YEX", "-4"), ("YEX", "443-4-1"),
        ("YEX", "443 -4"), ("YEX", "44A-4"), ("TML", "443-4"), ("YEXABC", "443-4"), ("443-4", "YEX"),
        ("", ""), ("", "SOUND"), ("BELL", ""), (" ", " "), ("BELL ", "SOUND"), ("SKL", "968  D"),
    ]

    @Test("Whole lines and other pieces stay apart", arguments: apart)
    func wholeLinesStayApart(first: String, second: String) {
        #expect(SplitLine.joined(first, second) == nil)
    }

    @Test func aSideIsACapitalWithATakeOfOneOrTwoDigits() {
        for side in ["A", "B4", "B-4", "D-7U", "A-1L", "C12", "C-12Z"] {
            #expect(SplitLine.isSide(Array(side)), "\(side)")
        }
        for other in ["", "-", "A-", "AB", "4", "A123", "A-1LL", "a1", "Δ1", "A 1", "A--1"] {
            #expect(!SplitLine.isSide(Array(other)), "\(other)")
        }
    }

    /// Random pieces over the characters the rules look at: never a trap,
    /// and a join is always the two pieces with a space between them, but
    /// for a Philips side read back.
    @Test("Random pieces", arguments: 0..<8 as Range<UInt64>)
    func randomPieces(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let alphabet: [Character] = ["1", "9", "0", "A", "B", "X", "I", "L", "Z", " ", "-", "Δ"]
        func piece() -> String {
            String((0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        }
        for _ in 0..<400 {
            let (first, second) = (piece(), piece())
            guard let line = SplitLine.joined(first, second) else { continue }
            #expect(line.hasPrefix(first + " ") && line.count == first.count + 1 + second.count, "\(first) | \(second)")
        }
    }
}
