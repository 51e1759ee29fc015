/// Finds letters the engine left out at either end of a line.
///
/// The engine's line model sometimes drops a line's first or last glyph
/// whole, however much white lies around it: `7890 754 B 1` is read as
/// `7890 754 B` and `TML` as `ML`, with nothing in its output where the
/// glyph stands. Such a glyph shows as a letter-sized piece of ink beyond
/// the first or last of the engine's glyph boxes, apart from them by white
/// columns. ``LineReader`` reads that piece on its own and puts what it
/// reads back at its end of the line. Pure.
public enum EdgeGlyphs {
    /// Which end of a line a left-out glyph stands at.
    public enum End: Sendable, Hashable {
        case leading
        case trailing
    }

    /// A letter-sized piece of ink the engine's glyph boxes leave out.
    public struct Piece: Sendable, Hashable {
        public var end: End
        /// The piece's columns in the engine's image.
        public var columns: ClosedRange<Int>
        /// White columns between the piece and the nearest glyph box.
        public var gap: Int
    }

    /// The least height of a left-out piece of ink, as a share of the line's median glyph height.
    static let leastHeight = 0.6
    /// The greatest height, as a share of the median glyph height (taller is a scratch or a wall).
    static let greatestHeight = 1.5
    /// The greatest width, as a share of the median glyph height (wider is more than one glyph).
    static let greatestWidth = 2.5
    /// Rows above and below the line's glyph boxes searched, as a share of the median glyph height.
    static let rowSlack = 0.2
    /// The least white gap between a left-out glyph and the line, as a
    /// share of the median glyph height: about 2 px at the reader's
    /// smallest scale, so that a glyph set as close as a letter gap is
    /// found. (On 766 labelled lines, 0.08 rather than 0.3 read 2 more
    /// right, 1 fewer wrong, among them `SR 30427 A1` and `5109 518 A1`,
    /// whose `1` the engine had dropped; 327 lines of three other sets
    /// read the same.)
    static let leastGap = 0.08
    /// The width, as a multiple of the median glyph width, beyond which an outermost box may hold two glyphs.
    static let wideBox = 1.6
    /// White columns inside a glyph that do not end it (a broken scratched stroke).
    static let breakColumns = 1

