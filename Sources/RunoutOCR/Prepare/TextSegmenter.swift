/// Finds the text-bearing segments of a prepared strip, so that recognition
/// runs only where there is text.
///
/// 1. Pixels scoring beyond ``threshold`` (either polarity) are ink (grown
///    into fainter pixels of their sign with a ``weakThreshold``); runs of
///    ink of one polarity along a row longer than a letter can be (grooves,
///    scratches across the record, the label's edge) are cleared, first with
///    a limit from the band's height, then, once the letters' height is
///    known from the letter-like components, with a limit from that.
///    Stamped letters touch through their own dark shadows; light and dark
///    alternate along such a row, so it is not a run.
/// 2. Connected components too small (noise), long and flat (groove
///    remnants) or as tall as the strip are dropped.
/// 3. Letter-sized components are chained into lines when they share rows
///    and sit within ``maximumGap`` letter heights. A letter broken into
///    pieces (a thin scratched stroke cut up by noise, an `S` split
///    across its middle) chains as one, by its pieces' joint box
///    (``brokenLetters(_:major:letterHeight:)``), but a line needs one
///    whole letter. Small marks (dots, hyphens) then join the line they
///    touch, without chaining further, so a trail of dust never bridges
///    two etchings.
/// 4. Pieces of one line kept apart by a scratch across it are joined.
///
/// A scratch across the record at a slant escapes step 1 (it moves to the
/// next row every few columns); thin stretches of ink longer than a letter
/// are cleared from long components before chaining
/// (``clearThinLines(in:of:width:height:letterHeight:)``), and a bolder
/// one that joins a line into a wall as tall as the strip is cut off
/// above and below the line (``clearWallScratches(in:of:width:height:)``).
///
/// Components are found on the turn with wrap-around, so a line across the
/// seam is one segment.
public struct TextSegmenter: Sendable {
    /// |score| that counts as ink.
    public var threshold: Float
    /// Smallest component kept, in pixels.
    public var minimumArea: Int
    /// Largest horizontal gap within one line, in letter heights.
    public var maximumGap: Double
    /// Smallest line height kept, in rows.
    public var minimumLetterHeight: Int
    /// Least share of a line's box that must be ink (0.07: on 448 labelled
    /// segments, none of the 33 below it held a line that was read).
    public var minimumDensity: Double = 0.07
    /// |score| down to which ink grows from ink at ``threshold`` (a
    /// hysteresis), or `nil` for none: a faint stroke touching ink joins
    /// it, a faint speck alone does not. The scanner's second look
    /// (``SecondLook``) segments so at 2; its first segmentation does not.
    public var weakThreshold: Float?

    public init(
        threshold: Float = 3.5, minimumArea: Int = 6, maximumGap: Double = 1.6, minimumLetterHeight: Int = 5,
        weakThreshold: Float? = nil
    ) {
        self.threshold = threshold
        self.weakThreshold = weakThreshold
        self.minimumLetterHeight = minimumLetterHeight
        self.minimumArea = minimumArea
        self.maximumGap = maximumGap
    }

    struct Component {
        var minX: Int, maxX: Int, minY: Int, maxY: Int
        var area: Int
        var signedSum: Float
        var width: Int { maxX - minX + 1 }
        var height: Int { maxY - minY + 1 }
        var fill: Double { Double(area) / Double(width * height) }
    }

    /// The segments of `strip`, ordered by first column; none when the
    /// strip is empty or its scores do not hold `width × height` values.
    ///
    /// - Complexity: O(width × height) for the ink and for each labelling
    ///   (two to four: the letter-height pass reuses the first labelling
    ///   when its limit clears the same runs), plus O(k²) chaining over the
    ///   k kept components.
    public func segments(of strip: PreparedStrip) -> [TextSegment] {
        lines(of: strip).segments
    }

