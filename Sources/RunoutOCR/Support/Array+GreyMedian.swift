extension Array where Element == Double {
    /// The element that `sorted()[count / 2]` would give (the upper median),
    /// as ``selectMedian()``, found by counting for grey levels: each element
    /// is counted in the bucket of its whole part (0...255), the bucket that
    /// holds the median is found from the counts, and only its elements are
    /// selected among. `nil` when empty. Reorders the array.
    ///
    /// Buckets follow the order of the values (a lower whole part is a lower
    /// value), so the median is the element of rank `count / 2 − below` in
    /// its bucket, where `below` counts the elements of the buckets before.
    /// An array holding anything outside `0 ..< 256` (NaN included) is left
    /// to ``selectMedian()``, with the same result.
    ///
    /// - Complexity: O(n + 256), no allocation: one pass to count, one to
    ///   gather the median's bucket, and a selection within it (a few
    ///   elements for samples of a photo).
    mutating func selectGreyMedian() -> Element? {
        guard !isEmpty else { return nil }
        let rank = count / 2
        let counted = withUnsafeTemporaryAllocation(of: Int32.self, capacity: 256) { counts -> Element? in
            counts.initialize(repeating: 0)
            return withUnsafeMutableBufferPointer { values -> Element? in
                for value in values {
                    guard value >= 0, value < 256 else { return nil }
                    counts[Int(value)] &+= 1
                }
                var below = 0
                var bucket = 0
                while below + Int(counts[bucket]) <= rank {
                    below += Int(counts[bucket])
                    bucket += 1
                }
                // The bucket's elements to the front, then selected among.
                let (floor, ceiling) = (Double(bucket), Double(bucket + 1))
                var members = 0
                for index in values.indices where values[index] >= floor && values[index] < ceiling {
                    values.swapAt(index, members)
                    members += 1
                }
                return Self.select(rank: rank - below, in: UnsafeMutableBufferPointer(rebasing: values[0..<members]))
            }
        }
        return counted ?? selectMedian()
    }
}
