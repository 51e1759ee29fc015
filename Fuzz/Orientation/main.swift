// libFuzzer target: the Exif orientation readers of JPEG (APP1), PNG (eXIf)
// and TIFF (tag 274) over arbitrary bytes.
//
// Compiled by scripts/fuzz together with Sources/RunoutOCR/Decode/ExifOrientation.swift
// and the GrayImage it turns. Every reader must stay inside the buffer
// (AddressSanitizer checks each read) and give an orientation, never trap.
// The input is also read as the other two formats would be (a PNG's bytes
// through the JPEG reader, and so on), so that each reader meets the others'
// structures. Whatever orientation comes out turns a small picture with
// every pixel kept.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOrientation(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let found = [ExifOrientation.inJPEG(bytes), ExifOrientation.inPNG(bytes), ExifOrientation.inTIFF(bytes) ?? .up]
    let width = 1 + size % 7
    let height = 1 + size % 5
    guard let picture = GrayImage(width: width, height: height, pixels: (0..<(width * height)).map { UInt8($0 & 0xFF) })
    else { preconditionFailure("a \(width)×\(height) picture could not be made") }
    for orientation in found {
        let turned = picture.applying(orientation)
        guard turned.pixels.sorted() == picture.pixels.sorted() else {
            preconditionFailure("\(orientation) lost pixels of a \(width)×\(height) picture")
        }
    }
    return 0
}
