import Foundation
import Testing

@testable import TodoVIPER

/// The hand-written ISO 8601 reader and writer of the store file: the leap-year rule and how a
/// long fraction is rounded.
///
/// Expected instants are seconds since 1970 written out by hand (checked with GNU
/// `date -u -d 2400-02-29 +%s`), never read with `Date.iso` or the code under test.
struct ISO8601InstantTests {
  // MARK: - The leap-year rule: every 4th year, but not every 100th, but every 400th

  @Test(arguments: [
    ("2000-02-29T00:00:00Z", 951_782_400.0),
    ("2004-02-29T00:00:00Z", 1_078_012_800.0),
    ("2400-02-29T00:00:00Z", 13_574_563_200.0),
  ])
  func `February 29 is read in a leap year`(_ text: String, _ secondsSince1970: Double) {
    #expect(ISO8601Instant.date(from: text) == Date(timeIntervalSince1970: secondsSince1970))
  }

  @Test(arguments: ["1900-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2026-02-29T00:00:00Z"])
  func `February 29 is refused in a year that is not a leap year`(_ text: String) {
    #expect(ISO8601Instant.date(from: text) == nil)
  }

  @Test(arguments: [
    (951_825_600.0, "2000-02-29T12:00:00Z"),
    (951_868_800.0, "2000-03-01T00:00:00Z"),
    (4_107_542_399.0, "2100-02-28T23:59:59Z"),
    (4_107_542_400.0, "2100-03-01T00:00:00Z"),
    (13_574_649_599.5, "2400-02-29T23:59:59.5Z"),
    (13_574_649_600.0, "2400-03-01T00:00:00Z"),
    (-2_203_891_201.0, "1900-02-28T23:59:59Z"),
    (-2_203_891_200.0, "1900-03-01T00:00:00Z"),
  ])
  func `instants around February 29 are written as these days and read back`(
    _ secondsSince1970: Double, _ text: String
  ) {
    let instant = Date(timeIntervalSince1970: secondsSince1970)

    #expect(ISO8601Instant.text(for: instant) == text)
    #expect(ISO8601Instant.date(from: text) == instant)
  }

  // MARK: - Rounding never crosses a second

  @Test func `a fraction of nines just before midnight stays before midnight`() throws {
    // 2026-11-22T00:00:00Z is 1 795 305 600 s after 1970; the nearest Double to the text is
    // that midnight itself, which would put the instant on the next day.
    let midnight = Date(timeIntervalSince1970: 1_795_305_600)

    let instant = try #require(ISO8601Instant.date(from: "2026-11-21T23:59:59.999999999Z"))

    #expect(instant < midnight)
    #expect(instant == midnight.nextDown)
    #expect(ISO8601Instant.text(for: instant)?.hasPrefix("2026-11-21T23:59:59.9999") == true)
  }

  @Test func `a fraction of nines before 2001 stays in its second too`() throws {
    // 1970-01-01T00:00:00Z is 978 307 200 s before 2001, where the reader counts from.
    let epoch = Date(timeIntervalSince1970: 0)

    let instant = try #require(ISO8601Instant.date(from: "1969-12-31T23:59:59.9999999999Z"))

    #expect(instant < epoch)
    #expect(instant == epoch.nextDown)
  }

  @Test func `a fraction short enough to keep is still read exactly`() {
    #expect(
      ISO8601Instant.date(from: "2026-11-21T23:59:59.999Z")
        == Date(timeIntervalSinceReferenceDate: 816_998_399.999))
  }
}

extension ISO8601InstantTests {
  // MARK: - Offsets: at most 18 hours, minutes below 60

  @Test(arguments: ["2026-11-22T18:00:00+18:00", "2026-11-21T06:00:00-18:00"])
  func `an offset of exactly 18 hours is read`(_ text: String) {
    // 2026-11-22T00:00:00Z is 1 795 305 600 s after 1970.
    #expect(ISO8601Instant.date(from: text) == Date(timeIntervalSince1970: 1_795_305_600))
  }

  @Test(arguments: [
    "2026-11-22T18:01:00+18:01", "2026-11-22T01:00:00+00:60", "2026-11-22T02:00:00+01:60",
  ])
  func `an offset past 18 hours, or with a minute of 60, is refused`(_ text: String) {
    #expect(ISO8601Instant.date(from: text) == nil)
  }

  // MARK: - Texts that end too soon

  @Test(arguments: [
    "2026-11-22T10:00:00.5", "2026-11-22T10:00:00.", "2026-11-22T10:00:00", "2026-11-22T10:00",
    "2026-11-22T10:00:00+01", "2026-11-22T10:00:00+01:0",
  ])
  func `an instant that ends before its offset is refused`(_ text: String) {
    #expect(ISO8601Instant.date(from: text) == nil)
  }

  // MARK: - Reading Swift's decimal text of a Double

  @Test(arguments: [
    ("423273599.999", 423_273_599, "999"), ("0.25", 0, "25"), ("1e-05", 0, "00001"),
    ("1.5e-01", 0, "15"), ("5e-1", 0, "5"), ("1.25e+2", 125, ""), ("-0.3", -1, "7"),
    ("-1.5e-01", -1, "85"), ("123456789012345.5", 123_456_789_012_345, "5"),
  ])
  func `a decimal, with or without an exponent, is split at the whole second below`(
    _ text: String, _ wholeSeconds: Int64, _ fractionDigits: String
  ) throws {
    let decimal = try #require(ISO8601Instant.ExactDecimal(text: text))

    #expect(decimal.wholeSeconds == wholeSeconds)
    #expect(decimal.fractionDigits == fractionDigits)
  }

  @Test(arguments: [1e15, -1e15, 1234567890123456.0])
  func `a number of seconds with more than 15 whole digits is not read`(_ seconds: Double) {
    #expect(ISO8601Instant.ExactDecimal(exactly: seconds) == nil)
  }

  @Test func `a number of seconds with 15 whole digits is read`() throws {
    let decimal = try #require(ISO8601Instant.ExactDecimal(exactly: 999_999_999_999_999))

    #expect(decimal.wholeSeconds == 999_999_999_999_999)
    #expect(decimal.fractionDigits == "")
  }

  // MARK: - An instant as the clock in a zone shows it

  @Test(arguments: [
    (0, "2026-11-22T10:00:00Z"),
    (3_600, "2026-11-22T11:00:00+01:00"),
    (-34_200, "2026-11-22T00:30:00-09:30"),
    (3_661, "2026-11-22T11:01:01+01:01:01"),
    (-32_473, "2026-11-22T00:58:47-09:01:13"),
  ])
  func `an instant in a zone is its clock's time and the offset, with seconds where it has them`(
    _ secondsEastOfUTC: Int, _ text: String
  ) throws {
    let zone = try #require(TimeZone(secondsFromGMT: secondsEastOfUTC))

    #expect(
      ISO8601Instant.text(for: Date(timeIntervalSince1970: 1_795_341_600), in: zone) == text)
  }
}

extension Date {
  /// The latest instant a `Date` can hold before this one.
  fileprivate var nextDown: Date {
    Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate.nextDown)
  }

  @Test func `an instant's text is made with room for all of it at once`() throws {
    // 0.123456789 s after 2001: 24 characters and 9 digits of fraction. The room is read with
    // the standard library's own test hook, as no other API of String shows it; without the
    // reservation the text grows by doubling and has room for 31.
    let text = try #require(
      ISO8601Instant.text(for: Date(timeIntervalSinceReferenceDate: 0.123456789)))

    #expect(text == "2001-01-01T00:00:00.123456789Z")
    #expect(text._classify()._capacity >= 24 + 9)
  }
}
