import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Reading a header without decoding, and decoding a JPEG at 1/2, 1/4 and
/// 1/8 of each side: sizes as libjpeg rounds them, the same picture as a
/// full decode shrunk, Exif orientation applied, and every safety check of
/// a full decode kept.
@Suite("ImageDecoder reduced")
struct ImageDecoderReductionTests {
    static let decoder = ImageDecoder()
    static let reduced: [DecodeReduction] = [.half, .quarter, .eighth]

    static func hostile(_ name: String) throws -> Data {
        try Data(contentsOf: ImageDecoderTests.hostile.appendingPathComponent(name))
    }

    /// A smooth picture with edges (gradient, discs, bars) of an awkward size.
    static func picture(width: Int = 203, height: Int = 157) -> GrayImage {
        var image = ImageBuilder.image(width: width, height: height) { x, y in
            UInt8(40 + (x * 120) / max(1, width) + (y * 60) / max(1, height))
        }
        image = ImageBuilder.disc(in: image, at: Point(x: 60, y: 50), radius: 30, value: 240)
        image = ImageBuilder.disc(in: image, at: Point(x: 150, y: 110), radius: 22, value: 10)
        for x in stride(from: 100, to: min(width - 1, 180), by: 16) where height > 10 {
            for y in 10..<min(height, 60) { image[x, y] = 250; image[x + 1, y] = 250 }
        }
        return image
    }

    static func jpeg(_ image: GrayImage, quality: Int = 95) throws -> Data {
        Data(try #require(image.jpegData(quality: quality)))
    }

    /// `jpeg` with an Exif APP1 segment giving `orientation` right after SOI.
    static func withOrientation(_ jpeg: Data, _ orientation: ExifOrientation) -> Data {
        let exif = ExifOrientationTests.exif(
            ExifOrientationTests.tiff(orientation: orientation.rawValue, littleEndian: orientation.rawValue % 2 == 0))
        return Data(jpeg.prefix(2)) + Data(exif) + Data(jpeg.dropFirst(2))
    }

    /// Each `factor × factor` block's mean (partial blocks at the edges: what is there).
    static func boxReduced(_ image: GrayImage, by factor: Int) -> GrayImage {
        let w = (image.width + factor - 1) / factor
        let h = (image.height + factor - 1) / factor
        var out = GrayImage(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                var sum = 0
                var count = 0
                for sy in (y * factor)..<min(image.height, (y + 1) * factor) {
                    for sx in (x * factor)..<min(image.width, (x + 1) * factor) {
                        sum += Int(image[sx, sy])
                        count += 1
                    }
                }
                out[x, y] = UInt8((Double(sum) / Double(count)).rounded())
            }
        }
        return out
    }

    static func meanAbsoluteDifference(_ a: GrayImage, _ b: GrayImage) -> Double {
        guard a.width == b.width, a.height == b.height, !a.isEmpty else { return .infinity }
        return zip(a.pixels, b.pixels).reduce(0.0) { $0 + abs(Double($1.0) - Double($1.1)) } / Double(a.pixels.count)
    }

    // MARK: - Header

    @Test(
        "The header gives stored and upright size for every Exif orientation (hostile corpus)",
        arguments: ExifOrientation.allCases)
    func headerOfExifFiles(orientation: ExifOrientation) throws {
        let header = try Self.decoder.header(of: try Self.hostile("exif-orientation-\(orientation.rawValue).jpg"))
        #expect(header.format == "JPEG" && header.isJPEG)
        #expect(header.width == 64 && header.height == 32)
        #expect(header.orientation == orientation)
        let upright = orientation.rawValue >= 5 ? (32, 64) : (64, 32)
        #expect(header.uprightWidth == upright.0 && header.uprightHeight == upright.1, "\(orientation)")
        #expect(header.uprightSize == Size(width: Double(upright.0), height: Double(upright.1)))
        // And the decode agrees with it.
        let image = try Self.decoder.decode(try Self.hostile("exif-orientation-\(orientation.rawValue).jpg"))
        #expect(image.width == header.uprightWidth && image.height == header.uprightHeight)
    }

