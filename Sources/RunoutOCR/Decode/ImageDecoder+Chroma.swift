import CTesseract
import Foundation

extension ImageDecoder {
    /// Decodes the colourfulness of image bytes: a grey image whose pixels
    /// are the ``Chroma`` magnitude of the photo's, upright as
    /// ``decode(_:reduction:)`` turns it, a JPEG at `reduction`. `nil` for
    /// an image stored without colour (a grey JPEG, PNG or TIFF).
    ///
    /// For finding a coloured label that is as bright as the wax around it;
    /// the letters are always read from ``decode(_:reduction:)``'s grey.
    /// Every format goes through leptonica in colour, so this is slower than
    /// the grey decode: call it only when brightness was not enough.
    ///
    /// - Throws: ``DecodeError`` as ``decode(_:reduction:)`` does, for the
    ///   same bytes.
    /// - Complexity: O(stored pixels / factor²) plus entropy decoding, with
    ///   a 32-bit colour copy of the decoded pixels alive while converting.
    public func chroma(_ data: Data, reduction: DecodeReduction) throws(DecodeError) -> GrayImage? {
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
            let (width, height) = (applied.reducedLength(header.width), applied.reducedLength(header.height))
            let pix: Pix?
            if header.isJPEG {
                // Hint 0: the colour channels too, and no padding of damaged data.
                var warnings: Int32 = 0
                pix = Pix(taking: pixReadMemJpeg(base, raw.count, 0, Int32(applied.factor), &warnings, 0))
                guard warnings == 0 else {
                    return .failure(.damaged("JPEG data is corrupt or cut off (\(warnings) warning\(warnings == 1 ? "" : "s"))"))
                }
            } else {
                pix = Pix(taking: pixReadMem(base, raw.count))
            }
            guard let pix else { return .failure(.damaged("\(header.format) data could not be decoded")) }
            guard let chroma = pix.chromaImage() else { return .success(nil) }
            let turned = header.readerAppliesOrientation && header.orientation.swapsAxes
            guard chroma.width == (turned ? height : width), chroma.height == (turned ? width : height) else {
                return .failure(.damaged("decoded size differs from the header"))
            }
            return .success(header.readerAppliesOrientation ? chroma : chroma.applying(header.orientation))
        }
        return try result.get()
    }
}
