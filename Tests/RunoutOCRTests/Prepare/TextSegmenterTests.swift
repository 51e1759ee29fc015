import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// Finding text runs in a prepared strip.
@Suite("TextSegmenter")
struct TextSegmenterTests {
    static func strip(_ canvas: ScoreCanvas) -> PreparedStrip {
        PreparedStrip(width: canvas.width, height: canvas.height, scores: canvas.scores, noise: 1)
    }

    static let segmenter = TextSegmenter()

    @Test("Two lines at different rows and angles are two segments", arguments: 0..<6 as Range<UInt64>)
    func twoLines(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var canvas = ScoreCanvas(width: 720, height: 80)
        canvas.addNoise(amplitude: 1, seed: seed)
        let firstX = Int.random(in: 20...150, using: &generator)
        let secondX = Int.random(in: 350...500, using: &generator)
        let firstY = Int.random(in: 4...20, using: &generator)
        let secondY = Int.random(in: 45...62, using: &generator)
        let first = canvas.draw("SP 8768 B1", x: firstX, y: firstY)
        let second = canvas.draw("YEX 773-1", x: secondX, y: secondY, value: -8)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        try #require(segments.count == 2, "seed \(seed): \(segments)")
        let label = "seed \(seed): \(segments)"
        for (segment, (columns, top, polarity)) in zip(segments, [(first, firstY, Float(1)), (second, secondY, Float(-1))]) {
            #expect(abs(segment.columns.lowerBound - columns.lowerBound) <= 1, "\(label)")
            #expect(abs(segment.columns.upperBound - columns.upperBound) <= 1, "\(label)")
            #expect(abs(segment.rows.lowerBound - top) <= 1 && abs(segment.rows.upperBound - (top + 14)) <= 1, "\(label)")
            #expect(segment.polarity == polarity, "\(label)")
            #expect(segment.components >= 8, "\(label)")
        }
    }

