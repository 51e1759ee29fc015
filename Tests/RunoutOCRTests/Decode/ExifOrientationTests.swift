import Foundation
import RunoutOCR
import TestSupport
import Testing

/// The eight EXIF orientations applied to pixels, and the JPEG Exif reader
/// on hand-made bytes.
@Suite("ExifOrientation")
struct ExifOrientationTests {
    /// Stored pixels, 3 wide and 2 high:
    ///
    ///     1 2 3
    ///     4 5 6
    static let stored = GrayImage(width: 3, height: 2, pixels: [1, 2, 3, 4, 5, 6])!

    /// The upright picture for each orientation, worked out by hand from the
    /// TIFF definitions ("row 0 is the visual top/right/bottom/left…").
    static let upright: [(ExifOrientation, Int, Int, [UInt8])] = [
        (.up, 3, 2, [1, 2, 3, 4, 5, 6]),
        (.upMirrored, 3, 2, [3, 2, 1, 6, 5, 4]),
        (.down, 3, 2, [6, 5, 4, 3, 2, 1]),
        (.downMirrored, 3, 2, [4, 5, 6, 1, 2, 3]),
        (.leftMirrored, 2, 3, [1, 4, 2, 5, 3, 6]),
        (.right, 2, 3, [4, 1, 5, 2, 6, 3]),
        (.rightMirrored, 2, 3, [6, 3, 5, 2, 4, 1]),
        (.left, 2, 3, [3, 6, 2, 5, 1, 4]),
    ]

    @Test("Each orientation turns the stored pixels upright as worked out by hand", arguments: upright.indices)
    func handComputed(index: Int) {
        let (orientation, width, height, pixels) = Self.upright[index]
        let turned = Self.stored.applying(orientation)
        #expect(turned.width == width && turned.height == height, "\(orientation)")
        #expect(turned.pixels == pixels, "\(orientation): \(turned.pixels)")
        #expect(orientation.swapsAxes == (orientation.rawValue >= 5))
    }

    /// The orientation that undoes each one.
    static func inverse(_ orientation: ExifOrientation) -> ExifOrientation {
        switch orientation {
        case .right: return .left
        case .left: return .right
        default: return orientation
        }
    }

