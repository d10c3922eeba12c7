import Foundation
import TodoVIPER

// Fuzzes the add form's due-date reader (`DueDateParser`).
//
// Built into the TodoTerminal module with its sources, against TodoVIPER (see Fuzz/run). The
// first byte picks a time zone, the rest is what the user typed. Properties, besides never
// trapping:
// - a `YYYY-MM-DD` the reader accepts is the first instant of that very day in the zone;
// - an ISO 8601 instant the reader accepts is the instant the store's reader reads.

private let zones = [
  "UTC", "America/New_York", "Pacific/Apia", "America/Sao_Paulo", "Asia/Kathmandu",
  "America/Goose_Bay", "Pacific/Kiritimati", "Australia/Lord_Howe",
].compactMap(TimeZone.init(identifier:))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDueDate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size >= 1 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = zones[Int(bytes[0]) % zones.count]
  calendar.firstWeekday = Int(bytes[0]) % 7 + 1
  let parser = DueDateParser(
    calendar: calendar, clock: FixedClock(Date(timeIntervalSince1970: 1_795_341_600)))
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  guard case .success(let dueDate) = parser.dueDate(from: text) else { return 0 }
  let trimmed = text.trimmingCharacters(in: .whitespaces)
  if trimmed.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) != nil {
    guard ISO8601Instant.day(of: dueDate, in: calendar.timeZone) == trimmed,
      ISO8601Instant.day(of: dueDate - 0.001, in: calendar.timeZone) != trimmed
    else { fatalError("\(trimmed) was read as \(dueDate), not the start of that day") }
  } else if let instant = ISO8601Instant.date(from: trimmed), instant != dueDate {
    fatalError("\(trimmed) was read as \(dueDate), not \(instant)")
  }
  return 0
}
