extension StripPreparer {
    /// The least |median| (in noise units) a column must have to be levelled.
    static let columnTolerance: Float = 1.5

    /// `scores` (`width × height`, row after row) with each column's median
    /// taken out: what the rows' running medians leave of a band across
    /// the strip.
    ///
    /// A glare's streak crosses the dead wax along a radius, so it is a
    /// column band in the strip, narrower than a row's window: the rows'
    /// medians pass over it, and its light, as bright as a lit scratch,
    /// joins the letters it crosses into one blot. Down a column the band
    /// is everywhere and the letters are not (a letter is a fraction of the
    /// band's height, a stem in one column of it), so the column's median
    /// is the band. A column whose median is within ``columnTolerance`` of
    /// zero is left as it is: nothing crosses it, and taking out its
    /// noise would only stir the scores.
    ///
    /// - Complexity: O(width × height) on average: each column's median
    ///   selected (``Swift/Array/select(rank:in:)``) in one scratch buffer,
    ///   a column holding a NaN sorted instead. A strip under three rows high, or
    ///   whose scores do not hold `width × height` values, is left as it is.
    static func subtractColumnMedians(from scores: inout [Float], width: Int, height: Int) {
        guard width > 0, height >= 3, scores.count == width * height else { return }
        var column = [Float](repeating: 0, count: height)
        scores.withUnsafeMutableBufferPointer { scores in
            column.withUnsafeMutableBufferPointer { column in
                for x in 0..<width {
                    var unordered = false
                    for y in 0..<height {
                        column[y] = scores[y * width + x]
                        unordered = unordered || column[y].isNaN
                    }
                    // A NaN score sorts anywhere (selection needs none); it leaves the column as it is.
                    if unordered { column.sort() }
                    let middle = height / 2
                    let upper = unordered ? column[middle] : [Float].select(rank: middle, in: column)
                    var median = upper
                    if height % 2 == 0 {
                        // Selection leaves every element before `middle` at most the upper middle one.
                        let lower = unordered ? column[middle - 1] : column[0..<middle].max() ?? upper
                        median = (lower + upper) / 2
                    }
                    guard median.isFinite, abs(median) >= columnTolerance else { continue }
                    for y in 0..<height { scores[y * width + x] -= median }
                }
            }
        }
    }
}
