import Foundation

/// An image's sidecar, `NAME.json` beside `NAME.jpg` (data contract section 1).
/// Every field is optional; unknown fields are ignored.
public struct Sidecar: Sendable, Hashable {
    /// The record side this image shows (`A`, `B`, `1`...).
    public var side: String?
    /// Ground truth: one string per etched or stamped line.
    public var etchings: [String]?
    /// The guide ring, when one was drawn.
    public var ring: GuideRing?

    public init(side: String? = nil, etchings: [String]? = nil, ring: GuideRing? = nil) {
        self.side = side
        self.etchings = etchings
        self.ring = ring
    }

    /// The largest sidecar read; a larger file is refused before it is parsed.
    public static let maximumByteCount = 1 << 20

    /// Parses a sidecar's bytes.
    ///
    /// Accepts UTF-8 (with or without a byte order mark) and UTF-16/32 with a
    /// byte order mark. Numbers written as strings, or strings where numbers
    /// belong, are errors; `null` reads as an absent field. A comma before a
    /// closing bracket is invalid JSON here, as the grammar says, though
    /// Foundation's parser would take it.
    ///
    /// - Throws: ``SidecarError`` saying which field is wrong and how to write it.
    public static func parse(_ data: Data) throws(SidecarError) -> Sidecar {
        guard data.count <= maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw .invalidJSON(String(describing: (error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? "not valid JSON"))
        }
        if let text = text(of: data), let (offset, closing) = trailingComma(in: text) {
            throw .invalidJSON("a comma before '\(closing)' at character \(offset + 1); remove it")
        }
        guard let root = object as? [String: Any] else {
            throw .wrongType(field: "(top level)", expected: "a JSON object {…}")
        }
        var sidecar = Sidecar()
        sidecar.side = try side(root["side"])
        sidecar.etchings = try etchings(root["etchings"])
        if let ringValue = root["ring"], !(ringValue is NSNull) {
            sidecar.ring = try ring(ringValue)
        }
        return sidecar
    }

    private static func side(_ value: Any?) throws(SidecarError) -> String? {
        switch value {
        case nil, is NSNull: return nil
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        case let number as NSNumber where !isBoolean(number):
            // A side written as a number (`"side": 1`) means the side labelled "1".
            return number.stringValue
        default:
            throw .wrongType(field: "side", expected: "a short string such as \"A\"")
        }
    }

    private static func etchings(_ value: Any?) throws(SidecarError) -> [String]? {
        switch value {
        case nil, is NSNull: return nil
        case let list as [Any]:
            var lines: [String] = []
            for (index, item) in list.enumerated() {
                guard let line = item as? String else {
                    throw .wrongType(field: "etchings[\(index)]", expected: "a string")
                }
                lines.append(line)
            }
            return lines
        default:
            throw .wrongType(field: "etchings", expected: "an array of strings")
        }
    }

    private static func ring(_ value: Any) throws(SidecarError) -> GuideRing {
        guard let ring = value as? [String: Any] else {
            throw .wrongType(field: "ring", expected: "an object with space, center, innerRadius and outerRadius")
        }
        let spaceName: String
        switch ring["space"] {
        case nil, is NSNull: spaceName = "image"
        case let text as String: spaceName = text
        default: throw .wrongType(field: "ring.space", expected: "\"image\" or \"preview\"")
        }
        let center = try point(ring["center"], field: "ring.center")
        let inner = try number(ring["innerRadius"], field: "ring.innerRadius")
        let outer = try number(ring["outerRadius"], field: "ring.outerRadius")
        switch spaceName {
        case "image":
            return GuideRing(space: .image, center: center, innerRadius: inner, outerRadius: outer)
        case "preview":
            let previewHint = "{\"width\": 390, \"height\": 844, \"gravity\": \"resizeAspectFill\"}"
            let preview: [String: Any]
            switch ring["preview"] {
            case nil, is NSNull: throw .missing(field: "ring.preview", hint: previewHint)
            case let object as [String: Any]: preview = object
            default: throw .wrongType(field: "ring.preview", expected: "an object such as \(previewHint)")
            }
            let width = try number(preview["width"], field: "ring.preview.width")
            let height = try number(preview["height"], field: "ring.preview.height")
            let gravityHint = "\"resizeAspect\", \"resizeAspectFill\" or \"resize\""
            let gravityName: String
            switch preview["gravity"] {
            case nil, is NSNull: throw .missing(field: "ring.preview.gravity", hint: gravityHint)
            case let text as String: gravityName = text
            default: throw .wrongType(field: "ring.preview.gravity", expected: gravityHint)
            }
            guard let gravity = VideoGravity(rawValue: gravityName) else {
                throw .unknownValue(field: "ring.preview.gravity", value: gravityName,
                                    allowed: VideoGravity.allCases.map(\.rawValue))
            }
            return GuideRing(
                space: .preview(size: Size(width: width, height: height), gravity: gravity),
                center: center, innerRadius: inner, outerRadius: outer)
        default:
            throw .unknownValue(field: "ring.space", value: spaceName, allowed: ["image", "preview"])
        }
    }

    private static func point(_ value: Any?, field: String) throws(SidecarError) -> Point {
        guard let value, !(value is NSNull) else { throw .missing(field: field, hint: "[x, y]") }
        guard let pair = value as? [Any], pair.count == 2 else {
            throw .wrongType(field: field, expected: "an array of two numbers [x, y]")
        }
        return Point(x: try number(pair[0], field: field + "[0]"), y: try number(pair[1], field: field + "[1]"))
    }

    private static func number(_ value: Any?, field: String) throws(SidecarError) -> Double {
        guard let value, !(value is NSNull) else { throw .missing(field: field, hint: "a number") }
        guard let number = value as? NSNumber, !isBoolean(number) else {
            throw .wrongType(field: field, expected: "a number")
        }
        return number.doubleValue
    }

    private static func isBoolean(_ number: NSNumber) -> Bool {
        // JSON booleans arrive as NSNumber too; JSONSerialization makes them
        // with the `c` (char) type code, which no JSON number gets.
        String(cString: number.objCType) == "c"
    }
}
