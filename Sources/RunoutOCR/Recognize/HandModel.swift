import Foundation

/// Where deadwax's own model for hand-scratched etchings is, and loading it:
/// `deadwax-line.weights` and `deadwax-line-2.weights`, the two networks
/// of the ``LineNetwork`` ensemble trained by `scripts/train-line-network`
/// on runout lines scratched by many random hands and stamped, and on the
/// reader's own segments of generated photos (docs/line-network.md).
///
/// The English model was trained on print. It reads stamped etchings well
/// and hand-scratched ones poorly, and the same way at every scale, so
/// voting cannot fix its misreads. ``LineReader`` gives a segment the
/// English model did not read acceptably to this model as well.
public struct HandModel: Sendable, Hashable {
    /// The folder holding ``fileNames``.
    public var directory: URL

    /// The model's first file's name.
    public static let fileName = LineNetwork.fileName

    /// The model's files, one per network of the ensemble; all are needed.
    public static let fileNames = LineNetwork.fileNames

    public init(directory: URL) {
        self.directory = directory
    }

    /// The network in ``directory``: its ``fileNames`` joined
    /// (``LineNetwork/init(joining:)``).
    ///
    /// - Throws: ``RecognizeError/engineFailed(_:)`` naming the file, what
    ///   is wrong with it and the way out, when one is missing or damaged,
    ///   or when the files do not make one ensemble.
    public func network() throws(RecognizeError) -> LineNetwork {
        var networks: [LineNetwork] = []
        for name in Self.fileNames {
            let url = directory.appendingPathComponent(name)
            do {
                networks.append(try LineNetwork(contentsOf: url))
            } catch {
                throw .engineFailed("\(url.path): \(error.description)")
            }
        }
        do {
            return try LineNetwork(joining: networks)
        } catch {
            throw .engineFailed("\(directory.path): \(error.description)")
        }
    }

    /// This file's path when it was compiled. A `#filePath` default
    /// argument would be the caller's file (`Sources/deadwax/Scan/…`), not
    /// this one; a stored constant is evaluated here.
    @usableFromInline static let compiledPath: String = #filePath

    /// The model shipped with deadwax, or `nil` when it is in none of
    /// ``candidateDirectories(besides:sourceFile:)``.
    ///
    /// - Parameters:
    ///   - executableDirectory: the folder of the running program (for the
    ///     command line, where `swift build` put `deadwax`).
    ///   - sourceFile: this file's path when compiled; for tests.
    public static func bundled(
        besides executableDirectory: URL = Bundle.main.bundleURL, sourceFile: String = HandModel.compiledPath
    ) -> HandModel? {
        candidateDirectories(besides: executableDirectory, sourceFile: sourceFile)
            .first { folder in
                fileNames.allSatisfy { FileManager.default.isReadableFile(atPath: folder.appendingPathComponent($0).path) }
            }
            .map(HandModel.init(directory:))
    }

    /// ``bundled(besides:sourceFile:)``, handing
    /// ``missingNote(besides:sourceFile:)`` to `reportMissing` when it finds
    /// no model: how the command line and the benchmark load the shipped
    /// model, so that none of them reads on without it in silence.
    public static func bundled(
        besides executableDirectory: URL = Bundle.main.bundleURL, sourceFile: String = HandModel.compiledPath,
        reportingMissing reportMissing: (String) -> Void
    ) -> HandModel? {
        guard let model = bundled(besides: executableDirectory, sourceFile: sourceFile) else {
            reportMissing(missingNote(besides: executableDirectory, sourceFile: sourceFile))
            return nil
        }
        return model
    }

    /// What to tell the user when ``bundled(besides:sourceFile:)`` finds no
    /// model: the folders searched, what reading without it means, and how
    /// to get it back. One sentence, no trailing newline.
    ///
    /// - Complexity: O(1); touches no file.
    public static func missingNote(besides executableDirectory: URL = Bundle.main.bundleURL, sourceFile: String = HandModel.compiledPath)
        -> String
    {
        let searched = candidateDirectories(besides: executableDirectory, sourceFile: sourceFile).map(\.path)
        return "\(fileNames.joined(separator: " and ")) are in none of \(searched.joined(separator: ", ")); "
            + "hand-scratched lines are read with the English model only (rebuild deadwax to restore it)"
    }

    /// Where the shipped model is looked for, in order: the resource folder
    /// SwiftPM builds beside the executable (`deadwax_RunoutOCR.resources`),
    /// then the `Resources` folder of the source tree this file was compiled
    /// from (a binary copied elsewhere on the machine that built it).
    ///
    /// - Complexity: O(1); touches no file.
    public static func candidateDirectories(
        besides executableDirectory: URL, sourceFile: String = HandModel.compiledPath
    ) -> [URL] {
        let built = executableDirectory.appendingPathComponent("deadwax_RunoutOCR.resources", isDirectory: true)
        // This file is Sources/RunoutOCR/Recognize/HandModel.swift.
        let source = URL(fileURLWithPath: sourceFile).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources", isDirectory: true)
        return [built, source]
    }
}
