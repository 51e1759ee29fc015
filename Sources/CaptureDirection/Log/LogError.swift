/// A malformed log line: which line (1-based, blank lines counted) and what
/// is wrong with it. Replay stops at the first one; nothing is guessed.
public struct LogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number, counting blank lines and the header.
    public var line: Int
    /// What is wrong.
    public var problem: LogProblem

    /// An error on `line`.
    public init(line: Int, problem: LogProblem) {
        self.line = line
        self.problem = problem
    }

    /// `line N: what is wrong`.
    public var description: String {
        "line \(line): \(problem)"
    }
}

/// Every way a log line can be malformed, each with what to fix. Thrown
/// inside the parser and wrapped in a ``LogError`` with the line number.
public enum LogProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line is longer than the reader accepts (a sign of a corrupt file).
    case lineTooLong(limit: Int)
    /// The line is not one strict JSON value; the text says where and why.
    case invalidJSON(String)
    /// A key appears twice in one JSON object.
    case duplicateKey(String)
    /// The line is JSON but not an object.
    case notAnObject(found: String)
    /// Line 1 is not a header (empty log, blank first line, or no `version`).
    case missingHeader(found: String)
    /// The header's version is not 1.
    case unsupportedVersion(String)
    /// Two header devices share an identifier.
    case duplicateDeviceID(DeviceID)
    /// An event's `type` is not one the contract lists.
    case unknownEventType(String)
    /// A required field is absent or `null`.
    case missingField(String)
    /// A field has the wrong JSON type.
    case mistypedField(String, expected: String, found: String)
    /// A field's value is outside its allowed set.
    case invalidValue(field: String, value: String, allowed: [String])
    /// `t` overflows to infinity (`1e400`).
    case timeNotFinite(String)
    /// `t` is earlier than the previous event's.
    case timeDecreased(previous: String, current: String)

    /// What is wrong and what a valid line looks like.
    public var description: String {
        switch self {
        case .lineTooLong(let limit):
            "the line is longer than \(limit) bytes; a capture log line is one short JSON object"
        case .invalidJSON(let detail):
            detail
        case .duplicateKey(let key):
            "key '\(key)' appears twice in one object; each key may appear once"
        case .notAnObject(let found):
            "expected a JSON object, found \(found)"
        case .missingHeader(let found):
            "missing header: line 1 must be {\"version\":1,\"devices\":[...]}, \(found)"
        case .unsupportedVersion(let version):
            "version \(version) is not supported; this replayer reads version 1"
        case .duplicateDeviceID(let id):
            "device id '\(id)' is listed twice in the header; ids must be unique"
        case .unknownEventType(let type):
            "unknown event type '\(type)'; expected one of \(EventKind.allCases.map(\.rawValue).joined(separator: ", "))"
        case .missingField(let field):
            "missing field '\(field)'"
        case .mistypedField(let field, let expected, let found):
            "field '\(field)' must be \(expected), found \(found)"
        case .invalidValue(let field, let value, let allowed):
            "field '\(field)' is '\(value)'; expected one of \(allowed.joined(separator: ", "))"
        case .timeNotFinite(let literal):
            "t \(literal) is not a finite number of seconds"
        case .timeDecreased(let previous, let current):
            "t \(current) is earlier than the previous event's t \(previous); t never decreases"
        }
    }
}
