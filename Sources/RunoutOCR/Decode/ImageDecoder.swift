import CTesseract
import Foundation

/// Decodes JPEG, PNG and TIFF bytes through leptonica into an upright 8-bit
/// grey image; grey and YCbCr JPEGs through libjpeg directly
/// (``JPEGGreyReader``), to the same bytes.
///
/// The header is read first and the pixel count checked against
/// ``maximumPixels`` before anything large is allocated. The Exif
/// orientation of a JPEG (APP1), a PNG (`eXIf`) or a TIFF (tag 274) is
/// applied. Damaged or truncated data is an error, never a
/// partly grey picture.
///
/// A JPEG can be decoded at a ``DecodeReduction`` (1/2, 1/4, 1/8 of each
/// side) when the band to read is large: read the bytes once
/// (``data(contentsOf:)``), read the ``header(of:)`` to learn the upright
/// size without decoding, then ``decode(_:reduction:)``.
public struct ImageDecoder: Sendable {
    /// The most pixels (width × height) an image may claim.
    public var maximumPixels: Int
    /// The largest file read, in bytes.
    public var maximumBytes: Int

    public init(maximumPixels: Int = 120_000_000, maximumBytes: Int = 512 << 20) {
        self.maximumPixels = maximumPixels
        self.maximumBytes = maximumBytes
    }

    /// The header's claims, read without decoding any pixel.
    public struct Header: Sendable, Hashable {
        /// `JPEG`, `PNG` or `TIFF`.
        public var format: String
        /// Stored width in pixels, before the Exif orientation is applied.
        public var width: Int
        /// Stored height in pixels, before the Exif orientation is applied.
        public var height: Int
        /// How the stored pixels are turned upright: a JPEG's Exif tag, a
        /// PNG's `eXIf` chunk or a TIFF's orientation tag (274); `.up` when absent.
        public var orientation: ExifOrientation
        /// Whether the data is a JPEG, the one format decoded at a ``DecodeReduction``.
        public var isJPEG: Bool

        /// Width of the decoded image: the stored size with the orientation applied
        /// (orientations 5–8 swap width and height).
        public var uprightWidth: Int { orientation.swapsAxes ? height : width }
        /// Height of the decoded image: the stored size with the orientation applied.
        public var uprightHeight: Int { orientation.swapsAxes ? width : height }
        /// The decoded image's size, in the pixels a sidecar's image-space ring uses.
        public var uprightSize: Size { Size(width: Double(uprightWidth), height: Double(uprightHeight)) }

        /// Whether the format's reader turns the pixels upright itself:
        /// leptonica applies a TIFF's orientation tag as it reads, so only a
        /// JPEG's or a PNG's is applied after decoding.
        var readerAppliesOrientation: Bool { format == "TIFF" }

        /// The reduction a decode at `requested` really applies: `requested`
        /// for a JPEG, ``DecodeReduction/full`` for every other format.
        public func applied(_ requested: DecodeReduction) -> DecodeReduction {
            isJPEG ? requested : .full
        }
    }

    /// Reads and decodes a file at full size.
    public func decode(contentsOf url: URL) throws(DecodeError) -> GrayImage {
        try decode(try data(contentsOf: url))
    }

    /// A file's bytes, read once, for ``header(of:)`` and ``decode(_:reduction:)``.
    ///
    /// - Throws: ``DecodeError/tooManyBytes(byteCount:limit:)`` before reading
    ///   a file over ``maximumBytes``; ``DecodeError/unreadable(_:)`` when it
    ///   cannot be read (missing, a folder, a link to nothing, a named pipe,
    ///   no permission).
    public func data(contentsOf url: URL) throws(DecodeError) -> Data {
        let kind = FileKind(path: url.path)
        guard case .regular(let byteCount) = kind else { throw .unreadable(kind.problem ?? "not a regular file") }
        guard byteCount <= maximumBytes else { throw .tooManyBytes(byteCount: byteCount, limit: maximumBytes) }
        do {
            return try Data(contentsOf: url, options: [.uncached])
        } catch {
            throw .unreadable(Self.reason(error))
        }
    }

    /// The header of image bytes: format, stored size, Exif orientation.
    /// Decodes no pixel data, so it is cheap whatever the image's size.
    ///
    /// - Throws: the same ``DecodeError`` a decode of `data` would give for
    ///   the same reason: empty or too many bytes, a format that is not
    ///   supported, a damaged header, or more pixels than ``maximumPixels``.
    ///   Damage past the header shows only when decoding.
    /// - Complexity: O(JPEG segments before the first scan); no allocation
    ///   proportional to the image.
    public func header(of data: Data) throws(DecodeError) -> Header {
        try checked(data)
        let result: Result<Header, DecodeError> = data.withUnsafeBytes { raw in
            readHeader(raw).map(\.header)
        }
        return try result.get()
    }

