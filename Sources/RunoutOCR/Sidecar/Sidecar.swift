import Foundation
import JSONText

/// An image's sidecar, `NAME.json` beside `NAME.jpg` (data contract section 1).
/// Every field is optional; unknown fields are ignored.
public struct Sidecar: Sendable, Hashable {
    /// The record side this image shows (`A`, `B`, `1`...).
    public var side: String?
    /// Ground truth: one string per etched or stamped line.
    public var etchings: [String]?
    /// The guide ring, when one was drawn.
    public var ring: GuideRing?
    /// Why `etchings` could not be read (`"etchings": "YEX 1"`), or `nil`.
    ///
    /// The ground truth matters only to `eval`: `scan` ignores it, as the
    /// data contract says, so a malformed `etchings` is kept here rather
    /// than thrown, and the image is still scanned with its side and ring.
    /// `eval` reports it as the image's `sidecar` failure.
    public var etchingsProblem: SidecarError?

    public init(side: String? = nil, etchings: [String]? = nil, ring: GuideRing? = nil) {
        self.side = side
        self.etchings = etchings
        self.ring = ring
    }

    /// The largest sidecar read; a larger file is refused before it is parsed.
    public static let maximumByteCount = 1 << 20

    /// Parses a sidecar's bytes.
    ///
    /// The size is checked first: a file over ``maximumByteCount`` is never
    /// parsed. Accepts UTF-8 (with or without a byte order mark) and
    /// UTF-16/32 with a byte order mark. The grammar is strict JSON (a
    /// comma before a closing bracket, a comment or a key given twice in one
    /// object is invalid), plus the literals `NaN`, `Infinity` and
    /// `-Infinity` that Python's `json` module writes for non-finite
    /// numbers: a ring holding one of them, or a number that overflows
    /// (`1e400`), parses, and mapping it fails with a ``RingError``, as for
    /// any ring that is not positive and finite. Nesting deeper than
    /// ``JSONParser/maximumDepth`` is invalid JSON, never a crash.
    ///
    /// Numbers written as strings, or strings where numbers belong, are
    /// errors, and so are booleans; `null` reads as an absent field. A
    /// malformed `etchings` is not thrown but kept in ``etchingsProblem``:
    /// only `eval` reads the ground truth. A side
    /// written as a finite number is its label (`1` → "1", `2.0` → "2").
    /// A preview-space ring's `preview` belongs in the ring; written beside
    /// it at the top level instead, it is read there when the ring has none.
    ///
    /// - Throws: ``SidecarError`` saying which field is wrong and how to
    ///   write it; invalid JSON names the line and column
    ///   (`unexpected ',' at line 3, column 14`).
    /// - Complexity: O(*n*) in the file's size.
    public static func parse(_ data: Data) throws(SidecarError) -> Sidecar {
        guard data.count <= maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        let text = try utf8Bytes(of: data)
        let root: JSONValue
        do throws(JSONSyntaxError) {
            root = try JSONParser.parse(text, options: .nonFiniteNumbers)
        } catch {
            throw .invalidJSON(error.description(in: text))
        }
        guard case .object(let members) = root else {
            throw .wrongType(field: "(top level)", expected: "a JSON object {…}")
        }
        var sidecar = Sidecar()
        sidecar.side = try side(members["side"])
        do throws(SidecarError) {
            sidecar.etchings = try etchings(members["etchings"])
        } catch {
            sidecar.etchingsProblem = error
        }
        if let ringValue = present(members["ring"]) {
            sidecar.ring = try ring(ringValue, besides: present(members["preview"]))
        }
        return sidecar
    }

    /// `value` unless it is absent or `null`.
    private static func present(_ value: JSONValue?) -> JSONValue? {
        if case .null? = value { return nil }
        return value
    }

    private static func side(_ value: JSONValue?) throws(SidecarError) -> String? {
        let wrong = SidecarError.wrongType(field: "side", expected: "a short string such as \"A\"")
        switch present(value) {
        case nil: return nil
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return trimmed.isEmpty ? nil : trimmed
        case .number(let spelling):
            // A side written as a number (`"side": 1`) means the side labelled "1".
            guard let label = label(ofNumber: spelling) else { throw wrong }
            return label
        default:
            throw wrong
        }
    }