    @Test(
        "Header and reduced decode of an odd-sized JPEG with each Exif orientation", arguments: ExifOrientation.allCases
    )
    func headerAndReducedDecodeWithOrientation(orientation: ExifOrientation) throws {
        let stored = Self.picture()
        let plain = try Self.jpeg(stored)
        let data = Self.withOrientation(plain, orientation)
        let header = try Self.decoder.header(of: data)
        #expect(header.orientation == orientation && header.width == 203 && header.height == 157)
        #expect(header.uprightWidth == (orientation.swapsAxes ? 157 : 203))
        #expect(header.uprightHeight == (orientation.swapsAxes ? 203 : 157))
        // The stored pixels, as decoded without the Exif segment.
        let unturned = try Self.decoder.decode(plain)
        #expect(try Self.decoder.decode(data) == unturned.applying(orientation))
        for reduction in DecodeReduction.allCases {
            let image = try Self.decoder.decode(data, reduction: reduction)
            #expect(image.width == reduction.reducedLength(header.uprightWidth), "\(orientation) \(reduction)")
            #expect(image.height == reduction.reducedLength(header.uprightHeight), "\(orientation) \(reduction)")
            // Reduced in the stored frame (the blocks start at the stored origin), then turned upright.
            let expected = Self.boxReduced(unturned, by: reduction.factor).applying(orientation)
            let difference = Self.meanAbsoluteDifference(image, expected)
            #expect(difference < 2, "\(orientation) \(reduction): mean difference \(difference)")
        }
    }

    @Test(
        "PNG and TIFF headers: no orientation, not JPEG, reductions ignored",
        arguments: ["png-grey.png", "tiff-grey.tif"])
    func otherFormatsIgnoreTheReduction(name: String) throws {
        let data = try Self.hostile(name)
        let header = try Self.decoder.header(of: data)
        #expect(!header.isJPEG && header.orientation == .up && header.width == 40 && header.height == 30)
        let full = try Self.decoder.decode(data)
        for reduction in DecodeReduction.allCases {
            #expect(header.applied(reduction) == .full)
            #expect(try Self.decoder.decode(data, reduction: reduction) == full, "\(name) \(reduction)")
        }
    }

    @Test("The header reads without decoding: a JPEG cut mid-scan has a header and fails to decode")
    func headerDoesNotDecode() throws {
        let data = try Self.hostile("jpeg-cut-mid-scan.jpg")
        let header = try Self.decoder.header(of: data)
        #expect(header.isJPEG && header.width > 0)
        for reduction in DecodeReduction.allCases {
            #expect(ImageDecoderTests.decodeKind(data, reduction: reduction) == "damaged", "\(reduction)")
        }
    }

