/// A path as the bytes the system takes: a path need not be UTF-8 text.
///
/// Any path the adapters hand to the system is one: the store file, a translation table, a zone
/// file. `todo --store` hands the bytes of its argument over as they are, so a file named in
/// another encoding (`caf\xE9.json` in Latin-1) is that file, not a new one with U+FFFD in its
/// name.
public struct BytePath: Hashable, Sendable, CustomStringConvertible {
  /// The path's bytes.
  public let bytes: [UInt8]

  /// Creates the path of `text`, as UTF-8.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// Creates the path with exactly these bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The path as text for messages: its UTF-8, with every byte that is not part of UTF-8
  /// written as `\x{E9}`.
  public var description: String {
    var text = ""
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        text.unicodeScalars.append(UTF8.decode(encoded))
        offset += encoded.count
      case .emptyInput:
        return text
      case .error(let length):
        for byte in bytes[offset..<offset + length] {
          text += "\\x{\(String(byte, radix: 16, uppercase: true))}"
        }
        offset += length
      }
    }
  }

  /// Returns the path with `suffix` added to its last part, such as `todo.json.lock`.
  package func appending(_ suffix: String) -> BytePath {
    BytePath(bytes: bytes + Array(suffix.utf8))
  }

  /// Returns the path of the entry `name` in this folder.
  package func appendingComponent(_ name: [UInt8]) -> BytePath {
    BytePath(bytes: bytes + [UInt8(ascii: "/")] + name)
  }

  /// Whether the path starts at the root folder.
  package var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

  /// The folder that holds the path's last part: `.` for a bare name, `/` for one at the root.
  package var folder: BytePath {
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return BytePath(".") }
    return slash == 0 ? BytePath("/") : BytePath(bytes: Array(bytes[..<slash]))
  }

  /// Returns `relative` as seen from this path's folder: a symbolic link's target as the system
  /// follows it.
  package func resolving(_ relative: BytePath) -> BytePath {
    if relative.isAbsolute || !bytes.contains(UInt8(ascii: "/")) { return relative }
    return BytePath(bytes: folder.bytes + [UInt8(ascii: "/")] + relative.bytes)
  }

  /// The path as a C string for the system, or `nil` when it holds a NUL byte and so cannot
  /// be given to the system.
  package var cString: [CChar]? {
    bytes.contains(0) ? nil : bytes.map { CChar(bitPattern: $0) } + [0]
  }
}
