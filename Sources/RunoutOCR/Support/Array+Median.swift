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
        // One uniqueness check for the whole selection, not one per swap.
        return withUnsafeMutableBufferPointer { elements in Self.select(rank: k, in: elements) }
    }

    /// ``select(rank:)`` on a buffer: the element that sorting `elements`
    /// would put at `k`, found by quickselect with a median-of-three pivot
    /// and a three-way partition (less than, equal to, greater than the
    /// pivot), so that elements equal to the pivot end the search at once:
    /// with a two-way partition a buffer of one value over and over (a
    /// blank strip's scores) took a step per element, O(n²), and a 3 × 40,000
    /// pixel sliver 52 seconds. Reorders the buffer.
    ///
    /// - Precondition: `0 <= k < elements.count`; no NaN.
    /// - Complexity: O(n) on average, however many elements are equal.
    static func select(rank k: Int, in elements: UnsafeMutableBufferPointer<Element>) -> Element {
        var low = 0
        var high = elements.count - 1
        while low < high {
            // Median of three as pivot, moved to `high`.
            let middle = low + (high - low) / 2
            if elements[middle] < elements[low] { elements.swapAt(middle, low) }
            if elements[high] < elements[low] { elements.swapAt(high, low) }
            if elements[middle] < elements[high] { elements.swapAt(middle, high) }
            let pivot = elements[high]
            // [low, less) < pivot, [less, index) == pivot, (greater, high] > pivot.
            var less = low
            var index = low
            var greater = high
            while index <= greater {
                if elements[index] < pivot {
                    elements.swapAt(index, less)
                    less += 1
                    index += 1
                } else if pivot < elements[index] {
                    elements.swapAt(index, greater)
                    greater -= 1
                } else {
                    index += 1
                }
            }
            if k < less {
                high = less - 1
            } else if k > greater {
                low = greater + 1
            } else {
                return pivot
            }
        }
        return elements[k]
    }
}

extension Array where Element: FloatingPoint {
    /// The element that `sorted()[rank]` would give: by selection
    /// (``select(rank:)``), or by sorting when a NaN leaves the elements
    /// unordered. The same value either way; of elements that compare
    /// equal only +0 and −0 differ. Reorders (or sorts) the array; a second
    /// rank can be asked of it afterwards.
    ///
    /// - Returns: `nil` when `rank` is outside the array.
    /// - Complexity: O(n) on average (O(n log n) with a NaN).
    mutating func sortedElement(atRank rank: Int) -> Element? {
        guard rank >= 0, rank < count else { return nil }
        guard !contains(where: \.isNaN) else {
            sort()
            return self[rank]
        }
        return select(rank: rank)
    }
}
