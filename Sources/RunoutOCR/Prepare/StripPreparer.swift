/// Takes the background out of an unwrapped strip.
///
/// The background of each row is its running median along the turn (a
/// window of ``windowColumns`` columns, wrapping at the seam): etchings are
/// short and sparse along a row, so the median is the wax, the groove or the
/// glare there, and subtracting it removes all three while keeping letters.
/// The residual is divided by the strip's robust noise level (the median
/// absolute residual), so that thresholds mean the same on every photo.
/// Then, when ``levelsColumns``, each column's median is taken out too: a
/// glare's streak across the band is a column band the rows' medians pass
/// over (``subtractColumnMedians(from:width:height:)``).
public struct StripPreparer: Sendable {
    /// Width of the running median window, in columns, as a multiple of the strip height.
    public var windowHeights: Double
    /// Columns between median evaluations (linear in between).
    public var evaluationStep: Int
    /// Whether each column's median is taken out after the rows' (a glare's
    /// streak across the band).
    public var levelsColumns: Bool

    public init(windowHeights: Double = 1.5, evaluationStep: Int = 8, levelsColumns: Bool = true) {
        self.windowHeights = windowHeights
        self.evaluationStep = evaluationStep
        self.levelsColumns = levelsColumns
    }

    /// The background-free scores of `strip`.
    ///
    /// Each row's window slides one column at a time over a byte histogram
    /// whose median is tracked as it moves (``SlidingByteMedian``); it is read
    /// at every `evaluationStep`-th column and at the last, and the
    /// background between those knots is linear. A strip narrower than the
    /// window (at least 31 columns) wraps round more than once: each column
    /// counts as often as it falls in the window. A strip of one column is its
    /// own background (all scores 0); an empty strip has no scores and noise 1.
    ///
    /// - Complexity: O(width × height) for the sliding histograms and the
    ///   scores, plus O(256 × height) for the median walks at worst (each
    ///   read walks from the last median, so little more on a smooth row).
    ///   One allocation for the scores, none per row or pixel.
    public func prepare(_ strip: GrayImage) -> PreparedStrip {
        var none: [Float] = []
        return prepare(strip, reusing: &none)
    }

    /// ``prepare(_:)``, its scores written into `storage`'s memory when it
    /// has room (an earlier strip's scores, handed back once nothing else
    /// holds them): the same scores, without fresh pages to fault in, about
    /// 1.6 MB for a 2,600 × 160 strip. `storage` is left empty. Storage still
    /// shared with another array is copied first, as any array is.
    ///
    /// - Complexity: as ``prepare(_:)``; O(width × height) more to fill
    ///   storage whose count differs from the strip's.
    public func prepare(_ strip: GrayImage, reusing storage: inout [Float]) -> PreparedStrip {
        // Taken out (not copied), so that writing it copies nothing.
        var residual: [Float] = []
        swap(&residual, &storage)
        let width = strip.width
        let height = strip.height
        guard width > 0, height > 0 else { return PreparedStrip(width: width, height: height, scores: [], noise: 1) }
        let window = max(31, min(width, Int(Double(height) * windowHeights)) | 1)
        let half = window / 2
        let step = max(1, evaluationStep)
        var background = [Float](repeating: 0, count: width)
        // |residual| histogram for the noise: 0.05 grey-level bins up to 64,
        // four of them taking turns by column (most residuals fall in a few
        // bins, and one histogram would wait on its own last increment).
        let bins = Self.absoluteBins + 1
        var absolute = [Int32](repeating: 0, count: 4 * bins)
        var median = SlidingByteMedian(rank: window / 2)
        // Where column 0's window starts, wrapped.
        let firstLeaving = ((-half % width) + width) % width
        let count = width * height
        // Into the storage handed in when it has room (filled first only when
        // its count differs: an array cannot grow uninitialized), else into
        // new memory, written without a fill.
        if residual.capacity >= count {
            if residual.count != count {
                residual.removeAll(keepingCapacity: true)
                residual.append(contentsOf: repeatElement(0, count: count))
            }
            residual.withUnsafeMutableBufferPointer { residual in
                Self.writeResiduals(
                    of: strip, into: residual.baseAddress, background: &background, absolute: &absolute, bins: bins,
                    window: window, step: step, median: &median, leaving: firstLeaving)
            }
        } else {
            residual = [Float](unsafeUninitializedCapacity: count) { residual, initialized in
                Self.writeResiduals(
                    of: strip, into: residual.baseAddress, background: &background, absolute: &absolute, bins: bins,
                    window: window, step: step, median: &median, leaving: firstLeaving)
                initialized = count
            }
        }
        var combined = [Int](repeating: 0, count: bins)
        for bin in 0..<bins {
            combined[bin] = (0..<4).reduce(0) { $0 + Int(absolute[$1 * bins + bin]) }
        }
        let noise = max(1, Self.medianAbsolute(combined, count: width * height) * 1.4826)
        residual.withUnsafeMutableBufferPointer { scores in
            for index in scores.indices { scores[index] /= noise }
        }
        if levelsColumns { Self.subtractColumnMedians(from: &residual, width: width, height: height) }
        return PreparedStrip(width: width, height: height, scores: residual, noise: noise)
    }

