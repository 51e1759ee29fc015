import Foundation

/// Finds the record in a photo given no ring: by brightness first, then,
/// when that finds nothing sure, by colour.
///
/// ``RecordLocator`` looks for the label's edge as a step in brightness. A
/// label printed dark (brown, maroon, navy) on dark wax can be as bright as
/// the wax, with no step to find. Its colour still sets it apart: vinyl is
/// grey or black, so the same search on the photo's ``Chroma`` finds the
/// label's edge there. The colour is decoded only for that second look, at
/// no more pixels than the locator's thumbnail needs.
///
/// The grooves carry no colour, so a record found by colour has its band
/// reach the locator's default of 1.5 label radii rather than where the
/// grooves start.
struct RecordSearch {
    var locator: RecordLocator
    var decoder: ImageDecoder
    /// The least confidence a location needs to be used.
    var minimumConfidence: Double

    /// Which look found the record.
    enum Cue: String, Sendable {
        case brightness
        case colour
    }

    /// The record in `image`, decoded at full size from `data`, with the cue
    /// that found it; `nil` when neither look finds it with at least
    /// ``minimumConfidence``. Colour is tried only when brightness fails, and
    /// only on a photo stored in colour; a colour decode that fails is taken
    /// as finding nothing.
    ///
    /// - Complexity: one locate on `image`; when that fails, a colour decode
    ///   reduced to the locator's working size and one locate on it.
    func locate(in image: GrayImage, data: Data) -> (location: RecordLocator.Location, cue: Cue)? {
        if let found = locator.locate(in: image), found.confidence >= minimumConfidence {
            return (found, .brightness)
        }
        guard let header = try? decoder.header(of: data) else { return nil }
        let reduction = header.applied(
            DecodeReduction(keeping: max(header.width, header.height), atLeast: locator.workingSize))
        guard let colour = try? decoder.chroma(data, reduction: reduction),
              var found = locator.locate(in: colour), found.confidence >= minimumConfidence
        else { return nil }
        found.band = reduction.inFullImage(found.band)
        found.labelRadius *= Double(reduction.factor)
        return (found, .colour)
    }
}
