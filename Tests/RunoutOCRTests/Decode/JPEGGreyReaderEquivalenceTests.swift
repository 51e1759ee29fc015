import Foundation
@testable import RunoutOCR
import TestSupport
import Testing

/// libjpeg read straight into the image (JPEGGreyReader) gives what
/// leptonica's pixReadMemJpeg gives, bit for bit: the same pixels and the
/// same warning count, at every reduction, on every fixture photo, the
/// hostile corpus and cuts of a photo.
@Suite("JPEGGreyReader, against leptonica")
struct JPEGGreyReaderEquivalenceTests {
    static let decoder = ImageDecoder()

    /// Every JPEG among the fixtures: photos and the hostile corpus.
    static func jpegFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in [FixturePaths.images, ImageDecoderTests.hostile] {
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension.lowercased() == "jpg" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Both readers on `data` at `reduction`; `nil` when the header is refused
    /// (neither reader is reached then). The comparison's description names
    /// what differs, empty when nothing does.
    static func difference(_ data: Data, reduction: DecodeReduction) -> String? {
        data.withUnsafeBytes { raw -> String? in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress,
                  case .success(let parsed) = decoder.readHeader(raw), parsed.header.isJPEG
            else { return nil }
            let width = reduction.reducedLength(parsed.header.width)
            let height = reduction.reducedLength(parsed.header.height)
            let reference = ImageDecoder.jpegThroughLeptonica(
                base, count: raw.count, reduction: reduction, samplesPerPixel: parsed.samplesPerPixel)
            switch JPEGGreyReader.read(base, count: raw.count, reduction: reduction, width: width, height: height) {
            case .decoded(let image):
                if reference.warnings != 0 { return "decoded where leptonica warned \(reference.warnings) times" }
                return image == reference.image ? "" : "pixels differ"
            case .failed(let warnings):
                if warnings != reference.warnings { return "failed with warnings \(warnings) against \(reference.warnings)" }
                return reference.image == nil ? "" : "failed where leptonica decoded"
            case .sizeDiffers:
                return "size differs from the header"
            case .fourChannel:
                return parsed.samplesPerPixel == 4 ? "" : "four channels claimed for \(parsed.samplesPerPixel)"
            }
        }
    }

    @Test func everyFixtureJPEGAtEveryReduction() throws {
        let files = try Self.jpegFiles()
        #expect(files.count > 40)
        for url in files {
            let data = try Data(contentsOf: url)
            for reduction in DecodeReduction.allCases {
                let difference = Self.difference(data, reduction: reduction)
                #expect(difference == nil || difference == "", "\(url.lastPathComponent) at \(reduction): \(difference ?? "")")
            }
        }
    }

    @Test func cutsOfAPhoto() throws {
        let data = try Data(contentsOf: FixturePaths.images.appendingPathComponent("clean/clean-02.jpg"))
        var compared = 0
        for length in stride(from: 1, to: data.count, by: 997) {
            for reduction in [DecodeReduction.full, .quarter] {
                guard let difference = Self.difference(data.prefix(length), reduction: reduction) else { continue }
                compared += 1
                #expect(difference == "", "cut at \(length) of \(data.count), \(reduction): \(difference)")
            }
        }
        #expect(compared > 100)
    }

    @Test func greyAndCMYKFilesTakeTheirPaths() throws {
        let grey = try Data(contentsOf: ImageDecoderTests.hostile.appendingPathComponent("jpeg-grey.jpg"))
        let cmyk = try Data(contentsOf: ImageDecoderTests.hostile.appendingPathComponent("jpeg-cmyk-adobe.jpg"))
        let outcome = { (data: Data) -> String in
            data.withUnsafeBytes { raw in
                guard let base = raw.bindMemory(to: UInt8.self).baseAddress,
                      case .success(let parsed) = Self.decoder.readHeader(raw)
                else { return "no header" }
                switch JPEGGreyReader.read(
                    base, count: raw.count, reduction: .full, width: parsed.header.width, height: parsed.header.height)
                {
                case .decoded: return "decoded"
                case .failed: return "failed"
                case .sizeDiffers: return "size differs"
                case .fourChannel: return "four channels"
                }
            }
        }
        #expect(outcome(grey) == "decoded")
        #expect(outcome(cmyk) == "four channels")
        // The CMYK file still decodes, through leptonica.
        #expect(try Self.decoder.decode(cmyk).width == 48)
    }

    @Test func aWrongExpectedSizeIsRefusedBeforeDecoding() throws {
        let data = try Data(contentsOf: ImageDecoderTests.hostile.appendingPathComponent("jpeg-ycbcr.jpg"))
        let refused = data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return false }
            if case .sizeDiffers = JPEGGreyReader.read(base, count: raw.count, reduction: .full, width: 47, height: 32) {
                return true
            }
            return false
        }
        #expect(refused)
    }
}
