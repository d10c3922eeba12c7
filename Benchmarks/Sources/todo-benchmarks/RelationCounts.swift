import TodoVIPER

/// How many items fell into each relation, and how many had none: what every relate loop returns,
/// so the optimizer cannot drop the work and two loops can be checked against each other.
struct RelationCounts: Equatable, CustomStringConvertible {
  /// Items outside the near term.
  var none = 0
  /// Items due today.
  var today = 0
  /// Items due tomorrow.
  var tomorrow = 0
  /// Items due later this week.
  var laterThisWeek = 0
  /// Items due next week.
  var nextWeek = 0

  /// Counts one more item with `relation`.
  mutating func count(_ relation: NearTermDateRelation?) {
    switch relation {
    case nil: none += 1
    case .today: today += 1
    case .tomorrow: tomorrow += 1
    case .laterThisWeek: laterThisWeek += 1
    case .nextWeek: nextWeek += 1
    }
  }

  /// The counts, in the order of the list's sections, then the items with no relation.
  var description: String {
    "today \(today), tomorrow \(tomorrow), later this week \(laterThisWeek), "
      + "next week \(nextWeek), none \(none)"
  }
}