    /// The segments of `strip` (``segments(of:)``) and the height of its
    /// letters, the weighted median height of its letter-sized components;
    /// `nil` when it has none.
    public func lines(of strip: PreparedStrip) -> (segments: [TextSegment], letterHeight: Int?) {
        let (components, letterHeight) = components(of: strip)
        let segments = segments(chaining: components, letterHeight: letterHeight, stripWidth: strip.width, stripHeight: strip.height)
        return (segments, letterHeight)
    }

    /// The segments chained from a strip's `components`: the noise, groove
    /// remnants and walls left out, then the lines too small or too sparse.
    func segments(chaining components: [Component], letterHeight: Int?, stripWidth: Int, stripHeight: Int) -> [TextSegment] {
        let kept = components.filter { component in
            guard component.area >= minimumArea, component.height >= 2 else { return false }
            // Groove remnants and the label's edge: long, flat runs along the
            // turn, thinner than a letter. (A word whose stamped letters touch
            // is as long, but letter-high.)
            if component.width > 6 * component.height {
                guard let letterHeight, Double(component.height) >= 0.7 * Double(letterHeight) else { return false }
            }
            // Whole-height walls (a strip border artefact).
            if component.height >= stripHeight - 1 { return false }
            return true
        }
        return chain(kept, stripWidth: stripWidth, letterHeight: letterHeight).filter { segment in
            // Too small to hold a readable letter.
            guard segment.height >= minimumLetterHeight, segment.mass >= minimumArea * 4 else { return false }
            // Letters ink a fifth to a third of their line's box; a sparse
            // chain of specks and groove fragments inks a few percent.
            let density = Double(segment.mass) / Double(max(1, segment.columns.count * segment.height))
            guard density >= minimumDensity else { return false }
            // A lone solid blob is dust or a pit, not a letter. A disc fills
            // π/4 of its box; two bold stamped letters joined by their own
            // weight ("B4", "PR") fill 0.55 to 0.7 and are a line, and a
            // blurred pair fills as much as a disc, but is wider than a disc
            // (`KG`, 23 × 16 at 0.75). So a blob is dust only when nearly
            // square: under 1.25 times as wide as high.
            if segment.components == 1 && segment.fill > 0.75 && 4 * segment.columns.count < 5 * segment.height { return false }
            return true
        }
    }

    /// The components the segments are chained from, and the letters'
    /// height (`nil` when no component is letter-like): labelled first with
    /// run limits from the band's height, to learn the letters' height,
    /// then again with limits from the letters; each time labelled once
    /// more if thin lines were cleared, and once more if scratches were
    /// cut from walls.
    ///
    /// - Complexity: O(width × height) per labelling, two to six of them.
    func components(of strip: PreparedStrip) -> (components: [Component], letterHeight: Int?) {
        let provisional = Self.maximumRun(forHeight: strip.height)
        // Both limits are at least this; shorter runs need not be kept.
        let shortestLimit = 12
        guard let ink = Ink(of: strip, threshold: threshold, floor: shortestLimit, weakThreshold: weakThreshold) else { return ([], nil) }
        let width = strip.width
        let height = strip.height
        var labeller = Labeller()
        // First with limits from the band's height, to learn the letters' height...
        var mask: [UInt8] = []
        ink.mask(maximumRun: provisional, into: &mask)
        let firstComponents = labeller.components(in: &mask, width: width, height: height, scores: strip.scores)
        var components = firstComponents
        var clearedProvisional = clearThinLines(in: &mask, of: components, width: width, height: height, letterHeight: provisional)
        if clearedProvisional {
            components = labeller.components(in: &mask, width: width, height: height, scores: strip.scores)
        }
        if clearWallScratches(in: &mask, of: components, width: width, height: height) {
            clearedProvisional = true
            components = labeller.components(in: &mask, width: width, height: height, scores: strip.scores)
        }
        guard let letterHeight = Self.letterHeight(of: components, stripHeight: height) else { return (components, nil) }
        // ...then with limits from the letters.
        let limit = max(shortestLimit, Int(Double(letterHeight) * 2.2))
        if ink.clearsAlike(limit, provisional) {
            // The same mask as the first: its components are known.
            if clearedProvisional { ink.mask(maximumRun: limit, into: &mask) }
            components = firstComponents
        } else {
            ink.mask(maximumRun: limit, into: &mask)
            components = labeller.components(in: &mask, width: width, height: height, scores: strip.scores)
        }
        if clearThinLines(in: &mask, of: components, width: width, height: height, letterHeight: letterHeight) {
            components = labeller.components(in: &mask, width: width, height: height, scores: strip.scores)
        }
        if clearWallScratches(in: &mask, of: components, width: width, height: height) {
            components = labeller.components(in: &mask, width: width, height: height, scores: strip.scores)
        }
        return (components, letterHeight)
    }

