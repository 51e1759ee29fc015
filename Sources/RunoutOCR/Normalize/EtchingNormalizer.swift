// PLACEHOLDER: replaced by the normalization work (display text and matching key rules).
/// Turns raw OCR lines into display text and a matching key.
public enum EtchingNormalizer {
    /// The normalized line, or `nil` when the raw line is noise.
    public static func normalize(_ raw: String) -> EtchingLine? {
        let text = raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { return nil }
        return EtchingLine(text: text, key: text.uppercased())
    }
}
