/// A grey picture read by bilinear interpolation at real positions: a
/// ``GrayImage``, or a ``LazyThumbnail`` that works its pixels out as they
/// are read. The locator's ray sampling is written once over this.
protocol BilinearSampling {
    var width: Int { get }
    var height: Int { get }
    /// The bilinear blend at (`x`, `y`), `outside` beyond the edges (or at NaN),
    /// as ``GrayImage/sample(x:y:outside:)`` defines it.
    func sample(x: Double, y: Double, outside: Double) -> Double
}

extension GrayImage: BilinearSampling {}
