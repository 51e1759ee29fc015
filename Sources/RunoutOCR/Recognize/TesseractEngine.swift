import CTesseract
import Foundation
import Synchronization

/// One libtesseract engine, created once per worker and reused for every line.
///
/// Owns its `TessBaseAPI` and ends it in `deinit`. Not `Sendable`: an engine
/// belongs to one worker thread. Every text buffer tesseract hands out is
/// freed with `TessDeleteText` next to where it is taken.
///
/// Tesseract parallelises with OpenMP; with several workers each engine must
/// stay single-threaded, which only the `OMP_THREAD_LIMIT=1` environment
/// variable guarantees (it is read when the process starts). The `deadwax`
/// command sets it for itself; a host app embedding this library should too.
public final class TesseractEngine {
    private let handle: OpaquePointer

    /// Whether the model knows lower case: the English model does. Without
    /// it, a mixed-case reading is the capitals reading again, and the
    /// reader's mixed-case and thickened looks for marks are skipped.
    public let readsLowerCase: Bool

    /// Characters the engine may produce: what runout etchings are written with.
    /// The space must be listed: without it tesseract joins every word and
    /// reports zero confidence. `™` is listed because the English model reads
    /// a stamped `TM` as that one glyph, and without it in the list reads only
    /// the `T`; ``RecognizedLine/Symbol/expandingCompatibilityGlyph()`` turns
    /// it back into two letters.
    public static let characterWhitelist =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-./&'() ™"

    /// The whitelist with lower case added, for marks stamped or etched in
    /// mixed case (`Allied`). Not the default: on capitals it adds
    /// confusions (`l` for `1`, `o` for `0`).
    public static let mixedCaseWhitelist = characterWhitelist + "abcdefghijklmnopqrstuvwxyz"

    /// The start-up settings that load tesseract's word lists, each set to
    /// `0`. The model's own dictionary steers the recogniser towards English
    /// words and numbers; matrix codes are neither. (On 766 labelled lines
    /// the scan output is the same without them, 5% faster.)
    static let dictionaries = [
        "load_system_dawg", "load_freq_dawg", "load_punc_dawg", "load_number_dawg", "load_unambig_dawg",
        "load_bigram_dawg",
    ]

    /// The whitelist tesseract holds now.
    private var whitelist = characterWhitelist

    /// Starts an engine with the English model from `tessdata`.
    ///
    /// - Throws: ``RecognizeError/engineFailed(_:)`` when tesseract refuses
    ///   the model (``TessdataLocation/resolve(explicit:environment:)`` has
    ///   already found it).
    public convenience init(tessdata: TessdataLocation) throws(RecognizeError) {
        try self.init(
            directory: tessdata.directory.path, language: "eng", readsLowerCase: true,
            remedy: "reinstall it with 'apt-get install --reinstall tesseract-ocr-eng', or pass --tessdata DIR")
    }

