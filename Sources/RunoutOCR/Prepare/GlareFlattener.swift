/// Takes a glare's broad light out of an unwrapped strip, before
/// ``StripPreparer`` takes each row's background.
///
/// A glare on a record is a bright streak across the band: in the strip, a
/// patch a few letters wide whose light rises and falls along the turn and
/// from row to row. Each row's running median follows it only loosely. A
/// patch narrower than the median's window leaves a bright band; and in the
/// rows of a line of letters, letters darker than the glare pull the median
/// below the wax between them, which then scores as light around every
/// letter, as if the line sat in a bright box.
///
/// The flattener measures the light on a coarse grid of blocks, each
/// ``blockWidth`` strip heights wide and ``blockHeight`` high, as the
/// block's median grey: letters are sparse in a block several letters wide,
/// and grooves, a row or two each, average out in it. When the blocks' light
/// spans at least ``leastRange`` grey levels (a glare, not the ordinary
/// fall-off of light across a photo), the light, bilinear between block
/// centres and wrapping round the seam, is subtracted from every pixel and
/// the blocks' mean light added back. Grooves and letters, smaller than a
/// block, pass through for the preparer.
public struct GlareFlattener: Sendable {
    /// Width of a block, as a multiple of the strip height.
    public var blockWidth: Double
    /// Height of a block, as a multiple of the strip height.
    public var blockHeight: Double
    /// The least spread of the blocks' light, in grey levels, that is flattened.
    public var leastRange: Int

    /// The defaults: blocks a quarter of the strip height each way, and a
    /// least range of 80 grey levels. On 20 generated sets the glare photos'
    /// blocks span 99 to 185 grey levels, almost all others under 60 (a few
    /// with the label's edge in the band, more), and a least range anywhere
    /// from 60 to 95 reads the same lines. Wider blocks follow a glare's
    /// edge less closely: blocks half the strip height wide read 89 of the
    /// glare photos' 224 lines right, against 105.
    public init(blockWidth: Double = 0.25, blockHeight: Double = 0.25, leastRange: Int = 80) {
        self.blockWidth = blockWidth
        self.blockHeight = blockHeight
        self.leastRange = leastRange
    }

    /// The light of `strip`'s blocks: ``LightGrid/columns`` × ``LightGrid/rows``
    /// medians, row after row. A strip under 2 × 2 pixels has one block of
    /// its median (0 when empty).
    ///
    /// - Complexity: O(width × height + blocks × 256); one histogram of 256
    ///   counts per block column, reused row of blocks after row of blocks.
    public func light(of strip: GrayImage) -> LightGrid {
        let (width, height) = (strip.width, strip.height)
        guard width >= 2, height >= 2, strip.pixels.count == width * height else {
            return LightGrid(columns: 1, rows: 1, medians: [strip.isEmpty ? 0 : Float(Self.median(of: strip.pixels))])
        }
        let columns = Self.blockCount(length: width, block: Double(height) * blockWidth)
        let rows = Self.blockCount(length: height, block: Double(height) * blockHeight)
        var medians = [Float](repeating: 0, count: columns * rows)
        // The block column of each strip column, worked out once.
        let blockOfColumn = (0..<width).map { $0 * columns / width }
        var histograms = [Int32](repeating: 0, count: columns * 256)
        var blockRow = 0
        strip.pixels.withUnsafeBufferPointer { pixels in
            histograms.withUnsafeMutableBufferPointer { histograms in
                blockOfColumn.withUnsafeBufferPointer { blockOfColumn in
                    guard let pixels = pixels.baseAddress, let counts = histograms.baseAddress,
                          let blockOfColumn = blockOfColumn.baseAddress
                    else { return }
                    for y in 0...height {
                        // A row of blocks is complete: read its medians, start the next.
                        if y == height || y * rows / height != blockRow {
                            for column in 0..<columns {
                                let histogram = counts + column * 256
                                var counted = 0
                                for value in 0..<256 { counted += Int(histogram[value]) }
                                medians[blockRow * columns + column] = Float(Self.median(histogram, count: counted))
                                histogram.update(repeating: 0, count: 256)
                            }
                            guard y < height else { break }
                            blockRow = y * rows / height
                        }
                        let row = pixels + y * width
                        for x in 0..<width {
                            counts[(blockOfColumn[x] &<< 8) | Int(row[x])] &+= 1
                        }
                    }
                }
            }
        }
        return LightGrid(columns: columns, rows: rows, medians: medians)
    }

