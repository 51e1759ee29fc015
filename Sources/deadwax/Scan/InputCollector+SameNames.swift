extension InputCollector {
    /// `inputs` with every display path told apart: where two different files
    /// would be reported under one name (`IMG_0001.jpg` found in both
    /// `sideA` and `sideB`, or a file given by its own path beside a folder
    /// that holds another file of that name), each one a folder search found
    /// is named as found instead, its folder as given before its relative
    /// path (`sideA/IMG_0001.jpg`). A note names each such path.
    ///
    /// Scan output names an image by its path relative to the folder that
    /// was scanned (CONTRACTS.md section 2), so every name stays as it is
    /// unless it is shared: a catalogue could not tell the two images apart,
    /// `merge` refuses two different records of one name, and `--resume`
    /// would take one for the other. The same file reached twice was
    /// already kept once (``once(_:notes:)``).
    ///
    /// The result is in sorted display order. A name that is shared still
    /// after renaming (only a file given by its own path can keep one, or a
    /// contrived tree) is left as it is.
    ///
    /// - Complexity: O(n log n) for n inputs; no file system access.
    static func distinctlyNamed(_ inputs: [ScanInput], notes: inout [(path: String, message: String)]) -> [ScanInput] {
        var count: [String: Int] = [:]
        for input in inputs { count[input.displayPath, default: 0] += 1 }
        guard count.values.contains(where: { $0 > 1 }) else { return inputs.sorted(by: Self.displayOrder) }
        var renamed = inputs
        var sharedNames: [String: [String]] = [:]
        for index in renamed.indices {
            let input = renamed[index]
            guard count[input.displayPath, default: 0] > 1, let folder = input.folder else { continue }
            let path = Self.joined(folder, input.displayPath)
            sharedNames[input.displayPath, default: []].append(path)
            renamed[index].displayPath = path
        }
        for name in sharedNames.keys.sorted() {
            let paths = sharedNames[name, default: []]
            notes.append(
                (name, "found as \(paths.joined(separator: " and ")): more than one file has this name, so each is named with its folder"))
        }
        renamed.sort(by: Self.displayOrder)
        return renamed
    }

    /// `relative` inside `folder` as the user wrote it: one slash between
    /// them, however many the folder ends with (`/` stays the root).
    static func joined(_ folder: String, _ relative: String) -> String {
        var base = Substring(folder)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        return base == "/" ? "/" + relative : base + "/" + relative
    }
}