    /// The ink-weighted median height of letter-like components (not
    /// solid, not a thin arc inking under 12% of its box, at
    /// least 5 rows, under 60% of the strip's height) as narrow as a letter,
    /// with the long ones (words of touching letters) from half to one and a
    /// half times that height added; when no component is as narrow as a
    /// letter, of the long ones alone; `nil` when there are none.
    ///
    /// Weighting by ink keeps a scatter of small specks from passing for
    /// the letters; the height limit keeps out the edges of a glare band,
    /// which cross the whole band and outweigh any line of letters.
    static func letterHeight(of components: [Component], stripHeight: Int) -> Int? {
        func isLetterHigh(_ c: Component) -> Bool {
            c.height >= 5 && c.width * 5 >= c.height && c.fill < 0.7 && c.fill >= 0.12 && c.area >= 12
                && 5 * c.height < 3 * stripHeight
        }
        let lone = components.filter { isLetterHigh($0) && $0.width <= 2 * $0.height }
        let words = components.filter { isLetterHigh($0) && $0.width > 2 * $0.height }
        // No lone letter: the letters all touch (stamped, or joined by a
        // scratch through them); whole words are letter-high too.
        guard let estimate = weightedMedianHeight(of: lone) else { return weightedMedianHeight(of: words) }
        // Words of touching letters from half to one and a half times that
        // high weigh in too: a smudge as wide as a letter and twice as high
        // must not outweigh the line of stamped words beside it. Flat groove
        // remnants (lower) and the edges of a glare band (higher) stay out.
        let tallWords = words.filter { 2 * $0.height >= estimate && 2 * $0.height <= 3 * estimate }
        return tallWords.isEmpty ? estimate : weightedMedianHeight(of: lone + tallWords)
    }

    /// The height of the component at which half the components' ink is in
    /// lower ones, each component's ink counted up to that of the one at the
    /// 90th percentile; `nil` for no ink.
    ///
    /// - Complexity: O(n log n) for n components.
    static func weightedMedianHeight(of components: [Component]) -> Int? {
        let sorted = components.sorted { $0.height < $1.height }
        // No one component weighs more than the one at the 90th percentile
        // of ink: a glare's remains or a smudge the size of a word would
        // otherwise outweigh a whole line of letters.
        let areas = components.map(\.area).sorted()
        let cap = areas.isEmpty ? 0 : areas[(areas.count - 1) * 9 / 10]
        let weight = { (component: Component) in min(component.area, cap) }
        let total = sorted.reduce(0) { $0 + weight($1) }
        guard total > 0 else { return nil }
        var seen = 0
        for component in sorted {
            seen += weight(component)
            if seen * 2 >= total { return component.height }
        }
        return sorted.last?.height
    }

    /// The longest run of ink along a row that can belong to a letter before
    /// the letters' height is known: a third of the strip's height (letters
    /// fill well under a third of the band), at least 16 columns.
    static func maximumRun(forHeight height: Int) -> Int {
        max(16, height / 3)
    }