    /// `strip` with its glare's light taken out, or `nil` when its blocks'
    /// light spans under ``leastRange`` grey levels (nothing to flatten: the
    /// caller keeps the strip it has) or it is under 2 × 2 pixels.
    ///
    /// Each pixel becomes `pixel − light + mean light`, rounded and clamped to
    /// 0...255, where `light` is bilinear between the centres of the four
    /// nearest blocks: round the seam along a row (the strip is a turn), held
    /// at the first and last rows of blocks across.
    ///
    /// - Complexity: O(width × height), as ``light(of:)``, plus one pass.
    public func flattened(_ strip: GrayImage) -> GrayImage? {
        let (width, height) = (strip.width, strip.height)
        guard width >= 2, height >= 2, strip.pixels.count == width * height else { return nil }
        let grid = light(of: strip)
        guard let least = grid.medians.min(), let most = grid.medians.max(), most - least >= Float(leastRange) else {
            return nil
        }
        let mean = grid.medians.reduce(0, +) / Float(grid.medians.count)
        // Per column: the blocks either side of it (wrapping) and the weight of the right one.
        let columns = grid.columns
        var left = [Int](repeating: 0, count: width)
        var right = [Int](repeating: 0, count: width)
        var weight = [Float](repeating: 0, count: width)
        for x in 0..<width {
            let position = (Double(x) + 0.5) * Double(columns) / Double(width) - 0.5
            let below = position.rounded(.down)
            left[x] = (Int(below) + columns) % columns
            right[x] = (Int(below) + 1) % columns
            weight[x] = Float(position - below)
        }
        var output = strip
        var rowLight = [Float](repeating: 0, count: columns)
        output.pixels.withUnsafeMutableBufferPointer { pixels in
            rowLight.withUnsafeMutableBufferPointer { rowLight in
                left.withUnsafeBufferPointer { left in
                    right.withUnsafeBufferPointer { right in
                        weight.withUnsafeBufferPointer { weight in
                            guard let pixels = pixels.baseAddress, let rowLight = rowLight.baseAddress,
                                  let left = left.baseAddress, let right = right.baseAddress,
                                  let weight = weight.baseAddress
                            else { return }
                            for y in 0..<height {
                                // This row's light at each block column, between the rows of blocks above and below.
                                let position = min(
                                    Double(grid.rows - 1),
                                    max(0, (Double(y) + 0.5) * Double(grid.rows) / Double(height) - 0.5))
                                let upper = Int(position)
                                let lower = min(grid.rows - 1, upper + 1)
                                let down = Float(position - Double(upper))
                                for column in 0..<columns {
                                    let above = grid.medians[upper * columns + column]
                                    rowLight[column] = above + (grid.medians[lower * columns + column] - above) * down
                                }
                                let row = pixels + y * width
                                for x in 0..<width {
                                    let (a, b) = (rowLight[left[x]], rowLight[right[x]])
                                    let value = Float(row[x]) - (a + (b - a) * weight[x]) + mean
                                    // Clamped first, so that the conversion cannot trap; then to the nearest.
                                    row[x] = UInt8(max(0, min(255, value)) + 0.5)
                                }
                            }
                        }
                    }
                }
            }
        }
        return output
    }

    /// How many blocks of about `block` pixels cover `length`: at least 1, at most `length`.
    static func blockCount(length: Int, block: Double) -> Int {
        guard block.isFinite, block > 1 else { return max(1, length) }
        return max(1, min(length, Int((Double(length) / block).rounded())))
    }

    /// The lower median of `bytes` (0 for none).
    static func median(of bytes: [UInt8]) -> UInt8 {
        var histogram = [Int32](repeating: 0, count: 256)
        for byte in bytes { histogram[Int(byte)] += 1 }
        return histogram.withUnsafeMutableBufferPointer { counts in
            counts.baseAddress.map { median($0, count: bytes.count) } ?? 0
        }
    }

    /// The lower median of `count` values counted in a 256-bin `histogram` (0 for none).
    static func median(_ histogram: UnsafeMutablePointer<Int32>, count: Int) -> UInt8 {
        guard count > 0 else { return 0 }
        let target = (count + 1) / 2
        var seen = 0
        for value in 0..<256 {
            seen += Int(histogram[value])
            if seen >= target { return UInt8(value) }
        }
        return 255
    }
}
