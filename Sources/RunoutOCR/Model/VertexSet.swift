/// A set of small non-negative integers stored as a bit mask: the vertices of
/// one component of the near-identity graph.
struct VertexSet: Sendable, Hashable {
    private var words: [UInt64]

    /// The empty set able to hold `0..<capacity`.
    init(capacity: Int) {
        words = [UInt64](repeating: 0, count: (Swift.max(capacity, 0) + 63) / 64)
    }

    /// Every vertex of `0..<capacity`.
    static func all(_ capacity: Int) -> VertexSet {
        var set = VertexSet(capacity: capacity)
        for vertex in 0..<Swift.max(capacity, 0) { set.insert(vertex) }
        return set
    }

    var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    func contains(_ vertex: Int) -> Bool {
        words[vertex >> 6] & (1 << UInt64(vertex & 63)) != 0
    }

    mutating func insert(_ vertex: Int) {
        words[vertex >> 6] |= 1 << UInt64(vertex & 63)
    }

    mutating func remove(_ vertex: Int) {
        words[vertex >> 6] &= ~(1 << UInt64(vertex & 63))
    }

    func intersectionCount(_ other: VertexSet) -> Int {
        var total = 0
        for index in words.indices { total += (words[index] & other.words[index]).nonzeroBitCount }
        return total
    }

    func subtracting(_ other: VertexSet) -> VertexSet {
        var result = self
        for index in words.indices { result.words[index] &= ~other.words[index] }
        return result
    }

    /// The members in increasing order.
    var elements: [Int] {
        var result: [Int] = []
        for (index, word) in words.enumerated() {
            var remaining = word
            while remaining != 0 {
                result.append(index * 64 + remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        return result
    }
}
