/// Something that reads one line of dark text on a light background:
/// tesseract with a model (``TesseractEngine``) or deadwax's own network
/// (``LineNetwork``). ``LineReader`` builds the images and judges the
/// readings; a recognizer only reads.
public protocol LineRecognizer {
    /// Whether it reads lower case letters: without them a mixed-case
    /// reading is the capitals reading again, and the reader's mixed-case
    /// and thickened looks for marks are skipped.
    var readsLowerCase: Bool { get }

    /// Whether the reader checks its glyphs against their shapes: end
    /// glyphs it left out read on their own (``EdgeGlyphs``), and `6`, `4`
    /// and `T` over a zero's, a one's or a seven's ink (``SlashedZero``,
    /// ``DigitOne``, ``DigitSeven``). The checks mend a model trained on
    /// print, and need the exact glyph boxes tesseract gives.
    var wantsGlyphChecks: Bool { get }

    /// Reads `image`: the text, a confidence (0...1) and each word with its
    /// characters and their boxes in `image`; empty text for an empty image.
    ///
    /// - Parameter mixedCase: read lower case letters too, where
    ///   ``readsLowerCase``; capitals only otherwise.
    func recognizeLine(in image: GrayImage, mixedCase: Bool) -> RecognizedLine
}

extension TesseractEngine: LineRecognizer {
    /// Yes: the English model is trained on print, and its boxes are exact.
    public var wantsGlyphChecks: Bool { true }
}
