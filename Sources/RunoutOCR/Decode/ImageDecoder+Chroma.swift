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
        try decodeUpright(data, reduction: reduction) { base, count, read, applied in
            let pix: Pix?
            if read.header.isJPEG {
                // Hint 0: the colour channels too, and no padding of damaged data.
                var warnings: Int32 = 0
                pix = Pix(taking: pixReadMemJpeg(base, count, 0, Int32(applied.factor), &warnings, 0))
                guard warnings == 0 else { return .failure(Self.corruptJPEG(warnings: Int(warnings))) }
            } else {
                pix = Pix(taking: pixReadMem(base, count))
            }
            guard let pix else { return .failure(.damaged("\(read.header.format) data could not be decoded")) }
            return .success(pix.chromaImage())
        }
    }
}
