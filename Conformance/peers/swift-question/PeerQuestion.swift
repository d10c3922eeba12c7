// What the two Swift peers share: reading a question as a Foundation user would (a Calendar
// with the question's calendar, zone and first weekday; ISO8601DateFormatter for the instants)
// and the answer loop. The idioms themselves are in each peer's main.swift.
import Foundation

/// One question of the conformance contract, read with Foundation.
public struct PeerQuestion {
  public let id: String
  public let calendar: Calendar
  public let now: Date
  public let due: Date

  static let identifiers: [String: Calendar.Identifier] = [
    "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "chinese": .chinese,
    "coptic": .coptic, "ethiopic": .ethiopicAmeteMihret, "ethiopic-amete-alem": .ethiopicAmeteAlem,
    "hebrew": .hebrew, "indian": .indian, "islamic": .islamic, "islamic-civil": .islamicCivil,
    "islamic-tbla": .islamicTabular, "islamic-umalqura": .islamicUmmAlQura,
    "japanese": .japanese, "persian": .persian, "roc": .republicOfChina,
  ]

  /// Reads a question, or returns nil where Foundation cannot read one of its fields.
  init?(_ fields: [String: Any]) {
    guard let id = fields["id"] as? String, let name = fields["calendar"] as? String,
      let identifier = Self.identifiers[name], let zoneName = fields["timeZone"] as? String,
      let zone = Self.zone(named: zoneName), let firstWeekday = fields["firstWeekday"] as? Int,
      let nowText = fields["now"] as? String, let dueText = fields["due"] as? String
    else { return nil }
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = zone
    calendar.firstWeekday = firstWeekday
    guard let now = Self.instant(nowText, in: zone), let due = Self.instant(dueText, in: zone)
    else { return nil }
    self.id = id
    self.calendar = calendar
    self.now = now
    self.due = due
  }

  /// An IANA zone, or a fixed offset `±HH:MM` as `TimeZone(secondsFromGMT:)`.
  static func zone(named name: String) -> TimeZone? {
    guard name.hasPrefix("+") || name.hasPrefix("-") else { return TimeZone(identifier: name) }
    let parts = name.dropFirst().split(separator: ":").compactMap { Int($0) }
    guard parts.count == 2 else { return nil }
    let seconds = parts[0] * 3_600 + parts[1] * 60
    return TimeZone(secondsFromGMT: name.hasPrefix("-") ? -seconds : seconds)
  }

  /// The instant of an ISO 8601 text with its offset, or of a day's start in `zone`.
  static func instant(_ text: String, in zone: TimeZone) -> Date? {
    let formatter = ISO8601DateFormatter()
    if !text.contains("T") {
      formatter.formatOptions = [.withFullDate]
      formatter.timeZone = zone
      return formatter.date(from: text)
    }
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = formatter.date(from: text) { return date }
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.date(from: text)
  }

  /// Answers every question line of standard input with `group`, which returns the group's
  /// name or nil where Foundation gave no date: `{"id": …, "error": …}` then.
  ///
  /// With `--tz-data-version`, it prints the version of Foundation's time zone data instead.
  public static func answerEachLine(_ group: (PeerQuestion) -> String?) {
    if CommandLine.arguments.dropFirst().first == "--tz-data-version" {
      print(TimeZone.timeZoneDataVersion)
      return
    }
    while let line = readLine() {
      guard let fields = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      else { continue }
      let id = fields["id"] as? String ?? ""
      let answer: [String: String] =
        if let question = PeerQuestion(fields) {
          group(question).map { ["id": id, "group": $0] }
            ?? ["id": id, "error": "Foundation gave no date or interval"]
        } else {
          ["id": id, "error": "Foundation cannot read the question"]
        }
      if let data = try? JSONSerialization.data(withJSONObject: answer) {
        print(String(decoding: data, as: UTF8.self))
      }
    }
  }
}
