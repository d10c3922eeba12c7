import Foundation

/// What a zone's clock shows, worked out the way libraries that build instants from a date and
/// a time do: the arithmetic the wrong bucketers of the wild share.
struct WallClock {
  let zone: TimeZone

  static let day = 86_400.0

  /// The date the clock shows at `instant`, as the seconds of its midnight in UTC: a day number
  /// times 86 400.
  func date(of instant: Date) -> Double {
    let local = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
    return (local / Self.day).rounded(.down) * Self.day
  }

  /// The instant for the clock's `wall` time (a date and time as if in UTC), as Go resolves it.
  ///
  /// Go's `time.Date` takes the offset at `wall` read as an instant, and where the result does
  /// not show that offset, the offset at the result. A midnight the zone skipped comes out with
  /// the offset after the change, so an hour early; a date the zone skipped, on the day before.
  func instant(atWall wall: Double) -> Date {
    let guess = Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall)))
    let first = Date(timeIntervalSince1970: wall - guess)
    let found = Double(zone.secondsFromGMT(for: first))
    return found == guess ? first : Date(timeIntervalSince1970: wall - found)
  }

  /// How many instants the clock shows `wall` at: 0 where it was skipped, 2 where it came twice.
  func occurrences(ofWall wall: Double) -> Int {
    let around = stride(from: -26.0, through: 26, by: 1).map { hours in
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + hours * 3_600))
    }
    return Set(around).filter { offset in
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - Double(offset))) == offset
    }.count
  }

  /// The first instant the clock shows `wall`, or nil where it never does.
  func firstInstant(atWall wall: Double) -> Date? {
    let around = stride(from: -26.0, through: 26, by: 1).map { hours in
      zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + hours * 3_600))
    }
    return Set(around).map { Date(timeIntervalSince1970: wall - Double($0)) }
      .filter { Double(zone.secondsFromGMT(for: $0)) == wall - $0.timeIntervalSince1970 }
      .min()
  }
}
