import Foundation

/// The directory holding `eng.traineddata`.
public struct TessdataLocation: Sendable, Hashable {
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Debian's and Homebrew's tessdata directories, searched last.
    public static let systemDirectories = [
        "/usr/share/tesseract-ocr/5/tessdata", "/usr/share/tesseract-ocr/4.00/tessdata",
        "/usr/share/tessdata", "/usr/local/share/tessdata", "/opt/homebrew/share/tessdata",
    ]

    /// Finds the model: the explicit directory if given, else `TESSDATA_PREFIX`,
    /// else the system directories.
    ///
    /// - Throws: ``RecognizeError/modelMissing(_:)`` listing every place searched.
    public static func resolve(explicit: String?, environment: [String: String]) throws(RecognizeError) -> TessdataLocation {
        var candidates: [String] = []
        if let explicit {
            candidates = [explicit]
        } else {
            candidates = prefixDirectories(environment) + systemDirectories
        }
        for candidate in candidates {
            let model = (candidate as NSString).appendingPathComponent("eng.traineddata")
            if FileManager.default.isReadableFile(atPath: model) {
                return TessdataLocation(directory: URL(fileURLWithPath: candidate))
            }
        }
        throw .modelMissing(candidates)
    }

    /// The folders `TESSDATA_PREFIX` names, in the order they are searched:
    /// the prefix itself, then its `tessdata` folder; none when it is unset
    /// or empty.
    static func prefixDirectories(_ environment: [String: String]) -> [String] {
        guard let prefix = environment["TESSDATA_PREFIX"], !prefix.isEmpty else { return [] }
        return [prefix, (prefix as NSString).appendingPathComponent("tessdata")]
    }

    /// What to tell the user when `TESSDATA_PREFIX` names a folder that
    /// ``resolve(explicit:environment:)`` passed over for lack of a model
    /// (`location` is elsewhere), or `nil` when it was used, is unset or
    /// empty, or an explicit folder was given (the variable is then not
    /// consulted at all). A prefix left by another tool should not stop a
    /// scan, but a user who set it on purpose should know it was not used.
    public static func passedOverPrefix(
        explicit: String?, environment: [String: String], location: TessdataLocation
    ) -> String? {
        let named = prefixDirectories(environment)
        guard explicit == nil, let prefix = named.first else { return nil }
        let used = location.directory.standardizedFileURL.path
        guard !named.map({ URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL.path }).contains(used)
        else { return nil }
        return "TESSDATA_PREFIX=\(prefix) holds no eng.traineddata (nor its tessdata folder); using \(location.directory.path)"
    }
}
