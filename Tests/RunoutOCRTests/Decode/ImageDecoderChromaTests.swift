import Foundation
import RunoutOCR
import TestSupport
import Testing

/// Decoding a photo's colourfulness: exact on lossless colour, close on
/// JPEG at every reduction, `nil` for grey, and every hostile file refused
/// as the grey decode refuses it.
@Suite("ImageDecoder.chroma")
struct ImageDecoderChromaTests {
    static let decoder = ImageDecoder()

    /// Stripes of hue over a grey ramp: every pixel a different colour.
    static let picture = ColourPicture(width: 37, height: 23) { x, y in
        ColourPicture.colour(
            luma: 40 + Double(x * 4), cb: Double((y % 7) * 8 - 24), cr: Double(((x + y) % 5) * 10 - 20))
    }

    @Test("A colour PNG gives each pixel's chroma exactly")
    func losslessColour() throws {
        let bytes = try #require(Self.picture.pngData())
        let chroma = try #require(try Self.decoder.chroma(Data(bytes), reduction: .full))
        #expect(chroma == Self.picture.chroma)
    }

    @Test("A colour JPEG gives its size at every reduction, its chroma close", arguments: DecodeReduction.allCases)
    func jpegAtEveryReduction(reduction: DecodeReduction) throws {
        // A flat brown field: JPEG keeps a flat colour to within a few levels.
        let brown = ColourPicture(width: 203, height: 97) { _, _ in ColourPicture.colour(luma: 40, cb: -9, cr: 13) }
        let bytes = try #require(brown.jpegData(quality: 95))
        let chroma = try #require(try Self.decoder.chroma(Data(bytes), reduction: reduction))
        #expect(chroma.width == reduction.reducedLength(203) && chroma.height == reduction.reducedLength(97))
        let expected = Int(brown.chroma.pixels[0])
        #expect(chroma.pixels.allSatisfy { abs(Int($0) - expected) <= 4 }, "\(reduction)")
    }

    @Test("A picture stored grey has no chroma")
    func greyHasNone() throws {
        let grey = RecordImageBuilder(width: 64, height: 48, center: Point(x: 32, y: 24), labelRadius: 8).image()
        let png = try #require(grey.pngData())
        let jpeg = try #require(grey.jpegData())
        #expect(try Self.decoder.chroma(Data(png), reduction: .full) == nil)
        #expect(try Self.decoder.chroma(Data(jpeg), reduction: .half) == nil)
    }

    @Test("Grey on a colour encoding is 0 everywhere")
    func greyInColourIsZero() throws {
        let ramp = ColourPicture(width: 256, height: 4) { x, _ in (UInt8(x), UInt8(x), UInt8(x)) }
        let bytes = try #require(ramp.pngData())
        let chroma = try #require(try Self.decoder.chroma(Data(bytes), reduction: .full))
        #expect(chroma.pixels.allSatisfy { $0 == 0 })
    }

    /// `jpeg` with an Exif APP1 segment giving `orientation` right after its SOI marker.
    static func withExifOrientation(_ jpeg: [UInt8], _ orientation: ExifOrientation) -> Data {
        let value = UInt8(orientation.rawValue)
        // Big-endian TIFF header, one IFD entry: tag 274 (orientation), SHORT, count 1.
        let tiff: [UInt8] = [0x4D, 0x4D, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, value, 0, 0, 0, 0, 0, 0]
        let payload: [UInt8] = Array("Exif".utf8) + [0, 0] + tiff
        let length = payload.count + 2
        let segment: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        return Data(jpeg.prefix(2) + segment + jpeg.dropFirst(2))
    }

    @Test("A colour JPEG's Exif orientation is applied as the grey decode applies it", arguments: ExifOrientation.allCases)
    func orientation(orientation: ExifOrientation) throws {
        let jpeg = try #require(Self.picture.jpegData(quality: 95))
        let stored = try #require(try Self.decoder.chroma(Data(jpeg), reduction: .full))
        let turned = Self.withExifOrientation(jpeg, orientation)
        #expect(try Self.decoder.header(of: turned).orientation == orientation)
        #expect(try Self.decoder.chroma(turned, reduction: .full) == stored.applying(orientation), "\(orientation)")
        #expect(try Self.decoder.decode(turned) == (try Self.decoder.decode(Data(jpeg))).applying(orientation))
    }

    /// What decoding gave: its size, "ok" for no image, or the error's case
    /// (``ImageDecoderTests/kind(_:)``).
    static func outcome(_ run: () throws(DecodeError) -> GrayImage?) -> String {
        do {
            guard let image = try run() else { return "ok" }
            return "ok \(image.width)×\(image.height)"
        } catch {
            return ImageDecoderTests.kind(error)
        }
    }

    @Test("Every hostile file: refused as the grey decode refuses it, or the grey decode's size")
    func hostileCorpus() throws {
        let folder = FixturePaths.fixtures.appendingPathComponent("hostile")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count > 20)
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let grey = Self.outcome { () throws(DecodeError) in try Self.decoder.decode(data) }
            let colour = Self.outcome { () throws(DecodeError) in try Self.decoder.chroma(data, reduction: .full) }
            // A grey file has no chroma ("ok"); a colour one has the grey one's size.
            #expect(colour == grey || (colour == "ok" && grey.hasPrefix("ok ")), "\(name): grey \(grey), chroma \(colour)")
        }
    }

    @Test("Empty and oversized data are refused before decoding")
    func limits() {
        #expect(Self.outcome { () throws(DecodeError) in try Self.decoder.chroma(Data(), reduction: .full) } == "empty")
        let small = ImageDecoder(maximumPixels: 1_000, maximumBytes: 10)
        let bytes = Data(Self.picture.pngData() ?? [])
        #expect(Self.outcome { () throws(DecodeError) in try small.chroma(bytes, reduction: .full) } == "tooManyBytes")
    }
}
