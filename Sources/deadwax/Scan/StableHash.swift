/// FNV-1a, 64-bit, over a string's UTF-8 bytes: a hash that is the same in
/// every process, on every machine and in every release.
///
/// Swift's `Hasher` is seeded at random per process, so it must never decide
/// anything that outlives one run; shard assignment uses this instead.
///
///     StableHash.fnv1a64("")   // 0xcbf29ce484222325, the offset basis
///
/// - Complexity: O(*n*) in the UTF-8 length.
enum StableHash {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    static func fnv1a64(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }
}
