/// An 8-bit greyscale image, row-major, one byte per pixel, 0 black … 255 white.
///
/// The value type that passes between the pipeline's stages. It owns its
/// pixels; nothing in it points into C memory.
public struct GrayImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height` bytes, row after row.
    public var pixels: [UInt8]

    /// An image filled with one value. Negative sizes are treated as 0.
    public init(width: Int, height: Int, fill: UInt8 = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = [UInt8](repeating: fill, count: self.width * self.height)
    }

    /// An image over existing pixels; `nil` unless `pixels.count == width * height`.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Whether the image has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The pixel at (`x`, `y`); both must be in bounds.
    @inlinable
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// Bilinear interpolation at a real position; `outside` beyond the edges.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func sample(x: Double, y: Double, outside: Double = 0) -> Double {
        guard x >= 0, y >= 0, x <= Double(width - 1), y <= Double(height - 1) else { return outside }
        return pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress, p.count >= width * height else { return outside }
            return Self.bilinear(base, width: width, height: height, x: x, y: y)
        }
    }

    /// Bilinear interpolation of `width × height` pixels, row after row, at
    /// (`x`, `y`), which must lie within `0...width - 1` and `0...height - 1`:
    /// the expression behind ``sample(x:y:outside:)``. (The polar unwrapper
    /// blends in fixed point instead: `FixedPointBilinear`.)
    ///
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    static func bilinear(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, x: Double, y: Double) -> Double {
        let x0 = Int(x)
        let y0 = Int(y)
        let x1 = min(x0 + 1, width - 1)
        let y1 = min(y0 + 1, height - 1)
        let fx = x - Double(x0)
        let fy = y - Double(y0)
        let upper = pixels + y0 * width
        let lower = pixels + y1 * width
        let top = Double(upper[x0]) * (1 - fx) + Double(upper[x1]) * fx
        let bottom = Double(lower[x0]) * (1 - fx) + Double(lower[x1]) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// The image turned half a turn (each row reversed, rows in reverse order).
    ///
    /// The pixels in reverse order, written once into new storage, eight
    /// at a time as byte-swapped words: not a copy reversed in place
    /// afterwards, which reads and writes every byte twice.
    ///
    /// - Complexity: O(pixels); one allocation, never zero-filled first.
    public func rotatedHalfTurn() -> GrayImage {
        let count = pixels.count
        let reversed = pixels.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                let words = count / 8
                // Word `w` of the result is the word ending `8 · w` bytes
                // before the source's end, its bytes swapped.
                let raw = UnsafeRawPointer(from)
                let out = UnsafeMutableRawPointer(to)
                for word in 0..<words {
                    let value = raw.loadUnaligned(fromByteOffset: count - 8 * (word + 1), as: UInt64.self)
                    out.storeBytes(of: value.byteSwapped, toByteOffset: 8 * word, as: UInt64.self)
                }
                for index in (8 * words)..<count { to[index] = from[count - 1 - index] }
                initialized = count
            }
        }
        var out = self
        out.pixels = reversed
        return out
    }
}
