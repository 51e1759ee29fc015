/// Where each output pixel along one axis of a bilinear resampling reads:
/// the source pixel at or before its position, the one after (the same at
/// the last pixel) and the weight of the one after, exactly as
/// ``GrayImage/sample(x:y:outside:)`` derives them for the position
/// `(i + 0.5) · length / count − 0.5` clamped into `0...length − 1`.
///
/// Worked out once per column (row) instead of once per pixel.
struct ResamplingTaps: Sendable {
    /// The source pixel at or before each output position.
    let low: [Int]
    /// The source pixel after it, `low` itself at the last source pixel.
    let high: [Int]
    /// The weight of `high` (the position's fraction past `low`), in `0..<1`.
    let weight: [Double]

    /// Taps for `count` output pixels over `length` source pixels (both at least 1).
    ///
    /// - Complexity: O(count).
    init(count: Int, length: Int) {
        let count = max(0, count)
        let scale = Double(length) / Double(max(1, count))
        var low = [Int](repeating: 0, count: count)
        var high = [Int](repeating: 0, count: count)
        var weight = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let position = min(Double(length - 1), max(0, (Double(index) + 0.5) * scale - 0.5))
            let first = Int(position)
            low[index] = first
            high[index] = min(first + 1, length - 1)
            weight[index] = position - Double(first)
        }
        self.low = low
        self.high = high
        self.weight = weight
    }
}

extension GrayImage {
    /// Writes the resampled pixels of `rows` × `columns` into `target`
    /// (rows `targetWidth` bytes apart): each one the bilinear blend
    /// ``sample(x:y:outside:)`` gives at its taps, rounded half away from
    /// zero. The image must not be empty and the taps must be made for its
    /// width (`across`) and height (`down`).
    ///
    /// - Complexity: O(rows × columns).
    func resample(
        rows: Range<Int>, columns: Range<Int>, across: ResamplingTaps, down: ResamplingTaps,
        into target: UnsafeMutablePointer<UInt8>, targetWidth: Int
    ) {
        let width = width
        pixels.withUnsafeBufferPointer { source in
            across.low.withUnsafeBufferPointer { left in
                across.high.withUnsafeBufferPointer { right in
                    across.weight.withUnsafeBufferPointer { weights in
                        guard let source = source.baseAddress else { return }
                        for y in rows {
                            let fy = down.weight[y]
                            let upper = source + down.low[y] * width
                            let lower = source + down.high[y] * width
                            let line = target + y * targetWidth
                            for x in columns {
                                let fx = weights[x]
                                let (x0, x1) = (left[x], right[x])
                                // As `sample`: each row blended across, then the two rows.
                                let a = Double(upper[x0]) * (1 - fx) + Double(upper[x1]) * fx
                                let b = Double(lower[x0]) * (1 - fx) + Double(lower[x1]) * fx
                                line[x] = UInt8(clampingRounded: a * (1 - fy) + b * fy)
                            }
                        }
                    }
                }
            }
        }
    }
}
