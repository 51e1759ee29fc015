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
    /// - Complexity: O(width × height × log height): each column sorted
    ///   once into one scratch buffer. A strip under three rows high, or
    ///   whose scores do not hold `width × height` values, is left as it is.
    static func subtractColumnMedians(from scores: inout [Float], width: Int, height: Int) {
        guard width > 0, height >= 3, scores.count == width * height else { return }
        var column = [Float](repeating: 0, count: height)
        scores.withUnsafeMutableBufferPointer { scores in
            column.withUnsafeMutableBufferPointer { column in
                for x in 0..<width {
                    for y in 0..<height { column[y] = scores[y * width + x] }
                    column.sort()
                    let middle = height / 2
                    let median = height % 2 == 1 ? column[middle] : (column[middle - 1] + column[middle]) / 2
                    // A NaN score sorts anywhere; it leaves the column as it is.
                    guard median.isFinite, abs(median) >= columnTolerance else { continue }
                    for y in 0..<height { scores[y * width + x] -= median }
                }
            }
        }
    }
}
