import RunoutOCR

/// Text drawn in ``LetterFont`` dots as the engine's input looks: dark
/// letters on white, for the glyph checks and engine tests.
public enum LetterImage {
    /// `text` drawn `scale` pixels per dot, two dots between letters, with
    /// a white `margin` all round, and each glyph's cell (its 5 × 7 dots)
    /// as a pixel box. Characters the font lacks leave their cell blank.
    public static func drawn(_ text: String, scale: Int = 6, margin: Int = 8) -> (image: GrayImage, boxes: [GrayImage.PixelBox]) {
        let scale = max(1, scale)
        let margin = max(0, margin)
        let advance = (LetterFont.width + 2) * scale
        var image = ImageBuilder.blank(
            width: 2 * margin + advance * text.count, height: 2 * margin + LetterFont.height * scale, fill: 255)
        var boxes: [GrayImage.PixelBox] = []
        for (index, character) in text.enumerated() {
            let left = margin + index * advance
            for (row, line) in (LetterFont.dots[character] ?? []).enumerated() {
                for (column, dot) in line.enumerated() where dot == "#" {
                    for y in 0..<scale {
                        for x in 0..<scale { image[left + column * scale + x, margin + row * scale + y] = 0 }
                    }
                }
            }
            boxes.append((left, left + LetterFont.width * scale - 1, margin, margin + LetterFont.height * scale - 1))
        }
        return (image, boxes)
    }
}
