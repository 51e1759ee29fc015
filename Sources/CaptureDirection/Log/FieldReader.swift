import JSONText

/// Typed access to one capture-log object's fields (``JSONFields``),
/// every absence or type mismatch a ``LogProblem`` that names the field.
typealias FieldReader = JSONFields<LogProblem>

extension LogProblem: JSONFieldProblem {}

extension JSONFields where Problem == LogProblem {
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
