// libFuzzer target: `EtchingNormalizer.normalize` over arbitrary text (issue 6).
//
// Compiled by scripts/fuzz together with Sources/RunoutOCR/Normalize. Bytes
// are decoded as UTF-8 (invalid sequences become U+FFFD, as tesseract's text
// would be after `String(cString:)`). Checks the documented properties:
// never a crash, and normalizing a line's display text again gives the same
// line (text and key are idempotent).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNormalizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let raw = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let line = EtchingNormalizer.normalize(raw) else { return 0 }
    precondition(line.text.count <= EtchingNormalizer.maximumLineLength, "display text over the length cap")
    guard let again = EtchingNormalizer.normalize(line.text) else {
        preconditionFailure("the display text \(line.text.debugDescription) of \(raw.debugDescription) is noise when normalized again")
    }
    precondition(again == line, "not idempotent: \(raw.debugDescription) → \(line) → \(again)")
    return 0
}
