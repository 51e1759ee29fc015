import Foundation
import TestSupport
import Testing

/// `deadwax scan` over sidecars as Python's `json` module writes a ring that
/// is not finite (`NaN`, `Infinity`, and `1e400` overflowing): each such
/// image fails with the contract's ring error, code `ring`, not `sidecar`,
/// and the rest of the batch is read.
@Suite("Non-finite sidecar rings through deadwax scan")
struct NonFiniteSidecarTests {
    /// A 32×24 grey PNG that decodes and scans.
    static let image = FixturePaths.fixtures.appendingPathComponent("hostile/sidecar-utf8-bom.png")

    /// A sidecar pretty-printed as `json.dumps(sidecar, indent=2)` writes it,
    /// with `inner` as the inner radius's literal.
    static func pythonSidecar(innerRadius inner: String) -> String {
        """
        {
          "side": "A",
          "ring": {
            "space": "image",
            "center": [
              16.0,
              12.0
            ],
            "innerRadius": \(inner),
            "outerRadius": 10.0
          }
        }
        """
    }

    /// Each image's sidecar (`nil`: none) and the error code it must give (`nil`: read).
    static let batch: [(name: String, sidecar: String?, code: String?)] = [
        ("a-plain", nil, nil),
        ("b-good-ring", pythonSidecar(innerRadius: "4.0"), nil),
        ("c-nan", pythonSidecar(innerRadius: "NaN"), "ring"),
        ("d-infinity", pythonSidecar(innerRadius: "Infinity"), "ring"),
        ("e-overflow", pythonSidecar(innerRadius: "1e400"), "ring"),
        ("f-trailing-comma", pythonSidecar(innerRadius: "4.0").replacingOccurrences(of: "12.0\n", with: "12.0,\n"), "sidecar"),
        ("g-plain", nil, nil),
    ]

    @Test("A NaN, Infinity or 1e400 radius is a ring error for its image; the batch goes on")
    func nonFiniteRadiiAreRingErrors() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("deadwax-nonfinite-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        for (name, sidecar, _) in Self.batch {
            try manager.copyItem(at: Self.image, to: folder.appendingPathComponent(name + ".png"))
            if let sidecar {
                try Data(sidecar.utf8).write(to: folder.appendingPathComponent(name + ".json"))
            }
        }
        let run = try BinaryRunner.deadwax(["scan", ".", "--format", "jsonl", "--jobs", "2", "--quiet"], in: folder, limit: 120)
        #expect(run.exitedNormally && !run.timedOut, "\(run.standardError.suffix(2000))")
        #expect(run.status == 1, "one or more images failed: exit 1")
        let records = try run.standardOutput.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(records.compactMap { $0["file"] as? String } == Self.batch.map { $0.name + ".png" })
        for (record, expected) in zip(records, Self.batch) {
            let error = record["error"] as? [String: Any]
            let message = error?["message"] as? String ?? ""
            #expect(error?["code"] as? String == expected.code, "\(expected.name): \(message)")
            switch expected.code {
            case "ring"?:
                #expect(message.contains("not a finite number"), "\(expected.name): \(message)")
            case "sidecar"?:
                // The comma after 12.0 on line 7, before the array's ']'.
                #expect(message == "sidecar is not valid JSON (a comma before ']' at line 7, column 11; remove it)",
                        "\(expected.name): \(message)")
            default:
                #expect(record["error"] is NSNull, "\(expected.name): \(message)")
            }
        }
    }
}
