/// An error made up for a spec, described by its text alone.
public struct StubError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What the error says.
  public var description: String

  /// Creates an error that says `description`.
  public init(_ description: String) {
    self.description = description
  }
}
