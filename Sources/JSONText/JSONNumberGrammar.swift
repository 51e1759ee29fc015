/// The JSON number grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
public enum JSONNumberGrammar {
    /// Whether `bytes` spell exactly one JSON number (no sign `+`, no
    /// leading zeros, no `NaN` or `Infinity`).
    ///
    /// - Complexity: O(*n*).
    public static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func peek() -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        func digits() -> Int {
            var count = 0
            while isDigit(peek()) {
                index = bytes.index(after: index)
                count += 1
            }
            return count
        }
        if peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
        if peek() == UInt8(ascii: "0") {
            index = bytes.index(after: index)
        } else if digits() == 0 {
            return false
        }
        if peek() == UInt8(ascii: ".") {
            index = bytes.index(after: index)
            guard digits() > 0 else { return false }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index = bytes.index(after: index)
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index = bytes.index(after: index) }
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
