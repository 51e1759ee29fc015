import Foundation
import TestSupport

/// A small labelled set built from `Fixtures/images` for the eval tests:
///
/// - `clean/`: the first three clean fixtures (image and sidecar);
/// - `hard/`: the first two hard fixtures;
/// - `odd/broken.jpg`: bytes that are no image, with a labelled sidecar
///   (a `decode` failure that still has truth lines);
/// - `odd/unlabelled.*`: a clean fixture whose sidecar lost its `etchings`.
///
/// Which fixtures are taken is decided at run time (sorted names), so the
/// set follows whatever the fixture generator last wrote.
struct EvalFixtureFolder {
    let folder: TemporaryFolder
    var url: URL { folder.url }

    init() throws {
        folder = try TemporaryFolder(prefix: "deadwax-eval-set")
        let manager = FileManager.default
        let clean = try Self.images(in: "clean")
        let hard = try Self.images(in: "hard")
        for (tier, images) in [("clean", Array(clean.prefix(3))), ("hard", Array(hard.prefix(2)))] {
            let target = url.appendingPathComponent(tier)
            try manager.createDirectory(at: target, withIntermediateDirectories: true)
            for image in images {
                try manager.copyItem(at: image, to: target.appendingPathComponent(image.lastPathComponent))
                let sidecar = image.deletingPathExtension().appendingPathExtension("json")
                try manager.copyItem(at: sidecar, to: target.appendingPathComponent(sidecar.lastPathComponent))
            }
        }
        let odd = url.appendingPathComponent("odd")
        try manager.createDirectory(at: odd, withIntermediateDirectories: true)
        try Data("not a picture".utf8).write(to: odd.appendingPathComponent("broken.jpg"))
        try Data(#"{"etchings":["YEX 773-1","PORKY PRIME CUT"]}"#.utf8).write(to: odd.appendingPathComponent("broken.json"))
        if let source = clean.last {
            try manager.copyItem(at: source, to: odd.appendingPathComponent("unlabelled." + source.pathExtension))
            let sidecar = source.deletingPathExtension().appendingPathExtension("json")
            var object = try JSONSerialization.jsonObject(with: Data(contentsOf: sidecar)) as? [String: Any] ?? [:]
            object["etchings"] = nil
            try JSONSerialization.data(withJSONObject: object).write(to: odd.appendingPathComponent("unlabelled.json"))
        }
    }

    func remove() { folder.remove() }

    /// The images of one fixture tier, sorted by name.
    static func images(in tier: String) throws -> [URL] {
        let folder = FixturePaths.images.appendingPathComponent(tier)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["jpg", "jpeg", "png", "tif", "tiff"].contains($0.pathExtension.lowercased()) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
