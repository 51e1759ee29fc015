/// How a reader of JSON objects words a field that is missing or of the
/// wrong type, in its own error type: a capture log's ``JSONFields`` throw
/// its log problems, scan output's its line problems.
public protocol JSONFieldProblem: Error {
    /// `field` (its full path, `devices[2].id`) is absent or `null`.
    static func missingField(_ field: String) -> Self
    /// `field` holds `found` (``JSONValue/kindName``) where `expected` belongs.
    static func mistypedField(_ field: String, expected: String, found: String) -> Self
}

/// Typed access to one JSON object's fields, each absence or type
/// mismatch thrown as a `Problem` that names the field by its path from
/// the document's root. `null` reads as absent. Pure.
public struct JSONFields<Problem: JSONFieldProblem> {
    /// The object's members.
    public let members: [String: JSONValue]
    /// Prefix for field names in messages (`devices[2].`), empty at the root.
    public let path: String

    public init(_ members: [String: JSONValue], path: String = "") {
        self.members = members
        self.path = path
    }

    /// `field`'s full name: the path, then the field.
    public func name(_ field: String) -> String { path + field }

    /// The field's value; `nil` when absent or `null`.
    public func optional(_ field: String) -> JSONValue? {
        switch members[field] {
        case .none, .some(.null): nil
        case .some(let value): value
        }
    }

    public func required(_ field: String) throws(Problem) -> JSONValue {
        guard let value = optional(field) else { throw .missingField(name(field)) }
        return value
    }

    public func mistyped(_ field: String, _ value: JSONValue, expected: String) -> Problem {
        .mistypedField(name(field), expected: expected, found: value.kindName)
    }

    public func optionalString(_ field: String) throws(Problem) -> String? {
        guard let value = optional(field) else { return nil }
        guard case .string(let text) = value else { throw mistyped(field, value, expected: "a string") }
        return text
    }

    public func string(_ field: String) throws(Problem) -> String {
        guard let text = try optionalString(field) else { throw .missingField(name(field)) }
        return text
    }

    public func optionalBool(_ field: String) throws(Problem) -> Bool? {
        guard let value = optional(field) else { return nil }
        guard case .bool(let flag) = value else { throw mistyped(field, value, expected: "true or false") }
        return flag
    }

    public func bool(_ field: String) throws(Problem) -> Bool {
        guard let flag = try optionalBool(field) else { throw .missingField(name(field)) }
        return flag
    }

    /// A number's spelling, `nil` when absent or `null`.
    public func optionalNumber(_ field: String) throws(Problem) -> String? {
        guard let value = optional(field) else { return nil }
        guard case .number(let literal) = value else { throw mistyped(field, value, expected: "a number") }
        return literal
    }

    /// A number's spelling.
    public func number(_ field: String) throws(Problem) -> String {
        guard let literal = try optionalNumber(field) else { throw .missingField(name(field)) }
        return literal
    }

    public func array(_ field: String) throws(Problem) -> [JSONValue] {
        let value = try required(field)
        guard case .array(let elements) = value else { throw mistyped(field, value, expected: "an array") }
        return elements
    }

    public func strings(_ field: String) throws(Problem) -> [String] {
        var texts: [String] = []
        for (offset, element) in try array(field).enumerated() {
            guard case .string(let text) = element else {
                throw .mistypedField("\(name(field))[\(offset)]", expected: "a string", found: element.kindName)
            }
            texts.append(text)
        }
        return texts
    }

    /// The object in `field`, its fields named under `field.`; `nil` when
    /// absent or `null`.
    public func optionalObject(_ field: String) throws(Problem) -> JSONFields? {
        guard let value = optional(field) else { return nil }
        guard case .object(let members) = value else { throw mistyped(field, value, expected: "an object") }
        return JSONFields(members, path: name(field) + ".")
    }

    /// The objects of the array in `field`, each one's fields named under
    /// `field[i].`.
    public func objects(_ field: String) throws(Problem) -> [JSONFields] {
        var readers: [JSONFields] = []
        for (offset, element) in try array(field).enumerated() {
            guard case .object(let members) = element else {
                throw .mistypedField("\(name(field))[\(offset)]", expected: "an object", found: element.kindName)
            }
            readers.append(JSONFields(members, path: "\(name(field))[\(offset)]."))
        }
        return readers
    }
}