    /// The pieces of ink the engine's boxes leave out at either end of
    /// `line` in `image` (dark on white): beyond the first or last box,
    /// past white columns at least 0.08 of the median glyph height wide
    /// (among the rows of the line's glyphs), as tall as a glyph (0.6 to
    /// 1.5 of the median glyph height, over the whole image) and at most
    /// 2.5 glyph heights wide. Ink that touches the outermost box belongs
    /// to that glyph and is skipped. An outermost box over 1.6 times the
    /// median glyph width (in a line of three glyphs or more) may hold the
    /// left-out glyph as well: the walk starts from its inner glyph's ink.
    ///
    /// - Returns: at most one piece per end; none for a line without
    ///   letters or digits inside the image.
    /// - Complexity: O(pixels of the image).
    public static func pieces(in image: GrayImage, line: RecognizedLine) -> [Piece] {
        guard image.width > 0, image.height > 0 else { return [] }
        // Letters and digits, their boxes clipped to the image (the engine's
        // lie inside it; clipping keeps any other box from overflowing).
        let glyphs = line.words.flatMap(\.symbols).compactMap { symbol -> RecognizedLine.Symbol? in
            guard symbol.text.count == 1, symbol.text.allSatisfy({ $0.isLetter || $0.isNumber }),
                  symbol.right >= symbol.left, symbol.bottom >= symbol.top,
                  symbol.right >= 0, symbol.bottom >= 0, symbol.left < image.width, symbol.top < image.height
            else { return nil }
            return RecognizedLine.Symbol(
                text: symbol.text, left: max(0, symbol.left), right: min(image.width - 1, symbol.right),
                top: max(0, symbol.top), bottom: min(image.height - 1, symbol.bottom))
        }
        guard let first = glyphs.first, let last = glyphs.last else { return [] }
        var heights = glyphs.map { Double($0.bottom - $0.top + 1) }
        guard let medianHeight = heights.selectMedian(), medianHeight >= 4 else { return [] }
        let slack = Int((rowSlack * medianHeight).rounded())
        let top = max(0, (glyphs.map(\.top).min() ?? 0) - slack)
        let bottom = min(image.height - 1, (glyphs.map(\.bottom).max() ?? 0) + slack)
        guard top <= bottom else { return [] }
        let inkColumns = Self.inkColumns(of: image, rows: top...bottom)
        var widths = glyphs.map { Double($0.right - $0.left + 1) }
        let medianWidth = widths.selectMedian() ?? medianHeight
        // An outermost box much wider than a glyph may hold the left-out
        // glyph too: the walk then starts from its inner side.
        func isWide(_ symbol: RecognizedLine.Symbol) -> Bool {
            glyphs.count >= 3 && Double(symbol.right - symbol.left + 1) > wideBox * medianWidth
        }
        var found: [Piece] = []
        let leftEdge = min(max(0, isWide(first) ? first.right : first.left), image.width - 1)
        let rightEdge = min(max(0, isWide(last) ? last.left : last.right), image.width - 1)
        if let piece = piece(
            in: image, inkColumns: inkColumns, from: leftEdge, step: -1, findingInk: isWide(first), medianHeight: medianHeight)
        {
            found.append(Piece(end: .leading, columns: piece.columns, gap: piece.gap))
        }
        if let piece = piece(
            in: image, inkColumns: inkColumns, from: rightEdge, step: 1, findingInk: isWide(last), medianHeight: medianHeight)
        {
            found.append(Piece(end: .trailing, columns: piece.columns, gap: piece.gap))
        }
        return found
    }

    /// Per column of `image`, whether any of its pixels in `rows` (within
    /// the image) is ink, darker than 128.
    ///
    /// The rows are read in order, each folded into a running darkest
    /// value per column: the image is read as it is stored, not a column
    /// at a time down its rows (a stride of a whole row per pixel), and the
    /// fold needs no branch per pixel.
    ///
    /// - Complexity: O(width × rows); one allocation besides the result.
    static func inkColumns(of image: GrayImage, rows: ClosedRange<Int>) -> [Bool] {
        let width = image.width
        var darkest = [UInt8](repeating: 255, count: width)
        image.pixels.withUnsafeBufferPointer { pixels in
            darkest.withUnsafeMutableBufferPointer { darkest in
                guard let source = pixels.baseAddress, let target = darkest.baseAddress,
                      pixels.count >= width * image.height
                else { return }
                for y in rows where y >= 0 && y < image.height {
                    let row = source + y * width
                    for x in 0..<width { target[x] = min(target[x], row[x]) }
                }
            }
        }
        return darkest.map { $0 < 128 }
    }

    /// The first glyph-sized run of ink columns walking from `start` by
    /// `step`, past the ink touching `start` and at least one white column.
    private static func piece(
        in image: GrayImage, inkColumns: [Bool], from start: Int, step: Int, findingInk: Bool, medianHeight: Double
    ) -> (columns: ClosedRange<Int>, gap: Int)? {
        let inside = { (x: Int) in x >= 0 && x < inkColumns.count }
        var x = start
        if findingInk {
            while inside(x), !inkColumns[x] { x += step }
        }
        while inside(x), inkColumns[x] { x += step }
        var gap = 0
        while inside(x), !inkColumns[x] {
            x += step
            gap += 1
        }
        guard inside(x), Double(gap) >= leastGap * medianHeight else { return nil }
        let near = x
        var far = x
        var white = 0
        while inside(x) {
            if inkColumns[x] {
                far = x
                white = 0
            } else {
                white += 1
                if white > breakColumns { break }
            }
            x += step
        }
        let columns = min(near, far)...max(near, far)
        // Its height over the whole image: a scratch through the line's
        // rows and beyond is not a glyph.
        guard Double(columns.count) <= greatestWidth * medianHeight,
              let ink = image.inkBox(within: (columns.lowerBound, columns.upperBound, 0, image.height - 1))
        else { return nil }
        let height = Double(ink.bottom - ink.top + 1)
        guard height >= leastHeight * medianHeight, height <= greatestHeight * medianHeight else { return nil }
        return (columns, gap)
    }

