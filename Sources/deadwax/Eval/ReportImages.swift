/// The PNG files the report wrote for one image, as paths relative to the
/// report folder; `nil` or empty where that stage has no image.
struct ReportImages: Sendable, Hashable {
    /// The grey thumbnail with the ring drawn.
    var thumbnail: String?
    /// The unwrapped band.
    var strip: String?
    /// The prepared (background-removed) band.
    var prepared: String?
    /// The engine's input for each text segment.
    var segments: [String] = []
}
