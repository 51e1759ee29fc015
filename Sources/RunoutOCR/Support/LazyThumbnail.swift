/// ``GrayImage/thumbnail(longSide:)`` whose pixels are worked out only
/// where they are read, in tiles of 16 × 16, on first use.
///
/// A located record with a given ring reads the thumbnail only around the
/// label's edge, a small part of it; the rest is never resampled. Every
/// pixel worked out is the one ``GrayImage/thumbnail(longSide:)`` gives, so
/// ``sample(x:y:outside:)`` reads the same values as on the eager
/// thumbnail, bit for bit.
///
/// Not `Sendable` and not copyable in spirit: a class that fills itself in
/// as it is read, owned by one locate call.
final class LazyThumbnail: BilinearSampling {
    /// The thumbnail's size.
    let width: Int
    let height: Int
    /// Thumbnail pixels per source pixel (1 when the source is small enough to be its own thumbnail).
    let scale: Double

    private let source: GrayImage
    private let across: ResamplingTaps?
    private let down: ResamplingTaps?
    private let pixels: UnsafeMutablePointer<UInt8>
    private let tilesAcross: Int
    /// Per tile, whether its pixels are worked out.
    private let ready: UnsafeMutablePointer<Bool>
    private static let tileShift = 4

    /// The thumbnail of `image` with its longer side at most `longSide`
    /// (never enlarged), as ``GrayImage/thumbnail(longSide:)`` sizes it; an
    /// empty source gives a black one.
    init(of image: GrayImage, longSide: Int) {
        let longest = max(image.width, image.height)
        source = image
        if longest > longSide, longSide > 0 {
            scale = Double(longSide) / Double(longest)
            width = max(1, Int((Double(image.width) * scale).rounded()))
            height = max(1, Int((Double(image.height) * scale).rounded()))
        } else {
            scale = 1
            width = image.width
            height = image.height
        }
        let tileSide = 1 << Self.tileShift
        tilesAcross = (width + tileSide - 1) >> Self.tileShift
        let tiles = tilesAcross * ((height + tileSide - 1) >> Self.tileShift)
        pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, width * height))
        pixels.initialize(repeating: 0, count: max(1, width * height))
        ready = UnsafeMutablePointer<Bool>.allocate(capacity: max(1, tiles))
        if scale == 1 || image.isEmpty {
            // Its own thumbnail (copied), or a black one: nothing to work out.
            across = nil
            down = nil
            if scale == 1 {
                image.pixels.withUnsafeBufferPointer { source in
                    if let base = source.baseAddress { pixels.update(from: base, count: width * height) }
                }
            }
            ready.initialize(repeating: true, count: max(1, tiles))
        } else {
            across = ResamplingTaps(count: width, length: image.width)
            down = ResamplingTaps(count: height, length: image.height)
            ready.initialize(repeating: false, count: max(1, tiles))
        }
    }

    deinit {
        pixels.deallocate()
        ready.deallocate()
    }

    /// Works out the tiles covering columns `x0...x1` and rows `y0...y1` (in
    /// bounds) that are not yet. Out of line, so that the common read of a
    /// tile already worked out stays small where it is inlined.
    @inline(never)
    private func ensure(columns x0: Int, _ x1: Int, rows y0: Int, _ y1: Int) {
        for tileY in (y0 >> Self.tileShift)...(y1 >> Self.tileShift) {
            for tileX in (x0 >> Self.tileShift)...(x1 >> Self.tileShift) where !ready[tileY * tilesAcross + tileX] {
                fill(tileX: tileX, tileY: tileY)
            }
        }
    }

    private func fill(tileX: Int, tileY: Int) {
        ready[tileY * tilesAcross + tileX] = true
        guard let across, let down else { return }
        let side = 1 << Self.tileShift
        let rows = (tileY * side)..<min(height, (tileY + 1) * side)
        let columns = (tileX * side)..<min(width, (tileX + 1) * side)
        source.resample(rows: rows, columns: columns, across: across, down: down, into: pixels, targetWidth: width)
    }

    /// The bilinear blend at (`x`, `y`) of the thumbnail, `outside` beyond
    /// its edges or at NaN: ``GrayImage/sample(x:y:outside:)`` term for term.
    ///
    /// Inlined where it is read: the bounds, one tile's flag when the four
    /// pixels share a tile (most reads), and the blend; the tiles are worked
    /// out by a call only on a miss. Index arithmetic cannot overflow (all
    /// within the thumbnail), so it wraps instead of checking.
    ///
    /// - Complexity: O(1), plus O(256) the first time a tile is read.
    @inline(__always)
    func sample(x: Double, y: Double, outside: Double = 0) -> Double {
        guard x >= 0, y >= 0, x <= Double(width &- 1), y <= Double(height &- 1) else { return outside }
        let x0 = Int(x)
        let y0 = Int(y)
        let x1 = min(x0 &+ 1, width &- 1)
        let y1 = min(y0 &+ 1, height &- 1)
        let shift = Self.tileShift
        // Most reads fall within one tile that is already worked out.
        if !(x0 >> shift == x1 >> shift && y0 >> shift == y1 >> shift
            && ready[(y0 >> shift) &* tilesAcross &+ (x0 >> shift)]) {
            ensure(columns: x0, x1, rows: y0, y1)
        }
        let fx = x - Double(x0)
        let fy = y - Double(y0)
        let (upper, lower) = (pixels + y0 &* width, pixels + y1 &* width)
        let top = Double(upper[x0]) * (1 - fx) + Double(upper[x1]) * fx
        let bottom = Double(lower[x0]) * (1 - fx) + Double(lower[x1]) * fx
        return top * (1 - fy) + bottom * fy
    }
}