    /// Decodes image bytes at full size.
    public func decode(_ data: Data) throws(DecodeError) -> GrayImage {
        try decode(data, reduction: .full)
    }

    /// Decodes image bytes, a JPEG at `reduction`: each side is then
    /// `ceil(stored / factor)` pixels, each decoded pixel the mean of a
    /// `factor × factor` block, read by libjpeg's DCT scaling at a fraction
    /// of the full decode's time and memory. PNG and TIFF ignore `reduction`
    /// and decode at full size (``Header/applied(_:)`` says which applies).
    ///
    /// Every check of a full decode runs whatever the reduction: the byte
    /// limit, the header's pixel count against ``maximumPixels`` (of the full
    /// stored size) before any large allocation, damaged or truncated JPEG
    /// data (any libjpeg warning), and the decoded size against the header's.
    ///
    /// - Throws: ``DecodeError`` saying what is wrong with the data.
    /// - Complexity: O(stored pixels / factor²) for the pixels produced, plus
    ///   entropy decoding of the whole file.
    public func decode(_ data: Data, reduction: DecodeReduction) throws(DecodeError) -> GrayImage {
        let image = try decodeUpright(data, reduction: reduction) { base, count, read, applied in
            let header = read.header
            guard header.isJPEG else {
                guard let pix = Pix(taking: pixReadMem(base, count)), let decoded = pix.grayImage() else {
                    return .failure(.damaged("\(header.format) data could not be decoded"))
                }
                return .success(decoded)
            }
            // Grey and three-channel JPEGs are read by libjpeg straight
            // into the image (JPEGGreyReader), bit for bit what leptonica
            // gives; four-channel ones by leptonica (jpegThroughLeptonica).
            // Any warning libjpeg counted (damaged or truncated data)
            // fails the decode instead of padding with grey.
            let (width, height) = (applied.reducedLength(header.width), applied.reducedLength(header.height))
            let warnings: Int
            let decoded: GrayImage?
            switch JPEGGreyReader.read(base, count: count, reduction: applied, width: width, height: height) {
            case .decoded(let image): (decoded, warnings) = (image, 0)
            case .failed(let counted): (decoded, warnings) = (nil, counted)
            case .sizeDiffers: return .failure(.damaged("decoded size differs from the header"))
            case .fourChannel:
                (decoded, warnings) = Self.jpegThroughLeptonica(
                    base, count: count, reduction: applied, samplesPerPixel: read.samplesPerPixel)
            }
            guard warnings == 0 else { return .failure(Self.corruptJPEG(warnings: warnings)) }
            guard let decoded else { return .failure(.damaged("JPEG data could not be decoded")) }
            return .success(decoded)
        }
        // Every path above gives an image or an error; never nil.
        guard let image else { throw .damaged("the data could not be decoded") }
        return image
    }

