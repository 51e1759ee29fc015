import Foundation

/// `deadwax eval --format json`: one pretty-printed JSON document with sorted
/// keys. Ratios are rounded to 4 decimal places, seconds to 3. Layout in
/// `docs/eval.md`.
struct EvaluationDocument: Encodable {
    /// Figures of a group of images.
    struct Figures: Encodable {
        var images: Int
        var labelled: Int
        var unlabelled: Int
        var truthLines: Int
        var readings: Int
        var matched: Int
        var recall: Double
        var precision: Double
        var f1: Double
        var cer: Double
        var fullyCorrect: Int
        var fullyCorrectFraction: Double
        var errors: [String: Int]
        var secondsPerImage: Double

        init(_ figures: EvaluationFigures) {
            let summary = figures.summary
            images = figures.images
            labelled = figures.labelled
            unlabelled = figures.unlabelled
            truthLines = summary.truthLines
            readings = summary.readings
            matched = summary.matches
            recall = Rounding.ratio(summary.recall)
            precision = Rounding.ratio(summary.precision)
            f1 = Rounding.ratio(summary.f1)
            cer = Rounding.ratio(summary.characterErrorRate)
            fullyCorrect = summary.fullyCorrectImages
            fullyCorrectFraction = Rounding.ratio(summary.fullyCorrectFraction)
            errors = figures.errors
            secondsPerImage = Rounding.seconds(figures.secondsPerImage)
        }
    }

    /// How one truth line fared.
    struct Line: Encodable {
        var truth: String
        var found: Bool
        /// The closest reading (the matched one when found), `null` when there were none.
        var closest: String?
        var cer: Double
    }

    /// A scan failure.
    struct Failure: Encodable {
        var code: String
        var message: String
    }

    /// One image.
    struct Image: Encodable {
        var file: String
        var folder: String
        /// `null` for an unlabelled image.
        var truth: [String]?
        var readings: [String]
        var matched: Int?
        var recall: Double?
        var precision: Double?
        var f1: Double?
        var cer: Double?
        var fullyCorrect: Bool?
        var lines: [Line]?
        var error: Failure?
        var seconds: Double

        init(_ image: EvaluatedImage) {
            file = image.file
            folder = image.folder
            truth = image.truth
            readings = image.readings
            if let evaluation = image.evaluation {
                matched = evaluation.matchCount
                recall = Rounding.ratio(evaluation.recall)
                precision = Rounding.ratio(evaluation.precision)
                f1 = Rounding.ratio(evaluation.f1)
                cer = Rounding.ratio(evaluation.characterErrorRate)
                fullyCorrect = evaluation.isFullyCorrect
                lines = evaluation.lines.map {
                    Line(truth: $0.truth, found: $0.isFound, closest: $0.closestReading,
                         cer: Rounding.ratio($0.characterErrorRate))
                }
            }
            error = image.failure.map { Failure(code: $0.code.rawValue, message: $0.message) }
            seconds = Rounding.seconds(image.seconds)
        }

        enum CodingKeys: String, CodingKey {
            case file, folder, truth, readings, matched, recall, precision, f1, cer, fullyCorrect, lines, error, seconds
        }

        /// Writes every key, with explicit `null`s, so every image has the same shape.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(file, forKey: .file)
            try container.encode(folder, forKey: .folder)
            try container.encode(truth, forKey: .truth)
            try container.encode(readings, forKey: .readings)
            try container.encode(matched, forKey: .matched)
            try container.encode(recall, forKey: .recall)
            try container.encode(precision, forKey: .precision)
            try container.encode(f1, forKey: .f1)
            try container.encode(cer, forKey: .cer)
            try container.encode(fullyCorrect, forKey: .fullyCorrect)
            try container.encode(lines, forKey: .lines)
            try container.encode(error, forKey: .error)
            try container.encode(seconds, forKey: .seconds)
        }
    }

    var overall: Figures
    var folders: [String: Figures]
    var images: [Image]
    var unlabelled: [String]

    init(_ run: EvaluationRun) {
        overall = Figures(run.overall)
        folders = Dictionary(uniqueKeysWithValues: run.folders.map { ($0.name, Figures($0.figures)) })
        images = run.images.map(Image.init)
        unlabelled = run.unlabelledFiles
    }

    /// The document as text, ending in a newline.
    func text() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self), let text = String(data: data, encoding: .utf8) else {
            return "{\"error\":{\"code\":\"io\",\"message\":\"the evaluation could not be encoded\"}}\n"
        }
        return text + "\n"
    }
}

/// Rounding for printed figures.
enum Rounding {
    /// A ratio to 4 decimal places (0 for a value that is not finite).
    static func ratio(_ value: Double) -> Double { rounded(value, scale: 10_000) }
    /// Seconds to milliseconds.
    static func seconds(_ value: Double) -> Double { rounded(value, scale: 1_000) }

    private static func rounded(_ value: Double, scale: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * scale).rounded() / scale
    }
}
