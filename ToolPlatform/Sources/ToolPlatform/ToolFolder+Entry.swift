#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ToolFolder {
  /// A name in a folder, and what it is.
  public struct Entry: Equatable, Sendable {
    /// What a name in a folder is, the name itself (not what a link names).
    public enum Kind: Equatable, Sendable {
      case regularFile
      case folder
      case symbolicLink
      /// A FIFO, a device, a socket.
      case other

      init(_ mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
      }
    }

    public var name: String
    public var kind: Kind
    /// The permission bits (`0o7777`).
    public var permissions: mode_t
    public var identity: FileIdentity

    public init(
      name: String, kind: Kind, permissions: mode_t = 0,
      identity: FileIdentity = FileIdentity(device: 0, inode: 0)
    ) {
      self.name = name
      self.kind = kind
      self.permissions = permissions
      self.identity = identity
    }

    init(name: String, _ info: stat) {
      self.init(
        name: name, kind: Kind(info.st_mode), permissions: info.st_mode & 0o7777,
        identity: FileIdentity(info))
    }
  }
}

/// What tells one file from another while both exist: its device and its inode.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  public init(device: UInt64, inode: UInt64) {
    self.device = device
    self.inode = inode
  }

  init(_ info: stat) {
    self.init(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino))
  }
}
