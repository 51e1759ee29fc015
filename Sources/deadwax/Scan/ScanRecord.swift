import Foundation
import RunoutOCR

/// One line of `deadwax scan --format jsonl` (data contract section 2).
struct ScanRecord: Encodable {
    struct Ring: Encodable {
        var space = "image"
        var center: [Double]
        var innerRadius: Double
        var outerRadius: Double
        var source: String
        /// Optional additions: detector confidence and ellipse shape.
        var confidence: Double?
        var scaleX: Double?
        var scaleY: Double?
        var rotation: Double?
    }

    struct Etching: Encodable {
        var text: String
        var key: String
        var confidence: Double
        var angle: Double
    }

    struct Failure: Encodable {
        var code: String
        var message: String
    }

    var file: String
    var side: String?
    var ring: Ring?
    var etchings: [Etching]
    var error: Failure?

    init(file: String, scan: ImageScan) {
        self.file = file
        side = scan.side
        if let resolved = scan.ring {
            let annulus = resolved.annulus
            ring = Ring(
                center: [Self.rounded(annulus.center.x, 2), Self.rounded(annulus.center.y, 2)],
                innerRadius: Self.rounded(annulus.innerRadius, 2), outerRadius: Self.rounded(annulus.outerRadius, 2),
                source: resolved.source.rawValue, confidence: resolved.confidence.map { Self.rounded($0, 3) },
                scaleX: annulus.isCircle ? nil : Self.rounded(annulus.scaleX, 4),
                scaleY: annulus.isCircle ? nil : Self.rounded(annulus.scaleY, 4),
                rotation: annulus.rotation == 0 ? nil : Self.rounded(annulus.rotation, 2))
        }
        etchings = scan.failure == nil
            ? scan.readings.map {
                Etching(text: $0.line.text, key: $0.line.key, confidence: Self.rounded($0.confidence, 3),
                        angle: Self.rounded($0.angle, 1))
            }
            : []
        error = scan.failure.map { Failure(code: $0.code.rawValue, message: $0.message) }
    }

    /// A record for an input that could not even be opened.
    init(file: String, failure: ScanFailure) {
        self.file = file
        etchings = []
        error = Failure(code: failure.code.rawValue, message: failure.message)
    }

    enum CodingKeys: String, CodingKey { case file, side, ring, etchings, error }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(side, forKey: .side)  // explicit null when unknown
        try container.encode(ring, forKey: .ring)
        try container.encode(etchings, forKey: .etchings)
        try container.encode(error, forKey: .error)
    }

    static func rounded(_ value: Double, _ places: Int) -> Double {
        guard value.isFinite else { return 0 }
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}

/// JSON Lines encoding: sorted keys, slashes unescaped, one object per line.
enum JSONLines {
    static func line<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            return "{\"error\":{\"code\":\"io\",\"message\":\"result could not be encoded\"}}\n"
        }
        return text + "\n"
    }
}
