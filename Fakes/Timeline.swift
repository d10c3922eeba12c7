/// A fake that records, in order, what several spies were told, so a spec can check the order
/// of calls across collaborators.
@MainActor
public final class Timeline {
  /// Each recorded call, as "Role.message".
  public private(set) var entries: [String] = []

  /// Creates an empty timeline.
  public init() {}

  /// Records one call.
  public func record(_ entry: String) {
    entries.append(entry)
  }
}
