import Foundation
import TodoVIPER

/// The fixed inputs every benchmark shares, so two runs measure the same work.
enum Workload {
  /// Returns the identity of item `index`: a UUID whose last bytes are the index, so that
  /// every run makes the same items without asking a random source.
  static func identity(_ index: Int) -> TodoItem.ID {
    let value = UInt64(index)
    let bytes = (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) }
    return TodoItem.ID(
      UUID(
        uuid: (
          0, 0, 0, 0, 0, 0, 0x80, 0, 0x80, 0, bytes[2], bytes[3], bytes[4], bytes[5], bytes[6],
          bytes[7]
        )))
  }

  /// The number of items the relate benchmarks relate and the memory probe holds.
  static let itemCount = 1_000_000

  /// "Now": Friday 2014-10-31 at noon in New York (16:00 UTC).
  ///
  /// With Monday-first weeks every relation occurs: today is Friday, tomorrow Saturday, later this
  /// week is Sunday 2014-11-02 (a 25-hour day, daylight saving time ends), next week 3–9 November.
  static let now = Date(timeIntervalSince1970: 1_414_771_200)

  /// A Gregorian calendar in New York with weeks from Monday.
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    if let newYork = TimeZone(identifier: "America/New_York") {
      calendar.timeZone = newYork
    }
    calendar.locale = Locale(identifier: "en_US_POSIX")
    calendar.firstWeekday = 2
    calendar.minimumDaysInFirstWeek = 1
    return calendar
  }()

  /// Returns a 16-character title, unique to `index`, such as `todo #0000000042`.
  ///
  /// Sixteen ASCII characters is one more than a Swift string holds inline, so every title has a
  /// heap buffer of its own, as a title the user typed would.
  static func title(_ index: Int) -> String {
    let digits = String(index)
    return "todo #" + String(repeating: "0", count: max(0, 10 - digits.count)) + digits
  }

  /// Returns `count` items due at random milliseconds from a week before `now` to three weeks
  /// after it, in due-date order (the order the store hands them to the interactor); the first
  /// fifteen due dates are the boundary instants and one millisecond either side of each.
  static func items(count: Int, around now: Date, boundaries: NearTermBoundaries) -> [TodoItem] {
    let edges = [
      boundaries.startOfToday, boundaries.startOfTomorrow, boundaries.startOfDayAfterTomorrow,
      boundaries.startOfNextWeek, boundaries.startOfWeekAfterNext,
    ]
    let edgeDates = edges.flatMap { [$0 - 0.001, $0, $0 + 0.001] }
    var generator = SplitMix64(seed: 2_014)
    let day = 86_400_000
    let dueDates = (0..<count).map { index in
      if index < edgeDates.count { return edgeDates[index] }
      let milliseconds = Int(generator.next() % UInt64(28 * day)) - 7 * day
      return now + Double(milliseconds) / 1_000
    }
    return dueDates.sorted().enumerated().map {
      TodoItem(id: identity($0), title: title($0), dueDate: $1)
    }
  }
}

/// A small, fast, seeded random number generator (SplitMix64), so every run builds the same items.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  init(seed: UInt64) {
    self.state = seed
  }

  /// Returns the next number of the sequence.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
