import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Decoding through leptonica: round trips through PNG, every hostile byte
/// pattern gives a DecodeError (never a crash or a grey-padded picture),
/// and the odd-but-valid kinds decode.
@Suite("ImageDecoder")
struct ImageDecoderTests {
    static let decoder = ImageDecoder()
    static let hostile = FixturePaths.fixtures.appendingPathComponent("hostile")

    static func bytes(_ name: String) throws -> Data {
        try Data(contentsOf: hostile.appendingPathComponent(name))
    }

    /// Which case of DecodeError, without its payload.
    static func kind(_ error: DecodeError) -> String {
        switch error {
        case .unreadable: return "unreadable"
        case .empty: return "empty"
        case .unsupportedFormat: return "unsupportedFormat"
        case .tooManyPixels: return "tooManyPixels"
        case .tooManyBytes: return "tooManyBytes"
        case .damaged: return "damaged"
        case .unsupportedSamples: return "unsupportedSamples"
        }
    }

    static func decodeKind(_ data: Data, decoder: ImageDecoder = decoder, reduction: DecodeReduction = .full) -> String {
        do {
            let image = try decoder.decode(data, reduction: reduction)
            return "ok \(image.width)×\(image.height)"
        } catch {
            return kind(error)
        }
    }

    @Test("PNG from GrayImage.pngData() decodes to the same pixels", arguments: [(1, 1), (3, 40), (40, 3), (7, 5), (64, 48), (333, 2)])
    func pngRoundTrip(width: Int, height: Int) throws {
        let image = ImageBuilder.noise(width: width, height: height, seed: UInt64(width * 1000 + height))
        let png = try #require(image.pngData())
        #expect(try Self.decoder.decode(Data(png)) == image)
    }

    @Test("HEIF and AVIF photos are named in the decode error; other ISO media and short data are not", arguments: [
        ("heic", "HEIF (HEIC) data"), ("mif1", "HEIF (HEIC) data"), ("heix", "HEIF (HEIC) data"), ("avif", "AVIF data"),
        ("isom", "unknown signature"), ("qt  ", "unknown signature"),
    ])
    func isoMediaPhotosAreNamed(brand: String, expected: String) {
        let bytes = Data([0, 0, 0, 0x18] + Array("ftyp".utf8) + Array(brand.utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        do {
            _ = try Self.decoder.decode(bytes)
            Issue.record("\(brand): decoded")
        } catch {
            #expect(error == .unsupportedFormat(expected), "\(brand): \(error)")
            #expect(error.description.contains("convert it"), "\(error.description)")
        }
        for cut in 0..<12 {  // the brand cut off: never read past the end, never named
            #expect(Self.decodeKind(bytes.prefix(cut)) != "ok", "cut at \(cut)")
        }
    }

    @Test func anEmptyImageHasNoPNG() {
        #expect(GrayImage(width: 0, height: 5).pngData() == nil)
    }

    @Test func emptyDataIsEmpty() {
        #expect(throws: DecodeError.empty) { try Self.decoder.decode(Data()) }
        #expect(DecodeError.empty.description.contains("0 bytes"))
    }

    @Test("Short data of every length never over-reads and is refused", arguments: 1...16)
    func shortData(length: Int) {
        for prefix in [[0xFF, 0xD8, 0xFF, 0xE0], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0x49, 0x49, 0x2A, 0x00], [0x41]] as [[UInt8]] {
            let data = Data((prefix + [UInt8](repeating: 0, count: 16)).prefix(length))
            let kind = Self.decodeKind(data)
            #expect(kind == "damaged" || kind == "unsupportedFormat", "\(prefix) cut to \(length): \(kind)")
        }
    }

    @Test("Random bytes are refused", arguments: 0..<16 as Range<UInt64>)
    func randomBytes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...4096, using: &generator)
        var bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // Half the time behind a real signature, so the format's own reader runs.
        let signatures: [[UInt8]] = [[0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [0x4D, 0x4D, 0x00, 0x2A]]
        if seed % 2 == 0 { bytes = signatures[Int(seed / 2) % signatures.count] + bytes }
        let kind = Self.decodeKind(Data(bytes))
        #expect(kind == "damaged" || kind == "unsupportedFormat", "seed \(seed): \(kind)")
    }

    @Test("Every cut of a PNG is refused, never a partly grey picture")
    func truncatedPNG() throws {
        let whole = try #require(ImageBuilder.noise(width: 30, height: 20, seed: 3).pngData())
        for length in stride(from: 1, to: whole.count - 12, by: 7) {  // the last 12 bytes are IEND
            let kind = Self.decodeKind(Data(whole.prefix(length)))
            #expect(kind == "damaged" || kind == "unsupportedFormat", "cut at \(length) of \(whole.count): \(kind)")
        }
    }

    @Test("Every cut of a JPEG is refused, never a partly grey picture")
    func truncatedJPEG() throws {
        let whole = try Self.bytes("jpeg-grey.jpg")
        #expect(Self.decodeKind(whole) == "ok 64×48")
        for length in stride(from: 1, to: whole.count - 2, by: 5) {
            let kind = Self.decodeKind(whole.prefix(length))
            #expect(kind == "damaged" || kind == "unsupportedFormat", "cut at \(length) of \(whole.count): \(kind)")
        }
    }

