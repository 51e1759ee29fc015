/// The named tensors of a line network, as read from its weights file.
///
/// The file (`deadwax-line.weights`, written by
/// `scripts/line-network/export.py`) is little-endian throughout:
///
/// ```
/// "DWLN"  u32 version (1)  u32 input height
/// u16 alphabet byte count, the alphabet in UTF-8 (class k + 1 is its k-th character; 0 is the blank)
/// u32 tensor count, then per tensor:
///   u16 name byte count, the name in UTF-8, u8 rank, rank × u32 dimensions, Float32 values
/// ```
///
/// Every count is checked against the bytes that remain before anything is
/// allocated, so a damaged or forged file is a ``LineNetworkError``, never a
/// crash or a huge allocation.
public struct NetworkWeights: Sendable {
    /// Rows of the network's input image.
    public var inputHeight: Int
    /// The characters of classes 1, 2, …; class 0 is the blank.
    public var alphabet: [Character]
    /// The tensors by name: dimensions and values, row-major.
    public var tensors: [String: (dimensions: [Int], values: [Float])]

    /// The file's first four bytes.
    public static let magic: [UInt8] = Array("DWLN".utf8)
    /// The one version this reader knows.
    public static let version: UInt32 = 1

    /// Parses a weights file's bytes.
    ///
    /// - Throws: ``LineNetworkError/malformed(_:)`` naming what is wrong:
    ///   the magic, the version, a count that runs past the end, a name that
    ///   is not UTF-8, a repeated name, bytes left over.
    /// - Complexity: O(*n*) in the file's size.
    public init(bytes: [UInt8]) throws(LineNetworkError) {
        var reader = ByteReader(bytes: bytes)
        guard try reader.bytes(4) == Self.magic else { throw .malformed("not a deadwax line network (no DWLN header)") }
        let version = try reader.u32()
        guard version == Self.version else {
            throw .malformed("version \(version); this deadwax reads version \(Self.version)")
        }
        let height = Int(try reader.u32())
        guard (16...256).contains(height), height % 16 == 0 else {
            throw .malformed("input height \(height) is not a multiple of 16 between 16 and 256")
        }
        inputHeight = height
        guard let alphabetText = String(validating: try reader.bytes(Int(try reader.u16())), as: UTF8.self),
              !alphabetText.isEmpty
        else { throw .malformed("the alphabet is empty or not UTF-8") }
        alphabet = Array(alphabetText)
        let count = Int(try reader.u32())
        var tensors: [String: (dimensions: [Int], values: [Float])] = [:]
        for _ in 0..<count {
            guard let name = String(validating: try reader.bytes(Int(try reader.u16())), as: UTF8.self) else {
                throw .malformed("a tensor name is not UTF-8")
            }
            let rank = Int(try reader.u8())
            guard (1...4).contains(rank) else { throw .malformed("tensor \(name) has rank \(rank)") }
            var dimensions: [Int] = []
            var elements = 1
            for _ in 0..<rank {
                let dimension = Int(try reader.u32())
                let (product, overflow) = elements.multipliedReportingOverflow(by: dimension)
                guard dimension > 0, !overflow, product <= reader.remaining / 4 else {
                    throw .malformed("tensor \(name) is larger than the file")
                }
                elements = product
                dimensions.append(dimension)
            }
            guard tensors[name] == nil else { throw .malformed("tensor \(name) appears twice") }
            tensors[name] = (dimensions, try reader.floats(elements))
        }
        guard reader.remaining == 0 else { throw .malformed("\(reader.remaining) bytes after the last tensor") }
        self.tensors = tensors
    }

    /// The values of tensor `name`, which must have exactly `dimensions`.
    ///
    /// - Throws: ``LineNetworkError/malformed(_:)`` when the tensor is
    ///   missing or shaped otherwise.
    public func values(_ name: String, _ dimensions: [Int]) throws(LineNetworkError) -> [Float] {
        guard let tensor = tensors[name] else { throw .malformed("no tensor \(name)") }
        guard tensor.dimensions == dimensions else {
            throw .malformed("tensor \(name) is \(tensor.dimensions), expected \(dimensions)")
        }
        guard tensor.values.allSatisfy(\.isFinite) else { throw .malformed("tensor \(name) holds a value that is not finite") }
        return tensor.values
    }

    /// The dimensions of tensor `name`.
    ///
    /// - Throws: ``LineNetworkError/malformed(_:)`` when it is missing.
    public func dimensions(_ name: String) throws(LineNetworkError) -> [Int] {
        guard let tensor = tensors[name] else { throw .malformed("no tensor \(name)") }
        return tensor.dimensions
    }
}

/// Reads little-endian values off the front of a byte array, failing
/// instead of reading past its end.
struct ByteReader {
    let bytes: [UInt8]
    var offset = 0

    var remaining: Int { bytes.count - offset }

    mutating func bytes(_ count: Int) throws(LineNetworkError) -> [UInt8] {
        guard count >= 0, count <= remaining else { throw .malformed("the file ends early (at byte \(bytes.count))") }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    mutating func u8() throws(LineNetworkError) -> UInt8 { try bytes(1)[0] }

    mutating func u16() throws(LineNetworkError) -> UInt16 {
        let b = try bytes(2)
        return UInt16(b[0]) | UInt16(b[1]) << 8
    }

    mutating func u32() throws(LineNetworkError) -> UInt32 {
        let b = try bytes(4)
        return UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
    }

    mutating func floats(_ count: Int) throws(LineNetworkError) -> [Float] {
        guard count >= 0, count <= remaining / 4 else { throw .malformed("the file ends early (at byte \(bytes.count))") }
        var values = [Float](repeating: 0, count: count)
        for index in 0..<count {
            let base = offset + 4 * index
            let bits = UInt32(bytes[base]) | UInt32(bytes[base + 1]) << 8 | UInt32(bytes[base + 2]) << 16
                | UInt32(bytes[base + 3]) << 24
            values[index] = Float(bitPattern: bits)
        }
        offset += 4 * count
        return values
    }
}
