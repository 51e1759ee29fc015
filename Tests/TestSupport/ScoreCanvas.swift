import Foundation

/// A grid of signed scores, as a prepared strip holds them, to draw letters,
/// lines and dust on for the segmenter and the segment-image builder.
/// Tests wrap it in a `PreparedStrip`.
public struct ScoreCanvas: Sendable {
    public let width: Int
    public let height: Int
    /// `width * height` scores, row after row.
    public var scores: [Float]

    public init(width: Int, height: Int, fill: Float = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        scores = [Float](repeating: fill, count: self.width * self.height)
    }

    /// Sets the score at (`x`, `y`); `x` wraps around the turn, rows outside are skipped.
    public mutating func set(_ x: Int, _ y: Int, _ value: Float) {
        guard width > 0, y >= 0, y < height else { return }
        scores[y * width + ((x % width) + width) % width] = value
    }

    /// Adds seeded uniform noise of amplitude `amplitude` to every score.
    public mutating func addNoise(amplitude: Float, seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for index in scores.indices { scores[index] += Float.random(in: -amplitude...amplitude, using: &generator) }
    }

    /// Fills the rectangle `x..<x+w`, `y..<y+h` (columns wrap).
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, value: Float) {
        for row in y..<(y + h) {
            for column in x..<(x + w) { set(column, row, value) }
        }
    }

    /// Draws `text` in ``LetterFont`` letters `scale` pixels per font dot,
    /// top-left corner at (`x`, `y`), one dot of space between letters.
    /// Returns the columns from the first inked one to one past the last
    /// (unwrapped: may run past the width); empty when nothing was inked.
    @discardableResult
    public mutating func draw(_ text: String, x: Int, y: Int, scale: Int = 2, value: Float = 8) -> Range<Int> {
        var column = x
        var first = Int.max
        var last = Int.min
        for character in text {
            if let rows = LetterFont.dots[character] {
                for (r, line) in rows.enumerated() {
                    for (c, dot) in line.enumerated() where dot == "#" {
                        let left = column + c * scale
                        fill(x: left, y: y + r * scale, width: scale, height: scale, value: value)
                        first = min(first, left)
                        last = max(last, left + scale)
                    }
                }
            }
            column += (LetterFont.width + 1) * scale
        }
        return first <= last ? first..<last : x..<x
    }

    /// Draws `text` with its baseline sloping: letter `i` is lowered by
    /// `slope` rows per column of its left edge from `x`.
    public mutating func drawSloped(_ text: String, x: Int, y: Double, slope: Double, scale: Int = 2, value: Float = 8) {
        var column = x
        for character in text {
            let top = Int((y + slope * Double(column - x)).rounded())
            draw(String(character), x: column, y: top, scale: scale, value: value)
            column += (LetterFont.width + 1) * scale
        }
    }
}

/// A 5 × 7 dot font of capitals and digits, enough to draw letter-like ink.
public enum LetterFont {
    public static let width = 5
    public static let height = 7

    public static let dots: [Character: [String]] = [
        "A": [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "B": ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
        "C": [".####", "#....", "#....", "#....", "#....", "#....", ".####"],
        "E": ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
        "D": ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
        "F": ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
        "G": [".####", "#....", "#....", "#..##", "#...#", "#...#", ".###."],
        "I": [".###.", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "M": ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
        "N": ["#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#", "#...#"],
        "R": ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
        "T": ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
        "H": ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
        "L": ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
        "O": [".###.", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
        "P": ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
        "S": [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
        "X": ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
        "Y": ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
        "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
        "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
        "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
        "9": [".###.", "#...#", "#...#", ".####", "....#", "....#", ".###."],
        "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
        "3": ["####.", "....#", "....#", ".###.", "....#", "....#", "####."],
        "6": [".###.", "#....", "#....", "####.", "#...#", "#...#", ".###."],
        "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
        "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
        "-": [".....", ".....", ".....", "#####", ".....", ".....", "....."],
    ]
}
