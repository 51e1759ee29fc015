/// How a TIFF stores its samples, read from its first image directory: the
/// bits per sample and whether samples are unsigned integers, signed
/// integers or floating point. Leptonica reads unsigned integer samples of
/// 1 to 16 bits; when it refuses a TIFF, this tells a valid file it cannot
/// read (a 32-bit float export from a raw developer) from a damaged one,
/// so the error can say what to re-export. Pure: bytes in, values out.
struct TIFFSampleLayout: Equatable, Sendable {
    /// The TIFF `SampleFormat` values (tag 339).
    enum SampleFormat: Equatable, Sendable {
        case unsignedInteger, signedInteger, floatingPoint, other(Int)

        init(code: Int) {
            switch code {
            case 1: self = .unsignedInteger
            case 2: self = .signedInteger
            case 3: self = .floatingPoint
            default: self = .other(code)
            }
        }
    }

    /// Bits per sample (tag 258, the first sample's when it lists several);
    /// 1 when the tag is absent, as the TIFF specification defaults it.
    var bitsPerSample: Int
    /// Tag 339; unsigned integers when absent.
    var sampleFormat: SampleFormat

    /// Whether leptonica can read samples of this layout.
    var isReadable: Bool {
        sampleFormat == .unsignedInteger && [1, 2, 4, 8, 16].contains(bitsPerSample)
    }

    /// The layout in words, for an error message: "32-bit floating-point".
    var description: String {
        let kind: String
        switch sampleFormat {
        case .unsignedInteger: kind = "unsigned integer"
        case .signedInteger: kind = "signed integer"
        case .floatingPoint: kind = "floating-point"
        case .other(let code): kind = "sample format \(code)"
        }
        return "\(bitsPerSample)-bit \(kind)"
    }

    /// The layout of the TIFF in `bytes`; `nil` when they are not a classic
    /// TIFF (`II*\0` or `MM\0*`) or the first directory is cut off or
    /// points outside the bytes.
    ///
    /// - Complexity: O(entries in the first directory); reads only the
    ///   header, that directory and at most two bytes an entry points to,
    ///   wherever in the file the directory is.
    init?(_ bytes: UnsafeRawBufferPointer) {
        let size = bytes.count
        guard size >= 8 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0x49, 0x49, 42, 0): littleEndian = true
        case (0x4D, 0x4D, 0, 42): littleEndian = false
        default: return nil
        }
        func unsigned(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, offset <= size - width else { return nil }
            var value = 0
            for index in 0..<width {
                value = value << 8 | Int(bytes[offset + (littleEndian ? width - 1 - index : index)])
            }
            return value
        }
        guard let directory = unsigned(4, 4), let entries = unsigned(directory, 2) else { return nil }
        var bits = 1
        var format = SampleFormat.unsignedInteger
        for entry in 0..<entries {
            let start = directory + 2 + 12 * entry
            guard let tag = unsigned(start, 2), let type = unsigned(start + 2, 2), let count = unsigned(start + 4, 4)
            else { return nil }
            // Both tags are SHORTs, inline when they fit in the entry's four bytes.
            guard tag == 258 || tag == 339, type == 3, count >= 1 else { continue }
            let valueOffset = count <= 2 ? start + 8 : unsigned(start + 8, 4)
            guard let valueOffset, let value = unsigned(valueOffset, 2) else { return nil }
            if tag == 258 { bits = value } else { format = SampleFormat(code: value) }
        }
        bitsPerSample = bits
        sampleFormat = format
    }

    init(bitsPerSample: Int, sampleFormat: SampleFormat) {
        self.bitsPerSample = bitsPerSample
        self.sampleFormat = sampleFormat
    }
}
