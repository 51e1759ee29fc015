import Foundation
import RunoutOCR

/// The HTML of the evaluation report: one self-contained page with inline
/// CSS, no scripts and no network, showing the per-folder summary, a
/// histogram of per-line character error rates, then every image worst
/// first with its thumbnail and ring, strips, segments, and its truth lines
/// beside the readings with the differences marked.
///
/// Every string that comes from files — names, truth, readings, messages —
/// is escaped (``HTMLText``).
struct ReportPage {
    var run: EvaluationRun
    /// The images written for each scan, by position in scan order.
    var images: [Int: ReportImages]
    /// The paths given on the command line.
    var scanned: [String]

    func html() -> String {
        let overall = run.overall
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>deadwax eval</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <h1>deadwax eval</h1>
            <p class="lead">\(HTMLText.escaped(scanned.joined(separator: ", "))): \(overall.images) image\(overall.images == 1 ? "" : "s"), \(overall.labelled) labelled, \(overall.unlabelled) unlabelled.</p>

            """
        html += summaryTable()
        html += histogram()
        html += "<h2>Images, worst first</h2>\n"
        let ordered = run.images.enumerated().sorted { EvaluatedImage.worseFirst($0.element, $1.element) }
        for (index, image) in ordered {
            html += section(image, images: images[index] ?? ReportImages())
        }
        html += "</body>\n</html>\n"
        return html
    }

    private func summaryTable() -> String {
        var html = "<h2>Summary</h2>\n<table class=\"summary\">\n<tr>"
        html += EvaluationTable.header.map { "<th>\(HTMLText.escaped($0))</th>" }.joined()
        html += "</tr>\n"
        var rows = run.folders.map { (EvaluationTable.row($0.name, $0.figures), false) }
        rows.append((EvaluationTable.row("overall", run.overall), true))
        for (cells, isTotal) in rows {
            html += isTotal ? "<tr class=\"total\">" : "<tr>"
            html += cells.map { "<td>\(HTMLText.escaped($0))</td>" }.joined()
            html += "</tr>\n"
        }
        html += "</table>\n"
        html += "<p class=\"note\">recall: truth lines found / truth lines · precision: readings matching a line / readings · "
        html += "CER: mean character error rate per truth line · correct: every line found and nothing extra.</p>\n"
        return html
    }

    private func histogram() -> String {
        let histogram = ErrorRateHistogram(run.images)
        let largest = max(1, histogram.counts.max() ?? 1)
        var html = "<h2>Character error rate per truth line</h2>\n"
        html += "<table class=\"histogram\">\n"
        for (label, count) in zip(ErrorRateHistogram.labels, histogram.counts) {
            let width = Double(count) / Double(largest) * 100
            html += "<tr><th>\(HTMLText.escaped(label))</th>"
            html += "<td class=\"bar\"><div style=\"width:\(String(format: "%.1f", width))%\"></div></td>"
            html += "<td class=\"count\">\(count)</td></tr>\n"
        }
        html += "</table>\n<p class=\"note\">\(histogram.total) truth line\(histogram.total == 1 ? "" : "s"); 0 = read exactly.</p>\n"
        return html
    }

    private func section(_ image: EvaluatedImage, images: ReportImages) -> String {
        let status: String
        let figures: String
        if let evaluation = image.evaluation {
            status = image.failure != nil ? "failed" : evaluation.isFullyCorrect ? "correct" : "imperfect"
            figures = "recall \(evaluation.matchCount)/\(evaluation.truthCount) · precision \(evaluation.matchCount)/\(evaluation.readingCount)"
                + " · CER \(String(format: "%.3f", evaluation.characterErrorRate))"
        } else {
            status = image.failure != nil ? "failed" : "unlabelled"
            figures = "unlabelled: \(image.readings.count) reading\(image.readings.count == 1 ? "" : "s")"
        }
        var html = "<section class=\"image \(status)\">\n"
        html += "<h3>\(HTMLText.escaped(image.file)) <span class=\"badge\">\(status)</span></h3>\n"
        let ring = image.ringSource.map { " · ring: \($0)" } ?? ""
        html += "<p class=\"figures\">\(HTMLText.escaped(figures + ring)) · \(String(format: "%.2f", image.seconds)) s</p>\n"
        for warning in image.warnings {
            html += "<p class=\"note\">note: \(HTMLText.escaped(warning))</p>\n"
        }
        if let failure = image.failure {
            html += "<p class=\"error\">error (\(HTMLText.escaped(failure.code.rawValue))): \(HTMLText.escaped(failure.message))</p>\n"
        }
        html += "<div class=\"stages\">\n"
        if let thumbnail = images.thumbnail {
            html += "<figure class=\"thumb\"><img src=\"\(HTMLText.escaped(thumbnail))\" alt=\"thumbnail with ring\">"
            html += "<figcaption>ring: inner cyan, outer magenta, 0° yellow</figcaption></figure>\n"
        }
        html += "<div class=\"lines\">\n" + linesTable(image) + "</div>\n</div>\n"
        for (name, caption) in [(images.strip, "unwrapped strip"), (images.prepared, "prepared strip")] {
            guard let name else { continue }
            html += "<figure class=\"strip\"><img src=\"\(HTMLText.escaped(name))\" alt=\"\(caption)\"><figcaption>\(caption)</figcaption></figure>\n"
        }
        if !images.segments.isEmpty {
            html += "<figure class=\"segments\">"
            html += images.segments.map { "<img src=\"\(HTMLText.escaped($0))\" alt=\"segment\">" }.joined()
            html += "<figcaption>segments as the engine saw them</figcaption></figure>\n"
        }
        html += "</section>\n"
        return html
    }

    private func linesTable(_ image: EvaluatedImage) -> String {
        guard let evaluation = image.evaluation else {
            let readings = image.readings.map { "<li>\(HTMLText.escaped($0))</li>" }.joined()
            return readings.isEmpty ? "<p class=\"note\">nothing read</p>\n" : "<p>Readings:</p><ul>\(readings)</ul>\n"
        }
        var html = "<table class=\"diff\">\n<tr><th>truth</th><th>closest reading</th><th>CER</th></tr>\n"
        if evaluation.lines.isEmpty {
            html += "<tr><td colspan=\"3\" class=\"note\">no truth lines</td></tr>\n"
        }
        for line in evaluation.lines {
            let reading: String
            if let closest = line.closestReading {
                let alignment = CharacterAlignment(truth: line.canonicalTruth, reading: CanonicalForm.of(closest))
                reading = HTMLText.diff(alignment)
            } else {
                reading = "<span class=\"note\">nothing read</span>"
            }
            html += "<tr class=\"\(line.isFound ? "found" : "missed")\"><td>\(HTMLText.escaped(line.truth))</td>"
            html += "<td>\(reading)</td><td>\(String(format: "%.2f", line.characterErrorRate))</td></tr>\n"
        }
        for extra in evaluation.extraReadings {
            html += "<tr class=\"extra\"><td class=\"note\">(extra)</td><td><ins>\(HTMLText.escaped(extra))</ins></td><td></td></tr>\n"
        }
        html += "</table>\n"
        return html
    }

    static let css = """
        body{font:14px/1.4 system-ui,-apple-system,"DejaVu Sans",sans-serif;margin:24px auto;max-width:1200px;padding:0 16px;color:#1c1c1c;background:#fff}
        h1{font-size:24px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ccc}
        h3{font-size:15px;margin:0 0 4px;word-break:break-all}
        table{border-collapse:collapse}th,td{padding:3px 8px;text-align:left;vertical-align:top}
        table.summary td,table.summary th{border:1px solid #ccc;text-align:right}
        table.summary td:first-child,table.summary th:first-child{text-align:left}
        table.summary tr.total{font-weight:bold;background:#f2f2f2}
        table.histogram{width:600px}table.histogram th{width:60px;text-align:right;font-weight:normal}
        td.bar{width:480px}td.bar div{background:#3a7bd5;height:14px;min-width:1px}td.count{text-align:right}
        .note{color:#666;font-size:12px}.lead{color:#444}
        section.image{border:1px solid #ccc;border-left:6px solid #999;border-radius:4px;padding:10px 12px;margin:14px 0}
        section.failed{border-left-color:#b00020}section.imperfect{border-left-color:#e08a00}
        section.correct{border-left-color:#2e8b57}section.unlabelled{border-left-color:#888}
        .badge{font-size:11px;font-weight:normal;background:#eee;border-radius:3px;padding:1px 6px;margin-left:6px}
        .figures{margin:0 0 8px;color:#333}.error{color:#b00020;font-weight:bold}
        .stages{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
        figure{margin:0 0 8px}figcaption{font-size:12px;color:#666}
        figure.thumb img{width:320px;max-width:100%;image-rendering:auto;border:1px solid #ddd}
        figure.strip img{width:100%;border:1px solid #ddd;display:block}
        figure.segments img{height:48px;margin:0 6px 6px 0;border:1px solid #ddd;vertical-align:top}
        .lines{flex:1;min-width:320px}
        table.diff{font-family:"DejaVu Sans Mono",ui-monospace,monospace;width:100%}
        table.diff th{font-family:system-ui,sans-serif;border-bottom:1px solid #ccc}
        table.diff tr.missed td:first-child{color:#b00020}table.diff tr.found td:first-child{color:#2e8b57}
        mark{background:#ffd54f;color:#000}del{background:#ffcdd2;color:#b00020}ins{background:#c8e6c9;color:#1b5e20;text-decoration:none}
        """
}
