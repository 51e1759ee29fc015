import JSONText
import RunoutOCR

/// Reading scan output back (`--resume`, `merge`): the version-1 line of data
/// contract section 2, parsed by the package's strict JSON parser
/// (``JSONParser``: a key given twice is an error, not silently the last).
/// Unknown fields are ignored; `null` reads as absent. `file` and
/// `etchings` are required, as is each etching's text, key, confidence and
/// angle; a ring needs its centre, radii and source; an error its code and
/// message.
extension ScanRecord {
    /// Parses one line of JSON Lines output.
    ///
    /// - Returns: the record, or why the line is not one: where its JSON
    ///   breaks (`bad JSON: unexpected ',' at column 14`), or which field is
    ///   missing or of the wrong type (`missing field 'etchings[0].key'`).
    /// - Complexity: O(n) in the line's length.
    static func parsed(line: some Collection<UInt8>) -> Result<ScanRecord, LineProblem> {
        let value: JSONValue
        do {
            value = try JSONParser.parse(Array(line))
        } catch {
            return .failure(LineProblem(message: error.description))
        }
        do throws(LineProblem) {
            return .success(try ScanRecord(json: value))
        } catch {
            return .failure(error)
        }
    }

    /// The record `json` holds.
    init(json: JSONValue) throws(LineProblem) {
        guard case .object(let fields) = json else { throw LineProblem(message: "not a JSON object") }
        let record = FieldReader(fields: fields, path: "")
        file = try record.string("file")
        side = try record.optionalString("side")
        ring = try record.optionalObject("ring").map { reader throws(LineProblem) in try Ring(reader) }
        etchings = try record.array("etchings").map { reader throws(LineProblem) in try Etching(reader) }
        error = try record.optionalObject("error").map { reader throws(LineProblem) in try Failure(reader) }
    }

    /// The readings of this record, for the per-side model.
    var readings: [Reading] {
        etchings.map { Reading(line: EtchingLine(text: $0.text, key: $0.key), confidence: $0.confidence, angle: $0.angle) }
    }
}

extension ScanRecord.Ring {
    fileprivate init(_ ring: FieldReader) throws(LineProblem) {
        space = try ring.optionalString("space") ?? "image"
        center = try ring.numbers("center")
        guard center.count == 2 else { throw LineProblem(message: "field '\(ring.path("center"))': center must be [x, y]") }
        innerRadius = try ring.number("innerRadius")
        outerRadius = try ring.number("outerRadius")
        source = try ring.string("source")
        confidence = try ring.optionalNumber("confidence")
        scaleX = try ring.optionalNumber("scaleX")
        scaleY = try ring.optionalNumber("scaleY")
        rotation = try ring.optionalNumber("rotation")
    }
}

extension ScanRecord.Etching {
    fileprivate init(_ etching: FieldReader) throws(LineProblem) {
        text = try etching.string("text")
        key = try etching.string("key")
        confidence = try etching.number("confidence")
        angle = try etching.number("angle")
    }
}

extension ScanRecord.Failure {
    fileprivate init(_ failure: FieldReader) throws(LineProblem) {
        code = try failure.string("code")
        message = try failure.string("message")
    }
}

/// The fields of one JSON object of a scan record, read by name, each
/// problem worded with the field's path from the record (`ring.center`,
/// `etchings[2].angle`). `null` reads as absent.
private struct FieldReader {
    var fields: [String: JSONValue]
    /// The object's own path, empty for the record itself.
    var path: String

    func path(_ name: String) -> String {
        path.isEmpty ? name : path + "." + name
    }

    /// The field's value, `nil` when it is absent or `null`.
    private func value(_ name: String) -> JSONValue? {
        guard let value = fields[name], value != .null else { return nil }
        return value
    }

    private func missing(_ name: String) -> LineProblem {
        LineProblem(message: "missing field '\(path(name))'")
    }

    private func wrongType(_ path: String) -> LineProblem {
        LineProblem(message: "field '\(path)' has the wrong type")
    }

    func optionalString(_ name: String) throws(LineProblem) -> String? {
        guard let value = value(name) else { return nil }
        guard case .string(let text) = value else { throw wrongType(path(name)) }
        return text
    }

    func string(_ name: String) throws(LineProblem) -> String {
        guard let text = try optionalString(name) else { throw missing(name) }
        return text
    }

    /// A finite number at `path`; a number that overflows (`1e400`) is none.
    private static func finite(_ value: JSONValue, at path: String) throws(LineProblem) -> Double {
        guard case .number(let spelling) = value else {
            throw LineProblem(message: "field '\(path)' has the wrong type")
        }
        guard let number = Double(spelling), number.isFinite else {
            throw LineProblem(message: "field '\(path)' is not a finite number")
        }
        return number
    }

    func optionalNumber(_ name: String) throws(LineProblem) -> Double? {
        guard let value = value(name) else { return nil }
        return try Self.finite(value, at: path(name))
    }

    func number(_ name: String) throws(LineProblem) -> Double {
        guard let number = try optionalNumber(name) else { throw missing(name) }
        return number
    }

    func numbers(_ name: String) throws(LineProblem) -> [Double] {
        guard let value = value(name) else { throw missing(name) }
        guard case .array(let elements) = value else { throw wrongType(path(name)) }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            numbers.append(try Self.finite(element, at: "\(path(name))[\(index)]"))
        }
        return numbers
    }

    func optionalObject(_ name: String) throws(LineProblem) -> FieldReader? {
        guard let value = value(name) else { return nil }
        guard case .object(let fields) = value else { throw wrongType(path(name)) }
        return FieldReader(fields: fields, path: path(name))
    }

    /// The objects of the array `name`, each read at `name[i]`.
    func array(_ name: String) throws(LineProblem) -> [FieldReader] {
        guard let value = value(name) else { throw missing(name) }
        guard case .array(let elements) = value else { throw wrongType(path(name)) }
        var readers: [FieldReader] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let fields) = element else { throw wrongType("\(path(name))[\(index)]") }
            readers.append(FieldReader(fields: fields, path: "\(path(name))[\(index)]"))
        }
        return readers
    }
}

/// Why a line of scan output is not a version-1 scan record, in a few words.
struct LineProblem: Error, CustomStringConvertible {
    var message: String

    init(message: String) {
        self.message = message
    }

    var description: String { message }
}
