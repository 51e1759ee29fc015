/// A multiset of bytes (a sliding window's histogram) whose element of one
/// fixed rank is tracked as values enter and leave.
///
/// ``value`` is what `window.sorted()[rank]` would give for the bytes
/// currently held, where `rank` is fixed at creation (`count / 2` of a
/// window of `count` bytes is its upper median). Inserting and removing cost
/// O(1); reading ``value`` walks the histogram from the last answer to the new
/// one, so a window that slides over a row costs O(1) amortised per read for
/// a row whose values change smoothly and at most O(256) for any read.
///
/// Its 256 counts are allocated once (none per insertion or per window) and
/// belong to a private owner object that frees them with the last copy. A
/// copy shares the counts with the original: use one copy. (The type was
/// `~Copyable` with a `deinit`; the Swift 6 compiler crashes building that
/// under `-sanitize=thread`, "Invalid bitcast", which CI runs.)
struct SlidingByteMedian {
    /// The rank read by ``value`` (0 is the smallest byte held).
    let rank: Int32
    /// The owner of ``counts``.
    private let storage: Counts
    /// How many of each byte the window holds.
    private let counts: UnsafeMutablePointer<Int32>
    /// The last answer, where the walk for the next starts.
    private var current: Int = 0
    /// How many bytes held are smaller than ``current``.
    private var below: Int32 = 0
    /// How many bytes are held.
    private(set) var count: Int32 = 0

    /// An empty window whose element of rank `rank` is tracked (negative ranks read as 0).
    init(rank: Int) {
        self.rank = Int32(clamping: max(0, rank))
        storage = Counts()
        counts = storage.pointer
    }

    /// 256 zeroed counts, freed with their owner.
    private final class Counts {
        let pointer: UnsafeMutablePointer<Int32>

        init() {
            pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 256)
            pointer.initialize(repeating: 0, count: 256)
        }

        deinit {
            pointer.deallocate()
        }
    }

    /// Empties the window.
    mutating func removeAll() {
        counts.update(repeating: 0, count: 256)
        current = 0
        below = 0
        count = 0
    }

    /// Adds one byte.
    @inline(__always)
    mutating func insert(_ byte: UInt8) {
        counts[Int(byte)] &+= 1
        count &+= 1
        if Int(byte) < current { below &+= 1 }
    }

    /// Removes one byte, which must be held.
    @inline(__always)
    mutating func remove(_ byte: UInt8) {
        counts[Int(byte)] &-= 1
        count &-= 1
        if Int(byte) < current { below &-= 1 }
    }

    /// Removes `leaving`, which must be held, and adds `entering`: a window
    /// slid one place, as ``remove(_:)`` then ``insert(_:)`` leave it, with
    /// the count untouched.
    @inline(__always)
    mutating func replace(_ leaving: UInt8, with entering: UInt8) {
        counts[Int(leaving)] &-= 1
        counts[Int(entering)] &+= 1
        if Int(leaving) < current { below &-= 1 }
        if Int(entering) < current { below &+= 1 }
    }

    /// The held byte of rank ``rank``: the smallest byte `v` with more than
    /// `rank` held bytes at or below it; 255 when fewer than `rank + 1` bytes
    /// are held (an empty window included).
    ///
    /// - Complexity: O(|new answer − last answer|), at most O(256).
    @inline(__always)
    mutating func value() -> UInt8 {
        guard count > rank else { return 255 }
        // Down while too many bytes lie below; then up while too few lie at or below.
        while below > rank {
            current -= 1
            below -= counts[current]
        }
        while below + counts[current] <= rank {
            below += counts[current]
            current += 1
        }
        return UInt8(truncatingIfNeeded: current)
    }
}
