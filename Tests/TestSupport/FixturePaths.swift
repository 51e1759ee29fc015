import Foundation

/// Paths into the repository, found from this file's location.
public enum FixturePaths {
    /// The repository root.
    public static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fixtures/` in the repository.
    public static let fixtures = repository.appendingPathComponent("Fixtures")
    /// `Fixtures/images`: labelled runout images with sidecars.
    public static let images = fixtures.appendingPathComponent("images")
    /// `Fixtures/logs`: recorded capture event logs with expected outputs.
    public static let logs = fixtures.appendingPathComponent("logs")
}
