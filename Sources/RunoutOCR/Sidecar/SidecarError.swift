/// Why a sidecar cannot be used. Reported per image with code `sidecar`.
public enum SidecarError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file is larger than ``Sidecar/maximumByteCount``.
    case tooLarge(byteCount: Int)
    /// The file is not valid JSON, or not text in UTF-8, or UTF-16 or
    /// UTF-32 with a byte order mark; the detail says what is wrong and, for
    /// JSON, where, by line and column (`unexpected ',' at line 3, column 14`).
    /// A key given twice in one object is invalid JSON too.
    case invalidJSON(String)
    /// A field holds the wrong kind of value.
    case wrongType(field: String, expected: String)
    /// A required part of a present field is missing.
    case missing(field: String, hint: String)
    /// A field holds a value outside its allowed set.
    case unknownValue(field: String, value: String, allowed: [String])
    /// The file exists but cannot be read.
    case unreadable(String)

    public var description: String {
        switch self {
        case .tooLarge(let count):
            return "sidecar is \(count) bytes; sidecars over \(Sidecar.maximumByteCount) bytes are not read"
        case .invalidJSON(let detail):
            return "sidecar is not valid JSON (\(detail))"
        case .wrongType(let field, let expected):
            return "sidecar field \(field) must be \(expected)"
        case .missing(let field, let hint):
            return "sidecar field \(field) is missing; write it as \(hint)"
        case .unknownValue(let field, let value, let allowed):
            return "sidecar field \(field) is \"\(value)\"; use one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))"
        case .unreadable(let detail):
            return "sidecar cannot be read: \(detail)"
        }
    }
}