    @Test("Forged headers claiming huge sizes are refused from the header", arguments: [
        ("png-forged-100000x100000.png", 100_000, 100_000), ("jpeg-forged-60000x60000.jpg", 60_000, 60_000),
        ("tiff-forged-100000x100000.tif", 100_000, 100_000),
    ])
    func forgedHeaders(name: String, width: Int, height: Int) throws {
        let data = try Self.bytes(name)
        let start = Date()
        #expect(throws: DecodeError.tooManyPixels(width: width, height: height, limit: 120_000_000)) { try Self.decoder.decode(data) }
        // Refused before decoding: ten billion pixels would take far longer than this.
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func thePixelLimitIsTheDecodersOwn() throws {
        let png = Data(try #require(ImageBuilder.noise(width: 64, height: 48, seed: 1).pngData()))
        #expect(throws: DecodeError.tooManyPixels(width: 64, height: 48, limit: 3071)) {
            try ImageDecoder(maximumPixels: 3071).decode(png)
        }
        #expect(try ImageDecoder(maximumPixels: 3072).decode(png).width == 64)
        #expect(throws: DecodeError.tooManyBytes(byteCount: png.count, limit: 10)) {
            try ImageDecoder(maximumBytes: 10).decode(png)
        }
    }

    /// Hostile corpus files and the DecodeError case (or size) each gives.
    static let corpus: [(String, String)] = [
        ("empty-zero-bytes.jpg", "empty"),
        ("text-named.jpg", "unsupportedFormat"),
        ("bmp-named.jpg", "unsupportedFormat"),
        ("gif-animated-named.png", "unsupportedFormat"),
        ("tiny-five-bytes.jpg", "damaged"),
        ("jpeg-cut-after-soi.jpg", "damaged"),
        ("jpeg-cut-header-only.jpg", "damaged"),
        ("jpeg-cut-mid-scan.jpg", "damaged"),
        ("jpeg-corrupt-entropy.jpg", "damaged"),
        ("jpeg-forged-0x0.jpg", "damaged"),
        ("png-bad-crc.png", "damaged"),
        ("png-truncated.png", "damaged"),
        ("png-signature-only.png", "damaged"),
        ("tiff-broken-ifd-offset.tif", "damaged"),
        ("tiff-broken-strip-offset.tif", "damaged"),
        ("jpeg-grey.jpg", "ok 64×48"),
        ("jpeg-ycbcr.jpg", "ok 48×32"),
        ("jpeg-cmyk-adobe.jpg", "ok 48×32"),
        ("png-grey.png", "ok 40×30"),
        ("png-16-bit.png", "ok 40×30"),
        ("png-palette.png", "ok 40×30"),
        ("png-grey-alpha.png", "ok 40×30"),
        ("png-rgba.png", "ok 40×30"),
        ("tiff-grey.tif", "ok 40×30"),
        ("sliver-1x1.png", "ok 1×1"),
        ("sliver-3x40000.png", "ok 3×40000"),
        ("sliver-40000x3.png", "ok 40000×3"),
    ] + (1...8).map { ("exif-orientation-\($0).jpg", $0 >= 5 ? "ok 32×64" : "ok 64×32") }
        + (1...8).map { ("png-exif-orientation-\($0).png", $0 >= 5 ? "ok 32×64" : "ok 64×32") }

    @Test("The hostile corpus, file by file", arguments: corpus)
    func hostileFile(name: String, expected: String) throws {
        #expect(Self.decodeKind(try Self.bytes(name)) == expected, "\(name)")
    }

    @Test("Odd-but-valid kinds decode to the same grey picture as the plain one")
    func oddKindsMatchThePlainPicture() throws {
        let plain = try Self.decoder.decode(try Self.bytes("png-grey.png"))
        for name in ["png-16-bit.png", "png-grey-alpha.png", "tiff-grey.tif"] {
            let odd = try Self.decoder.decode(try Self.bytes(name))
            #expect(odd.pixels == plain.pixels, "\(name)")
        }
    }

    @Test("EXIF orientations decode upright: each matches the plain picture turned by hand")
    func exifFilesDecodeUpright() throws {
        let stored = try Self.decoder.decode(try Self.bytes("exif-orientation-1.jpg"))
        for orientation in ExifOrientation.allCases {
            let decoded = try Self.decoder.decode(try Self.bytes("exif-orientation-\(orientation.rawValue).jpg"))
            #expect(decoded == stored.applying(orientation), "\(orientation)")
        }
    }

    @Test("A PNG's eXIf orientation is applied, before or after the image data: each matches the plain picture turned by hand")
    func exifPNGsDecodeUpright() throws {
        let stored = try Self.decoder.decode(try Self.bytes("png-exif-orientation-1.png"))
        #expect(stored.width == 64 && stored.height == 32)
        for orientation in ExifOrientation.allCases {
            let bytes = try Self.bytes("png-exif-orientation-\(orientation.rawValue).png")
            let header = try Self.decoder.header(of: bytes)
            #expect(header.orientation == orientation, "\(orientation): header reads \(header.orientation)")
            #expect(try Self.decoder.decode(bytes) == stored.applying(orientation), "\(orientation)")
        }
    }

    @Test func filesThatCannotBeReadAreUnreadable() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("deadwax-no-such-\(UUID().uuidString).jpg")
        do {
            _ = try Self.decoder.decode(contentsOf: missing)
            Issue.record("a missing file decoded")
        } catch {
            #expect(Self.kind(error) == "unreadable", "\(error)")
            #expect(ScanFailure(error).code == .io)
        }
        do {
            _ = try Self.decoder.decode(contentsOf: FileManager.default.temporaryDirectory)
            Issue.record("a folder decoded")
        } catch {
            #expect(Self.kind(error) == "unreadable" || Self.kind(error) == "empty", "\(error)")
        }
        #expect(ScanFailure(DecodeError.damaged("x")).code == .decode)
    }
}
