/// A small PNG encoder for palette images, in pure Swift: 8-bit indexed
/// colour (PNG colour type 3), filter 0 on every row, and a zlib stream of
/// deflate "stored" blocks (no compression), with CRC-32 per chunk and
/// Adler-32 over the stream.
///
/// Used for report thumbnails with a coloured ring over grey; the library's
/// leptonica encoder writes the greyscale stage images.
enum PNGEncoder {
    /// An RGB colour of the palette.
    struct Color: Sendable, Hashable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// The PNG of an indexed image, or `nil` when the sizes disagree
    /// (`indices.count != width * height`), the image is empty, the palette
    /// has no entry or more than 256, or an index points past the palette.
    ///
    /// - Complexity: O(*width*·*height*).
    static func encode(width: Int, height: Int, palette: [Color], indices: [UInt8]) -> [UInt8]? {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
            indices.count == width * height, !palette.isEmpty, palette.count <= 256,
            indices.allSatisfy({ Int($0) < palette.count })
        else { return nil }
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for row in 0..<height {
            raw.append(0)  // filter type None
            raw += indices[(row * width)..<((row + 1) * width)]
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]  // bit depth, colour type, compression, filter, interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }, to: &png)
        appendChunk("IDAT", zlibStored(raw), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// A zlib stream holding `data` in stored deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        let blockSize = 65_535
        var start = 0
        repeat {
            let end = min(data.count, start + blockSize)
            let length = UInt16(end - start)
            out.append(end == data.count ? 1 : 0)  // BFINAL, BTYPE 00
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        out += bigEndian(adler32(data))
        return out
    }

    /// Adler-32 of `data` (RFC 1950).
    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        var index = 0
        while index < data.count {
            // 5552 bytes keep the sums below 2^32 before the modulo.
            let end = min(data.count, index + 5552)
            for byte in data[index..<end] {
                a += UInt32(byte)
                b += a
            }
            a %= 65_521
            b %= 65_521
            index = end
        }
        return b << 16 | a
    }

    /// CRC-32 (ISO-HDLC, as PNG uses) of `data`.
    static func crc32(_ data: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { value in
        var c = UInt32(value)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += typeBytes
        png += data
        png += bigEndian(crc32(typeBytes + data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
