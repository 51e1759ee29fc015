import Foundation
import TestSupport
import Testing

/// `deadwax eval --format json` must print the figures that an independent
/// scorer computes from `deadwax scan --format jsonl` on the same images,
/// with the definitions of docs/eval.md written out again here, simply.
@Suite("deadwax eval agrees with a scorer of the scan output")
struct EvalAgreementTests {
    @Test func evalFiguresEqualAnIndependentScoreOfTheScanOutput() throws {
        let set = try EvalFixtureFolder()
        defer { set.remove() }
        let scan = try EvalProcess.run(["scan", ".", "--format", "jsonl", "-q"], in: set.url)
        #expect(scan.status == 1, "the broken image fails the scan")
        let eval = try EvalProcess.run(["eval", ".", "--format", "json", "-q"], in: set.url)
        #expect(eval.status == 0, "image failures are counted, not fatal: \(eval.standardError)")

        let scored = try IndependentScorer(scanOutput: scan.standardOutput, root: set.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(eval.standardOutput.utf8)) as? [String: Any])
        let overall = try #require(document["overall"] as? [String: Any])
        let folders = try #require(document["folders"] as? [String: [String: Any]])

        try Self.compare(overall, scored.total, label: "overall")
        #expect(Set(folders.keys) == Set(scored.byFolder.keys))
        for (name, figures) in scored.byFolder {
            try Self.compare(try #require(folders[name], "folder \(name)"), figures, label: name)
        }
        #expect(overall["errors"] as? [String: Int] == ["decode": 1])
        let unlabelled = try #require(document["unlabelled"] as? [String])
        #expect(unlabelled.count == 1 && unlabelled.first?.hasPrefix("odd/unlabelled.") == true)
        #expect(scored.total.truthLines > 0 && scored.total.images == 6)
    }

    static func compare(_ figures: [String: Any], _ expected: IndependentScorer.Figures, label: String) throws {
        let recall = try #require(figures["recall"] as? Double, "\(label) recall")
        let precision = try #require(figures["precision"] as? Double, "\(label) precision")
        let cer = try #require(figures["cer"] as? Double, "\(label) cer")
        #expect(abs(recall - expected.recall) <= 0.01, "\(label) recall \(recall) vs \(expected.recall)")
        #expect(abs(precision - expected.precision) <= 0.01, "\(label) precision \(precision) vs \(expected.precision)")
        #expect(abs(cer - expected.cer) <= 0.01, "\(label) CER \(cer) vs \(expected.cer)")
        #expect(figures["truthLines"] as? Int == expected.truthLines, "\(label) truth lines")
        #expect(figures["readings"] as? Int == expected.readings, "\(label) readings")
        #expect(figures["labelled"] as? Int == expected.images, "\(label) labelled images")
    }
}

/// Scores scan JSON Lines against the sidecars on its own: canonical forms
/// by NFKC, dash and triangle folding, single spaces and upper case;
/// multiset matching; micro-averaged recall, precision and CER.
struct IndependentScorer {
    struct Figures {
        var images = 0
        var truthLines = 0
        var readings = 0
        var matched = 0
        var cerSum = 0.0
        var recall: Double { truthLines == 0 ? 1 : Double(matched) / Double(truthLines) }
        var precision: Double { readings == 0 ? 1 : Double(matched) / Double(readings) }
        var cer: Double { truthLines == 0 ? 0 : cerSum / Double(truthLines) }
    }

    var total = Figures()
    var byFolder: [String: Figures] = [:]

    init(scanOutput: String, root: URL) throws {
        for line in scanOutput.split(separator: "\n") {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let file = try #require(record["file"] as? String)
            let folder = file.contains("/") ? String(file[..<(file.lastIndex(of: "/") ?? file.endIndex)]) : "."
            var figures = byFolder[folder] ?? Figures()
            defer { byFolder[folder] = figures }
            let sidecarURL = root.appendingPathComponent(file).deletingPathExtension().appendingPathExtension("json")
            guard let data = try? Data(contentsOf: sidecarURL),
                let sidecar = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let truth = sidecar["etchings"] as? [String]
            else { continue }
            let readings = (record["etchings"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
            var score = Figures()
            Self.score(truth: truth, readings: readings, into: &score)
            total.add(score)
            figures.add(score)
        }
    }

    static func score(truth: [String], readings: [String], into figures: inout Figures) {
        figures.images += 1
        figures.truthLines += truth.count
        figures.readings += readings.count
        let canonicalReadings = readings.map(canonical)
        var unmatched: [String: Int] = [:]
        for reading in canonicalReadings { unmatched[reading, default: 0] += 1 }
        for line in truth.map(canonical) {
            if let left = unmatched[line], left > 0 {
                unmatched[line] = left - 1
                figures.matched += 1
                continue
            }
            guard !canonicalReadings.isEmpty else {
                figures.cerSum += 1
                continue
            }
            let best = canonicalReadings.map { distance(Array(line), Array($0)) }.min() ?? line.count
            figures.cerSum += line.isEmpty ? (best == 0 ? 0 : 1) : min(1, Double(best) / Double(line.count))
        }
    }

    static func canonical(_ text: String) -> String {
        let dashes: Set<Character> = ["\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2015}", "\u{2212}", "\u{FE63}", "\u{FF0D}"]
        let up: Set<Character> = ["\u{2206}", "\u{25B3}", "\u{25B5}", "\u{22BF}", "\u{25B2}", "\u{25B4}"]
        let down: Set<Character> = ["\u{2207}", "\u{25BF}", "\u{25BC}", "\u{25BE}"]
        let folded = String(text.precomposedStringWithCompatibilityMapping.map { character -> Character in
            dashes.contains(character) ? "-" : up.contains(character) ? "\u{0394}" : down.contains(character) ? "\u{25BD}" : character
        })
        return folded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").uppercased()
    }

    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var row = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                let saved = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = saved
            }
        }
        return row[b.count]
    }
}

extension IndependentScorer.Figures {
    mutating func add(_ other: Self) {
        images += other.images
        truthLines += other.truthLines
        readings += other.readings
        matched += other.matched
        cerSum += other.cerSum
    }
}
