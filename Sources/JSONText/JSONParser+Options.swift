extension JSONParser {
    /// What the parser accepts beyond RFC 8259. The default, no options, is
    /// the strict grammar.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The literals `NaN`, `Infinity` and `-Infinity` read as numbers,
        /// as Python's `json` module writes non-finite floats (and an
        /// overflowing `1e999` as `Infinity`). Each is kept as its spelling in
        /// ``JSONValue/number(_:)``, so `Double(spelling)` gives `nan`,
        /// `+infinity` or `-infinity`. Exactly these three spellings:
        /// `+Infinity`, `-NaN`, `nan`, `inf`, `Infinityx` and `NaNa` stay
        /// errors.
        public static let nonFiniteNumbers = Options(rawValue: 1 << 0)
    }
}