    /// Every residual of `strip` into `target` (`width × height` floats, row
    /// by row), each row's background
    /// (``fillBackground(_:of:width:window:step:median:leaving:extended:)``)
    /// subtracted, and each |residual| counted in `absolute`: four
    /// histograms of `bins` bins taking turns by column. A strip whose pixels
    /// do not match its size (the one way to skip the rows) gets all zeros.
    ///
    /// - Complexity: O(width × height) plus the median walks; one
    ///   allocation, the rows' scratch of `width − 1 + window` bytes.
    @inline(__always)
    private static func writeResiduals(
        of strip: GrayImage, into target: UnsafeMutablePointer<Float>?, background: inout [Float],
        absolute: inout [Int32], bins: Int, window: Int, step: Int, median: inout SlidingByteMedian, leaving: Int
    ) {
        guard let target else { return }
        let (width, height) = (strip.width, strip.height)
        let extended = UnsafeMutablePointer<UInt8>.allocate(capacity: width - 1 + window)
        defer { extended.deallocate() }
        strip.pixels.withUnsafeBufferPointer { pixels in
            background.withUnsafeMutableBufferPointer { background in
                absolute.withUnsafeMutableBufferPointer { absolute in
                    guard pixels.count >= width * height, let pixels = pixels.baseAddress,
                          let background = background.baseAddress, let absolute = absolute.baseAddress
                    else {
                        // Floats are trivial: initializing also overwrites.
                        target.initialize(repeating: 0, count: width * height)
                        return
                    }
                    for y in 0..<height {
                        let row = pixels + y * width
                        fillBackground(
                            background, of: row, width: width, window: window, step: step, median: &median,
                            leaving: leaving, extended: extended)
                        let out = target + y * width
                        for x in 0..<width {
                            let value = Float(row[x]) - background[x]
                            out[x] = value
                            absolute[(x & 3) * bins + min(absoluteBins, Int(abs(value) * 20))] &+= 1
                        }
                    }
                }
            }
        }
    }

    /// One row's background into `background[0..<width]`: the running median
    /// of the `window` columns centred on each knot column (0, every
    /// `step`-th, and `width − 1`), linear in between. `leaving` is the
    /// wrapped column `−window/2`, where column 0's window starts.
    ///
    /// The row is first copied into `extended` (`width − 1 + window` bytes)
    /// from `leaving` on, round the turn as often as it takes, so that the
    /// window of column `c` is `extended[c ..< c + window]`: sliding it from
    /// knot to knot then needs no wrap test and no knot test per column.
    ///
    /// - Complexity: O(width + window) plus the median walks.
    @inline(__always)
    private static func fillBackground(
        _ background: UnsafeMutablePointer<Float>, of row: UnsafePointer<UInt8>, width: Int, window: Int, step: Int,
        median: inout SlidingByteMedian, leaving: Int, extended: UnsafeMutablePointer<UInt8>
    ) {
        // The row from `leaving` on, wrapping, in runs of whole copies.
        let total = width - 1 + window
        var filled = 0
        var from = leaving
        while filled < total {
            let run = min(width - from, total - filled)
            (extended + filled).update(from: row + from, count: run)
            filled += run
            from = 0
        }
        median.removeAll()
        // Window centred on column 0.
        for position in 0..<window { median.insert(extended[position]) }
        var knot = 0
        var knotValue = Float(median.value())
        while knot < width - 1 {
            let column = min(knot + step, width - 1)
            // Slide the window one column right at a time, onto `column`.
            for slid in (knot + 1)...column {
                median.replace(extended[slid - 1], with: extended[slid + window - 1])
            }
            let value = Float(median.value())
            // Linear from the last knot; this knot's own column is written by the
            // next span, or by this one when it is the last.
            let span = Float(column - knot)
            let last = column == width - 1 ? column : column - 1
            if (column - knot) & (column - knot - 1) == 0 {
                // A power-of-two span (every full step of 8): dividing by it is
                // multiplying by its exact reciprocal, the same bits, faster.
                let reciprocal = 1 / span
                for x in knot...last {
                    background[x] = knotValue + (value - knotValue) * Float(x - knot) * reciprocal
                }
            } else {
                for x in knot...last {
                    background[x] = knotValue + (value - knotValue) * Float(x - knot) / span
                }
            }
            knot = column
            knotValue = value
        }
        if width == 1 { background[0] = knotValue }
    }

    /// Bins of the |residual| histogram, 0.05 grey levels each; the last holds everything from 64 up.
    private static let absoluteBins = 1280

    /// The median |residual| from its histogram (`count` values): the bin's
    /// middle, in grey levels; 64 when past the last bin; 1 for no values.
    private static func medianAbsolute(_ histogram: [Int], count: Int) -> Float {
        guard count > 0 else { return 1 }
        let target = count / 2
        var seen = 0
        for bin in 0...absoluteBins {
            seen += histogram[bin]
            if seen > target { return Float(bin) / 20 + 0.025 }
        }
        return 64
    }
}
