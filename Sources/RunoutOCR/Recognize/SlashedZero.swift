/// Finds zeros the engine read as `6`: many matrix dies cut a zero with a
/// slash or a dot inside, and the English model, trained on print, takes
/// that inner stroke for a six's bowl (`2865 870 C3` read, unanimously and
/// at confidence 0.95, as `2865 876 C3`).
///
/// A six is open on its right above its bowl: in every font measured
/// (DejaVu, Liberation and Noto, regular to bold, upright and oblique), at
/// most 43% of the rows between a quarter and 45% of its height down have
/// ink in its right quarter. A zero, slashed or not, has ink there in every
/// such row. So a `6` whose right side is closed by solid ink in nine rows
/// of ten is a `0`. Pure.
public enum SlashedZero {
    /// The least share of the upper-middle rows with ink in the glyph's
    /// right quarter for a `6` to be a zero.
    static let closedShare = 0.9

    /// Pixels darker than this close the glyph's side: solid ink, not the
    /// grey a blurred six's hook smears across its gap. (In the labelled
    /// photos a blurred 6 had all of those rows closed at 128 and at most
    /// half at 96; one slashed zero in a noisy photo closed only above 96.
    /// 112 reads both right.)
    static let solidInk: UInt8 = 112

    /// Whether the glyph in `box` of `image` (dark on white) is closed on
    /// its right above the middle; `false` for a box too small to judge
    /// (under 8 rows or 4 columns of ink) or outside the image.
    ///
    /// - Complexity: O(pixels of the box).
    public static func isClosedOnTheRight(in image: GrayImage, box: GrayImage.PixelBox) -> Bool {
        guard let ink = image.inkBox(within: box) else { return false }
        let height = ink.bottom - ink.top + 1
        let width = ink.right - ink.left + 1
        guard height >= 8, width >= 4 else { return false }
        let firstColumn = ink.right - max(1, width / 4) + 1
        let rows = (ink.top + height * 25 / 100)...(ink.top + height * 45 / 100)
        var closed = 0
        for y in rows where image.inkBox(darkerThan: solidInk, within: (firstColumn, ink.right, y, y)) != nil {
            closed += 1
        }
        return Double(closed) >= closedShare * Double(rows.count)
    }

    /// `line` with every `6` whose glyph is closed on the right read as `0`.
    public static func corrected(_ line: RecognizedLine, in image: GrayImage) -> RecognizedLine {
        line.relabelling("6", as: "0") { box in isClosedOnTheRight(in: image, box: box) }
    }
}
