import Foundation

/// A fresh temporary folder holding a model file that is not one,
/// for the tests that a damaged model is an error, never a crash.
public enum DamagedModelFolder {
    /// The two ways a model file is damaged: a few bytes that are no model
    /// (`garbage`), or the real model cut short (`truncated`).
    public static let kinds = ["garbage", "truncated"]

    /// Creates the folder and writes `fileName` into it: `garbage\n` for
    /// `garbage`, else the first `keptBytes` of `realModel`. The caller
    /// removes the folder.
    public static func make(
        holding fileName: String, kind: String, realModel: URL, keptBytes: Int
    ) throws -> URL {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("deadwax-model-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        let bytes = kind == "garbage" ? Data("garbage\n".utf8) : try Data(contentsOf: realModel).prefix(keptBytes)
        try bytes.write(to: folder.appendingPathComponent(fileName))
        return folder
    }
}
