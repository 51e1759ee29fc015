import CTesseract
import Foundation
import RunoutOCR

/// An RGB picture for tests of colour decoding, encoded through leptonica
/// (the library itself only ever writes grey).
public struct ColourPicture: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// Red, green, blue per pixel, row after row.
    public var samples: [UInt8]

    /// A picture of `width` × `height` whose pixel at (x, y) is `colour(x, y)`.
    public init(width: Int, height: Int, colour: (Int, Int) -> (red: UInt8, green: UInt8, blue: UInt8)) {
        self.width = width
        self.height = height
        samples = []
        samples.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue) = colour(x, y)
                samples += [red, green, blue]
            }
        }
    }

    /// The colour with luma `luma` and chroma (`cb`, `cr`) in JPEG's YCbCr
    /// (BT.601, full range), each channel rounded and clamped to 0...255.
    public static func colour(luma: Double, cb: Double, cr: Double) -> (red: UInt8, green: UInt8, blue: UInt8) {
        func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value.rounded()))) }
        return (
            channel(luma + 1.402 * cr), channel(luma - 0.344136 * cb - 0.714136 * cr), channel(luma + 1.772 * cb)
        )
    }

    /// ``Chroma/magnitude(red:green:blue:)`` of every pixel, as the decoder
    /// should give it for a lossless encoding.
    public var chroma: GrayImage {
        var image = GrayImage(width: width, height: height)
        for index in 0..<(width * height) {
            image.pixels[index] = Chroma.magnitude(
                red: samples[3 * index], green: samples[3 * index + 1], blue: samples[3 * index + 2])
        }
        return image
    }

    /// Lossless PNG bytes, or `nil` when leptonica cannot encode them.
    public func pngData() -> [UInt8]? {
        encoded { pix, data, size in pixWriteMemPng(&data, &size, pix, 0) }
    }

    /// Baseline JPEG bytes at `quality`, or `nil` when leptonica cannot encode them.
    public func jpegData(quality: Int = 95) -> [UInt8]? {
        encoded { pix, data, size in pixWriteMemJpeg(&data, &size, pix, Int32(quality), 0) }
    }

    private func encoded(
        _ write: (UnsafeMutablePointer<PIX>, inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32
    ) -> [UInt8]? {
        guard width > 0, height > 0, let pix = pixCreate(Int32(width), Int32(height), 32) else { return nil }
        defer {
            var handle: UnsafeMutablePointer<PIX>? = pix
            pixDestroy(&handle)
        }
        for y in 0..<height {
            for x in 0..<width {
                let index = 3 * (y * width + x)
                pixSetRGBPixel(pix, Int32(x), Int32(y), Int32(samples[index]), Int32(samples[index + 1]), Int32(samples[index + 2]))
            }
        }
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard write(pix, &data, &size) == 0, let data else { return nil }
        defer { free(data) }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }
}
