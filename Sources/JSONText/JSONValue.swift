/// A parsed JSON value. Numbers keep their spelling so that a caller can
/// echo them and decide itself what counts as finite; objects hold each key
/// once (the parser rejects repeats).
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number as written; its grammar is valid, its value may overflow
    /// (`Double("1e400")` is infinite). Under
    /// ``JSONParser/Options/nonFiniteNumbers`` it may also be `NaN`,
    /// `Infinity` or `-Infinity`.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// A short name of the value's kind, for error messages.
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