    /// Starts an engine with `DIRECTORY/LANGUAGE.traineddata`; `remedy`
    /// says what to do when tesseract refuses the file.
    private init(directory: String, language: String, readsLowerCase: Bool, remedy: String) throws(RecognizeError) {
        guard let created = TessBaseAPICreate() else { throw .engineFailed("tesseract could not allocate an engine") }
        handle = created
        self.readsLowerCase = readsLowerCase
        // The word lists are loaded only when the engine starts, so they are
        // turned off there: etchings are codes, not dictionary words.
        let names = Self.dictionaries.map { strdup($0) }
        let values = Self.dictionaries.map { _ in strdup("0") }
        defer {
            names.forEach { free($0) }
            values.forEach { free($0) }
        }
        var status: Int32 = -1
        if !names.contains(nil), !values.contains(nil) {
            var nameArray = names
            var valueArray = values
            status = directory.withCString { path in
                language.withCString { language in
                    Self.quietly {
                        TessBaseAPIInit4(
                            created, path, language, OEM_DEFAULT, nil, 0, &nameArray, &valueArray, nameArray.count, 0)
                    }
                }
            }
        }
        // Every stored property is set, so a throw from here on runs
        // `deinit`, which ends and deletes the handle: deleting it here too
        // freed it twice (a damaged eng.traineddata crashed the scan).
        guard status == 0 else {
            throw .engineFailed(
                "tesseract could not load \(language).traineddata from \(directory): the file is damaged or not a tesseract model; "
                    + remedy)
        }
        set("debug_file", "/dev/null")
        set("tessedit_char_whitelist", Self.characterWhitelist)
        // Every input is dark text on white already (the reader settles the
        // polarity itself, and retries the other one); tesseract's own
        // retry of a low-confidence line inverted only costs time.
        set("tessedit_do_invert", "0")
        TessBaseAPISetPageSegMode(created, PSM_SINGLE_LINE)
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    private func set(_ name: String, _ value: String) {
        _ = TessBaseAPISetVariable(handle, name, value)
    }

    /// The engine's boolean setting `name` as tesseract holds it, or `nil`
    /// when tesseract has no such boolean. For tests that check a setting
    /// took effect (the word lists are read only at start-up).
    func boolSetting(_ name: String) -> Bool? {
        var value: Int32 = 0
        guard TessBaseAPIGetBoolVariable(handle, name, &value) != 0 else { return nil }
        return value != 0
    }

    /// Reads one line of dark text on a light background.
    ///
    /// - Parameter mixedCase: read lower case letters too
    ///   (``mixedCaseWhitelist``); capitals only by default.
    /// - Returns: the text, the engine's mean word confidence (0...1) and each
    ///   word with its box in the input;
    ///   empty text for an empty image.
    public func recognizeLine(in image: GrayImage, mixedCase: Bool = false) -> RecognizedLine {
        guard !image.isEmpty else { return RecognizedLine(text: "", confidence: 0, words: []) }
        let wanted = mixedCase ? Self.mixedCaseWhitelist : Self.characterWhitelist
        if wanted != whitelist {
            set("tessedit_char_whitelist", wanted)
            whitelist = wanted
        }
        let start = DispatchTime.now().uptimeNanoseconds
        defer { Self.engineNanoseconds.add(DispatchTime.now().uptimeNanoseconds &- start, ordering: .relaxed) }
        image.pixels.withUnsafeBufferPointer { buffer in
            TessBaseAPISetImage(handle, buffer.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
        }
        TessBaseAPISetSourceResolution(handle, 300)
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            return RecognizedLine(text: "", confidence: 0, words: [])
        }
        var words: [RecognizedLine.Word] = []
        if let iterator = TessBaseAPIGetIterator(handle) {
            defer { TessResultIteratorDelete(iterator) }
            let page = TessResultIteratorGetPageIterator(iterator)
            repeat {
                let startsWord = TessPageIteratorIsAtBeginningOf(page, RIL_WORD) != 0
                if startsWord || words.isEmpty {
                    var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                    _ = TessPageIteratorBoundingBox(page, RIL_WORD, &left, &top, &right, &bottom)
                    let confidence = Double(TessResultIteratorConfidence(iterator, RIL_WORD)) / 100
                    words.append(RecognizedLine.Word(
                        text: "", confidence: max(0, min(1, confidence)),
                        left: Int(left), right: Int(right), top: Int(top), bottom: Int(bottom), symbols: []))
                }
                guard let raw = TessResultIteratorGetUTF8Text(iterator, RIL_SYMBOL) else { continue }
                defer { TessDeleteText(raw) }
                var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
                _ = TessPageIteratorBoundingBox(page, RIL_SYMBOL, &left, &top, &right, &bottom)
                let symbol = RecognizedLine.Symbol(
                    text: String(cString: raw), left: Int(left), right: Int(right), top: Int(top), bottom: Int(bottom))
                for letter in symbol.expandingCompatibilityGlyph() {
                    words[words.count - 1].text += letter.text
                    words[words.count - 1].symbols.append(letter)
                }
            } while TessResultIteratorNext(iterator, RIL_SYMBOL) != 0
        }
        words.removeAll { $0.text.isEmpty }
        let text = words.map(\.text).joined(separator: " ")
        // Mean word confidence weighted by word length.
        let weight = words.reduce(0) { $0 + Double(max(1, $1.text.count)) }
        let mean = weight > 0 ? words.reduce(0) { $0 + $1.confidence * Double(max(1, $1.text.count)) } / weight : 0
        return RecognizedLine(text: text, confidence: max(0, min(1, mean)), words: words)
    }

    /// Runs `body` with the process's stderr pointed at /dev/null, so that
    /// tesseract's start-up chatter never reaches the user.
    static func quietly<T>(_ body: () -> T) -> T {
        stderrLock.lock()
        defer { stderrLock.unlock() }
        fflush(nil)
        let saved = dup(2)
        let null = open("/dev/null", O_WRONLY)
        if saved >= 0, null >= 0 { dup2(null, 2) }
        defer {
            fflush(nil)
            if saved >= 0 { dup2(saved, 2); close(saved) }
            if null >= 0 { close(null) }
        }
        return body()
    }

    private static let stderrLock = NSLock()

    /// Seconds every engine in this process has spent in ``recognizeLine(in:)``
    /// since it started: tesseract's image copy, recognition and result
    /// iteration. For the benchmark's "time outside the engine"; summed over
    /// threads, so it grows faster than the clock with several workers.
    public static var secondsInEngine: Double {
        Double(engineNanoseconds.load(ordering: .relaxed)) / 1e9
    }

    private static let engineNanoseconds = Atomic<UInt64>(0)
}

/// What the engine read on one line.
public struct RecognizedLine: Sendable, Hashable {
    /// One recognized word and where it sits in the engine's input.
    public struct Word: Sendable, Hashable {
        public var text: String
        public var confidence: Double
        public var left: Int
        public var right: Int
        public var top: Int
        public var bottom: Int
        /// The word's characters with their boxes.
        public var symbols: [Symbol]

        public init(text: String, confidence: Double, left: Int, right: Int, top: Int, bottom: Int, symbols: [Symbol]) {
            self.text = text
            self.confidence = confidence
            self.left = left
            self.right = right
            self.top = top
            self.bottom = bottom
            self.symbols = symbols
        }
    }

    /// One recognized character and its box in the engine's input.
    public struct Symbol: Sendable, Hashable {
        public var text: String
        public var left: Int
        public var right: Int
        public var top: Int
        public var bottom: Int

        public init(text: String, left: Int, right: Int, top: Int, bottom: Int) {
            self.text = text
            self.left = left
            self.right = right
            self.top = top
            self.bottom = bottom
        }
    }

    /// The words joined by single spaces.
    public var text: String
    /// Mean word confidence weighted by word length, 0...1.
    public var confidence: Double
    public var words: [Word]

    public init(text: String, confidence: Double, words: [Word]) {
        self.text = text
        self.confidence = confidence
        self.words = words
    }
}
