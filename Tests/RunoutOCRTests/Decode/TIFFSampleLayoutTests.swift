import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// The sample layout of a TIFF's first directory (Decode/TIFFSampleLayout.swift),
/// and the decoder's message for a valid TIFF it cannot read.
@Suite("TIFFSampleLayout")
struct TIFFSampleLayoutTests {
    /// A minimal uncompressed one-sample TIFF of `width × height`, its
    /// directory right after the header or, with `directoryLast`, after the
    /// pixels (as libtiff writes it). `bits` and `format` go in tags 258 and
    /// 339 (339 left out when `format` is nil), `orientation` in tag 274
    /// (left out when nil); `pixels` are the 8-bit samples (mid grey when nil).
    static func tiff(
        width: Int = 4, height: Int = 4, bits: Int, format: Int?, littleEndian: Bool = true, directoryLast: Bool = false,
        orientation: Int? = nil, pixels given: [UInt8]? = nil
    ) -> [UInt8] {
        func put(_ value: Int, _ size: Int, into bytes: inout [UInt8]) {
            for index in 0..<size {
                let shift = 8 * (littleEndian ? index : size - 1 - index)
                bytes.append(UInt8(truncatingIfNeeded: value >> shift))
            }
        }
        let pixelBytes = width * height * max(1, bits / 8)
        var entries: [(tag: Int, type: Int, value: Int)] = [
            (256, 3, width), (257, 3, height), (258, 3, bits), (259, 3, 1), (262, 3, 1),
            (273, 4, 0), (277, 3, 1), (278, 3, height), (279, 4, pixelBytes),
        ]
        if let format { entries.append((339, 3, format)) }
        if let orientation { entries.append((274, 3, orientation)) }
        entries.sort { $0.tag < $1.tag }
        let directorySize = 2 + 12 * entries.count + 4
        let directoryOffset = directoryLast ? 8 + pixelBytes : 8
        let pixelOffset = directoryLast ? 8 : 8 + directorySize
        var bytes: [UInt8] = littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]
        put(42, 2, into: &bytes)
        put(directoryOffset, 4, into: &bytes)
        var directory: [UInt8] = []
        put(entries.count, 2, into: &directory)
        for entry in entries {
            put(entry.tag, 2, into: &directory)
            put(entry.type, 2, into: &directory)
            put(1, 4, into: &directory)
            let value = entry.tag == 273 ? pixelOffset : entry.value
            if entry.type == 3 {
                put(value, 2, into: &directory)
                put(0, 2, into: &directory)
            } else {
                put(value, 4, into: &directory)
            }
        }
        put(0, 4, into: &directory)
        let pixels = given ?? [UInt8](repeating: 0x80, count: pixelBytes)
        bytes += directoryLast ? pixels + directory : directory + pixels
        return bytes
    }

    static func layout(_ bytes: [UInt8]) -> TIFFSampleLayout? {
        bytes.withUnsafeBytes { TIFFSampleLayout($0) }
    }

    @Test("Bits and sample format from either byte order, the directory first or last")
    func readsTheFirstDirectory() {
        for littleEndian in [true, false] {
            for directoryLast in [false, true] {
                let label = "little-endian \(littleEndian), directory last \(directoryLast)"
                let float = Self.layout(Self.tiff(bits: 32, format: 3, littleEndian: littleEndian, directoryLast: directoryLast))
                #expect(float == TIFFSampleLayout(bitsPerSample: 32, sampleFormat: .floatingPoint), "\(label)")
                #expect(float?.isReadable == false)
                #expect(float?.description == "32-bit floating-point")
                let signed = Self.layout(Self.tiff(bits: 16, format: 2, littleEndian: littleEndian, directoryLast: directoryLast))
                #expect(signed == TIFFSampleLayout(bitsPerSample: 16, sampleFormat: .signedInteger), "\(label)")
                let plain = Self.layout(Self.tiff(bits: 8, format: nil, littleEndian: littleEndian, directoryLast: directoryLast))
                #expect(plain == TIFFSampleLayout(bitsPerSample: 8, sampleFormat: .unsignedInteger), "\(label)")
                #expect(plain?.isReadable == true)
            }
        }
    }

    @Test("Only unsigned integers of 1, 2, 4, 8 or 16 bits are readable")
    func readability() {
        for bits in [0, 1, 2, 3, 4, 8, 12, 16, 24, 32, 64] {
            for format in [TIFFSampleLayout.SampleFormat.unsignedInteger, .signedInteger, .floatingPoint, .other(4)] {
                let layout = TIFFSampleLayout(bitsPerSample: bits, sampleFormat: format)
                #expect(layout.isReadable == (format == .unsignedInteger && [1, 2, 4, 8, 16].contains(bits)), "\(layout.description)")
            }
        }
    }

    @Test("Not a TIFF, cut short at every length, or pointing outside: nil or a layout, never a trap")
    func hostileBytes() {
        #expect(Self.layout([]) == nil)
        #expect(Self.layout(Array("GIF89a  ".utf8)) == nil)
        let whole = Self.tiff(bits: 32, format: 3)
        for length in 0..<whole.count {
            _ = Self.layout(Array(whole.prefix(length)))
        }
        // The header alone, and a directory offset past the end.
        #expect(Self.layout(Array(whole.prefix(8))) == nil)
        var outside = whole
        outside[4] = 0xFF
        outside[5] = 0xFF
        outside[6] = 0xFF
        outside[7] = 0x7F
        #expect(Self.layout(outside) == nil)
        var generator = SeededGenerator(seed: 339)
        for _ in 0..<2_000 {
            var bytes = whole
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            _ = Self.layout(bytes)
        }
    }

    @Test("The decoder calls a float TIFF unsupported, not damaged, and still reads an 8-bit one")
    func decoderMessage() throws {
        let decoder = ImageDecoder()
        #expect {
            _ = try decoder.header(of: Data(Self.tiff(bits: 32, format: 3)))
        } throws: { error in
            guard case DecodeError.unsupportedSamples(let layout) = error else { return false }
            return layout == "32-bit floating-point"
                && (error as? DecodeError)?.description.contains("re-export it with 8- or 16-bit samples") == true
        }
        let image = try decoder.decode(Data(Self.tiff(bits: 8, format: nil)))
        #expect(image.width == 4 && image.height == 4)
    }

    @Test("A TIFF's orientation tag turns it upright, as an Exif JPEG's does", arguments: ExifOrientation.allCases)
    func orientationTag(orientation: ExifOrientation) throws {
        let (width, height) = (5, 3)
        let stored = (0..<(width * height)).map { UInt8(10 + 15 * $0) }
        let bytes = Self.tiff(width: width, height: height, bits: 8, format: nil, orientation: orientation.rawValue, pixels: stored)
        let decoder = ImageDecoder()
        let header = try decoder.header(of: Data(bytes))
        #expect(header.orientation == orientation)
        let image = try decoder.decode(Data(bytes))
        #expect(image.width == header.uprightWidth && image.height == header.uprightHeight, "\(orientation)")
        var storedImage = GrayImage(width: width, height: height)
        for y in 0..<height { for x in 0..<width { storedImage[x, y] = stored[y * width + x] } }
        #expect(image == ExifOrientationTests.reference(storedImage, orientation), "\(orientation)")
    }
}