    /// The frame of every decode: the byte checks, the header read and its
    /// pixel count checked before `pixels` decodes anything, then the
    /// decoded image's size checked against the header's and the Exif
    /// orientation applied. `pixels` is given the bytes, their count, the
    /// parsed header and the reduction that applies, and gives the stored
    /// image, `nil` when there is none to give (a grey file's colour), or
    /// the error.
    func decodeUpright(
        _ data: Data, reduction: DecodeReduction,
        pixels: (UnsafePointer<UInt8>, Int, ParsedHeader, DecodeReduction) -> Result<GrayImage?, DecodeError>
    ) throws(DecodeError) -> GrayImage? {
        try checked(data)
        LeptonicaMessages.silenced
        let result: Result<GrayImage?, DecodeError> = data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return .failure(.empty) }
            let read: ParsedHeader
            switch readHeader(raw) {
            case .success(let parsed): read = parsed
            case .failure(let error): return .failure(error)
            }
            let header = read.header
            let applied = header.applied(reduction)
            let image: GrayImage
            switch pixels(base, raw.count, read, applied) {
            case .success(let decoded?): image = decoded
            case .success(nil): return .success(nil)
            case .failure(let error): return .failure(error)
            }
            // A TIFF comes out of leptonica upright already: its size is the
            // header's with the orientation applied (5–8 swap the sides).
            let (width, height) = (applied.reducedLength(header.width), applied.reducedLength(header.height))
            let turned = header.readerAppliesOrientation && header.orientation.swapsAxes
            guard image.width == (turned ? height : width), image.height == (turned ? width : height) else {
                return .failure(.damaged("decoded size differs from the header"))
            }
            return .success(header.readerAppliesOrientation ? image : image.applying(header.orientation))
        }
        return try result.get()
    }

    /// The error for JPEG data libjpeg warned about `warnings` times.
    static func corruptJPEG(warnings: Int) -> DecodeError {
        .damaged("JPEG data is corrupt or cut off (\(warnings) warning\(warnings == 1 ? "" : "s"))")
    }

    /// A JPEG decoded by leptonica and converted to grey: the image (`nil`
    /// when leptonica cannot decode or convert it) and libjpeg's warning count.
    ///
    /// Hint 0: without L_JPEG_CONTINUE_WITH_BAD_DATA (2) leptonica fails on
    /// damaged or truncated data instead of padding with grey. A
    /// three-channel JPEG is read as its luminance channel (hint 1,
    /// L_JPEG_READ_LUMINANCE); CMYK and grey JPEGs are read whole. The
    /// reduction is libjpeg's scale_denom (1, 2, 4 or 8). ``JPEGGreyReader``
    /// gives the same bytes for every JPEG but CMYK and YCCK, faster.
    static func jpegThroughLeptonica(
        _ base: UnsafePointer<UInt8>, count: Int, reduction: DecodeReduction, samplesPerPixel: Int32
    ) -> (image: GrayImage?, warnings: Int) {
        LeptonicaMessages.silenced
        var warnings: Int32 = 0
        let hint: Int32 = samplesPerPixel == 3 ? 1 : 0
        let pix = Pix(taking: pixReadMemJpeg(base, count, 0, Int32(reduction.factor), &warnings, hint))
        return (pix?.grayImage(), Int(warnings))
    }

    /// Refuses empty data and data over the byte limit.
    func checked(_ data: Data) throws(DecodeError) {
        guard !data.isEmpty else { throw .empty }
        guard data.count <= maximumBytes else { throw .tooManyBytes(byteCount: data.count, limit: maximumBytes) }
    }

    /// A header and what decoding needs besides it.
    struct ParsedHeader {
        var header: Header
        var samplesPerPixel: Int32
    }

    /// Reads the format and header of `raw`, checking the pixel count.
    func readHeader(_ raw: UnsafeRawBufferPointer) -> Result<ParsedHeader, DecodeError> {
        guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return .failure(.empty) }
        LeptonicaMessages.silenced
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
            return .failure(.unsupportedFormat(Self.isoMediaFormat(raw).map { "\($0) data" } ?? "unknown signature"))
        }
        let name = Self.formatName(format)
        guard Self.isSupported(format) else { return .failure(.unsupportedFormat("\(name) data")) }
        guard pixReadHeaderMem(base, raw.count, &format, &width, &height, &bitsPerSample, &samplesPerPixel, &hasColormap) == 0
        else {
            // A valid TIFF whose samples leptonica does not read is not damaged.
            if name == "TIFF", let layout = TIFFSampleLayout(raw), !layout.isReadable {
                return .failure(.unsupportedSamples(layout.description))
            }
            return .failure(.damaged("\(name) header cannot be read"))
        }
        guard width > 0, height > 0 else { return .failure(.damaged("\(name) header gives a \(width)×\(height) size")) }
        let pixels = Int(width).multipliedReportingOverflow(by: Int(height))
        guard !pixels.overflow, pixels.partialValue <= maximumPixels else {
            return .failure(.tooManyPixels(width: Int(width), height: Int(height), limit: maximumPixels))
        }
        let isJPEG = format == 2  // IFF_JFIF_JPEG
        let orientation: ExifOrientation
        switch name {
        case "JPEG": orientation = ExifOrientation.inJPEG(raw)
        case "TIFF": orientation = ExifOrientation.inTIFF(raw) ?? .up
        case "PNG": orientation = ExifOrientation.inPNG(raw)
        default: orientation = .up
        }
        let header = Header(
            format: name, width: Int(width), height: Int(height), orientation: orientation, isJPEG: isJPEG)
        return .success(ParsedHeader(header: header, samplesPerPixel: samplesPerPixel))
    }

    /// The photo format an ISO base media file names in its leading `ftyp`
    /// box (`HEIF (HEIC)`, as iPhones save photos, or `AVIF`), or `nil` for
    /// anything else. Leptonica reads neither; naming them tells the user
    /// what to convert.
    ///
    /// - Complexity: O(1): reads bytes 4 to 11 at most.
    static func isoMediaFormat(_ raw: UnsafeRawBufferPointer) -> String? {
        guard raw.count >= 12, raw[4] == 0x66, raw[5] == 0x74, raw[6] == 0x79, raw[7] == 0x70 else { return nil }  // ftyp
        let brand = String(decoding: raw[8..<12], as: UTF8.self)
        switch brand {
        case "heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1": return "HEIF (HEIC)"
        case "avif", "avis": return "AVIF"
        default: return nil
        }
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
