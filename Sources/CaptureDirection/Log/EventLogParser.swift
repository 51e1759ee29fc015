import JSONText

/// Parses a capture log line by line, strictly (contract section 3): line 1
/// is the header, every later non-blank line an event with a finite `t` that
/// never decreases. Unknown fields are ignored; `null` is an absent optional
/// field; a repeated key, an unknown type or a missing or mistyped field is
/// an error naming the line.
///
/// Pure: it sees bytes, never files. Feed it lines in order with
/// ``parse(line:)``; call ``finish()`` after the last one.
///
/// - Complexity: O(*n*) per line of *n* bytes; O(1) memory between lines.
public struct EventLogParser: Sendable {
    /// The number of lines parsed so far (the last line's number).
    public private(set) var lineNumber = 0
    /// The header, once line 1 has been parsed.
    public private(set) var catalog: DeviceCatalog?
    private var previousTime: LogTime?

    /// A parser expecting the header on its first line.
    public init() {}

    /// Parses the next line (without its `\n`; a trailing `\r` is JSON
    /// whitespace and ignored; a byte order mark is the line source's job).
    public mutating func parse(line: some Collection<UInt8>) throws(LogError) -> LogLine {
        lineNumber += 1
        do throws(LogProblem) {
            return try parseLine(Array(line))
        } catch {
            throw LogError(line: lineNumber, problem: error)
        }
    }

    /// Checks the end of the log: a log without a header is malformed.
    public func finish() throws(LogError) {
        if catalog == nil {
            throw LogError(line: max(lineNumber, 1), problem: .missingHeader(found: "but the log is empty"))
        }
    }

    private mutating func parseLine(_ bytes: [UInt8]) throws(LogProblem) -> LogLine {
        let isBlank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0B || $0 == 0x0C }
        if isBlank {
            guard catalog != nil else { throw .missingHeader(found: "but it is blank") }
            return .blank
        }
        let value: JSONValue
        do throws(JSONSyntaxError) {
            value = try JSONParser.parse(bytes)
        } catch {
            if case .duplicateKey(let key) = error.reason { throw .duplicateKey(key) }
            throw .invalidJSON(error.description)
        }
        guard case .object(let members) = value else { throw .notAnObject(found: value.kindName) }
        let fields = FieldReader(members)
        guard catalog != nil else {
            let header = try Self.header(fields)
            catalog = header
            return .header(header)
        }
        return .event(try event(fields))
    }

    private static func header(_ fields: FieldReader) throws(LogProblem) -> DeviceCatalog {
        guard let version = fields.optional("version") else {
            throw .missingHeader(found: "but it has no 'version'")
        }
        guard case .number(let literal) = version else {
            throw fields.mistyped("version", version, expected: "the number 1")
        }
        guard Double(literal) == 1 else { throw .unsupportedVersion(literal) }
        var devices: [Device] = []
        for (offset, element) in try fields.array("devices").enumerated() {
            guard case .object(let members) = element else {
                throw .mistypedField("devices[\(offset)]", expected: "an object", found: element.kindName)
            }
            let device = FieldReader(members, path: "devices[\(offset)].")
            let id = try device.string("id")
            let type = DeviceType(rawValue: try device.string("type"))
            let position = try device.choice("position", as: DevicePosition.self)
            guard !devices.contains(where: { $0.id == id }) else { throw .duplicateDeviceID(id) }
            devices.append(Device(id: id, type: type, position: position))
        }
        let coordinator = try fields.optionalBool("coordinator") ?? true
        return DeviceCatalog(devices: devices, hasCoordinator: coordinator)
    }

    private mutating func event(_ fields: FieldReader) throws(LogProblem) -> LoggedEvent {
        let literal = try fields.number("t")
        guard let time = LogTime(literal: literal) else { throw .timeNotFinite(literal) }
        if let previousTime, time.seconds < previousTime.seconds {
            throw .timeDecreased(previous: previousTime.literal, current: time.literal)
        }
        let typeName = try fields.string("type")
        guard let kind = EventKind(rawValue: typeName) else { throw .unknownEventType(typeName) }
        let event: CaptureEvent
        switch kind {
        case .sessionStart:
            event = .sessionStart
        case .sessionStop:
            event = .sessionStop
        case .directionMap:
            event = .directionMap(DirectionMap(backward: try fields.strings("backward")))
        case .fold:
            event = .fold(try fields.choice("posture", as: Posture.self))
        case .deviceAvailability:
            event = .deviceAvailability(device: try fields.string("device"), available: try fields.bool("available"))
        case .interruption:
            let reason = try fields.optionalString("reason")
            switch try fields.choice("state", as: InterruptionState.self) {
            case .began: event = .interruption(.began(reason: reason))
            case .ended: event = .interruption(.ended)
            }
        case .frame:
            event = .frame(Frame(image: try fields.string("image"), side: try fields.optionalString("side")))
        }
        previousTime = time
        return LoggedEvent(time: time, event: event)
    }
}

/// The `state` field of an `interruption` line.
enum InterruptionState: String, CaseIterable {
    case began
    case ended
}
