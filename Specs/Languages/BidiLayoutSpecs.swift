import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// Every language's screens as a bidi-aware terminal lays them out (UAX #9, ``BidiLayout``),
/// with a title written in the other direction: an Arabic title in each language written left to
/// right, a Latin one in Arabic.
///
/// A user's title is isolated (U+2068 … U+2069) in every language, so that it is laid out on its
/// own and the line keeps the language's direction: the row number on the side a reader starts
/// from, the weekday on the other. Every line an Arabic session writes is laid out right to left,
/// right-aligned, even one that holds no Arabic letter (a row whose title is Latin, due today):
/// a row starts with U+200F RIGHT-TO-LEFT MARK. The case line `explain` ends with is data a user
/// copies, in English by design, and is laid out as such.
@MainActor
struct BidiLayoutSpecs {
  /// An Arabic title, with a digit and a Latin word: "buy milk 2 litres from Carrefour".
  static let arabicTitle = "اشتر حليبا 2 لتر من Carrefour"
  /// A Latin title, with a digit.
  static let latinTitle = "Call Bob at 5"

  /// `text` in the order a right-to-left run shows its characters, from left to right.
  static func shownRightToLeft(_ text: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.reversed()))
  }

  /// The rows the list shows in `locale`'s language, through its presenter and the terminal's
  /// list view: `title` due today (row 1), and tomorrow, Thursday 2014-05-22 (row 2).
  static func rows(of title: String, in locale: String) -> [String] {
    let output = TextOutputSpy()
    let words = ScreenWords.words(locale)
    let presenter = ListPresenter(
      interactor: ListInteractorSpy(), wireframe: ListWireframeSpy(), calendar: .sundayFirst,
      words: words)
    let view = TerminalListView(
      eventHandler: presenter, output: output, style: .plain,
      parser: DueDateParser(calendar: .sundayFirst, clock: FixedClock(.may21AtNoon)),
      words: words)
    presenter.view = view
    presenter.foundUpcomingItems([
      UpcomingItem(
        id: .numbered(1), title: title, dueDate: .iso("2014-05-21T08:00:00Z"), relation: .today),
      UpcomingItem(
        id: .numbered(2), title: title, dueDate: .iso("2014-05-22T08:00:00Z"),
        relation: .tomorrow),
    ])
    return output.output.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("  ") || $0.hasPrefix("\u{200F}  ")
    }
  }

  /// Each language written left to right, and how its row shows Thursday.
  nonisolated static let leftToRight = [
    ("en_US", " (Thursday)"), ("de_DE", " (Donnerstag)"), ("fr_FR", " (jeudi)"),
    ("es_ES", " (jueves)"), ("pt_BR", " (quinta-feira)"), ("ja_JP", "（木曜日）"),
    ("zh_CN", "（星期四）"), ("zh_TW", "（星期四）"),
  ]

  @Test(arguments: leftToRight)
  func `an Arabic title keeps a row left to right: the number first, the weekday last`(
    _ locale: String, _ thursday: String
  ) {
    let layouts = Self.rows(of: Self.arabicTitle, in: locale).map(BidiLayout.init)
    let title = "Carrefour " + Self.shownRightToLeft("اشتر حليبا 2 لتر من")
    #expect(layouts.map(\.isRightToLeft) == [false, false])
    #expect(layouts.map(\.visual) == ["  1. " + title, "  2. " + title + thursday])
  }

  @Test func `a Latin title keeps an Arabic row right to left: the number right, the weekday left`()
  {
    let layouts = Self.rows(of: Self.latinTitle, in: "ar_EG").map(BidiLayout.init)
    #expect(layouts.map(\.isRightToLeft) == [true, true])
    #expect(
      layouts.map(\.visual) == [
        "Call Bob at 5 .1  ",
        "(" + Self.shownRightToLeft("الخميس") + ") Call Bob at 5 .2  ",
      ])
  }

  /// A session in `locale` that adds `title` due today and tomorrow, lists, explains, asks for
  /// help, opens, edits and refuses: every line it writes, its output then its errors.
  static func session(with title: String, in locale: String) async -> [String] {
    let terminal = ScriptedTerminal(lines: [
      "add", title, "2026-11-22", "add", title, "2026-11-23", "list", "help",
      "explain 2026-11-24", "open 1", "help", "title", title, "due", "", "save", "open 1",
      "frob", "cancel", "open 9", "frobnicate",
    ])
    _ = await TodoCommandLine.run(
      arguments: [
        "--in-memory", "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday",
        "1",
      ],
      defaults: TodoOptions.Defaults(timeZone: .gmt, locale: Locale(identifier: locale)),
      clock: FixedClock(.nov22At10), streams: terminal, style: .plain,
      translations: ResourceBundle.installed)
    return (terminal.output.output + terminal.output.error).split(separator: "\n")
      .map(String.init)
  }

  /// A plain `swift test` takes every fourth language, a full run (CI's) every one.
  ///
  /// Each starts `todo`, in process. A line's direction is its paragraph's (P2, P3); only the
  /// lines that hold the title are laid out whole.
  @Test(arguments: SuiteSize.sample(leftToRight.map(\.0), every: 4))
  func `every line of a session with an Arabic title is laid out left to right`(_ locale: String)
    async
  {
    let lines = await Self.session(with: Self.arabicTitle, in: locale)
    let shownTitle = "Carrefour " + Self.shownRightToLeft("اشتر حليبا 2 لتر من")
    #expect(lines.filter(BidiLayout.isRightToLeft) == [])
    #expect(lines.filter { $0.contains(Self.arabicTitle) }.count >= 4)
    #expect(
      lines.filter {
        $0.contains(Self.arabicTitle) && !BidiLayout($0).visual.contains(shownTitle)
      } == [])
  }

  @Test func `every line of an Arabic session is laid out right to left, but the case line`()
    async
  {
    let lines = await Self.session(with: Self.latinTitle, in: "ar_EG")
    #expect(lines.count > 40)
    #expect(lines.filter { !$0.hasPrefix("case: ") && !BidiLayout.isRightToLeft($0) } == [])
  }
}