    /// The least confidence of the engine's reading of a piece on its own for it to be put back.
    public static let leastConfidence = 0.5

    /// The columns of `piece` cut out of `image` onto white, with a white
    /// margin of half the image's height on either side (nothing of the
    /// line's other glyphs), and the column offset from the cut's columns
    /// to `image`'s.
    ///
    /// - Complexity: O(height × (piece width + margins)).
    public static func image(of piece: Piece, in image: GrayImage) -> (image: GrayImage, offset: Int) {
        let margin = max(4, image.height / 2)
        let left = max(0, piece.columns.lowerBound)
        let right = min(image.width - 1, piece.columns.upperBound)
        guard left <= right else { return (GrayImage(width: 2 * margin, height: image.height, fill: 255), 0) }
        var cut = GrayImage(width: right - left + 1 + 2 * margin, height: image.height, fill: 255)
        for y in 0..<image.height {
            for x in left...right { cut[x - left + margin, y] = image[x, y] }
        }
        return (cut, left - margin)
    }

    /// Whether a piece's reading is a glyph worth putting back: one or two
    /// letters or digits.
    public static func isGlyph(_ text: String) -> Bool {
        (1...2).contains(text.count) && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// `line` with `glyphs` (read from a piece at `end`) put back at that
    /// end, as a word of its own when `spaced`, else joined to the end word.
    public static func extended(_ line: RecognizedLine, with glyphs: [RecognizedLine.Symbol], at end: End, spaced: Bool) -> RecognizedLine {
        guard !glyphs.isEmpty else { return line }
        let text = glyphs.map(\.text).joined()
        let word = RecognizedLine.Word(
            text: text, confidence: line.confidence,
            left: glyphs.map(\.left).min() ?? 0, right: glyphs.map(\.right).max() ?? 0,
            top: glyphs.map(\.top).min() ?? 0, bottom: glyphs.map(\.bottom).max() ?? 0, symbols: glyphs)
        var words = line.words
        switch (end, spaced) {
        case (.leading, true):
            words.insert(word, at: 0)
        case (.trailing, true):
            words.append(word)
        case (.leading, false):
            if words.isEmpty { words = [word] } else {
                words[0].text = text + words[0].text
                words[0].symbols = glyphs + words[0].symbols
                words[0].left = word.left
            }
        case (.trailing, false):
            if words.isEmpty { words = [word] } else {
                words[words.count - 1].text += text
                words[words.count - 1].symbols += glyphs
                words[words.count - 1].right = word.right
            }
        }
        return RecognizedLine(text: words.map(\.text).joined(separator: " "), confidence: line.confidence, words: words)
    }

    /// Whether a left-out glyph `gap` white columns from the line is a word
    /// of its own: the gap is at least 3/4 of the line's narrowest word
    /// space, or, in a line of one word, 0.45 of its median glyph height.
    public static func isSpaced(gap: Int, in line: RecognizedLine) -> Bool {
        var spaces: [Int] = []
        for (a, b) in zip(line.words, line.words.dropFirst()) {
            spaces.append(b.left - a.right - 1)
        }
        var heights = line.words.flatMap(\.symbols).map { Double($0.bottom - $0.top + 1) }
        if let narrowest = spaces.min() {
            return Double(gap) >= 0.75 * Double(narrowest)
        }
        guard let height = heights.selectMedian() else { return false }
        return Double(gap) >= 0.45 * height
    }
}