    @Test("The lines of a strip are its segments, with its letters' height", arguments: [2, 3])
    func linesAndLetterHeight(scale: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 80)
        canvas.addNoise(amplitude: 1, seed: 3)
        canvas.draw("SP 8768 B1", x: 40, y: 10, scale: scale)
        canvas.draw("YEX 773-1", x: 400, y: 40, scale: scale)
        let strip = Self.strip(canvas)
        let (segments, letterHeight) = Self.segmenter.lines(of: strip)
        #expect(segments == Self.segmenter.segments(of: strip))
        // The font's letters are 7 dots high; a `1` or `-` is no taller.
        let height = try #require(letterHeight)
        #expect(abs(height - 7 * scale) <= 1, "\(height)")
        let empty = PreparedStrip(width: 0, height: 0, scores: [], noise: 1)
        #expect(Self.segmenter.lines(of: empty).segments.isEmpty && Self.segmenter.lines(of: empty).letterHeight == nil)
    }

    @Test("A line across the seam is one segment running past the width", arguments: [690, 700, 710, 716])
    func acrossTheSeam(start: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        let columns = canvas.draw("CBS 62979", x: start, y: 20)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let segment = try #require(segments.first, "start \(start)")
        #expect(segments.count == 1, "start \(start): \(segments)")
        #expect(abs(segment.columns.lowerBound - columns.lowerBound) <= 1, "start \(start): \(segment.columns)")
        #expect(abs(segment.columns.upperBound - columns.upperBound) <= 1, "start \(start): \(segment.columns)")
        #expect(segment.columns.upperBound > 720 && (0..<720).contains(segment.columns.lowerBound), "start \(start): \(segment.columns)")
    }

    /// The columns (mod the width) holding a score of at least `threshold`.
    static func inkColumns(_ canvas: ScoreCanvas, threshold: Float = 4) -> Set<Int> {
        var columns = Set<Int>()
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where abs(canvas.scores[y * canvas.width + x]) >= threshold { columns.insert(x) }
        }
        return columns
    }

    @Test("A long line through the letters does not swallow them", arguments: [16, 21, 26, 31, 33])
    func longLineThroughLetters(row: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        let columns = canvas.draw("HELLO 123", x: 200, y: 20)
        let letters = Self.inkColumns(canvas)
        canvas.fill(x: 0, y: row, width: 720, height: 1, value: 8)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        try #require(!segments.isEmpty, "row \(row)")
        let covered = segments.reduce(into: Set<Int>()) { $0.formUnion($1.columns) }
        #expect(covered.isSuperset(of: letters), "row \(row): \(segments)")
        for segment in segments {
            #expect(segment.columns.count <= columns.count, "row \(row): \(segment)")
            #expect(segment.rows.lowerBound >= 20 && segment.rows.upperBound <= 34, "row \(row): \(segment)")
        }
    }

    /// A hairline scratch across the record crosses the band at a slant:
    /// a new row every few columns, so no row run is long.
    @Test("A slanted hairline through the letters does not join them to it", arguments: [
        (10.0, 1), (18.0, 1), (22.0, 1), (26.0, 1), (30.0, 1), (14.0, 2),
    ] as [(Double, Int)])
    func slantedLineThroughLetters(crossing: Double, thickness: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        canvas.addNoise(amplitude: 1, seed: 7)
        let columns = canvas.draw("HELLO 123", x: 200, y: 20)
        // From row 2 at the left edge, reaching `crossing` at the line's middle.
        let slope = (crossing - 2) / Double((columns.lowerBound + columns.upperBound) / 2)
        for x in 0..<720 {
            let y = Int((2 + slope * Double(x)).rounded())
            canvas.fill(x: x, y: y, width: 1, height: thickness, value: 8)
        }
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let line = try #require(segments.first { $0.columns.overlaps(columns) }, "crossing \(crossing): \(segments)")
        #expect(abs(line.columns.lowerBound - columns.lowerBound) <= 3, "crossing \(crossing): \(segments)")
        #expect(abs(line.columns.upperBound - columns.upperBound) <= 3, "crossing \(crossing): \(segments.map { ($0.columns, $0.rows) })")
        #expect(segments.allSatisfy { $0.columns.count <= columns.count + 6 }, "crossing \(crossing): \(segments)")
    }

    @Test("Clearing thin lines never traps on degenerate input", arguments: [(0, 0, 1), (0, 10, 5), (10, 0, 5), (1, 1, 1), (5, 5, 0), (5, 5, -3)])
    func thinLinesDegenerate(width: Int, height: Int, letterHeight: Int) {
        var mask = [UInt8](repeating: 1, count: max(0, width * height))
        let box = TextSegmenter.Component(minX: 0, maxX: max(0, width - 1), minY: 0, maxY: max(0, height - 1), area: mask.count, signedSum: 0)
        #expect(!Self.segmenter.clearThinLines(in: &mask, of: [box], width: width, height: height, letterHeight: letterHeight))
        #expect(mask.allSatisfy { $0 == 1 })
    }

    @Test func lettersAloneLoseNoInk() throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        canvas.draw("SHVL 4015 B-2", x: 100, y: 20)
        canvas.draw("TML-M", x: 400, y: 20, scale: 3)
        let strip = Self.strip(canvas)
        let ink = try #require(TextSegmenter.Ink(of: strip, threshold: Self.segmenter.threshold, floor: 12))
        var mask: [UInt8] = []
        ink.mask(maximumRun: 40, into: &mask)
        var labeller = TextSegmenter.Labeller()
        let components = labeller.components(in: &mask, width: 720, height: 60, scores: strip.scores)
        let before = mask
        #expect(!Self.segmenter.clearThinLines(in: &mask, of: components, width: 720, height: 60, letterHeight: 14))
        #expect(mask == before)
    }

    @Test func aLineThroughTheLettersMiddleLeavesWholeLetters() {
        var canvas = ScoreCanvas(width: 720, height: 60)
        let columns = canvas.draw("HELLO 123", x: 200, y: 20)
        canvas.fill(x: 0, y: 26, width: 720, height: 1, value: 8)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        #expect(segments.count == 1 && segments.first?.rows == 20..<34 && segments.first?.columns == columns, "\(segments)")
    }

    @Test("Stamped letters joined by their own shadows stay whole", arguments: [1, 2])
    func lettersJoinedByShadows(offset: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        // Tightly stamped letters, one column apart, each with a dark
        // shadow a little down and right that bridges the space between
        // them: along a row, light and dark alternate without a break.
        let word = Array("STERLIN")
        for index in word.indices { canvas.fill(x: 200 + 11 * index + offset, y: 20 + offset, width: 10, height: 14, value: -8) }
        for (index, letter) in word.enumerated() { canvas.draw(String(letter), x: 200 + 11 * index, y: 20) }
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let segment = try #require(segments.first, "offset \(offset)")
        #expect(segments.count == 1, "offset \(offset): \(segments)")
        #expect(segment.columns.lowerBound == 200 && segment.columns.upperBound >= 200 + 11 * word.count - 1, "offset \(offset): \(segment)")
        #expect(segment.rows.lowerBound == 20, "offset \(offset): \(segment)")
    }

    @Test("A scratch across a few letters does not split their line", arguments: [230, 260, 300])
    func scratchAcrossLetters(at column: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        let columns = canvas.draw("ST-2-72290-F8", x: 200, y: 22)
        // A nearly radial scratch from the strip's top to below the line.
        for row in 0..<44 { canvas.fill(x: column + row / 8, y: row, width: 2, height: 1, value: 8) }
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let segment = try #require(segments.first, "scratch at \(column)")
        #expect(segments.count == 1, "scratch at \(column): \(segments)")
        #expect(segment.columns.lowerBound <= columns.lowerBound && segment.columns.upperBound >= columns.upperBound, "scratch at \(column): \(segment)")
    }

    /// A hairline scratch crossing the whole band steeply, touching a word,
    /// joined it into a component as tall as the strip, dropped as a wall
    /// with the word (`PCS 2729` of `PCS 2729 A-2`).
    @Test("A steep hairline across the whole band does not take the letters it touches", arguments: [
        (201, 0), (196, 1), (203, 0),
    ])
    func steepLineAcrossTheBand(at column: Int, lean: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        let columns = canvas.draw("PCS 2729", x: 200, y: 22)
        // One pixel wide, from the strip's top to its bottom through the first
        // letter, leaning a column every 12 rows or not at all.
        for row in 0..<60 { canvas.fill(x: column + lean * row / 12, y: row, width: 1, height: 1, value: 8) }
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let segment = try #require(segments.first { $0.rows.lowerBound >= 15 }, "line at \(column): \(segments)")
        #expect(segment.columns.lowerBound <= columns.lowerBound && segment.columns.upperBound >= columns.upperBound,
                "line at \(column): \(segment)")
        #expect(segment.rows.count < 30, "line at \(column): \(segment)")
    }

    /// A bold scratch crossing the whole band steeply through a line made
    /// the line and itself one component as tall as the strip, which was
    /// dropped as a wall (`SW1-94138-C1`, a clean stamped line, lost so).
    /// It is too bold to be a thin line; cut off above and below the line,
    /// it leaves the line its own rows.
    @Test("A bold steep scratch through a line does not make it a wall", arguments: [
        (210, 0, 3), (260, 1, 4), (300, -1, 5), (330, 2, 4),
    ])
    func boldScratchThroughALine(at column: Int, lean: Int, thickness: Int) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        let columns = canvas.draw("SW1-94138-C1", x: 200, y: 22)
        for row in 0..<60 { canvas.fill(x: column + lean * row / 6, y: row, width: thickness, height: 1, value: 8) }
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let segment = try #require(segments.first { $0.columns.overlaps(columns) }, "scratch at \(column): \(segments)")
        #expect(segment.columns.lowerBound <= columns.lowerBound && segment.columns.upperBound >= columns.upperBound,
                "scratch at \(column): \(segment) of \(columns), \(segments)")
        #expect(segment.rows.lowerBound >= 15 && segment.rows.count < 30, "scratch at \(column): \(segment)")
    }

    /// A wall of ink in every row (a glare's edge) is left whole, and a
    /// wall with two lines stacked in it keeps both lines' rows.
    @Test func wallsOfInkInEveryRowOrTwoLinesKeepTheirRows() {
        let width = 40
        let height = 30
        var mask = [UInt8](repeating: 1, count: width * height)
        let wall = TextSegmenter.Component(minX: 0, maxX: 19, minY: 0, maxY: 29, area: 600, signedSum: 600)
        for row in 0..<height { for column in 20..<width { mask[row * width + column] = 0 } }
        var cleared = mask
        #expect(!Self.segmenter.clearWallScratches(in: &cleared, of: [wall], width: width, height: height))
        #expect(cleared == mask)
        // Two lines (rows 3..<9 and 20..<26, full) joined by a one-pixel scratch.
        var stacked = [UInt8](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<20 where (3..<9).contains(row) || (20..<26).contains(row) || column == 5 {
                stacked[row * width + column] = 1
            }
        }
        var trimmed = stacked
        #expect(Self.segmenter.clearWallScratches(in: &trimmed, of: [wall], width: width, height: height))
        for row in 0..<height {
            let ink = (0..<20).count { trimmed[row * width + $0] != 0 }
            let kept = (2..<10).contains(row) || (19..<27).contains(row)  // each line and a row either side
            #expect(kept ? ink > 0 : ink == 0, "row \(row): \(ink)")
        }
    }

    @Test("Clearing walls never traps on degenerate input", arguments: [(0, 0), (0, 10), (10, 0), (1, 1), (5, 1), (3, 2)])
    func wallsDegenerate(width: Int, height: Int) {
        var mask = [UInt8](repeating: 1, count: max(0, width * height))
        let wall = TextSegmenter.Component(minX: -3, maxX: max(0, width - 2), minY: 0, maxY: max(0, height - 1), area: 1, signedSum: .nan)
        _ = Self.segmenter.clearWallScratches(in: &mask, of: [wall], width: width, height: height)
        var short: [UInt8] = [1]
        #expect(!Self.segmenter.clearWallScratches(in: &short, of: [wall], width: width, height: height))
    }

    static func segment(columns: Range<Int>, rows: Range<Int>, mass: Int, components: Int) -> TextSegment {
        var segment = TextSegment(columns: columns, rows: rows, polarity: 1, mass: mass)
        segment.components = components
        segment.fill = 0.5
        return segment
    }

    /// A three-letter word is a candidate tall piece; a short run of specks
    /// along its foot must not bridge it down to the specks' rows (a
    /// blurred `HTM` was cut to its bottom six rows and read as nothing).
    @Test func aWordBesideSpecksAlongItsFootKeepsItsRows() {
        let word = Self.segment(columns: 240..<295, rows: 25..<48, mass: 700, components: 3)
        let specks = Self.segment(columns: 296..<305, rows: 42..<48, mass: 40, components: 2)
        #expect(Self.segmenter.bridging(at: 0, in: [word, specks], stripWidth: 1800) == nil)
        let above = Self.segment(columns: 296..<305, rows: 25..<31, mass: 40, components: 2)
        #expect(Self.segmenter.bridging(at: 0, in: [word, above], stripWidth: 1800) == nil)
    }

    @Test func aScratchReachingPastTheLineBothWaysStillBridgesIt() throws {
        let scratch = Self.segment(columns: 300..<303, rows: 10..<60, mass: 80, components: 1)
        let left = Self.segment(columns: 200..<299, rows: 30..<44, mass: 500, components: 6)
        let right = Self.segment(columns: 304..<360, rows: 30..<44, mass: 300, components: 4)
        let bridged = try #require(Self.segmenter.bridging(at: 0, in: [scratch, left, right], stripWidth: 1800))
        #expect(bridged.count == 1 && bridged.first?.rows == 30..<44 && bridged.first?.columns == 200..<360, "\(bridged)")
        // Reaching past by a quarter of the line's height is enough; by less, not.
        let short = Self.segment(columns: 300..<303, rows: 27..<62, mass: 60, components: 1)
        #expect(Self.segmenter.bridging(at: 0, in: [short, left], stripWidth: 1800) != nil)
        let shorter = Self.segment(columns: 300..<303, rows: 28..<62, mass: 60, components: 1)
        #expect(Self.segmenter.bridging(at: 0, in: [shorter, left], stripWidth: 1800) == nil)
    }

    @Test("Reaching past a line: both sides, by a quarter of its height", arguments: [
        (0..<40, 10..<20, true), (8..<22, 10..<20, true), (9..<22, 10..<20, false), (8..<21, 10..<20, false),
        (10..<30, 10..<20, false), (0..<20, 10..<20, false), (0..<3, 1..<2, true), (0..<2, 0..<1, false), (5..<5, 5..<5, false),
    ])
    func reachesPast(tall: Range<Int>, line: Range<Int>, expected: Bool) {
        let a = Self.segment(columns: 0..<5, rows: tall, mass: 10, components: 1)
        let b = Self.segment(columns: 0..<5, rows: line, mass: 10, components: 2)
        #expect(TextSegmenter.reaches(a, pastBothSidesOf: b) == expected, "\(tall) past \(line)")
    }

    @Test("The edges of a glare band do not pass for the letters' height", arguments: 0..<4 as Range<UInt64>)
    func glareEdgesAreNotLetters(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var canvas = ScoreCanvas(width: 1400, height: 128)
        canvas.addNoise(amplitude: 1, seed: seed)
        // Two glare bands: the edges are ragged walls of ink crossing
        // nearly the whole band, each wandering over some 30 columns, with
        // far more ink than the letters.
        for band in [300, 900] {
            for edge in [band, band + 120] {
                var offset = 10
                for row in 4..<120 {
                    offset = max(0, min(22, offset + Int.random(in: -3...3, using: &generator)))
                    canvas.fill(x: edge + offset, y: row, width: Int.random(in: 8...12, using: &generator), height: 1, value: 7)
                }
            }
        }
        let columns = canvas.draw("RL", x: 600, y: 50, scale: 4)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let letters = segments.filter { $0.columns.overlaps(columns) }
        #expect(letters.count == 1 && letters.first?.rows == 50..<78, "seed \(seed): \(segments)")
    }

    @Test func linesStackedAtOneAngleStayApart() {
        var canvas = ScoreCanvas(width: 720, height: 80)
        canvas.draw("SP 8768 B1", x: 200, y: 6)
        canvas.draw("YEX 773-1", x: 230, y: 40)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        #expect(segments.count == 2 && Set(segments.map(\.rows)) == [6..<20, 40..<54], "\(segments)")
    }

    @Test("Dust alone is no text", arguments: 0..<10 as Range<UInt64>)
    func dust(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var canvas = ScoreCanvas(width: 720, height: 60)
        canvas.addNoise(amplitude: 2, seed: seed)
        for index in 0..<30 {
            let size = Int.random(in: 1...3, using: &generator)
            canvas.fill(x: index * 24 + Int.random(in: 0...4, using: &generator), y: Int.random(in: 0...56, using: &generator),
                        width: size, height: size, value: 9)
        }
        // And one pit: a solid blob.
        canvas.fill(x: 360, y: 30, width: 8, height: 8, value: -9)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        #expect(segments.isEmpty, "seed \(seed): \(segments)")
    }

    /// A stamped mark of two bold letters that touch is one component as
    /// solid as a speck of dust (over half its box inked), yet a line.
    @Test("Two bold touching letters are a line, not a speck", arguments: ["B4", "PR", "RL", "DB"])
    func boldPairIsALine(text: String) throws {
        var canvas = ScoreCanvas(width: 720, height: 60)
        canvas.addNoise(amplitude: 1, seed: 3)
        canvas.draw(text, x: 300, y: 20, scale: 3)
        canvas.draw(text, x: 303, y: 1 + 20, scale: 3)  // the stamp's weight joins the two letters
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        let segment = try #require(segments.first, "\(text): no segment")
        #expect(segments.count == 1 && segment.components == 1, "\(text): \(segments) fill \(segment.fill)")
        #expect(segment.fill > 0.55 && segment.fill < 0.75, "\(text): fill \(segment.fill), not the case under test")
        #expect(segment.columns.lowerBound == 300, "\(text): \(segment.columns)")
    }

    /// A blurred pair of bold letters inks as much of its box as a disc of
    /// dust, but is wider than high; dust is about as wide as high.
    @Test("A solid blob is dust only when nearly square", arguments: [
        (23, 16, true), (20, 16, true), (19, 16, false), (16, 16, false), (12, 16, false),
    ])
    func solidBlob(width: Int, height: Int, kept: Bool) {
        // Inking 77% of its box, as a disc does (π/4) and a blurred `KG` did.
        let blob = Self.component(x: 400, width: width, y: 30, height: height, area: width * height * 77 / 100)
        let segments = Self.segmenter.segments(chaining: [blob], letterHeight: 18, stripWidth: 2000, stripHeight: 90)
        #expect(segments.count == (kept ? 1 : 0), "\(width)×\(height): \(segments)")
    }

    static func component(x: Int, width: Int, y: Int, height: Int, area: Int) -> TextSegmenter.Component {
        TextSegmenter.Component(minX: x, maxX: x + width - 1, minY: y, maxY: y + height - 1, area: area, signedSum: Float(area))
    }

    /// A scratch curving across the band is as tall as two letters and as
    /// narrow as one, but inks a few percent of its box.
    @Test func aThinArcIsNotALetter() {
        let arc = Self.component(x: 1585, width: 50, y: 50, height: 34, area: 120)
        let letters = (0..<6).map { Self.component(x: 100 + 14 * $0, width: 10, y: 30, height: 17, area: 60) }
        #expect(TextSegmenter.letterHeight(of: letters + [arc], stripHeight: 91) == 17)
        // Letters joined into one long component by a line through them:
        // the word's height, not the arc's.
        let word = Self.component(x: 1671, width: 175, y: 30, height: 23, area: 2194)
        #expect(TextSegmenter.letterHeight(of: [word, arc], stripHeight: 91) == 23)
        #expect(TextSegmenter.letterHeight(of: [arc], stripHeight: 91) == nil)
        #expect(TextSegmenter.letterHeight(of: [], stripHeight: 91) == nil)
    }

    /// A smudge as wide as a letter and twice as high, beside a line of
    /// stamped words whose letters touch (the components of a strip where
    /// `A PORKY PRIME CUT` was lost): the words set the height, so the line
    /// is not taken for a flat groove remnant. (Beside one lone letter the
    /// smudge no longer sets the height either: no component weighs more
    /// than the one at the 90th percentile of ink.)
    @Test func touchingWordsOutweighASmudge() {
        let smudge = Self.component(x: 51, width: 43, y: 20, height: 31, area: 519)
        let lone = Self.component(x: 650, width: 17, y: 52, height: 16, area: 162)
        let words = [
            Self.component(x: 671, width: 138, y: 51, height: 18, area: 1660),
            Self.component(x: 807, width: 48, y: 51, height: 18, area: 529),
        ]
        #expect(TextSegmenter.letterHeight(of: [smudge, lone], stripHeight: 99) == 16)
        #expect(TextSegmenter.letterHeight(of: [smudge, lone] + words, stripHeight: 99) == 18)
    }

    /// What a glare leaves after flattening can be one blob four letters
    /// high and as wide as a word, inking more than a line of letters (the
    /// strip where `Δ93273` and `TML-M` were never segmented: letter height
    /// 109 rows for letters of 28). No component weighs more than the one
    /// at the 90th percentile of ink, so the letters set the height.
    @Test func aGlaresBlobDoesNotOutweighALine() {
        let letters = (0..<12).map { Self.component(x: 1391 + 24 * $0, width: 21, y: 113, height: 28, area: 400) }
        let blob = Self.component(x: 3053, width: 149, y: 0, height: 109, area: 6391)
        #expect(TextSegmenter.letterHeight(of: letters + [blob], stripHeight: 254) == 28)
        #expect(TextSegmenter.weightedMedianHeight(of: letters + [blob]) == 28)
        // Ink still outweighs a count: many specks do not set the height.
        let specks = (0..<30).map { Self.component(x: 100 + 10 * $0, width: 3, y: 50, height: 6, area: 12) }
        #expect(TextSegmenter.weightedMedianHeight(of: letters + specks) == 28)
        #expect(TextSegmenter.weightedMedianHeight(of: []) == nil)
    }

    /// Long components far from the lone letters' height do not move it:
    /// flat groove remnants under half of it, glare edges over one and a half.
    @Test(arguments: [5, 7, 12, 40, 60])
    func longComponentsFarFromTheLettersDoNotCount(height: Int) {
        let letters = [
            Self.component(x: 82, width: 22, y: 44, height: 25, area: 341),
            Self.component(x: 108, width: 17, y: 44, height: 26, area: 288),
        ]
        let long = Self.component(x: 400, width: max(60, 3 * height), y: 3, height: height, area: 40 * height)
        #expect(TextSegmenter.letterHeight(of: letters + [long], stripHeight: 200) == 25)
    }

    /// A scratch across the record touching the first letter of a line
    /// (`S 52511 1D`, its `S` one component with the scratch) bridges the
    /// line as one piece, whatever specks lie along its foot: they are no
    /// marks of a letter, and counted as its pieces they kept it apart and
    /// the `S` was cut off.
    @Test func aScratchKeepsNoSpecksAndBridgesItsLine() {
        let line = [
            Self.component(x: 1163, width: 45, y: 30, height: 22, area: 537),
            Self.component(x: 1208, width: 13, y: 32, height: 20, area: 145),
            Self.component(x: 1222, width: 14, y: 32, height: 19, area: 146),
            Self.component(x: 1244, width: 32, y: 31, height: 22, area: 405),
        ]
        let scratch = Self.component(x: 1111, width: 70, y: 0, height: 59, area: 380)
        let specks = (0..<3).map { Self.component(x: 1120 + 20 * $0, width: 8, y: 62, height: 3, area: 16) }
        let segments = Self.segmenter.segments(
            chaining: line + [scratch] + specks, letterHeight: 27, stripWidth: 2206, stripHeight: 125)
        #expect(segments.map(\.columns) == [1111..<1276], "\(segments)")
        #expect(segments.first?.rows == 30..<53, "\(segments)")
    }

    @Test func wordsOfOneLineChainAndFarLinesDoNot() {
        var canvas = ScoreCanvas(width: 720, height: 60)
        canvas.draw("AB", x: 100, y: 20)
        canvas.draw("CD", x: 100 + 22 + 20, y: 20)  // a word space: 20 columns
        canvas.draw("EF", x: 400, y: 20)  // far along the turn
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        #expect(segments.map(\.columns.lowerBound) == [100, 400], "\(segments)")
    }

    @Test("Empty and tiny strips have no segments", arguments: [(0, 0), (0, 10), (10, 0), (1, 1), (3, 3), (720, 1)])
    func degenerate(width: Int, height: Int) {
        let strip = PreparedStrip(width: width, height: height, scores: [Float](repeating: 10, count: width * height), noise: 1)
        #expect(Self.segmenter.segments(of: strip).isEmpty, "\(width)×\(height)")
    }

    @Test func nonFiniteScoresAreNotInk() {
        var canvas = ScoreCanvas(width: 200, height: 30, fill: .nan)
        canvas.draw("AB", x: 50, y: 8)
        let segments = Self.segmenter.segments(of: Self.strip(canvas))
        #expect(segments.count == 1 && segments.first?.columns == 50..<72, "\(segments)")
    }

    static let gaps: [((Int, Int, Int, Int, Int), Int)] = [
        ((0, 10, 20, 30, 100), 9), ((0, 10, 5, 15, 100), 0), ((0, 10, 11, 20, 100), 0), ((95, 99, 0, 3, 100), 0),
        ((90, 95, 2, 5, 100), 6), ((95, 105, 10, 20, 100), 4), ((0, 0, 50, 50, 100), 49), ((10, 20, 10, 20, 100), 0),
    ]

    @Test("circularGap", arguments: gaps)
    func circularGap(spans: (Int, Int, Int, Int, Int), expected: Int) {
        let (a0, a1, b0, b1, width) = spans
        #expect(TextSegmenter.circularGap(a0, a1, b0, b1, width: width) == expected, "\(spans)")
        #expect(TextSegmenter.circularGap(b0, b1, a0, a1, width: width) == expected, "\(spans) swapped")
    }

    static let hulls: [([(Int, Int)], Range<Int>)] = [
        ([(10, 20)], 10..<21), ([(10, 20), (30, 40)], 10..<41), ([(90, 99), (0, 5)], 90..<106), ([(95, 105)], 95..<106),
        ([(0, 99)], 0..<100), ([(0, 60), (50, 99)], 0..<100), ([(30, 40), (10, 20), (70, 75)], 10..<76),
        ([(80, 85), (5, 10), (40, 45)], 80..<146),
    ]

    @Test("circularHull", arguments: hulls)
    func circularHull(spans: [(Int, Int)], expected: Range<Int>) {
        #expect(TextSegmenter.circularHull(spans, width: 100) == expected, "\(spans)")
    }

    @Test("The hull covers every span and is as short as the largest gap allows", arguments: 0..<30 as Range<UInt64>)
    func hullProperty(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 20...400, using: &generator)
        let spans = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
            let start = Int.random(in: 0..<width, using: &generator)
            return (start, start + Int.random(in: 0...(width / 8), using: &generator))
        }
        let hull = TextSegmenter.circularHull(spans, width: width)
        #expect((0..<width).contains(hull.lowerBound) && hull.count <= width, "seed \(seed): \(spans) → \(hull)")
        let inside = Set(hull.map { $0 % width })
        for (start, end) in spans {
            #expect((start...end).allSatisfy { inside.contains($0 % width) }, "seed \(seed): \(spans) → \(hull)")
        }
    }

    /// The ink (passed over eight non-ink scores at a time) is the pixel by
    /// pixel definition: 1 where |score| ≥ the threshold (never at NaN),
    /// and the runs of one polarity longer than the floor. Random strips of
    /// every width round a multiple of eight, sparse ink, infinities and
    /// NaNs, and thresholds positive, zero, negative, infinite and NaN.
    @Test("Ink equals the pixel-by-pixel definition", arguments: 0..<24 as Range<UInt64>)
    func inkEqualsDefinition(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 1...40, using: &generator)
        let height = Int.random(in: 1...6, using: &generator)
        let scores: [Float] = (0..<(width * height)).map { _ in
            switch Int.random(in: 0..<40, using: &generator) {
            case 0: return .nan
            case 1: return .infinity
            case 2: return -.infinity
            case 3..<12: return Float.random(in: -12...12, using: &generator)
            default: return Float.random(in: -2...2, using: &generator)
            }
        }
        let strip = PreparedStrip(width: width, height: height, scores: scores, noise: 1)
        for threshold: Float in [3, 0, -1, .infinity, -.infinity, .nan] {
            let ink = try #require(TextSegmenter.Ink(of: strip, threshold: threshold, floor: 2))
            let expected = scores.map { abs($0) >= threshold ? UInt8(1) : 0 }
            #expect(ink.pixels == expected, "seed \(seed), threshold \(threshold)")
            var runs: [Int] = []
            for row in 0..<height {
                var column = 0
                while column < width {
                    let start = row * width + column
                    guard expected[start] == 1 else { column += 1; continue }
                    var end = column + 1
                    while end < width, expected[row * width + end] == 1, (scores[row * width + end] > 0) == (scores[start] > 0) {
                        end += 1
                    }
                    if end - column > 2 { runs += [start, end - column] }
                    column = end
                }
            }
            #expect(ink.longRuns.flatMap { [$0.start, $0.count] } == runs, "seed \(seed), threshold \(threshold)")
        }
    }
}