    @Test("Header errors are the decode's: empty, byte and pixel limits, forged sizes, unsupported")
    func headerErrors() throws {
        #expect(throws: DecodeError.empty) { try Self.decoder.header(of: Data()) }
        let png = try Self.hostile("png-grey.png")
        #expect(throws: DecodeError.tooManyBytes(byteCount: png.count, limit: 10)) {
            try ImageDecoder(maximumBytes: 10).header(of: png)
        }
        #expect(throws: DecodeError.tooManyPixels(width: 40, height: 30, limit: 1199)) {
            try ImageDecoder(maximumPixels: 1199).header(of: png)
        }
        #expect(throws: DecodeError.tooManyPixels(width: 60_000, height: 60_000, limit: 120_000_000)) {
            try Self.decoder.header(of: try Self.hostile("jpeg-forged-60000x60000.jpg"))
        }
        for (name, kind) in [
            ("text-named.jpg", "unsupportedFormat"), ("bmp-named.jpg", "unsupportedFormat"),
            ("jpeg-forged-0x0.jpg", "damaged"), ("tiny-five-bytes.jpg", "damaged"),
        ] {
            let data = try Self.hostile(name)
            do {
                _ = try Self.decoder.header(of: data)
                Issue.record("\(name): a header was read")
            } catch {
                #expect(ImageDecoderTests.kind(error) == kind, "\(name): \(error)")
            }
        }
    }

    // MARK: - Reduced decode

    @Test(
        "A reduced decode is ceil(size / factor) and the full decode shrunk",
        arguments: [(203, 157), (64, 64), (9, 7), (1, 1), (333, 17)])
    func reducedDecodeMatchesShrunkFull(width: Int, height: Int) throws {
        let data = try Self.jpeg(Self.picture(width: width, height: height))
        let full = try Self.decoder.decode(data)
        #expect(try Self.decoder.decode(data, reduction: .full) == full)
        for reduction in Self.reduced {
            let image = try Self.decoder.decode(data, reduction: reduction)
            #expect(
                image.width == (width + reduction.factor - 1) / reduction.factor, "\(width)×\(height) at \(reduction)")
            #expect(
                image.height == (height + reduction.factor - 1) / reduction.factor, "\(width)×\(height) at \(reduction)"
            )
            let difference = Self.meanAbsoluteDifference(image, Self.boxReduced(full, by: reduction.factor))
            // Within a grey level or two; a few-pixel image is all edge blocks, padded differently by libjpeg.
            #expect(
                difference < (image.pixels.count < 16 ? 6 : 2),
                "\(width)×\(height) at \(reduction): mean difference \(difference)")
        }
    }

    @Test(
        "Colour (YCbCr) and CMYK JPEGs reduce too",
        arguments: [("jpeg-ycbcr.jpg", 48, 32), ("jpeg-cmyk-adobe.jpg", 48, 32), ("jpeg-grey.jpg", 64, 48)])
    func colourKindsReduce(name: String, width: Int, height: Int) throws {
        let data = try Self.hostile(name)
        let full = try Self.decoder.decode(data)
        for reduction in Self.reduced {
            let image = try Self.decoder.decode(data, reduction: reduction)
            #expect(
                image.width == reduction.reducedLength(width) && image.height == reduction.reducedLength(height),
                "\(name) \(reduction)")
            let difference = Self.meanAbsoluteDifference(image, Self.boxReduced(full, by: reduction.factor))
            #expect(difference < 2, "\(name) \(reduction): mean difference \(difference)")
        }
    }

    @Test("Every cut of a JPEG is refused at every factor", arguments: DecodeReduction.allCases)
    func truncatedAtEveryFactor(reduction: DecodeReduction) throws {
        for name in ["jpeg-grey.jpg", "jpeg-ycbcr.jpg"] {
            let whole = try Self.hostile(name)
            #expect(ImageDecoderTests.decodeKind(whole, reduction: reduction).hasPrefix("ok"), "\(name) whole")
            for length in stride(from: 1, to: whole.count - 2, by: 5) {
                let kind = ImageDecoderTests.decodeKind(whole.prefix(length), reduction: reduction)
                #expect(
                    kind == "damaged" || kind == "unsupportedFormat",
                    "\(name) cut at \(length) of \(whole.count), \(reduction): \(kind)")
            }
        }
        let made = try Self.jpeg(Self.picture())
        for length in stride(from: made.count / 3, to: made.count - 2, by: 97) {
            let kind = ImageDecoderTests.decodeKind(made.prefix(length), reduction: reduction)
            #expect(kind == "damaged", "made JPEG cut at \(length) of \(made.count), \(reduction): \(kind)")
        }
    }

    @Test("Damaged and forged JPEGs are refused at every factor", arguments: DecodeReduction.allCases)
    func hostileAtEveryFactor(reduction: DecodeReduction) throws {
        for name in [
            "jpeg-cut-after-soi.jpg", "jpeg-cut-header-only.jpg", "jpeg-cut-mid-scan.jpg", "jpeg-corrupt-entropy.jpg",
            "jpeg-forged-0x0.jpg",
        ] {
            #expect(
                ImageDecoderTests.decodeKind(try Self.hostile(name), reduction: reduction) == "damaged",
                "\(name) \(reduction)")
        }
        let forged = try Self.hostile("jpeg-forged-60000x60000.jpg")
        #expect(throws: DecodeError.tooManyPixels(width: 60_000, height: 60_000, limit: 120_000_000)) {
            try Self.decoder.decode(forged, reduction: reduction)
        }
        // The pixel limit is of the stored size, whatever the reduction.
        let made = try Self.jpeg(Self.picture())
        #expect(throws: DecodeError.tooManyPixels(width: 203, height: 157, limit: 203 * 157 - 1)) {
            try ImageDecoder(maximumPixels: 203 * 157 - 1).decode(made, reduction: reduction)
        }
    }

    @Test("Bytes read once from a file decode like decode(contentsOf:)")
    func bytesOnce() throws {
        let url = ImageDecoderTests.hostile.appendingPathComponent("exif-orientation-6.jpg")
        let data = try Self.decoder.data(contentsOf: url)
        #expect(try Self.decoder.decode(data) == Self.decoder.decode(contentsOf: url))
        #expect(throws: DecodeError.tooManyBytes(byteCount: data.count, limit: 100)) {
            try ImageDecoder(maximumBytes: 100).data(contentsOf: url)
        }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent(
            "deadwax-no-such-\(UUID().uuidString).jpg")
        do {
            _ = try Self.decoder.data(contentsOf: missing)
            Issue.record("a missing file was read")
        } catch {
            #expect(ImageDecoderTests.kind(error) == "unreadable", "\(error)")
        }
    }
}
