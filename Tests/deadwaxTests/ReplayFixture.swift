import Foundation
import TestSupport
import Testing

/// One recorded log in `Fixtures/logs` and what replaying it must print.
///
/// `NAME.jsonl` is the log; `NAME.expected.jsonl` the `--format jsonl`
/// output; `NAME.expected.stderr`, when present, the exact diagnostics, and
/// then the exit status must be 1 (else 0). Logs named `*real-read*` read a
/// real image: their `side`, `count` and `last` depend on the OCR and are
/// not compared.
struct ReplayFixture: CustomTestStringConvertible, Sendable {
    var name: String

    var log: String { name + ".jsonl" }
    var expectedOutputURL: URL { FixturePaths.logs.appendingPathComponent(name + ".expected.jsonl") }
    var expectedErrorURL: URL { FixturePaths.logs.appendingPathComponent(name + ".expected.stderr") }
    var readsRealImages: Bool { name.contains("real-read") }

    var testDescription: String { name }

    /// Every log in `Fixtures/logs`, by name.
    static var all: [ReplayFixture] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: FixturePaths.logs.path)) ?? []
        return files.filter { $0.hasSuffix(".jsonl") && !$0.contains(".expected.") }
            .map { ReplayFixture(name: String($0.dropLast(".jsonl".count))) }
            .sorted { $0.name < $1.name }
    }

    /// Whether `DEADWAX_RECORD_SNAPSHOTS=1` asks to rewrite expected files
    /// from the actual output (review the diff by hand before committing).
    static var recording: Bool {
        ProcessInfo.processInfo.environment["DEADWAX_RECORD_SNAPSHOTS"] == "1"
    }
}

/// A JSON Lines text as objects, for comparisons that ignore key order.
func jsonObjects(_ text: String) throws -> [NSDictionary] {
    try jsonDictionaries(text).map { NSDictionary(dictionary: $0) }
}

/// A JSON Lines text as dictionaries (a line that is not an object is empty).
func jsonDictionaries(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n", omittingEmptySubsequences: true).map { line in
        (try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) ?? [:]
    }
}

/// The objects of a JSON Lines text without the fields that depend on the
/// OCR's reading.
func objectsWithoutOCRFields(_ text: String) throws -> [NSDictionary] {
    try jsonDictionaries(text).map { object in
        NSDictionary(dictionary: object.filter { !["side", "count", "last"].contains($0.key) })
    }
}
