extension Array where Element: Comparable {
    /// The element that `sorted()[count / 2]` would give (the upper median),
    /// found by selection without sorting; `nil` when empty. Reorders the
    /// array.
    ///
    /// - Precondition: no element is unordered against the others (no NaN).
    /// - Complexity: O(n) on average.
    mutating func selectMedian() -> Element? {
        select(rank: count / 2)
    }

    /// The element that `sorted()[rank]` would give, found by selection
    /// (quickselect with a median-of-three pivot) without sorting; `nil`
    /// when `rank` is outside the array. Reorders the array.
    ///
    /// - Precondition: no element is unordered against the others (no NaN).
    /// - Complexity: O(n) on average; O(n²) only on adversarial orders,
    ///   which the median-of-three pivot makes unlikely for sampled data.
    mutating func select(rank k: Int) -> Element? {
        guard k >= 0, k < count else { return nil }
        var low = 0
        var high = count - 1
        while low < high {
            // Median of three as pivot, moved to `high`.
            let middle = low + (high - low) / 2
            if self[middle] < self[low] { swapAt(middle, low) }
            if self[high] < self[low] { swapAt(high, low) }
            if self[middle] < self[high] { swapAt(middle, high) }
            let pivot = self[high]
            var store = low
            for index in low..<high where self[index] < pivot {
                swapAt(index, store)
                store += 1
            }
            swapAt(store, high)
            if store == k { return self[k] }
            if store < k { low = store + 1 } else { high = store - 1 }
        }
        return self[k]
    }
}
