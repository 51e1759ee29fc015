/// Finds ones the engine read as `4`. Hand-scratched ones carry a flag and
/// often a foot, and the English model, trained on print, reads them as
/// fours (`YAX 110-1` as `YAX 410-1`).
///
/// A four crosses the middle of its height with its bar: in every font
/// measured (DejaVu, Liberation, Noto; regular to bold, upright and
/// oblique), the median row between 35% and 75% of its ink height spans at
/// least 64% of its width, where a one's spans under 36% (its stem; the
/// flag and foot lie outside those rows). So a `4` whose middle rows span
/// under 45% of its width is a `1`.
///
/// The same test for ones read as `2` (a two's middle is a diagonal, a
/// one's an upright stroke) was measured and left out: the engine's boxes
/// for small stamped twos often cover only part of the glyph, and real twos
/// were turned into ones (7 lines worse against 5 better on 766). Pure.
public enum DigitOne {
    /// The widest median span of a `4`'s middle rows, as a share of its width, that is still a one's stroke.
    static let fourSpan = 0.45

    /// The median ink span of the middle rows (35% to 75% of the ink
    /// height) of the glyph in `box` of `image` (dark on white), as a share
    /// of the glyph's width; `nil` for a box too small to judge (under 8
    /// rows of ink) or outside the image.
    ///
    /// - Complexity: O(pixels of the box).
    public static func middleSpan(in image: GrayImage, box: GrayImage.PixelBox) -> Double? {
        guard let ink = image.inkBox(within: box), ink.bottom - ink.top + 1 >= 8 else { return nil }
        return image.medianInkSpan(of: ink, rowsFrom: 35, to: 75)
    }

    /// `line` with every `4` whose middle is a one's stroke read as `1`.
    public static func corrected(_ line: RecognizedLine, in image: GrayImage) -> RecognizedLine {
        line.relabelling("4", as: "1") { box in (middleSpan(in: image, box: box) ?? 1) < fourSpan }
    }
}