    @Test("Applying an orientation then its inverse gives the picture back", arguments: 0..<12 as Range<UInt64>)
    func inversesOnRandomSizes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let width = Int.random(in: 0...9, using: &generator)
        let height = Int.random(in: 0...9, using: &generator)
        let image = ImageBuilder.noise(width: width, height: height, seed: seed)
        for orientation in ExifOrientation.allCases {
            let turned = image.applying(orientation)
            #expect(turned.pixels.sorted() == image.pixels.sorted(), "seed \(seed) \(orientation): pixels lost")
            #expect(turned.applying(Self.inverse(orientation)) == image, "seed \(seed) \(width)×\(height) \(orientation)")
        }
    }

    /// Pixel by pixel from the definitions: upright (x, y) shows stored (sx, sy).
    static func reference(_ image: GrayImage, _ orientation: ExifOrientation) -> GrayImage {
        let (w, h) = (image.width, image.height)
        var out = GrayImage(width: orientation.swapsAxes ? h : w, height: orientation.swapsAxes ? w : h)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let (sx, sy): (Int, Int)
                switch orientation {
                case .up: (sx, sy) = (x, y)
                case .upMirrored: (sx, sy) = (w - 1 - x, y)
                case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                case .downMirrored: (sx, sy) = (x, h - 1 - y)
                case .leftMirrored: (sx, sy) = (y, x)
                case .right: (sx, sy) = (y, h - 1 - x)
                case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                case .left: (sx, sy) = (w - 1 - y, x)
                }
                out[x, y] = image[sx, sy]
            }
        }
        return out
    }

    @Test(
        "Pictures larger than a tile turn as the definitions say, pixel for pixel",
        arguments: [(130, 70), (64, 64), (65, 129), (1, 200), (200, 1), (127, 3)])
    func largePictures(width: Int, height: Int) {
        let image = ImageBuilder.noise(width: width, height: height, seed: UInt64(width * 7 + height))
        for orientation in ExifOrientation.allCases {
            #expect(image.applying(orientation) == Self.reference(image, orientation), "\(width)×\(height) \(orientation)")
        }
    }

    // MARK: - The JPEG Exif reader

    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
    }

    static func tiff(orientation: Int, littleEndian: Bool, entriesBefore: Int = 0) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        var bytes: [UInt8] = (littleEndian ? [0x49, 0x49, 0x2A, 0x00] : [0x4D, 0x4D, 0x00, 0x2A]) + u32(8)
        bytes += u16(entriesBefore + 1)
        for index in 0..<entriesBefore {  // ImageWidth-like entries before the orientation
            bytes += u16(0x0100 + index) + u16(3) + u32(1) + u16(640) + [0, 0]
        }
        bytes += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        return bytes + u32(0)
    }

    static func jpeg(_ segments: [[UInt8]], tail: [UInt8] = [0xFF, 0xDA, 0x00, 0x02, 0x12, 0x34, 0xFF, 0xD9]) -> [UInt8] {
        [0xFF, 0xD8] + segments.joined() + tail
    }

    static func exif(_ tiff: [UInt8]) -> [UInt8] { segment(0xE1, Array("Exif".utf8) + [0, 0] + tiff) }

    /// `reader` run on an exact-size heap copy of `bytes`: any read past the
    /// end is a bounds trap in debug builds.
    static func orientation(
        _ bytes: [UInt8], readBy reader: (UnsafeRawBufferPointer) -> ExifOrientation = ExifOrientation.inJPEG
    ) -> ExifOrientation {
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        defer { copy.deallocate() }
        copy.copyBytes(from: bytes)
        return reader(UnsafeRawBufferPointer(copy))
    }

    @Test("Every orientation in both byte orders", arguments: ExifOrientation.allCases)
    func bothByteOrders(expected: ExifOrientation) {
        for little in [false, true] {
            for before in [0, 3] {
                let bytes = Self.jpeg([Self.segment(0xE0, Array("JFIF".utf8) + [0]), Self.exif(Self.tiff(orientation: expected.rawValue, littleEndian: little, entriesBefore: before))])
                #expect(Self.orientation(bytes) == expected, "little-endian \(little), \(before) entries before")
            }
        }
    }

    @Test func noOrUnusableExifIsUp() {
        let good = Self.exif(Self.tiff(orientation: 6, littleEndian: false))
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("SOI only", [0xFF, 0xD8]),
            ("no Exif", Self.jpeg([Self.segment(0xE0, Array("JFIF".utf8) + [0, 1, 1])])),
            ("not a JPEG", [0x89, 0x50, 0x4E, 0x47] + good),
            ("Exif after the scan is not read", Self.jpeg([], tail: [0xFF, 0xDA, 0x00, 0x02] + good)),
            ("orientation 0", Self.jpeg([Self.exif(Self.tiff(orientation: 0, littleEndian: true))])),
            ("orientation 9", Self.jpeg([Self.exif(Self.tiff(orientation: 9, littleEndian: false))])),
            ("orientation 0xFFFF", Self.jpeg([Self.exif(Self.tiff(orientation: 0xFFFF, littleEndian: false))])),
            ("XMP, not Exif", Self.jpeg([Self.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Self.tiff(orientation: 6, littleEndian: true))])),
            ("byte order neither II nor MM", Self.jpeg([Self.segment(0xE1, Array("Exif".utf8) + [0, 0, 0x4A, 0x4A, 0, 42, 0, 0, 0, 8])])),
            ("segment length past the end", [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xF0] + Array("Exif".utf8) + [0, 0]),
            ("segment length 0", [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x00, 0xFF, 0xD9]),
            ("segment length 1", [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x01, 0xFF, 0xD9]),
            ("APP1 shorter than 'Exif'", [0xFF, 0xD8] + Self.segment(0xE1, [0x45, 0x78])),
            ("garbage between segments", [0xFF, 0xD8, 0x12, 0x34] + good),
            ("IFD offset past the end", Self.jpeg([Self.exif([0x4D, 0x4D, 0x00, 0x2A, 0x7F, 0xFF, 0xFF, 0xF0, 0x00, 0x01])])),
            ("IFD offset 0xFFFFFFFF", Self.jpeg([Self.exif([0x49, 0x49, 0x2A, 0x00, 0xFF, 0xFF, 0xFF, 0xFF])])),
            ("65535 entries claimed, none there", Self.jpeg([Self.exif([0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0xFF, 0xFF, 0x01, 0x12])])),
            ("TIFF header cut short", Self.jpeg([Self.exif([0x4D, 0x4D, 0x00])])),
        ]
        for (name, bytes) in cases {
            #expect(Self.orientation(bytes) == .up, "\(name)")
        }
    }

    @Test func fillBytesAndOtherSegmentsAreSkipped() {
        let exif = Self.exif(Self.tiff(orientation: 8, littleEndian: true))
        let bytes = [0xFF, 0xD8, 0xFF, 0xFF, 0xFF] + Array(Self.segment(0xE0, Array(repeating: 7, count: 300)).dropFirst())
            + Self.segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8)) + exif + [0xFF, 0xD9]
        #expect(Self.orientation(bytes) == .left)
    }

    @Test("Every truncation of an Exif JPEG reads in bounds and gives up or the true orientation")
    func everyTruncation() {
        let whole = Self.jpeg([Self.segment(0xE0, Array("JFIF".utf8) + [0]), Self.exif(Self.tiff(orientation: 7, littleEndian: false, entriesBefore: 2))])
        Self.expectEveryTruncation(of: whole, toRead: .rightMirrored, by: ExifOrientation.inJPEG)
    }

    /// Every prefix of `whole`, read by `reader`, gives `.up` or `expected`,
    /// and `whole` itself gives `expected`.
    static func expectEveryTruncation(
        of whole: [UInt8], toRead expected: ExifOrientation, by reader: (UnsafeRawBufferPointer) -> ExifOrientation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for length in 0...whole.count {
            let found = orientation(Array(whole.prefix(length)), readBy: reader)
            #expect(found == .up || found == expected, "cut at \(length)", sourceLocation: sourceLocation)
        }
        #expect(orientation(whole, readBy: reader) == expected, sourceLocation: sourceLocation)
    }

    @Test("Seeded garbage after an SOI never reads out of bounds", arguments: 0..<20 as Range<UInt64>)
    func seededGarbage(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            var bytes: [UInt8] = [0xFF, 0xD8]
            for _ in 0..<Int.random(in: 0..<200, using: &generator) {
                // Lean towards markers and Exif so the parser goes deep.
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: bytes += [0xFF, 0xE1]
                case 1: bytes += Array("Exif".utf8) + [0, 0]
                case 2: bytes += [0x4D, 0x4D, 0x00, 0x2A]
                case 3: bytes += [0x01, 0x12]
                default: bytes.append(.random(in: 0...255, using: &generator))
                }
            }
            _ = Self.orientation(bytes)
        }
    }

    // MARK: - The PNG eXIf reader

    /// A PNG chunk: length, type, body and a CRC (not checked by the reader,
    /// so any four bytes do).
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let n = body.count
        return [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)]
            + Array(type.utf8) + body + [0xDE, 0xAD, 0xBE, 0xEF]
    }

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let ihdr = chunk("IHDR", [0, 0, 0, 64, 0, 0, 0, 32, 8, 0, 0, 0, 0])

    static func png(before: [[UInt8]] = [], after: [[UInt8]] = []) -> [UInt8] {
        pngSignature + ihdr + before.joined() + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + after.joined()
            + chunk("IEND", [])
    }

    static func pngOrientation(_ bytes: [UInt8]) -> ExifOrientation {
        orientation(bytes, readBy: ExifOrientation.inPNG)
    }

    @Test("A PNG's eXIf gives every orientation, in both byte orders, before or after the image data",
          arguments: ExifOrientation.allCases)
    func pngEveryOrientation(expected: ExifOrientation) {
        for little in [false, true] {
            let exif = Self.chunk("eXIf", Self.tiff(orientation: expected.rawValue, littleEndian: little, entriesBefore: 2))
            let text = Self.chunk("tEXt", Array("Software\0deadwax".utf8))
            #expect(Self.pngOrientation(Self.png(before: [text, exif])) == expected, "before IDAT, little \(little)")
            #expect(Self.pngOrientation(Self.png(after: [exif, text])) == expected, "after IDAT, little \(little)")
            let prefixed = Self.chunk("eXIf", Array("Exif".utf8) + [0, 0] + Self.tiff(orientation: expected.rawValue, littleEndian: little))
            #expect(Self.pngOrientation(Self.png(before: [prefixed])) == expected, "with an Exif\\0\\0 prefix")
        }
    }

    @Test func pngWithoutUsableExifIsUp() {
        let good = Self.chunk("eXIf", Self.tiff(orientation: 6, littleEndian: false))
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("signature only", Self.pngSignature),
            ("no eXIf", Self.png()),
            ("not a PNG", [0xFF, 0xD8] + good),
            ("eXIf after IEND is not read", Self.png() + good),
            ("chunk length past the end", Self.pngSignature + [0x7F, 0xFF, 0xFF, 0xF0] + Array("eXIf".utf8)),
            ("chunk length 0xFFFFFFFF", Self.pngSignature + [0xFF, 0xFF, 0xFF, 0xFF] + Array("eXIf".utf8) + [0, 0, 0, 0]),
            ("empty eXIf", Self.png(before: [Self.chunk("eXIf", [])])),
            ("orientation 0", Self.png(before: [Self.chunk("eXIf", Self.tiff(orientation: 0, littleEndian: true))])),
            ("orientation 9", Self.png(before: [Self.chunk("eXIf", Self.tiff(orientation: 9, littleEndian: false))])),
            ("byte order neither II nor MM", Self.png(before: [Self.chunk("eXIf", [0x4A, 0x4A, 0, 42, 0, 0, 0, 8])])),
            ("lower-case exif is another chunk", Self.png(before: [Self.chunk("exif", Self.tiff(orientation: 6, littleEndian: true))])),
            ("IFD offset past the chunk", Self.png(before: [Self.chunk("eXIf", [0x4D, 0x4D, 0, 0x2A, 0x7F, 0xFF, 0xFF, 0xF0])])),
        ]
        for (name, bytes) in cases {
            #expect(Self.pngOrientation(bytes) == .up, "\(name)")
        }
    }

    @Test("The first eXIf is taken when a PNG has two")
    func pngFirstExifWins() {
        let six = Self.chunk("eXIf", Self.tiff(orientation: 6, littleEndian: true))
        let three = Self.chunk("eXIf", Self.tiff(orientation: 3, littleEndian: true))
        #expect(Self.pngOrientation(Self.png(before: [six], after: [three])) == .right)
    }

    @Test("Every truncation of an eXIf PNG reads in bounds and gives up or the true orientation")
    func pngEveryTruncation() {
        let whole = Self.png(before: [Self.chunk("eXIf", Self.tiff(orientation: 5, littleEndian: false, entriesBefore: 3))])
        Self.expectEveryTruncation(of: whole, toRead: .leftMirrored, by: ExifOrientation.inPNG)
    }

    @Test("Seeded garbage after a PNG signature never reads out of bounds", arguments: 0..<20 as Range<UInt64>)
    func pngSeededGarbage(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<200 {
            var bytes = Self.pngSignature
            for _ in 0..<Int.random(in: 0..<200, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: bytes += Array("eXIf".utf8)
                case 1: bytes += [0, 0, 0, UInt8.random(in: 0...40, using: &generator)]
                case 2: bytes += [0x4D, 0x4D, 0x00, 0x2A]
                case 3: bytes += [0x01, 0x12]
                default: bytes.append(.random(in: 0...255, using: &generator))
                }
            }
            _ = Self.pngOrientation(bytes)
        }
    }
}
