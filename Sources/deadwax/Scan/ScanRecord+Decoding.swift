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
        guard case .object(let members) = json else { throw LineProblem(message: "not a JSON object") }
        let record = Fields(members)
        file = try record.string("file")
        side = try record.optionalString("side")
        ring = try record.optionalObject("ring").map { fields throws(LineProblem) in try Ring(fields) }
        etchings = try record.objects("etchings").map { fields throws(LineProblem) in try Etching(fields) }
        error = try record.optionalObject("error").map { fields throws(LineProblem) in try Failure(fields) }
    }

    /// The readings of this record, for the per-side model.
    var readings: [Reading] {
        etchings.map { Reading(line: EtchingLine(text: $0.text, key: $0.key), confidence: $0.confidence, angle: $0.angle) }
    }
}

/// One object of a scan record, each problem a ``LineProblem`` naming the
/// field by its path from the record (`ring.center`, `etchings[2].angle`).
private typealias Fields = JSONFields<LineProblem>

extension ScanRecord.Ring {
    fileprivate init(_ ring: Fields) throws(LineProblem) {
        space = try ring.optionalString("space") ?? "image"
        center = try ring.finiteNumbers("center")
        guard center.count == 2 else { throw LineProblem(message: "field '\(ring.name("center"))': center must be [x, y]") }
        innerRadius = try ring.finiteNumber("innerRadius")
        outerRadius = try ring.finiteNumber("outerRadius")
        source = try ring.string("source")
        confidence = try ring.optionalFiniteNumber("confidence")
        scaleX = try ring.optionalFiniteNumber("scaleX")
        scaleY = try ring.optionalFiniteNumber("scaleY")
        rotation = try ring.optionalFiniteNumber("rotation")
    }
}

extension ScanRecord.Etching {
    fileprivate init(_ etching: Fields) throws(LineProblem) {
        text = try etching.string("text")
        key = try etching.string("key")
        confidence = try etching.finiteNumber("confidence")
        angle = try etching.finiteNumber("angle")
    }
}

extension ScanRecord.Failure {
    fileprivate init(_ failure: Fields) throws(LineProblem) {
        code = try failure.string("code")
        message = try failure.string("message")
    }
}

extension JSONFields where Problem == LineProblem {
    /// The finite number `spelling` spells, at `name`; a number that
    /// overflows (`1e400`) is none.
    private static func finite(_ spelling: String, at name: String) throws(LineProblem) -> Double {
        guard let number = Double(spelling), number.isFinite else {
            throw LineProblem(message: "field '\(name)' is not a finite number")
        }
        return number
    }

    fileprivate func optionalFiniteNumber(_ field: String) throws(LineProblem) -> Double? {
        try optionalNumber(field).map { spelling throws(LineProblem) in try Self.finite(spelling, at: name(field)) }
    }

    fileprivate func finiteNumber(_ field: String) throws(LineProblem) -> Double {
        try Self.finite(try number(field), at: name(field))
    }

    /// The finite numbers of the array in `field`.
    fileprivate func finiteNumbers(_ field: String) throws(LineProblem) -> [Double] {
        var numbers: [Double] = []
        for (offset, element) in try array(field).enumerated() {
            let place = "\(name(field))[\(offset)]"
            guard case .number(let spelling) = element else {
                throw .mistypedField(place, expected: "a number", found: element.kindName)
            }
            numbers.append(try Self.finite(spelling, at: place))
        }
        return numbers
    }
}

/// Why a line of scan output is not a version-1 scan record, in a few words.
struct LineProblem: JSONFieldProblem, CustomStringConvertible {
    var message: String

    init(message: String) {
        self.message = message
    }

    static func missingField(_ field: String) -> LineProblem {
        LineProblem(message: "missing field '\(field)'")
    }

    static func mistypedField(_ field: String, expected: String, found: String) -> LineProblem {
        LineProblem(message: "field '\(field)' has the wrong type")
    }

    var description: String { message }
}