    /// The label a side written as a number stands for: an integer as it
    /// reads (`1` → "1", `-0` → "0"), a whole number without a fraction
    /// (`2.0` → "2", `1e3` → "1000"), any other number as Swift prints it
    /// (`1.5` → "1.5"); `nil` for `NaN` and the infinities (`1e400` included).
    private static func label(ofNumber spelling: String) -> String? {
        if let integer = Int(spelling) { return String(integer) }
        guard let value = Double(spelling), value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    private static func etchings(_ value: JSONValue?) throws(SidecarError) -> [String]? {
        switch present(value) {
        case nil: return nil
        case .array(let list):
            var lines: [String] = []
            for (index, item) in list.enumerated() {
                guard case .string(let line) = item else {
                    throw .wrongType(field: "etchings[\(index)]", expected: "a string")
                }
                lines.append(line)
            }
            return lines
        default:
            throw .wrongType(field: "etchings", expected: "an array of strings")
        }
    }

    /// The ring in `value`. A preview-space ring's `preview` belongs in the
    /// ring (`ring.preview`); one written beside the ring instead, at the top
    /// level (`outside`), is read when the ring has none.
    private static func ring(_ value: JSONValue, besides outside: JSONValue?) throws(SidecarError) -> GuideRing {
        guard case .object(let ring) = value else {
            throw .wrongType(field: "ring", expected: "an object with space, center, innerRadius and outerRadius")
        }
        let spaceName: String
        switch present(ring["space"]) {
        case nil: spaceName = "image"
        case .string(let text): spaceName = text
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
            // Where the preview was found, to name its fields in errors.
            let (found, name) = present(ring["preview"]).map { ($0, "ring.preview") } ?? (outside, "preview")
            let preview: [String: JSONValue]
            switch found {
            case nil: throw .missing(field: "ring.preview", hint: previewHint)
            case .object(let object): preview = object
            default: throw .wrongType(field: name, expected: "an object such as \(previewHint)")
            }
            let width = try number(preview["width"], field: name + ".width")
            let height = try number(preview["height"], field: name + ".height")
            let gravityHint = "\"resizeAspect\", \"resizeAspectFill\" or \"resize\""
            let gravityName: String
            switch present(preview["gravity"]) {
            case nil: throw .missing(field: name + ".gravity", hint: gravityHint)
            case .string(let text): gravityName = text
            default: throw .wrongType(field: name + ".gravity", expected: gravityHint)
            }
            guard let gravity = VideoGravity(rawValue: gravityName) else {
                throw .unknownValue(field: name + ".gravity", value: gravityName,
                                    allowed: VideoGravity.allCases.map(\.rawValue))
            }
            return GuideRing(
                space: .preview(size: Size(width: width, height: height), gravity: gravity),
                center: center, innerRadius: inner, outerRadius: outer)
        default:
            throw .unknownValue(field: "ring.space", value: spaceName, allowed: ["image", "preview"])
        }
    }

    private static func point(_ value: JSONValue?, field: String) throws(SidecarError) -> Point {
        switch present(value) {
        case nil: throw .missing(field: field, hint: "[x, y]")
        case .array(let pair) where pair.count == 2:
            return Point(x: try number(pair[0], field: field + "[0]"), y: try number(pair[1], field: field + "[1]"))
        default: throw .wrongType(field: field, expected: "an array of two numbers [x, y]")
        }
    }

    /// A number field's value: `NaN` and the infinities as they are
    /// (`1e400` overflows to infinity), for the ring's own checks to refuse.
    private static func number(_ value: JSONValue?, field: String) throws(SidecarError) -> Double {
        switch present(value) {
        case nil: throw .missing(field: field, hint: "a number")
        case .number(let spelling):
            // Every spelling the parser gives converts; a `nil` would be a wrong type all the same.
            guard let number = Double(spelling) else { throw .wrongType(field: field, expected: "a number") }
            return number
        default: throw .wrongType(field: field, expected: "a number")
        }
    }
}
