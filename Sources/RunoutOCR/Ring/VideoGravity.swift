/// How a camera preview shows the whole captured image, with the meanings of
/// AVFoundation's `AVLayerVideoGravity`.
public enum VideoGravity: String, Sendable, Hashable, CaseIterable, Codable {
    /// Fit: the image is scaled uniformly to fit inside the preview, centred, letterboxed.
    case resizeAspect
    /// Fill: the image is scaled uniformly to cover the preview, centred, the excess cropped.
    case resizeAspectFill
    /// Stretch: each axis is scaled independently to fill the preview. A circle
    /// drawn on the preview is then an axis-aligned ellipse in the image.
    case resize
}
