import Foundation
import RunoutOCR

/// Reads frames through the `RunoutOCR` scanner (sidecar, ring, unwrap,
/// recognize, normalize), as `deadwax scan` does for one image.
///
/// The scanner and its engine are created on the first read, so a log whose
/// frames are all dropped never loads the OCR model. When the engine cannot
/// start, every read frame reports that as its error.
struct ScannerFrameReader: FrameReader {
    private var scanner: Result<RunoutScanner, RecognizeError>?

    /// A reader that finds the English model like `deadwax scan` does without
    /// `--tessdata`: `TESSDATA_PREFIX`, then the system directories.
    init() {}

    /// The etchings the scanner read; its `io` failures stay `io`, every other
    /// failure (decode, sidecar, ring, ocr) is reported as `decode`, with the
    /// scanner's code at the start of the message.
    mutating func readings(ofImageAt url: URL) -> Result<[Reading], FrameReadError> {
        let started = scanner ?? Self.makeScanner()
        scanner = started
        switch started {
        case .failure(let error):
            return .failure(FrameReadError(code: .decode, message: "ocr: \(error)"))
        case .success(let scanner):
            let scan = scanner.scan(imageAt: url)
            guard let failure = scan.failure else { return .success(scan.readings) }
            return .failure(
                FrameReadError(code: failure.code == .io ? .io : .decode, message: failure.description))
        }
    }

    private static func makeScanner() -> Result<RunoutScanner, RecognizeError> {
        do throws(RecognizeError) {
            let tessdata = try TessdataLocation.resolve(explicit: nil, environment: ProcessInfo.processInfo.environment)
            let handModel = HandModel.bundled { Console.standardError.write("note: \($0)\n") }
            return .success(try RunoutScanner(options: ScanOptions(tessdata: tessdata, handModel: handModel)))
        } catch {
            return .failure(error)
        }
    }
}
