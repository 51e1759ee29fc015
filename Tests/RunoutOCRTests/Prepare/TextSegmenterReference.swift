@testable import RunoutOCR

/// The segmenter's first, straightforward implementation of the ink mask
/// and the labelling (`[Bool]` masks, a flood fill with a modulo per
/// neighbour), kept to check that the fast one finds the same components in
/// the same order with the same sums. Thin lines and scratches through
/// walls are cleared by the segmenter's own code.
struct ReferenceTextSegmenter {
    var segmenter = TextSegmenter()

    static let neighbourhood = [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, -1), (-1, 1), (1, 1)]

    /// The components the segments are chained from and the letters' height.
    func components(of strip: PreparedStrip) -> (components: [TextSegmenter.Component], letterHeight: Int?) {
        let provisional = TextSegmenter.maximumRun(forHeight: strip.height)
        var provisionalMask = inkMask(of: strip, maximumRun: provisional)
        var components = components(in: provisionalMask, of: strip)
        if clearThinLines(in: &provisionalMask, of: components, width: strip.width, height: strip.height, letterHeight: provisional) {
            components = self.components(in: provisionalMask, of: strip)
        }
        if clearWallScratches(in: &provisionalMask, of: components, width: strip.width, height: strip.height) {
            components = self.components(in: provisionalMask, of: strip)
        }
        let letterHeight = TextSegmenter.letterHeight(of: components, stripHeight: strip.height)
        if let letterHeight {
            var mask = inkMask(of: strip, maximumRun: max(12, Int(Double(letterHeight) * 2.2)))
            components = self.components(in: mask, of: strip)
            if clearThinLines(in: &mask, of: components, width: strip.width, height: strip.height, letterHeight: letterHeight) {
                components = self.components(in: mask, of: strip)
            }
            if clearWallScratches(in: &mask, of: components, width: strip.width, height: strip.height) {
                components = self.components(in: mask, of: strip)
            }
        }
        return (components, letterHeight)
    }

    func inkMask(of strip: PreparedStrip, maximumRun limit: Int) -> [Bool] {
        let width = strip.width
        var mask = strip.scores.map { abs($0) >= segmenter.threshold }
        var cleared = [Bool](repeating: false, count: mask.count)
        for row in 0..<strip.height {
            let base = row * width
            var column = 0
            while column < width {
                guard mask[base + column] else { column += 1; continue }
                let start = column
                let positive = strip.scores[base + column] > 0
                while column < width && mask[base + column] && (strip.scores[base + column] > 0) == positive { column += 1 }
                if column - start > limit {
                    for index in start..<column { cleared[base + index] = true }
                }
            }
        }
        for index in mask.indices where cleared[index] {
            let row = index / width
            let above = row > 0 && mask[index - width] && !cleared[index - width]
            let below = row + 1 < strip.height && mask[index + width] && !cleared[index + width]
            if !(above && below) { mask[index] = false }
        }
        return mask
    }

    func components(in mask: [Bool], of strip: PreparedStrip) -> [TextSegmenter.Component] {
        let width = strip.width
        let height = strip.height
        guard width > 0, height > 0, mask.count == width * height else { return [] }
        var labels = [Int32](repeating: -1, count: width * height)
        var unwrappedX = [Int](repeating: 0, count: width * height)
        var components: [TextSegmenter.Component] = []
        var stack: [Int] = []
        for start in 0..<(width * height) where labels[start] < 0 && mask[start] {
            let label = Int32(components.count)
            let startY = start / width
            var component = TextSegmenter.Component(minX: start % width, maxX: start % width, minY: startY, maxY: startY, area: 0, signedSum: 0)
            unwrappedX[start] = start % width
            labels[start] = label
            stack.append(start)
            while let index = stack.popLast() {
                let y = index / width
                let ux = unwrappedX[index]
                component.area += 1
                component.signedSum += strip.scores[index]
                component.minX = min(component.minX, ux)
                component.maxX = max(component.maxX, ux)
                component.minY = min(component.minY, y)
                component.maxY = max(component.maxY, y)
                for (dx, dy) in Self.neighbourhood {
                    let ny = y + dy
                    guard ny >= 0, ny < height else { continue }
                    let nux = ux + dx
                    let nx = ((nux % width) + width) % width
                    let neighbour = ny * width + nx
                    guard labels[neighbour] < 0, mask[neighbour] else { continue }
                    labels[neighbour] = label
                    unwrappedX[neighbour] = nux
                    stack.append(neighbour)
                }
            }
            if component.minX < 0 {
                component.minX += width
                component.maxX += width
            }
            components.append(component)
        }
        return components
    }

    /// The segmenter's own thin-line clearing over a byte copy of the mask:
    /// the straightforward version differed from it only in the mask's
    /// element type, so it is not kept twice.
    func clearThinLines(in mask: inout [Bool], of components: [TextSegmenter.Component], width: Int, height: Int, letterHeight: Int) -> Bool {
        var bytes = mask.map { $0 ? UInt8(1) : 0 }
        let cleared = segmenter.clearThinLines(in: &bytes, of: components, width: width, height: height, letterHeight: letterHeight)
        mask = bytes.map { $0 != 0 }
        return cleared
    }

    /// The segmenter's own clearing of scratches from walls, likewise.
    func clearWallScratches(in mask: inout [Bool], of components: [TextSegmenter.Component], width: Int, height: Int) -> Bool {
        var bytes = mask.map { $0 ? UInt8(1) : 0 }
        let cleared = segmenter.clearWallScratches(in: &bytes, of: components, width: width, height: height)
        mask = bytes.map { $0 != 0 }
        return cleared
    }
}
