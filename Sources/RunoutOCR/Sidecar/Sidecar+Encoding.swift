import Foundation

extension Sidecar {
    /// Sidecar bytes as UTF-8 for the parser: UTF-8 without its byte order
    /// mark, or UTF-32 and UTF-16 (either byte order, told by their byte
    /// order mark) transcoded. Bytes without a byte order mark are taken as
    /// UTF-8 as they are; the parser checks them. Lines and columns of later
    /// errors are the same in every encoding, as columns count characters.
    ///
    /// A UTF-32 mark is looked for before a UTF-16 one: `FF FE 00 00` starts
    /// both, and JSON text never starts with U+0000.
    ///
    /// - Throws: ``SidecarError/invalidJSON(_:)`` when the bytes after a
    ///   UTF-16 or UTF-32 mark are not whole, valid code units.
    /// - Complexity: O(*n*) in the byte count.
    static func utf8Bytes(of data: Data) throws(SidecarError) -> [UInt8] {
        let bytes = [UInt8](data)
        let head = bytes.prefix(4)
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            return Array(bytes.dropFirst(3))
        }
        if head.elementsEqual([0xFF, 0xFE, 0, 0]) || head.elementsEqual([0, 0, 0xFE, 0xFF]) {
            return try fromUTF32(bytes.dropFirst(4), bigEndian: head.first == 0)
        }
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            return try fromUTF16(bytes.dropFirst(2), bigEndian: head.first == 0xFE)
        }
        return bytes
    }

    private static func fromUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(SidecarError) -> [UInt8] {
        guard bytes.count.isMultiple(of: 2) else {
            throw .invalidJSON("the text starts with a UTF-16 byte order mark but ends in half a character")
        }
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 2).map { index in
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF16.self, to: UTF8.self, stoppingOnError: true) {
            utf8.append($0)
        }
        guard !failed else {
            throw .invalidJSON("the text starts with a UTF-16 byte order mark but holds an unpaired surrogate")
        }
        return utf8
    }

    private static func fromUTF32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) throws(SidecarError) -> [UInt8] {
        guard bytes.count.isMultiple(of: 4) else {
            throw .invalidJSON("the text starts with a UTF-32 byte order mark but ends in part of a character")
        }
        let units = stride(from: bytes.startIndex, to: bytes.endIndex, by: 4).map { index in
            let quad = (
                UInt32(bytes[index]), UInt32(bytes[index + 1]), UInt32(bytes[index + 2]), UInt32(bytes[index + 3])
            )
            return bigEndian
                ? quad.0 << 24 | quad.1 << 16 | quad.2 << 8 | quad.3
                : quad.3 << 24 | quad.2 << 16 | quad.1 << 8 | quad.0
        }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(units.count)
        let failed = transcode(units.makeIterator(), from: UTF32.self, to: UTF8.self, stoppingOnError: true) {
            utf8.append($0)
        }
        guard !failed else {
            throw .invalidJSON(
                "the text starts with a UTF-32 byte order mark but holds a value that is not a character")
        }
        return utf8
    }
}
