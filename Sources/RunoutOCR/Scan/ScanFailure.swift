/// A per-image failure as the scan output reports it: a code from the data
/// contract and a message a person can act on.
public struct ScanFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The contract's error codes.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        case decode, sidecar, ring, ocr, io
    }

    public var code: Code
    public var message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message)" }

    /// The failure for a decode error (`io` when the file could not be read).
    public init(_ error: DecodeError) {
        if case .unreadable = error {
            self.init(code: .io, message: error.description)
        } else {
            self.init(code: .decode, message: error.description)
        }
    }
}
