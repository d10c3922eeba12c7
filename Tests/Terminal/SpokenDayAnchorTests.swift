import Foundation
import Testing

@testable import TodoTerminal

/// The words for today and tomorrow are asked of Foundation at a fixed instant, not the
/// machine's clock (`DayWords.anchor`), in a UTC calendar.
struct SpokenDayAnchorTests {
  @Test func `the words for today and tomorrow are asked at 2001-01-11 12:00 UTC`() throws {
    let words = DayWords(locale: Locale(identifier: "fr_FR"))

    #expect(DayWords.anchor == Date(timeIntervalSince1970: 979_214_400))
    #expect(words.today == "aujourd’hui")
    #expect(words.tomorrow == "demain")
  }

  /// Why the calendar's zone cannot change the words (the marker in `DayWords.init`): in every
  /// zone, the anchor and the instant a day before it have the same offset.
  @Test func `no zone changed its offset in the day before the anchor`() {
    let changed = TimeZone.knownTimeZoneIdentifiers.filter { identifier in
      guard let zone = TimeZone(identifier: identifier) else { return true }
      return zone.secondsFromGMT(for: DayWords.anchor)
        != zone.secondsFromGMT(for: DayWords.anchor - 86_400)
    }

    #expect(TimeZone.knownTimeZoneIdentifiers.count > 400)
    #expect(changed == [])
  }
}
