import Fakes
import Foundation
import Testing

/// In Arabic, every left-to-right run of a sentence is isolated, on the built `todo`.
///
/// Between U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (UAX #9), a
/// bidi-aware terminal does not reorder them: the values put in (a title, a date, a line range, a path) and the Latin words of the
/// translation (an option). A title is escaped for the terminal first, then isolated; digits
/// stay Latin. A value with nothing left to right in it (a weekday's Arabic name) is not.
struct ArabicIsolatesEndToEndTests {
  static let arabic = [
    "--now", "2026-11-18T10:00:00Z", "--time-zone", "UTC", "--locale", "ar_EG",
  ]

  @Test func `a title, a date and a line range, each isolated, the title escaped first`()
    async throws
  {
    let result = try await TodoRunner.run(
      Self.arabic + ["--in-memory"],
      input: (Script.add("Pay rent", due: "2026-11-01")
        + Script.add("Pay\u{1B}[31mrent", due: "2026-11-19")))

    #expect(
      result.output == """
        لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.
        غدًا
        \u{200F}  1. \u{2068}Pay\\u{1B}[31mrent\u{2069} (الخميس)

        """)
    #expect(
      result.error
        == "خطأ: الأسطر \u{2068}\(Script.entryLines())\u{2069}: تاريخ الاستحقاق \u{2068}2026-11-01\u{2069} قبل اليوم: "
        + "اختر \u{2068}2026-11-18\u{2069} أو ما بعده.\n")
  }

  @Test func `a path and an option, each isolated`() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("missing/todos.json")
    let result = try await TodoRunner.run(
      Self.arabic + ["--store", path], input: Script.add("X", due: "2026-11-19"))

    #expect(
      result.error
        == "\u{2068}todo:\u{2069} لا يمكن الحفظ في «\u{2068}\(path)\u{2069}»: المجلد "
        + "«\u{2068}\(folder.path("missing"))\u{2069}» غير موجود\n"
        + "\u{2068}todo:\u{2069} أنشئ المجلد، أو حدِّد مسارًا آخر عبر \u{2068}--store\u{2069}\n")
  }

  /// The rows of `explain` whose values are instants alone, and the due date's: a bidi terminal
  /// showed `2026-11-18T00:00:00Z` as `18T00:00:00Z-11-2026`, and an instant past 9999 with its
  /// isolates escaped (translations review, second round, ar rows 1 and 2).
  @Test func `explain isolates every instant, the seconds after 1970 too, and escapes none`()
    async throws
  {
    let result = try await TodoRunner.run(
      Self.arabic + ["--in-memory"],
      input: "explain 2026-11-19\nexplain 9999-12-31T23:59:59-14:00\n")

    #expect(
      result.output.split(separator: "\n").filter {
        $0.hasPrefix("الاستحقاق") || $0.hasPrefix("بداية اليوم")
      } == [
        "الاستحقاق                 \u{2068}2026-11-19T00:00:00Z\u{2069}، الخميس",
        "بداية اليوم               \u{2068}2026-11-18T00:00:00Z\u{2069}",
        "الاستحقاق                 \u{2068}253,402,351,199\u{2069} ثانية منذ \u{2068}1970\u{2069}، السبت",
        "بداية اليوم               \u{2068}2026-11-18T00:00:00Z\u{2069}",
      ])
    #expect(result.error == "")
  }
}
