import JSONText

/// Typed access to one JSON object's fields, turning every absence or type
/// mismatch into a ``LogProblem`` that names the field. `null` reads as
/// absent.
struct FieldReader {
    let members: [String: JSONValue]
    /// Prefix for field names in messages (`devices[2].`).
    let path: String

    init(_ members: [String: JSONValue], path: String = "") {
        self.members = members
        self.path = path
    }

    func name(_ field: String) -> String { path + field }

    /// The field's value; `nil` when absent or `null`.
    func optional(_ field: String) -> JSONValue? {
        switch members[field] {
        case .none, .some(.null): nil
        case .some(let value): value
        }
    }

    func required(_ field: String) throws(LogProblem) -> JSONValue {
        guard let value = optional(field) else { throw .missingField(name(field)) }
        return value
    }

    func mistyped(_ field: String, _ value: JSONValue, expected: String) -> LogProblem {
        .mistypedField(name(field), expected: expected, found: value.kindName)
    }

    func optionalString(_ field: String) throws(LogProblem) -> String? {
        guard let value = optional(field) else { return nil }
        guard case .string(let text) = value else { throw mistyped(field, value, expected: "a string") }
        return text
    }

    func string(_ field: String) throws(LogProblem) -> String {
        guard let text = try optionalString(field) else { throw .missingField(name(field)) }
        return text
    }

    func optionalBool(_ field: String) throws(LogProblem) -> Bool? {
        guard let value = optional(field) else { return nil }
        guard case .bool(let flag) = value else { throw mistyped(field, value, expected: "true or false") }
        return flag
    }

    func bool(_ field: String) throws(LogProblem) -> Bool {
        guard let flag = try optionalBool(field) else { throw .missingField(name(field)) }
        return flag
    }

    /// A number's spelling.
    func number(_ field: String) throws(LogProblem) -> String {
        let value = try required(field)
        guard case .number(let literal) = value else { throw mistyped(field, value, expected: "a number") }
        return literal
    }

    func array(_ field: String) throws(LogProblem) -> [JSONValue] {
        let value = try required(field)
        guard case .array(let elements) = value else { throw mistyped(field, value, expected: "an array") }
        return elements
    }

    func strings(_ field: String) throws(LogProblem) -> [String] {
        var texts: [String] = []
        for (offset, element) in try array(field).enumerated() {
            guard case .string(let text) = element else {
                throw .mistypedField("\(name(field))[\(offset)]", expected: "a string", found: element.kindName)
            }
            texts.append(text)
        }
        return texts
    }

    /// A string from a closed set (`position`, `posture`, `state`).
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ field: String, as type: Choice.Type
    ) throws(LogProblem) -> Choice where Choice.RawValue == String {
        let text = try string(field)
        guard let choice = Choice(rawValue: text) else {
            throw .invalidValue(field: name(field), value: text, allowed: Choice.allCases.map(\.rawValue))
        }
        return choice
    }
}
