@testable import RunoutOCR
import TestSupport
import Testing

/// Letters broken into small pieces (a thin scratched stroke cut up by
/// noise) still chain their line.
@Suite("TextSegmenter broken letters")
struct TextSegmenterBrokenLetterTests {
    static let segmenter = TextSegmenter()

    static func component(x: Int, width: Int, y: Int, height: Int, area: Int) -> TextSegmenter.Component {
        TextSegmenter.Component(minX: x, maxX: x + width - 1, minY: y, maxY: y + height - 1, area: area, signedSum: Float(area))
    }

    /// The pieces of a scratched `A` between a `2` and a `3` (the
    /// components of a noisy strip where `PCS 902 A-3` was read as two
    /// segments): each piece is under half a letter high, so the `A`
    /// chained nothing, and the `2` and the `3` are more than the gap apart.
    static let brokenA = [
        component(x: 1284, width: 6, y: 38, height: 12, area: 22),
        component(x: 1290, width: 2, y: 32, height: 4, area: 6),
        component(x: 1294, width: 4, y: 22, height: 5, area: 11),
        component(x: 1297, width: 4, y: 35, height: 13, area: 23),
    ]
    static let two = component(x: 1251, width: 17, y: 31, height: 28, area: 163)
    static let three = component(x: 1326, width: 15, y: 36, height: 15, area: 74)

    @Test func aLetterInPiecesChainsTheLettersBesideIt() {
        let segments = Self.segmenter.segments(
            chaining: [Self.two] + Self.brokenA + [Self.three], letterHeight: 28, stripWidth: 2797, stripHeight: 133)
        #expect(segments.count == 1, "\(segments)")
        #expect(segments.first?.columns == 1251..<1341, "\(segments)")
        // Without the pieces the two letters stay apart.
        let apart = Self.segmenter.segments(
            chaining: [Self.two, Self.three], letterHeight: 28, stripWidth: 2797, stripHeight: 133)
        #expect(apart.count == 2, "\(apart)")
    }

    @Test func piecesAloneAreNoLine() {
        let segments = Self.segmenter.segments(chaining: Self.brokenA, letterHeight: 28, stripWidth: 2797, stripHeight: 133)
        #expect(segments.isEmpty, "\(segments)")
    }

    @Test func thePiecesOfALetterAreOneGroup() {
        let groups = TextSegmenter.brokenLetters(Self.brokenA.reversed(), major: [], letterHeight: 28)
        #expect(groups == [[0, 1, 2, 3]])
    }

    /// The components of `SMAS 597 A-3G` turned over across the seam of a
    /// strip 1,801 columns round (letter height 16): the `7` beside the
    /// seam and the `S` past it are each split across the middle, and
    /// their halves' heights allowed too small a gap to chain across it.
    static let acrossTheSeam: [TextSegmenter.Component] = [
        // `597 A-3G` turned over, ending in the `7`'s two halves.
        component(x: 1673, width: 10, y: 23, height: 8, area: 30), component(x: 1673, width: 12, y: 27, height: 12, area: 45),
        component(x: 1689, width: 12, y: 22, height: 7, area: 32), component(x: 1690, width: 10, y: 29, height: 10, area: 42),
        component(x: 1708, width: 7, y: 29, height: 3, area: 13), component(x: 1720, width: 13, y: 23, height: 17, area: 69),
        component(x: 1752, width: 11, y: 31, height: 9, area: 28), component(x: 1756, width: 4, y: 23, height: 6, area: 11),
        component(x: 1768, width: 9, y: 23, height: 16, area: 44), component(x: 1774, width: 6, y: 32, height: 7, area: 18),
        component(x: 1782, width: 11, y: 22, height: 11, area: 36), component(x: 1785, width: 9, y: 31, height: 8, area: 25),
        // `SMAS` turned over, starting with an `S` in two halves.
        component(x: 12, width: 11, y: 23, height: 9, area: 26), component(x: 20, width: 4, y: 31, height: 8, area: 12),
        component(x: 28, width: 13, y: 24, height: 15, area: 61), component(x: 44, width: 2, y: 23, height: 8, area: 13),
        component(x: 44, width: 4, y: 32, height: 8, area: 17), component(x: 48, width: 3, y: 29, height: 4, area: 9),
        component(x: 51, width: 5, y: 23, height: 17, area: 38), component(x: 60, width: 11, y: 24, height: 8, area: 36),
        component(x: 61, width: 10, y: 31, height: 9, area: 36),
    ]

