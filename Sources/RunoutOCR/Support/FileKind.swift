#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, as `stat(2)` sees it through symbolic links: only a
/// regular file is read as an image or a sidecar. Anything else gets a
/// reason in the user's words instead of the system's ("You don't have
/// permission" for a named pipe, "doesn't exist" for a link to nothing).
enum FileKind: Equatable, Sendable {
    /// A regular file of `byteCount` bytes.
    case regular(byteCount: Int)
    /// A folder.
    case directory
    /// Nothing at the path.
    case missing
    /// A symbolic link whose target does not exist (or a loop of links).
    case brokenLink
    /// A named pipe, socket or device: reading it could block or never end.
    case special
    /// `stat` failed for another reason, described by the system.
    case inaccessible(String)

    /// The kind of `path`. Two system calls at most; reads no file data.
    init(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: self = .regular(byteCount: Int(info.st_size))
            case S_IFDIR: self = .directory
            default: self = .special
            }
            return
        }
        let failure = errno
        var linkInfo = stat()
        if failure == ENOENT || failure == ELOOP, lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK {
            self = .brokenLink
        } else if failure == ENOENT {
            self = .missing
        } else {
            self = .inaccessible(String(cString: strerror(failure)))
        }
    }

    /// Why the path cannot be read as a file, `nil` for a regular file.
    var problem: String? {
        switch self {
        case .regular: nil
        case .directory: "it is a folder, not a file"
        case .missing: "no such file"
        case .brokenLink: "it is a symbolic link to a file that does not exist"
        case .special: "it is a named pipe, socket or device, not a regular file"
        case .inaccessible(let reason): reason
        }
    }
}
