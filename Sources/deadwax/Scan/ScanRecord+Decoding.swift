import Foundation
import RunoutOCR

/// Reading scan output back (`--resume`, `merge`): the version-1 line of data
/// contract section 2. Unknown fields are ignored; `null` reads as absent.
/// `file` and `etchings` are required, as is each etching's text, key,
/// confidence and angle; a ring needs its centre, radii and source.
extension ScanRecord: Decodable {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        side = try container.decodeIfPresent(String.self, forKey: .side)
        ring = try container.decodeIfPresent(Ring.self, forKey: .ring)
        etchings = try container.decode([Etching].self, forKey: .etchings)
        error = try container.decodeIfPresent(Failure.self, forKey: .error)
    }

    /// Parses one line of JSON Lines output.
    ///
    /// - Returns: the record, or why the line is not one (a short phrase such
    ///   as "missing field 'file'" or "not valid JSON").
    static func parsed(line: some Collection<UInt8>) -> Result<ScanRecord, LineProblem> {
        do {
            return .success(try JSONDecoder().decode(ScanRecord.self, from: Data(line)))
        } catch let error as DecodingError {
            return .failure(LineProblem(error))
        } catch {
            return .failure(LineProblem(message: "not a scan record"))
        }
    }

    /// The readings of this record, for the per-side model.
    var readings: [Reading] {
        etchings.map { Reading(line: EtchingLine(text: $0.text, key: $0.key), confidence: $0.confidence, angle: $0.angle) }
    }
}

extension ScanRecord.Ring: Decodable {
    private enum Keys: String, CodingKey {
        case space, center, innerRadius, outerRadius, source, confidence, scaleX, scaleY, rotation
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        space = try container.decodeIfPresent(String.self, forKey: .space) ?? "image"
        center = try container.decode([Double].self, forKey: .center)
        guard center.count == 2 else {
            throw DecodingError.dataCorruptedError(
                forKey: .center, in: container, debugDescription: "center must be [x, y]")
        }
        innerRadius = try container.decode(Double.self, forKey: .innerRadius)
        outerRadius = try container.decode(Double.self, forKey: .outerRadius)
        source = try container.decode(String.self, forKey: .source)
        confidence = try container.decodeIfPresent(Double.self, forKey: .confidence)
        scaleX = try container.decodeIfPresent(Double.self, forKey: .scaleX)
        scaleY = try container.decodeIfPresent(Double.self, forKey: .scaleY)
        rotation = try container.decodeIfPresent(Double.self, forKey: .rotation)
    }
}

extension ScanRecord.Etching: Decodable {
    private enum Keys: String, CodingKey { case text, key, confidence, angle }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        text = try container.decode(String.self, forKey: .text)
        key = try container.decode(String.self, forKey: .key)
        confidence = try container.decode(Double.self, forKey: .confidence)
        angle = try container.decode(Double.self, forKey: .angle)
    }
}

extension ScanRecord.Failure: Decodable {
    private enum Keys: String, CodingKey { case code, message }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        code = try container.decode(String.self, forKey: .code)
        message = try container.decode(String.self, forKey: .message)
    }
}

/// Why a line of scan output is not a version-1 scan record, in a few words.
struct LineProblem: Error, CustomStringConvertible {
    var message: String

    init(message: String) {
        self.message = message
    }

    init(_ error: DecodingError) {
        func path(_ keys: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            let all = keys + (last.map { [$0] } ?? [])
            return all.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
                .trimmingPrefix(".").description
        }
        switch error {
        case .keyNotFound(let key, let context):
            message = "missing field '\(path(context.codingPath, key))'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            message = context.codingPath.isEmpty
                ? "not a JSON object" : "field '\(path(context.codingPath))' has the wrong type"
        case .dataCorrupted(let context):
            message = context.codingPath.isEmpty
                ? "not valid JSON" : "field '\(path(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            message = "not a scan record"
        }
    }

    var description: String { message }
}
