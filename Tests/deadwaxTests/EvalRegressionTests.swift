import Foundation
import TestSupport
import Testing

/// The regression suite: `deadwax eval Fixtures/images` must reach the
/// recall and precision floors in `Fixtures/eval-floors.json`, overall and
/// per folder (tier). The floors sit just under what the pipeline reaches;
/// raise them when it improves, never lower them to pass.
///
///     {"overall": {"recall": 0.4, "precision": 0.5},
///      "folders": {"clean": {"recall": 0.6, "precision": 0.6}, ...}}
@Suite("deadwax eval regression floors")
struct EvalRegressionTests {
    /// One floor file entry.
    struct Floor: Decodable {
        var recall: Double?
        var precision: Double?
    }

    /// `Fixtures/eval-floors.json`.
    struct Floors: Decodable {
        var overall: Floor
        var folders: [String: Floor]
    }

    @Test func fixturesReachTheFloors() throws {
        let floorsURL = FixturePaths.fixtures.appendingPathComponent("eval-floors.json")
        let floors = try JSONDecoder().decode(Floors.self, from: Data(contentsOf: floorsURL))
        let run = try EvalProcess.run(["eval", FixturePaths.images.path, "--format", "json", "-q"])
        #expect(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let overall = try #require(document["overall"] as? [String: Any])
        let folders = try #require(document["folders"] as? [String: [String: Any]])

        var report = "eval Fixtures/images (floors from Fixtures/eval-floors.json):\n"
        for (name, figures) in folders.sorted(by: { $0.key < $1.key }) + [("overall", overall)] {
            report += "  \(name.padding(toLength: 8, withPad: " ", startingAt: 0)) " + Self.describe(figures) + "\n"
        }
        print(report, terminator: "")

        try Self.check(overall, against: floors.overall, label: "overall")
        for (name, floor) in floors.folders.sorted(by: { $0.key < $1.key }) {
            let figures = try #require(folders[name], "folder \(name) has floors but was not evaluated")
            try Self.check(figures, against: floor, label: name)
        }
    }

    static func check(_ figures: [String: Any], against floor: Floor, label: String) throws {
        let recall = try #require(figures["recall"] as? Double)
        let precision = try #require(figures["precision"] as? Double)
        if let minimum = floor.recall {
            #expect(recall >= minimum, "\(label): recall \(recall) fell below its floor \(minimum) by \(minimum - recall)")
        }
        if let minimum = floor.precision {
            #expect(precision >= minimum, "\(label): precision \(precision) fell below its floor \(minimum) by \(minimum - precision)")
        }
    }

    static func describe(_ figures: [String: Any]) -> String {
        func number(_ key: String) -> String {
            (figures[key] as? Double).map { String(format: "%.3f", $0) } ?? "-"
        }
        return "recall \(number("recall"))  precision \(number("precision"))  F1 \(number("f1"))  CER \(number("cer"))"
            + "  correct \(figures["fullyCorrect"] as? Int ?? 0)/\(figures["labelled"] as? Int ?? 0)"
    }
}
