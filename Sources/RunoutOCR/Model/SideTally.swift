/// Everything the count model knows about one side: the distinct keys read,
/// how often and with which texts, which keys are near-identical, and which
/// etching each key belongs to.
struct SideTally: Sendable {
    /// How often one display text was read, and with what total confidence.
    struct TextTally: Sendable, Hashable {
        var readings = 0
        /// Total confidence in millionths: integer sums are exact, so the
        /// total does not depend on the order readings arrive in.
        var confidence = 0
    }

    /// One distinct key (a vertex of the near-identity graph).
    struct KeyTally: Sendable {
        var key: String
        var characters: [Character]
        /// The serial of the first reading with this key.
        var firstSerial: Int
        var total = TextTally()
        var texts: [String: TextTally] = [:]
    }

    private(set) var keys: [KeyTally] = []
    private var vertexOfKey: [String: Int] = [:]
    /// Near-identical keys of each vertex, with their edit distance.
    private var neighbours: [[(vertex: Int, edits: Int)]] = []
    /// Union-find parents over vertices: connected components only ever merge.
    private var parent: [Int] = []
    /// The vertices of each component, by root, sorted by key.
    private var componentMembers: [Int: [Int]] = [:]
    /// The vertex that stands for the etching each vertex belongs to.
    private(set) var representative: [Int] = []

    /// Adds one reading. A new key joins the graph and its component is
    /// partitioned afresh; a known key only updates the tallies.
    mutating func record(key: String, text: String, confidenceMillionths: Int, serial: Int) {
        let vertex: Int
        if let known = vertexOfKey[key] {
            vertex = known
        } else {
            vertex = insert(key: key, serial: serial)
        }
        keys[vertex].total.readings += 1
        keys[vertex].total.confidence += confidenceMillionths
        keys[vertex].texts[text, default: TextTally()].readings += 1
        keys[vertex].texts[text, default: TextTally()].confidence += confidenceMillionths
    }

    private mutating func insert(key: String, serial: Int) -> Int {
        let vertex = keys.count
        let characters = Array(key)
        keys.append(KeyTally(key: key, characters: characters, firstSerial: serial))
        vertexOfKey[key] = vertex
        parent.append(vertex)
        componentMembers[vertex] = [vertex]
        representative.append(vertex)
        var near: [(vertex: Int, edits: Int)] = []
        for other in 0..<vertex {
            if let edits = NearIdentity.editsIfNear(characters, keys[other].characters) {
                near.append((other, edits))
            }
        }
        neighbours.append(near)
        for (other, edits) in near {
            neighbours[other].append((vertex, edits))
            union(vertex, other)
        }
        partitionComponent(of: vertex)
        return vertex
    }

    private mutating func root(of vertex: Int) -> Int {
        var current = vertex
        while parent[current] != current {
            parent[current] = parent[parent[current]]
            current = parent[current]
        }
        return current
    }

    private mutating func union(_ first: Int, _ second: Int) {
        let a = root(of: first)
        let b = root(of: second)
        guard a != b else { return }
        let sizeA = componentMembers[a]?.count ?? 0
        let sizeB = componentMembers[b]?.count ?? 0
        let (kept, merged) = sizeA >= sizeB ? (a, b) : (b, a)
        parent[merged] = kept
        var members = componentMembers[kept] ?? []
        componentMembers[kept] = nil  // keep the array uniquely referenced while inserting
        for vertex in componentMembers[merged] ?? [] {
            members.insert(vertex, at: insertionIndex(of: keys[vertex].key, in: members))
        }
        componentMembers[kept] = members
        componentMembers[merged] = nil
    }

    /// Chooses the etchings of `vertex`'s component: a maximum independent
    /// set of its keys, computed on the keys in sorted order so the choice
    /// depends only on the set of keys. Every other key joins its nearest
    /// chosen neighbour (ties: the smaller key).
    private mutating func partitionComponent(of vertex: Int) {
        let members = componentMembers[root(of: vertex)] ?? [vertex]
        var local: [Int: Int] = [:]
        for (index, member) in members.enumerated() { local[member] = index }
        let adjacency = members.map { member in
            var set = VertexSet(capacity: members.count)
            for other in neighbours[member] {
                if let index = local[other.vertex] { set.insert(index) }
            }
            return set
        }
        let chosen = IndependentSet.maximum(adjacency: adjacency)
        var isChosen = VertexSet(capacity: members.count)
        for index in chosen { isChosen.insert(index) }
        for (index, member) in members.enumerated() {
            if isChosen.contains(index) {
                representative[member] = member
                continue
            }
            // A maximal independent set has a chosen neighbour of every
            // other vertex; nearest first, then the smaller key.
            var best: (vertex: Int, edits: Int, index: Int)?
            for other in neighbours[member] {
                guard let otherIndex = local[other.vertex], isChosen.contains(otherIndex) else { continue }
                if best.map({ other.edits < $0.edits || (other.edits == $0.edits && otherIndex < $0.index) }) ?? true {
                    best = (other.vertex, other.edits, otherIndex)
                }
            }
            representative[member] = best?.vertex ?? member
        }
    }

    /// Where `key` goes in `members` (sorted by key) to keep it sorted.
    private func insertionIndex(of key: String, in members: [Int]) -> Int {
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if keys[members[middle]].key < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