    /// The eight neighbours of a pixel, as (column, row) offsets.
    static let neighbourhood = [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)]

    func chain(_ components: [Component], stripWidth: Int, letterHeight: Int?) -> [TextSegment] {
        guard !components.isEmpty else { return [] }
        // Letter-sized components chain; small marks only attach.
        let major: (Component) -> Bool = { c in
            guard let letterHeight else { return true }
            return Double(c.height) >= 0.5 * Double(letterHeight) || c.area * 5 >= letterHeight * letterHeight
        }
        var sets = DisjointSets(count: components.count)
        // The units that chain: each letter broken into pieces (a thin
        // scratched stroke cut up by noise, a letter split across its
        // middle), its pieces one unit with their joint box, and each other
        // letter-sized component.
        let isMajor = components.map(major)
        var units: [(box: Component, members: [Int])] = []
        var inBrokenLetter = Set<Int>()
        if let letterHeight {
            for members in Self.brokenLetters(components, major: isMajor, letterHeight: letterHeight) {
                units.append((Self.box(of: members.map { components[$0] }), members))
                inBrokenLetter.formUnion(members)
            }
        }
        for index in components.indices where isMajor[index] && !inBrokenLetter.contains(index) {
            units.append((components[index], [index]))
        }
        let minor = components.indices.filter { !isMajor[$0] }
        for unit in units {
            for member in unit.members.dropFirst() { sets.union(member, unit.members[0]) }
        }
        for i in units.indices {
            for j in (i + 1)..<units.count {
                let a = units[i].box
                let b = units[j].box
                // Letters of one line stand at nearly the same radius: their
                // centres are within half a letter of each other. (Two lines
                // stacked at one angle overlap in rows on a tilted record,
                // but their centres are a line apart.)
                let centreGap = abs((a.minY + a.maxY) - (b.minY + b.maxY))
                guard centreGap <= max(a.height, b.height) else { continue }
                // ...and are of a height: a scratch or a smudge three letters
                // tall is not part of the line beside it.
                guard 5 * max(a.height, b.height) <= 11 * min(a.height, b.height) else { continue }
                // Gaps scale with the taller of the two: a word space is under a letter height.
                let gap = Int(Double(max(4, max(a.height, b.height))) * maximumGap)
                if Self.circularGap(a.minX, a.maxX, b.minX, b.maxX, width: stripWidth) <= gap {
                    sets.union(units[i].members[0], units[j].members[0])
                }
            }
        }
        // Attach each small mark to the nearest letter it sits beside, if
        // any. A scratch across the record is no letter: the specks it
        // passes stay apart, so that it still bridges the line it crosses
        // as one piece (``bridging(at:in:stripWidth:)``).
        for i in minor where !inBrokenLetter.contains(i) {
            let mark = components[i]
            var best: (index: Int, gap: Int)?
            for unit in units where letterHeight.map({ 2 * unit.box.height <= 3 * $0 }) ?? true {
                let letter = unit.box
                guard mark.minY >= letter.minY - letter.height / 3, mark.maxY <= letter.maxY + letter.height / 3 else { continue }
                let gap = Self.circularGap(mark.minX, mark.maxX, letter.minX, letter.maxX, width: stripWidth)
                if gap <= letter.height, gap < (best?.gap ?? Int.max) { best = (unit.members[0], gap) }
            }
            if let best { sets.union(i, best.index) }
        }
        // A line holds at least one whole letter: broken letters bridge and
        // extend lines, but pieces alone are grain.
        var hasMajor = Set<Int>()
        for index in components.indices where isMajor[index] { hasMajor.insert(sets.root(index)) }
        // Groups in the order of their first component, so that merging
        // (which depends on the order) does not depend on a dictionary's.
        var groupOfRoot: [Int: Int] = [:]
        var groups: [[Component]] = []
        for index in components.indices where hasMajor.contains(sets.root(index)) {
            let groupRoot = sets.root(index)
            if let group = groupOfRoot[groupRoot] {
                groups[group].append(components[index])
            } else {
                groupOfRoot[groupRoot] = groups.count
                groups.append([components[index]])
            }
        }
        var segments: [TextSegment] = []
        for group in groups {
            let mass = group.reduce(0) { $0 + $1.area }
            let signed = group.reduce(Float(0)) { $0 + $1.signedSum }
            // Lay the group out along the turn starting at its largest circular gap.
            let spans = group.map { ($0.minX, $0.maxX) }
            let columns = Self.circularHull(spans, width: stripWidth)
            let top = group.reduce(Int.max) { min($0, $1.minY) }
            let bottom = group.reduce(Int.min) { max($0, $1.maxY) }
            let rows = top..<(bottom + 1)
            let boxArea = group.reduce(0) { $0 + $1.width * $1.height }
            var segment = TextSegment(columns: columns, rows: rows, polarity: signed >= 0 ? 1 : -1, mass: mass)
            segment.components = group.count
            segment.fill = Double(mass) / Double(max(1, boxArea))
            segments.append(segment)
        }
        return mergingPieces(segments, stripWidth: stripWidth)
            .sorted { $0.columns.lowerBound < $1.columns.lowerBound }
    }

    /// Joins segments that are pieces of one line the component rules kept
    /// apart:
    /// - pieces of a height that overlap in columns and share most of their
    ///   rows;
    /// - a piece much taller than the line on either side of it, spanning
    ///   the line's rows: a scratch across the record joins the letters it
    ///   crosses into one tall component. The line keeps its own rows, so
    ///   the scratch's length stays out of the crop. A tall piece of many
    ///   components is a line in a larger hand, and stays apart.
    ///
    /// Lines stacked at one angle overlap in columns but not in rows, and
    /// stay apart.
    ///
    /// - Complexity: O(s³) in the worst case over s segments; s is a few.
    func mergingPieces(_ segments: [TextSegment], stripWidth: Int) -> [TextSegment] {
        var segments = segments
        var changed = true
        while changed {
            changed = false
            search: for i in segments.indices {
                for j in segments.indices where j > i {
                    if let joined = overlapping(segments[i], segments[j], stripWidth: stripWidth) {
                        segments[i] = joined
                        segments.remove(at: j)
                        changed = true
                        break search
                    }
                }
                if let bridged = bridging(at: i, in: segments, stripWidth: stripWidth) {
                    segments = bridged
                    changed = true
                    break search
                }
            }
        }
        return segments
    }

    /// `first` and `second` as one segment when they overlap in columns,
    /// are of a height and share most of their rows.
    func overlapping(_ first: TextSegment, _ second: TextSegment, stripWidth: Int) -> TextSegment? {
        let (line, other) = first.height <= second.height ? (first, second) : (second, first)
        guard line.height > 0, 5 * other.height <= 11 * line.height else { return nil }
        guard Self.columnGap(line, other, stripWidth: stripWidth) == 0, 5 * Self.sharedRows(line, other) >= 4 * line.height
        else { return nil }
        return Self.union(line, other, rows: Self.rowsCovering(line, other), stripWidth: stripWidth)
    }

    /// `segments` with the one at `index` joined to the line pieces beside
    /// it, when it is a tall piece (a few components, over 2.2 times their
    /// height) spanning their rows; `nil` when it bridges nothing.
    func bridging(at index: Int, in segments: [TextSegment], stripWidth: Int) -> [TextSegment]? {
        let tall = segments[index]
        guard tall.components <= 3 else { return nil }
        let beside = segments.indices.filter { other in
            let line = segments[other]
            guard other != index, line.components >= 2, line.height >= minimumLetterHeight, line.mass >= minimumArea * 4,
                  11 * line.height < 5 * tall.height else { return false }
            return Self.columnGap(line, tall, stripWidth: stripWidth) <= Int(Double(max(4, line.height)) * maximumGap)
                && 5 * Self.sharedRows(line, tall) >= 4 * line.height && Self.reaches(tall, pastBothSidesOf: line)
        }
        // The pieces must be of one line: those sharing rows with the largest.
        guard let anchor = beside.max(by: { segments[$0].mass < segments[$1].mass }) else { return nil }
        let pieces = beside.filter { 5 * Self.sharedRows(segments[$0], segments[anchor]) >= 4 * min(segments[$0].height, segments[anchor].height) }
        var line = segments[anchor]
        for piece in pieces where piece != anchor {
            line = Self.union(line, segments[piece], rows: Self.rowsCovering(line, segments[piece]), stripWidth: stripWidth)
        }
        line = Self.union(line, tall, rows: line.rows, stripWidth: stripWidth)
        let gone = Set(pieces + [index])
        return segments.indices.filter { !gone.contains($0) }.map { segments[$0] } + [line]
    }

    /// Whether `tall` reaches past `line` above and below, each by at least
    /// a quarter of the line's height (one row at least), as a scratch
    /// across the line does. A word beside a short run of specks along its
    /// foot does not: it would otherwise be cut down to the specks' rows.
    static func reaches(_ tall: TextSegment, pastBothSidesOf line: TextSegment) -> Bool {
        let margin = max(1, line.height / 4)
        return tall.rows.lowerBound <= line.rows.lowerBound - margin
            && tall.rows.upperBound >= line.rows.upperBound + margin
    }

    /// Rows both segments hold (negative: how far apart they are).
    static func sharedRows(_ a: TextSegment, _ b: TextSegment) -> Int {
        min(a.rows.upperBound, b.rows.upperBound) - max(a.rows.lowerBound, b.rows.lowerBound)
    }

    /// The rows from the higher segment's top to the lower one's bottom.
    static func rowsCovering(_ a: TextSegment, _ b: TextSegment) -> Range<Int> {
        min(a.rows.lowerBound, b.rows.lowerBound)..<max(a.rows.upperBound, b.rows.upperBound)
    }

    /// Columns between two segments on the turn (0 when they overlap).
    static func columnGap(_ a: TextSegment, _ b: TextSegment, stripWidth: Int) -> Int {
        circularGap(a.columns.lowerBound, a.columns.upperBound - 1, b.columns.lowerBound, b.columns.upperBound - 1, width: stripWidth)
    }

    /// One segment covering `a` and `b` over `rows`.
    static func union(_ a: TextSegment, _ b: TextSegment, rows: Range<Int>, stripWidth: Int) -> TextSegment {
        let columns = circularHull([(a.columns.lowerBound, a.columns.upperBound - 1), (b.columns.lowerBound, b.columns.upperBound - 1)], width: stripWidth)
        var segment = TextSegment(columns: columns, rows: rows, polarity: a.mass >= b.mass ? a.polarity : b.polarity, mass: a.mass + b.mass)
        segment.components = a.components + b.components
        let boxes = Double(a.mass) / max(a.fill, 1e-9) + Double(b.mass) / max(b.fill, 1e-9)
        segment.fill = Double(segment.mass) / max(boxes, 1)
        return segment
    }

    /// The groups of `components` that together make one letter, as index
    /// lists in ascending order. Two components are pieces of one letter
    /// when both are small (not `major`) and their boxes come within a
    /// quarter of `letterHeight` of each other both ways, or when one
    /// stands over the other as the halves of a letter split across its
    /// middle do (an `S` or a `7` whose thin stretch of stroke fell under
    /// the ink threshold): columns overlapping by half the wider one's
    /// width, rows within that reach, each at most three quarters of a
    /// letter high and together at most 1.15 letters.
    /// (A speck under a letter is narrower than half of it, and stays a
    /// mark.) A group counts when it has
    /// two or more pieces, a joint box from half a letter to one and a half
    /// letters high and at most two letters wide, and inks at least
    /// `letterHeight` pixels. `major` holds a flag per component; missing
    /// flags count as small. None under ``minimumBrokenLetterHeight``.
    ///
    /// - Complexity: O(k log k) to sort the k components by column, plus
    ///   the pairs whose columns come within reach.
    static func brokenLetters(_ components: [Component], major: [Bool], letterHeight: Int) -> [[Int]] {
        guard components.count >= 2, letterHeight >= minimumBrokenLetterHeight else { return [] }
        let reach = letterHeight / 4
        let isMajor = { (i: Int) in i < major.count && major[i] }
        let order = components.indices.sorted { components[$0].minX < components[$1].minX }
        var sets = DisjointSets(count: components.count)
        for (position, i) in order.enumerated() {
            let a = components[i]
            for j in order[(position + 1)...] {
                let b = components[j]
                let columnGap = b.minX - a.maxX - 1
                if columnGap > reach { break }
                let rowGap = max(b.minY - a.maxY, a.minY - b.maxY) - 1
                guard rowGap <= reach else { continue }
                let overlap = min(a.maxX, b.maxX) - max(a.minX, b.minX) + 1
                let stacked = 2 * overlap >= max(a.width, b.width)
                    && 4 * max(a.height, b.height) <= 3 * letterHeight
                    && 20 * (max(a.maxY, b.maxY) - min(a.minY, b.minY) + 1) <= 23 * letterHeight
                if stacked || (!isMajor(i) && !isMajor(j)) { sets.union(i, j) }
            }
        }
        var groups: [Int: [Int]] = [:]
        for i in components.indices { groups[sets.root(i), default: []].append(i) }
        return groups.values.filter { group in
            guard group.count >= 2 else { return false }
            let joint = box(of: group.map { components[$0] })
            return 2 * joint.height >= letterHeight && 2 * joint.height <= 3 * letterHeight
                && joint.width <= 2 * letterHeight && joint.area >= letterHeight
        }
        .sorted { $0[0] < $1[0] }
    }

    /// The least letter height at which letters are looked for in pieces:
    /// a letter a few rows high does not break into pieces that tell it,
    /// and a strip whose letter height is measured that low (from specks,
    /// when its words' letters touch) would make lines of specks.
    static let minimumBrokenLetterHeight = 10

    /// One component covering `parts`: their joint box, area and signed sum.
    static func box(of parts: [Component]) -> Component {
        var joint = parts.first ?? Component(minX: 0, maxX: 0, minY: 0, maxY: 0, area: 0, signedSum: 0)
        for part in parts.dropFirst() {
            joint.minX = min(joint.minX, part.minX)
            joint.maxX = max(joint.maxX, part.maxX)
            joint.minY = min(joint.minY, part.minY)
            joint.maxY = max(joint.maxY, part.maxY)
            joint.area += part.area
            joint.signedSum += part.signedSum
        }
        return joint
    }

    /// Columns between two spans on a circle of `width` columns (0 when they overlap).
    static func circularGap(_ a0: Int, _ a1: Int, _ b0: Int, _ b1: Int, width: Int) -> Int {
        var best = Int.max
        for shift in [-width, 0, width] {
            let c0 = b0 + shift
            let c1 = b1 + shift
            let gap = max(0, max(c0 - a1, a0 - c1) - 1)
            best = min(best, gap)
        }
        return best
    }

    /// The shortest range of columns covering every span on the circle, with
    /// its start in `0..<width`.
    static func circularHull(_ spans: [(Int, Int)], width: Int) -> Range<Int> {
        // Mark covered columns, find the largest uncovered run, start after it.
        var covered = [Bool](repeating: false, count: width)
        for (start, end) in spans {
            for column in start...end { covered[((column % width) + width) % width] = true }
        }
        guard covered.contains(false) else { return 0..<width }
        var bestStart = 0
        var bestLength = -1
        var column = 0
        // Walk twice round so a gap crossing the seam is measured whole.
        while column < 2 * width {
            if !covered[column % width] {
                let start = column
                while column < 2 * width && !covered[column % width] { column += 1 }
                let length = column - start
                if length > bestLength {
                    bestLength = length
                    bestStart = start
                }
            } else {
                column += 1
            }
        }
        let first = (bestStart + bestLength) % width
        let span = width - min(width, bestLength)
        return first..<(first + span)
    }
}
