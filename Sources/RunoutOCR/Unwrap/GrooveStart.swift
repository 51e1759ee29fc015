/// Where the grooves end at the top of an unwrapped strip: the first row
/// of plain dead wax under a band that starts over the grooves.
///
/// Grooves are concentric, so in a strip unwrapped about the record's own
/// centre and ellipse they run straight along its rows: the grey changes
/// much more from row to row than from column to column. Plain wax is
/// grain, about as rough either way, and so are letters. The strip is cut
/// into blocks of ``blockWidth`` columns; a block is grooved at a row when
/// its row-to-row differences outweigh its column-to-column ones
/// ``grooveRatio`` times. A row's score is the share of its blocks that are
/// grooved, averaged over five rows: over grooves 0.1 to 0.6 (only the
/// angles a light catches show them), over wax under 0.06 (letters and
/// scratches seldom raise it over a whole row). Pixels of 0 are outside the
/// photo (``PolarUnwrapper``) and are not counted; a row with no block at
/// least half inside it is not scored.
///
/// On the 96 strips of stretched guide rings (`resize` gravity) of
/// independent seeds 29-40, each unwrapped out to the ring's farthest
/// point, an end was found on 30: 0 to 7 rows past the generator's groove
/// start on 22, 10 to 22 rows past it on 7, and on one at the top with 60
/// rows of grooves no light caught above the wax. Where no rows of wax
/// follow grooves (grooves the light misses, a quiet stretch within them)
/// nothing is found.
public enum GrooveStart {
    /// Columns per block.
    public static let blockWidth = 48
    /// How many times the row-to-row differences outweigh the
    /// column-to-column ones in a grooved block.
    public static let grooveRatio = 1.4
    /// The score under which a row is plain wax.
    public static let quietScore = 0.06
    /// The score the rows over the wax average at least, for them to be grooves.
    public static let groovedScore = 0.1
    /// Rows of plain wax that end the grooves.
    public static let quietRun = 8

    /// Each row's score but the last (which has no row under it), averaged
    /// over the scored rows among five (fewer at the ends); NaN for a row
    /// with no block at least half inside the photo. Empty for a strip
    /// under 3 rows or narrower than one block and a column.
    ///
    /// - Complexity: O(strip pixels).
    public static func scores(of strip: GrayImage) -> [Double] {
        let width = strip.width, height = strip.height
        guard height >= 3, width > blockWidth else { return [] }
        var shares = [Double](repeating: .nan, count: height - 1)
        strip.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<(height - 1) {
                var grooved = 0
                var counted = 0
                var start = 0
                while start + blockWidth < width {
                    var down = 0
                    var across = 0
                    var pixelsCounted = 0
                    for column in start..<(start + blockWidth) {
                        let here = Int(pixels[row * width + column])
                        let below = Int(pixels[(row + 1) * width + column])
                        let right = Int(pixels[row * width + column + 1])
                        guard here > 0, below > 0, right > 0 else { continue }
                        down += abs(below - here)
                        across += abs(right - here)
                        pixelsCounted += 1
                    }
                    if pixelsCounted * 2 >= blockWidth {
                        counted += 1
                        if Double(down) >= grooveRatio * Double(across), down > 0 { grooved += 1 }
                    }
                    start += blockWidth
                }
                if counted > 0 { shares[row] = Double(grooved) / Double(counted) }
            }
        }
        var scores = shares
        for row in shares.indices where !shares[row].isNaN {
            let near = (max(0, row - 2)...min(shares.count - 1, row + 2)).map { shares[$0] }.filter { !$0.isNaN }
            scores[row] = near.reduce(0, +) / Double(near.count)
        }
        return scores
    }

    /// The first row of plain wax under the grooves at the top of `strip`
    /// (row 0 is the band's outer edge), if it starts before row `limit`:
    /// the first of ``quietRun`` rows scoring under ``quietScore``, when the
    /// rows above it average ``groovedScore`` or more, or when it is within
    /// two rows of the first row scored (the band starts on the wax, or
    /// past the photo's edge). Rows past the photo's edge are not scored.
    /// `nil` when there is no such run before `limit`, when the rows above
    /// the first one are not grooved, or when the strip is too small to
    /// score or lies outside the photo.
    ///
    /// - Complexity: O(strip pixels).
    public static func row(in strip: GrayImage, before limit: Int) -> Int? {
        let scores = scores(of: strip)
        guard let first = scores.firstIndex(where: { !$0.isNaN }) else { return nil }
        let last = min(scores.count - quietRun, limit - 1)
        guard last >= first else { return nil }
        for row in first...last where scores[row..<(row + quietRun)].allSatisfy({ $0 < quietScore }) {
            if row <= first + 2 { return row }
            let above = scores[first..<row].filter { !$0.isNaN }
            return above.reduce(0, +) >= groovedScore * Double(above.count) ? row : nil
        }
        return nil
    }

    /// The outer radius of `band` moved out to where the grooves start,
    /// when they start between its outer radius and `farthest`: the band
    /// is unwrapped out to `farthest` and ends ``marginRows`` rows above
    /// the first row of wax under the grooves (``row(in:before:)``; a line
    /// can start right at the grooves, and the wax is found 0-7 rows
    /// late). `nil` when no wax is found before the band's own outer
    /// radius, and when `farthest` is not a finite radius past it.
    ///
    /// - Complexity: O(pixels of the band out to `farthest`).
    public static func outerRadius(of band: Annulus, outTo farthest: Double, in image: GrayImage) -> Double? {
        guard farthest.isFinite, farthest > band.outerRadius else { return nil }
        var widest = band
        widest.outerRadius = farthest
        let strip = PolarUnwrapper().unwrap(image, along: widest)
        let ownRow = Int(((farthest - band.outerRadius) / strip.radiusPerRow).rounded(.down))
        guard let wax = row(in: strip.image, before: ownRow) else { return nil }
        return strip.radius(atRow: Double(max(0, wax - marginRows)))
    }

    /// Rows of grooves a band reaching to them keeps above the wax.
    public static let marginRows = 6
}
