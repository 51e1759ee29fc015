/// Why recognition cannot run. Reported with code `ocr`.
public enum RecognizeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No English model was found in any searched directory.
    case modelMissing([String])
    /// Tesseract refused to start or to read.
    case engineFailed(String)

    public var description: String {
        switch self {
        case .modelMissing(let searched):
            return "no eng.traineddata found (searched \(searched.joined(separator: ", "))); "
                + "install it with 'apt-get install tesseract-ocr-eng', or pass --tessdata DIR or set TESSDATA_PREFIX"
        case .engineFailed(let detail):
            return detail
        }
    }
}
