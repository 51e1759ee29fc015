import CTesseract
import Foundation

/// Decodes JPEG, PNG and TIFF bytes through leptonica into an upright 8-bit
/// grey image.
///
/// The header is read first and the pixel count checked against
/// ``maximumPixels`` before anything large is allocated. JPEG Exif
/// orientation is applied. Damaged or truncated data is an error, never a
/// partly grey picture.
public struct ImageDecoder: Sendable {
    /// The most pixels (width × height) an image may claim.
    public var maximumPixels: Int
    /// The largest file read, in bytes.
    public var maximumBytes: Int

    public init(maximumPixels: Int = 120_000_000, maximumBytes: Int = 512 << 20) {
        self.maximumPixels = maximumPixels
        self.maximumBytes = maximumBytes
    }

    /// The header's claims: format and stored size.
    public struct Header: Sendable, Hashable {
        public var format: String
        public var width: Int
        public var height: Int
    }

    /// Reads and decodes a file.
    public func decode(contentsOf url: URL) throws(DecodeError) -> GrayImage {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            if let size = attributes[.size] as? NSNumber, size.intValue > maximumBytes {
                throw DecodeError.tooManyBytes(byteCount: size.intValue, limit: maximumBytes)
            }
            data = try Data(contentsOf: url, options: [.uncached])
        } catch let error as DecodeError {
            throw error
        } catch {
            throw .unreadable(Self.reason(error))
        }
        return try decode(data)
    }

    /// Decodes image bytes.
    public func decode(_ data: Data) throws(DecodeError) -> GrayImage {
        guard !data.isEmpty else { throw .empty }
        guard data.count <= maximumBytes else { throw .tooManyBytes(byteCount: data.count, limit: maximumBytes) }
        LeptonicaMessages.silenced
        let result: Result<GrayImage, DecodeError> = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return .failure(.empty) }
            var format: Int32 = 0
            var width: Int32 = 0
            var height: Int32 = 0
            var bitsPerSample: Int32 = 0
            var samplesPerPixel: Int32 = 0
            var hasColormap: Int32 = 0
            // findFileFormatBuffer reads 12 bytes whatever the buffer's size:
            // give it a zero-padded copy of the first bytes, never the short buffer.
            var signature = [UInt8](repeating: 0, count: 16)
            for index in 0..<min(raw.count, signature.count) { signature[index] = raw[index] }
            guard findFileFormatBuffer(signature, &format) == 0, format != 0 else {
                return .failure(.unsupportedFormat("unknown signature"))
            }
            let name = Self.formatName(format)
            guard Self.isSupported(format) else { return .failure(.unsupportedFormat("\(name) data")) }
            guard pixReadHeaderMem(base, raw.count, &format, &width, &height, &bitsPerSample, &samplesPerPixel, &hasColormap) == 0
            else { return .failure(.damaged("\(name) header cannot be read")) }
            guard width > 0, height > 0 else { return .failure(.damaged("\(name) header gives a \(width)×\(height) size")) }
            let pixels = Int(width).multipliedReportingOverflow(by: Int(height))
            guard !pixels.overflow, pixels.partialValue <= maximumPixels else {
                return .failure(.tooManyPixels(width: Int(width), height: Int(height), limit: maximumPixels))
            }
            let pix: Pix?
            if format == 2 {  // IFF_JFIF_JPEG
                // Hint 0: without L_JPEG_CONTINUE_WITH_BAD_DATA (2) leptonica
                // fails on damaged or truncated data instead of padding with grey.
                // Any warning libjpeg still counted is treated the same way.
                // A three-channel JPEG is YCbCr: its luminance channel is the
                // grey image, read without converting colour at all (hint 1,
                // L_JPEG_READ_LUMINANCE). CMYK and grey JPEGs are read whole.
                var warnings: Int32 = 0
                let hint: Int32 = samplesPerPixel == 3 ? 1 : 0
                pix = Pix(taking: pixReadMemJpeg(base, raw.count, 0, 1, &warnings, hint))
                guard warnings == 0 else {
                    return .failure(.damaged("JPEG data is corrupt or cut off (\(warnings) warning\(warnings == 1 ? "" : "s"))"))
                }
            } else {
                pix = Pix(taking: pixReadMem(base, raw.count))
            }
            guard let pix, let gray = pix.grayImage() else {
                return .failure(.damaged("\(name) data could not be decoded"))
            }
            guard gray.width == Int(width), gray.height == Int(height) else {
                return .failure(.damaged("decoded size differs from the header"))
            }
            let orientation = format == 2 ? ExifOrientation.inJPEG(raw) : .up
            return .success(gray.applying(orientation))
        }
        return try result.get()
    }

    private static func isSupported(_ format: Int32) -> Bool {
        // JPEG, PNG and every TIFF compression leptonica names (4...10, 17).
        format == 2 || format == 3 || (4...10).contains(format) || format == 17
    }

    private static func formatName(_ format: Int32) -> String {
        switch format {
        case 1: return "BMP"
        case 2: return "JPEG"
        case 3: return "PNG"
        case 4...10, 17: return "TIFF"
        case 11: return "PNM"
        case 12: return "PostScript"
        case 13: return "GIF"
        case 14: return "JPEG 2000"
        case 15: return "WebP"
        case 16: return "PDF"
        default: return "format \(format)"
        }
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
