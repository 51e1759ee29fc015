import Foundation

/// One image to scan: where it is and how the output names it.
struct ScanInput: Sendable, Hashable {
    /// The file to open.
    var url: URL
    /// The path as given, or relative to the folder that was scanned.
    var displayPath: String
    /// Why the file cannot be opened at all, known before scanning (a name
    /// that is not UTF-8); such an input fails with `io` and this message.
    var unopenable: String? = nil
    /// The folder, as given, whose search found the file; `nil` for a file
    /// given by its own path. Names the file when two folders hold the same
    /// relative path (``InputCollector/distinctlyNamed(_:notes:)``).
    var folder: String? = nil
}

/// Turns the command line's paths into the sorted list of images to scan.
///
/// Files are taken as given (whatever their extension); folders are searched
/// for `.jpg`, `.jpeg`, `.png`, `.tif` and `.tiff` files (any case), into
/// subfolders unless `recursive` is false. Hidden entries are skipped,
/// symbolic links are followed once (a folder reached again through a link
/// is noted, not searched again: its images are already listed), and a path
/// that does not exist, or a link named like an image that leads nowhere
/// (dangling, or a loop), becomes an item that fails with `io`. Photos in
/// formats deadwax does not read (HEIC, raw, WebP...) are not scanned but
/// counted, per format, in a note.
struct InputCollector {
    static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff"]

    var recursive: Bool

    /// What was found: inputs in sorted display order, paths that could not
    /// be searched (each with a reason: images may be missing, so the run
    /// fails), and notes on paths skipped without loss (a folder met again
    /// through a link).
    struct Collection {
        var inputs: [ScanInput] = []
        var problems: [(path: String, message: String)] = []
        var notes: [(path: String, message: String)] = []
        /// Photos a folder search passed over because deadwax does not read
        /// their format (``InputCollector/unreadPhotoFormats``): their paths,
        /// per format.
        var skipped: [String: [String]] = [:]

        /// Writes the problems (`warning:`) and notes (`note:`) to stderr,
        /// one line each, naming the path.
        func writeDiagnostics() {
            for problem in problems {
                Console.standardError.write("warning: \(problem.path): \(problem.message)\n")
            }
            for note in notes {
                Console.standardError.write("note: \(note.path): \(note.message)\n")
            }
        }
    }

    func collect(_ paths: [String]) -> Collection {
        var collection = Collection()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                collection.problems.append((path, "no such file or folder"))
                collection.inputs.append(ScanInput(url: URL(fileURLWithPath: path), displayPath: path))
                continue
            }
            if isDirectory.boolValue {
                var visited = Set<FileIdentity>()
                walk(
                    URL(fileURLWithPath: path, isDirectory: true), relative: "", folder: path, into: &collection,
                    visited: &visited)
            } else {
                collection.inputs.append(ScanInput(url: URL(fileURLWithPath: path), displayPath: path))
            }
        }
        collection.inputs.sort(by: Self.displayOrder)
        collection.inputs = Self.once(collection.inputs, notes: &collection.notes)
        collection.inputs = Self.distinctlyNamed(collection.inputs, notes: &collection.notes)
        // One note per format, naming the first in sorted order (folders list in any order).
        for (format, paths) in collection.skipped.sorted(by: { $0.key < $1.key }) {
            guard let first = paths.min(by: Self.precedes) else { continue }
            collection.notes.append((first, Self.skipNote(format: format, count: paths.count)))
        }
        return collection
    }

    /// `inputs` with each file kept once, under its first display path: a
    /// file named on the command line and found again in a folder given
    /// too, or reached through a symbolic link, is scanned once (one line
    /// per image), with a note. Paths that do not resolve to a file stay as
    /// they are. Hard links are different paths and stay apart.
    ///
    /// - Complexity: O(n) path resolutions.
    static func once(_ inputs: [ScanInput], notes: inout [(path: String, message: String)]) -> [ScanInput] {
        var seen: [String: String] = [:]
        var kept: [ScanInput] = []
        for input in inputs {
            let resolved = input.url.resolvingSymlinksInPath().standardizedFileURL.path
            if let first = seen[resolved], FileManager.default.fileExists(atPath: resolved) {
                notes.append((input.displayPath, "the same file as \(first); scanned once"))
                continue
            }
            seen[resolved] = input.displayPath
            kept.append(input)
        }
        return kept
    }

    /// Sorted path order: by Unicode scalars, whatever the locale.
    static func precedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
    }

    /// Inputs in sorted path order of their display paths (``precedes(_:_:)``).
    static func displayOrder(_ a: ScanInput, _ b: ScanInput) -> Bool {
        precedes(a.displayPath, b.displayPath)
    }

    private func walk(
        _ folder: URL, relative: String, folder given: String, into collection: inout Collection,
        visited: inout Set<FileIdentity>
    ) {
        guard let identity = FileIdentity(path: folder.path) else { return }
        guard visited.insert(identity).inserted else {
            collection.notes.append((folder.path, "a folder already searched (symbolic link loop); not searched again"))
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            collection.problems.append((folder.path, "cannot list the folder: \(error.localizedDescription)"))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let display = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                // A dangling or looping symbolic link named like an image: keep
                // it, so that it costs an `io` error line instead of vanishing.
                if Self.imageExtensions.contains(url.pathExtension.lowercased()), Self.isSymbolicLink(url.path) {
                    collection.inputs.append(ScanInput(url: url, displayPath: display, folder: given))
                } else if name.unicodeScalars.contains(Self.replacementCharacter) {
                    // A name that is not UTF-8 (Latin-1 from an old copy) is
                    // listed with U+FFFD in place of its bad bytes and cannot be
                    // opened by that name: an image costs an `io` line, and
                    // anything else (perhaps a folder of images) a warning.
                    if Self.imageExtensions.contains(url.pathExtension.lowercased()) {
                        collection.inputs.append(
                            ScanInput(url: url, displayPath: display, unopenable: Self.notUTF8, folder: given))
                    } else if recursive {
                        collection.problems.append((url.path, Self.notUTF8))
                    }
                }
                continue
            }
            if isDirectory.boolValue {
                if recursive { walk(url, relative: display, folder: given, into: &collection, visited: &visited) }
            } else if Self.imageExtensions.contains(url.pathExtension.lowercased()) {
                collection.inputs.append(ScanInput(url: url, displayPath: display, folder: given))
            } else if let format = Self.unreadPhotoFormats[url.pathExtension.lowercased()] {
                collection.skipped[format, default: []].append(Self.joined(given, display))
            }
        }
    }
}

extension InputCollector {
    /// U+FFFD, which stands for bytes of a file name that are not UTF-8.
    static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"

    /// The failure of an input whose name is not UTF-8.
    static let notUTF8 =
        "the file name is not valid UTF-8 (shown with \u{FFFD} for the bad bytes), so it cannot be opened; rename it (e.g. with 'convmv -f latin1 -t utf8')"

    /// Whether `path` itself is a symbolic link (whatever it points to, if anything).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }
}

/// A file's device and inode, to recognise a folder seen before.
struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
