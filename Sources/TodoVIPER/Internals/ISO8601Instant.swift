import Foundation

/// Instants and days as ISO 8601 writes them, exact to the last bit.
///
/// The store file's due dates, the days in the add presenter's messages and the instants the
/// terminal reads (`--now`, a typed due date) all go through it. It is `package`: every module
/// of this package uses it, and no other may.
///
/// Written as UTC, `2026-11-23T00:00:00Z`, with a fractional part only when the instant has one,
/// and then with the fewest digits that read back as the very same `Date`:
/// `2014-05-31T23:59:59.999Z`. Read with any offset, `Z` or `±HH:MM`, and any number of
/// fractional digits, for files written by hand.
///
/// Exactness: a `Date` is a `Double` count of seconds since 2001-01-01T00:00:00Z. The writer
/// takes Swift's shortest round-tripping decimal of that count and moves it to the calendar; the
/// reader turns the calendar back into the same decimal and lets `Double(_:)` round it once, so
/// the value read is the value written. The calendar is the proleptic Gregorian one of ISO 8601,
/// computed here without `Calendar`, which is what makes reading 100 000 items fast.
package enum ISO8601Instant {
  private static let secondsFrom1970To2001: Int64 = 978_307_200
  private static let secondsPerDay: Int64 = 86_400

  /// Returns the `YYYY-MM-DD` day that holds `date` in `timeZone`, in the ISO 8601 calendar
  /// (Gregorian before 1582 too), or `nil` outside the years 0000 to 9999.
  package static func day(of date: Date, in timeZone: TimeZone) -> String? {
    text(for: date + Double(timeZone.secondsFromGMT(for: date))).map { String($0.prefix(10)) }
  }

  /// Returns the text for `date` as the clock in `timeZone` shows it, with the zone's offset:
  /// `2026-11-22T11:00:00+01:00`, `Z` where the offset is zero; `nil` outside the years 0000 to
  /// 9999.
  package static func text(for date: Date, in timeZone: TimeZone) -> String? {
    let offset = timeZone.secondsFromGMT(for: date)
    guard let wallClock = text(for: date + Double(offset)) else { return nil }
    if offset == 0 { return wallClock }
    let magnitude = abs(offset)
    // Mutant "< → <=" is equivalent: an offset of 0 has returned two lines above, so the offset here is never 0.
    var suffix = offset < 0 ? "-" : "+"
    append(Int64(magnitude / 3_600), width: 2, to: &suffix)
    suffix += ":"
    append(Int64(magnitude / 60 % 60), width: 2, to: &suffix)
    if magnitude % 60 != 0 {
      suffix += ":"
      append(Int64(magnitude % 60), width: 2, to: &suffix)
    }
    return String(wallClock.dropLast()) + suffix
  }

  /// Returns `date` as a message names it: its text as the clock in `timeZone` shows it (UTC
  /// by default), or, outside the years 0000 to 9999, its seconds after 1970, written as the
  /// language writes numbers (`253,402,351,199.5 s after 1970`).
  package static func message(for date: Date, in timeZone: TimeZone = .gmt) -> Message {
    text(for: date, in: timeZone).map(Message.verbatim) ?? secondsAfter1970(of: date)
  }

  /// Returns the day that holds `date` in `timeZone` as a value of a message.
  ///
  /// It is the day's `YYYY-MM-DD` or, outside the years 0000 to 9999, the seconds after 1970 of
  /// `date`, as ``message(for:in:)`` writes them: never `Date`'s description, which is English
  /// (`<description unavailable>`).
  package static func dayArgument(of date: Date, in timeZone: TimeZone) -> Message.Argument {
    day(of: date, in: timeZone).map(Message.Argument.text) ?? .message(secondsAfter1970(of: date))
  }

  /// Returns `date` as the clock in `timeZone` shows it, as a value of a message: its text with
  /// the zone's offset, or, outside the years 0000 to 9999, its seconds after 1970.
  package static func instantArgument(of date: Date, in timeZone: TimeZone) -> Message.Argument {
    text(for: date, in: timeZone).map(Message.Argument.text)
      ?? .message(secondsAfter1970(of: date))
  }

  /// Returns the seconds after 1970 of `date`, written as the language writes numbers.
  private static func secondsAfter1970(of date: Date) -> Message {
    Message(.timeSecondsAfter1970, .decimal(date.timeIntervalSince1970))
  }

  /// Returns the UTC text for `date`, or `nil` when it falls outside the years 0000 to 9999.
  package static func text(for date: Date) -> String? {
    let seconds = date.timeIntervalSinceReferenceDate
    guard seconds.isFinite, let decimal = ExactDecimal(exactly: seconds) else { return nil }
    let sinceEpoch = decimal.wholeSeconds + secondsFrom1970To2001
    let days = floorDivision(sinceEpoch, secondsPerDay)
    let secondOfDay = sinceEpoch - days * secondsPerDay
    let (year, month, day) = civilDate(daysSince1970: days)
    guard (0...9_999).contains(year) else { return nil }

    var text = ""
    text.reserveCapacity(24 + decimal.fractionDigits.count)
    append(year, width: 4, to: &text)
    text += "-"
    append(month, width: 2, to: &text)
    text += "-"
    append(day, width: 2, to: &text)
    text += "T"
    append(secondOfDay / 3_600, width: 2, to: &text)
    text += ":"
    append(secondOfDay / 60 % 60, width: 2, to: &text)
    text += ":"
    append(secondOfDay % 60, width: 2, to: &text)
    if !decimal.fractionDigits.isEmpty {
      text += "." + decimal.fractionDigits
    }
    text += "Z"
    return text
  }

  /// Returns the instant `text` names, or `nil` when it is not
  /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` naming a real day and time.
  package static func date(from text: String) -> Date? {
    var text = text
    return text.withUTF8 { bytes -> Date? in
      var reader = Reader(bytes: bytes)
      guard let year = reader.number(digits: 4), reader.skip("-"),
        let month = reader.number(digits: 2), reader.skip("-"),
        let day = reader.number(digits: 2), reader.skip("T"),
        let hour = reader.number(digits: 2), reader.skip(":"),
        let minute = reader.number(digits: 2), reader.skip(":"),
        let second = reader.number(digits: 2),
        (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
        hour < 24, minute < 60, second < 60
      else { return nil }
      var fraction = ""
      if reader.skip(".") {
        fraction = reader.digits()
        guard !fraction.isEmpty else { return nil }
      }
      guard let offset = reader.offsetSeconds(), reader.isAtEnd else { return nil }

      let days = daysSince1970(year: year, month: month, day: day)
      let whole =
        days * secondsPerDay + hour * 3_600 + minute * 60 + second - offset
        - secondsFrom1970To2001
      return Date(timeIntervalSinceReferenceDate: seconds(whole: whole, fractionDigits: fraction))
    }
  }

  /// Returns `whole + 0.fractionDigits` as the `Double` nearest to that exact decimal, but never
  /// the next whole second: a fraction of nines too long for a `Double` is the last instant
  /// before it, so an instant is never rounded across the start of a day.
  private static func seconds(whole: Int64, fractionDigits: String) -> Double {
    let significant = fractionDigits.trimmingSuffix("0")
    if significant.isEmpty { return Double(whole) }
    // Double(_:) rounds a decimal string once, correctly; before 2001 the decimal is negative:
    // whole + 0.d = -((-whole - 1) + (1 - 0.d)).
    let decimal =
      whole >= 0
      ? "\(whole).\(significant)"
      : "-\(-whole - 1).\(complement(of: significant))"
    let nextSecond = Double(whole + 1)
    return min(Double(decimal) ?? Double(whole), nextSecond.nextDown)
  }

  /// Returns the digits of `1 - 0.digits`, for digits that do not end in zero.
  private static func complement(of digits: Substring) -> String {
    var result = digits.map { Character(String(9 - ($0.wholeNumberValue ?? 0))) }
    if let last = digits.last?.wholeNumberValue {
      result[result.count - 1] = Character(String(10 - last))
    }
    return String(result)
  }

  /// An exact decimal reading of a `Double` number of seconds, split at the whole second below.
  struct ExactDecimal {
    /// The whole seconds, rounded down (towards the past).
    var wholeSeconds: Int64
    /// The digits after the decimal point of the rest, with no trailing zero.
    var fractionDigits: String

    /// Reads Swift's shortest round-tripping text of `value`, such as `423273599.999`, `-0.3`
    /// or `1e-05`; `nil` when the whole seconds do not fit in 15 digits.
    init?(exactly value: Double) {
      if value.rounded(.down) == value, abs(value) < 1e15 {
        self.init(wholeSeconds: Int64(value), fractionDigits: "")
      } else {
        self.init(text: value.description)
      }
    }

    /// Reads a decimal text, digits with a point and an exponent or not (`1.5e-01`, `-0.3`),
    /// as Swift writes a `Double`; `nil` when the whole seconds do not fit in 15 digits.
    init?(text decimal: String) {
      var text = Substring(decimal)
      let isNegative = text.first == "-"
      if isNegative { text = text.dropFirst() }
      var exponent = 0
      if let marker = text.firstIndex(of: "e") {
        guard let parsed = Int(text[text.index(after: marker)...]) else { return nil }
        exponent = parsed
        text = text[..<marker]
      }
      let point = text.firstIndex(of: ".") ?? text.endIndex
      let integerDigits = text[..<point]
      let digits = integerDigits + text[point...].dropFirst()
      let pointPosition = integerDigits.count + exponent
      let whole: String
      let fraction: String
      if pointPosition <= 0 {
        whole = "0"
        fraction = String(repeating: "0", count: -pointPosition) + digits
        // Mutant ">= → >" is equivalent: with the point just after the last digit, the branch below gives the same whole and an empty fraction.
      } else if pointPosition >= digits.count {
        whole = digits + String(repeating: "0", count: pointPosition - digits.count)
        fraction = ""
      } else {
        whole = String(digits.prefix(pointPosition))
        fraction = String(digits.dropFirst(pointPosition))
      }
      let significant = fraction.trimmingSuffix("0")
      guard whole.count <= 15, let magnitude = Int64(whole) else { return nil }
      if !isNegative {
        self.init(wholeSeconds: magnitude, fractionDigits: String(significant))
      } else if significant.isEmpty {
        self.init(wholeSeconds: -magnitude, fractionDigits: "")
      } else {
        self.init(
          wholeSeconds: -magnitude - 1, fractionDigits: ISO8601Instant.complement(of: significant))
      }
    }

    private init(wholeSeconds: Int64, fractionDigits: String) {
      self.wholeSeconds = wholeSeconds
      self.fractionDigits = fractionDigits
    }
  }

  /// A cursor over the UTF-8 bytes of an instant's text.
  private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard position < bytes.count, bytes[position] == UInt8(ascii: character) else {
        return false
      }
      position += 1
      return true
    }

    mutating func number(digits count: Int) -> Int64? {
      guard position + count <= bytes.count else { return nil }
      var value: Int64 = 0
      for byte in bytes[position..<position + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      position += count
      return value
    }

    mutating func digits() -> String {
      let start = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Reads `Z` or `±HH:MM`, at most 18 hours as `TimeZone` allows, and returns the offset east
    /// of UTC in seconds.
    mutating func offsetSeconds() -> Int64? {
      if skip("Z") { return 0 }
      let sign: Int64
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2), skip(":"), let minutes = number(digits: 2),
        hours * 60 + minutes <= 18 * 60, minutes < 60
      else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }
  }

  private static func daysIn(month: Int64, year: Int64) -> Int64 {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isLeap(_ year: Int64) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Returns the day number of a Gregorian date, counting 1970-01-01 as 0 (Howard Hinnant's
  /// `days_from_civil`).
  private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = floorDivision(shiftedYear, 400)
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Returns the Gregorian date of a day number, counting 1970-01-01 as 0 (Howard Hinnant's
  /// `civil_from_days`).
  private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
    let shifted = days + 719_468
    let era = floorDivision(shifted, 146_097)
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  private static func floorDivision(_ dividend: Int64, _ divisor: Int64) -> Int64 {
    let quotient = dividend / divisor
    return dividend % divisor < 0 ? quotient - 1 : quotient
  }

  private static func append(_ value: Int64, width: Int, to text: inout String) {
    let digits = String(value)
    text += String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

extension StringProtocol {
  /// Returns the text without the given character repeated at its end.
  fileprivate func trimmingSuffix(_ character: Character) -> SubSequence {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == character {
      end = index(before: end)
    }
    return self[startIndex..<end]
  }
}