    @Test func lettersSplitAcrossTheMiddleChainAcrossTheSeam() {
        let segments = Self.segmenter.segments(
            chaining: Self.acrossTheSeam, letterHeight: 16, stripWidth: 1801, stripHeight: 81)
        #expect(segments.count == 1, "\(segments)")
        #expect(segments.first?.columns == 1673..<(1801 + 71), "\(segments)")
        // The `7`'s halves are one letter: one over the other, as wide.
        let major = Self.acrossTheSeam.map { 2 * $0.height >= 16 }
        let groups = TextSegmenter.brokenLetters(Self.acrossTheSeam, major: major, letterHeight: 16)
        #expect(groups.contains([10, 11]), "\(groups)")
    }

    /// A speck under half a letter is narrower than half of it: no half of
    /// it. Two halves as wide are one letter.
    @Test func aSpeckUnderALetterIsNoHalfOfIt() {
        let upper = Self.component(x: 100, width: 14, y: 30, height: 10, area: 60)
        let speck = Self.component(x: 104, width: 5, y: 42, height: 5, area: 15)
        let lower = Self.component(x: 101, width: 13, y: 42, height: 9, area: 50)
        #expect(TextSegmenter.brokenLetters([upper, speck], major: [true, false], letterHeight: 20).isEmpty)
        #expect(TextSegmenter.brokenLetters([upper, lower], major: [true, true], letterHeight: 20) == [[0, 1]])
    }

    /// Under ``TextSegmenter/minimumBrokenLetterHeight`` no letter is looked
    /// for in pieces: a height measured that low comes from specks.
    @Test(arguments: [9, 6, 1, 0])
    func noBrokenLettersInTinyText(letterHeight: Int) {
        let halves = [
            Self.component(x: 10, width: 6, y: 10, height: 6, area: 20),
            Self.component(x: 10, width: 6, y: 17, height: 6, area: 20),
        ]
        #expect(TextSegmenter.brokenLetters(halves, major: [false, false], letterHeight: letterHeight).isEmpty)
        #expect(TextSegmenter.brokenLetters(halves, major: [false, false], letterHeight: 12) == [[0, 1]])
    }

    @Test("Pieces too far apart, too few, too wide or too faint make no letter", arguments: [
        // Apart by more than a quarter of the letter height (7 columns).
        [component(x: 100, width: 3, y: 10, height: 10, area: 20), component(x: 111, width: 3, y: 18, height: 10, area: 20)],
        // One piece.
        [component(x: 100, width: 3, y: 10, height: 12, area: 30)],
        // A joint box under half a letter high.
        [component(x: 100, width: 3, y: 10, height: 5, area: 12), component(x: 104, width: 3, y: 12, height: 5, area: 12)],
        // A chain of pieces wider than two letters: a groove's remains.
        (0..<12).map { component(x: 100 + 6 * $0, width: 4, y: 10 + ($0 % 2) * 8, height: 8, area: 20) },
        // Inking fewer pixels than the letter is high: specks.
        [component(x: 100, width: 1, y: 10, height: 8, area: 8), component(x: 102, width: 1, y: 19, height: 8, area: 8)],
    ])
    func noLetter(pieces: [TextSegmenter.Component]) {
        #expect(TextSegmenter.brokenLetters(pieces, major: [], letterHeight: 28).isEmpty)
    }

    @Test("Degenerate letter heights and empty input make no letter", arguments: [0, -5, Int.min])
    func degenerate(letterHeight: Int) {
        #expect(TextSegmenter.brokenLetters(Self.brokenA, major: [], letterHeight: letterHeight).isEmpty)
        #expect(TextSegmenter.brokenLetters([], major: [], letterHeight: 28).isEmpty)
    }

    /// Every piece is in at most one group, and each group's joint box is
    /// letter-high and at most two letters wide, whatever the scatter.
    @Test("Groups are disjoint and letter-sized", arguments: 0..<20 as Range<UInt64>)
    func groupsAreLetterSized(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let pieces = (0..<60).map { _ in
            Self.component(
                x: Int(random.next() % 600), width: 1 + Int(random.next() % 6), y: Int(random.next() % 80),
                height: 1 + Int(random.next() % 12), area: 3 + Int(random.next() % 20))
        }
        let groups = TextSegmenter.brokenLetters(pieces, major: [], letterHeight: 24)
        let members = groups.flatMap { $0 }
        #expect(Set(members).count == members.count)
        for group in groups {
            let joint = TextSegmenter.box(of: group.map { pieces[$0] })
            #expect(group.count >= 2 && 2 * joint.height >= 24 && joint.width <= 48 && joint.area >= 24)
        }
    }
}
