import RunoutOCR

/// What reading one frame produced: the side model after it, and the error
/// when the image could not be read (the model is then unchanged).
struct FrameResult {
    /// The per-side model's summary of the frame's side after the frame.
    var summary: SideSummary
    /// Why the image could not be read, if it could not.
    var error: FrameReadError?
}
