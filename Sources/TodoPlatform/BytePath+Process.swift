/// The paths a process is given as C strings: its environment's, the password database's.
extension BytePath {
  /// Creates the path with the bytes of `cString`, up to its NUL.
  public init(cString: UnsafePointer<CChar>) {
    self.init(bytes: Array(UnsafeRawBufferPointer(start: cString, count: strlen(cString))))
  }

  /// Creates the path the environment variable `name` holds, as the bytes the process was
  /// given (`getenv`), or `nil` when it is not set.
  ///
  /// Foundation's `ProcessInfo.environment` decodes each value as UTF-8, with U+FFFD for the
  /// bytes that are not: a `HOME` of `/home/caf\xE9` would name another folder.
  public init?(environmentVariable name: String) {
    guard let value = getenv(name) else { return nil }
    self.init(cString: value)
  }
}
