import Foundation

/// `deadwax eval --format table`: a per-folder summary with an overall row,
/// then the worst images with what was missed and what was read instead,
/// then the unlabelled images.
enum EvaluationTable {
    /// How many imperfect images the table details.
    static let worstShown = 10

    /// The whole table, ending in a newline.
    static func text(_ run: EvaluationRun) -> String {
        let overall = run.overall
        var text = "Evaluated \(count(overall.images, "image")): \(overall.labelled) labelled, \(overall.unlabelled) unlabelled.\n\n"
        var rows = [header]
        rows += run.folders.map { row($0.name, $0.figures) }
        rows.append(row("overall", overall))
        text += layout(rows)
        text += "\nrecall: truth lines found / truth lines; precision: readings that match a line / readings;\n"
        text += "CER: mean character error rate per truth line; correct: images with every line and nothing else.\n"
        let imperfect = run.imperfect
        if imperfect.isEmpty {
            text += overall.labelled > 0 ? "\nEvery labelled image was read fully correctly.\n" : ""
        } else {
            let shown = imperfect.prefix(worstShown)
            text += "\nWorst images (\(shown.count) of \(imperfect.count) not fully correct):\n"
            for image in shown { text += detail(image) }
        }
        let unlabelled = run.unlabelledFiles
        if !unlabelled.isEmpty {
            text += "\nUnlabelled (no \"etchings\" in the sidecar; not scored): \(unlabelled.joined(separator: ", "))\n"
        }
        return text
    }

    static let header = ["folder", "images", "lines", "recall", "precision", "F1", "CER", "correct", "errors", "s/image"]

    static func row(_ name: String, _ figures: EvaluationFigures) -> [String] {
        let summary = figures.summary
        let scored = figures.labelled > 0
        let errors = figures.errors.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return [
            name, String(figures.images), String(summary.truthLines),
            scored ? ratio(summary.recall) : "-", scored ? ratio(summary.precision) : "-",
            scored ? ratio(summary.f1) : "-", scored ? ratio(summary.characterErrorRate) : "-",
            "\(summary.fullyCorrectImages)/\(figures.labelled)", errors.isEmpty ? "-" : errors,
            String(format: "%.2f", figures.secondsPerImage),
        ]
    }

    /// Columns padded to their widest cell; text columns left, numbers right.
    static func layout(_ rows: [[String]]) -> String {
        guard let first = rows.first else { return "" }
        let widths = first.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == 8 ? cell + padding : padding + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) + "\n"
        }.joined()
    }

    /// One image: its figures, then each missed line with the closest reading, then extra readings.
    static func detail(_ image: EvaluatedImage) -> String {
        guard let evaluation = image.evaluation else { return "" }
        var text = "  \(image.file)"
        if let failure = image.failure {
            return text + "  error (\(failure.code.rawValue)): \(failure.message)\n"
        }
        text += "  recall \(evaluation.matchCount)/\(evaluation.truthCount)"
        text += ", precision \(evaluation.matchCount)/\(evaluation.readingCount)"
        text += ", CER \(ratio(evaluation.characterErrorRate))\n"
        for line in evaluation.lines where !line.isFound {
            let closest = line.closestReading.map { "read \(quoted($0))" } ?? "nothing read"
            text += "      missed \(quoted(line.truth)): \(closest) (CER \(ratio(line.characterErrorRate)))\n"
        }
        for extra in evaluation.extraReadings {
            text += "      extra  \(quoted(extra))\n"
        }
        return text
    }

    static func ratio(_ value: Double) -> String { String(format: "%.3f", value) }

    static func quoted(_ text: String) -> String { "\"" + text + "\"" }

    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }
}
