/// One of N deterministic shards of a scan's input: `--shard K/N`.
///
/// An image belongs to shard `fnv1a64(displayPath) % N` (see ``StableHash``),
/// so its shard depends on its own display path and on N only: adding or
/// removing files elsewhere in the tree never moves an existing file to
/// another shard, and every machine computes the same split. The shards
/// `0/N ... N-1/N` are disjoint and together hold every input exactly once;
/// each keeps the sorted order of the whole list.
struct Shard: Hashable, CustomStringConvertible {
    /// Which shard, `0..<count`.
    let index: Int
    /// How many shards, at least 1.
    let count: Int

    init?(index: Int, count: Int) {
        guard count >= 1, index >= 0, index < count else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `K/N` as typed after `--shard`.
    init(parsing text: String, command: String) throws(UsageError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]) else {
            throw UsageError(
                command: command,
                message: "--shard expects K/N, the K-th of N shards counting from 0, e.g. --shard 0/4 ... --shard 3/4; got '\(text)'.")
        }
        guard n >= 1 else {
            throw UsageError(command: command, message: "--shard \(text): N must be at least 1, e.g. --shard 0/4.")
        }
        guard let shard = Shard(index: k, count: n) else {
            throw UsageError(
                command: command,
                message: "--shard \(text): K counts from 0 and must be below N, so the shards of \(n) are 0/\(n) ... \(n - 1)/\(n).")
        }
        self = shard
    }

    var description: String { "\(index)/\(count)" }

    /// The shard an image with this display path belongs to.
    static func index(of displayPath: String, count: Int) -> Int {
        Int(StableHash.fnv1a64(displayPath) % UInt64(max(1, count)))
    }

    /// Whether the image with this display path is in this shard.
    func contains(_ displayPath: String) -> Bool {
        Self.index(of: displayPath, count: count) == index
    }

    /// The inputs of this shard, in their given order.
    func select(_ inputs: [ScanInput]) -> [ScanInput] {
        inputs.filter { contains($0.displayPath) }
    }
}
