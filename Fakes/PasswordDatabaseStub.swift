/// The password database, as ``DefaultStoreFile`` asks it for the user's home folder: it
/// answers `home`, and records each time it is asked.
public final class PasswordDatabaseStub {
  /// The home folder it answers, or `nil` for a user it has no entry for.
  public let home: String?
  /// How many times it was asked.
  public private(set) var askedCount = 0

  /// Creates a database that answers `home`.
  public init(home: String?) {
    self.home = home
  }

  /// Answers the home folder, and records the question.
  public func homeFolder() -> String? {
    askedCount += 1
    return home
  }
}
