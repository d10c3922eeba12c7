import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// The list view at a terminal: what each view-interface call prints, and what each command
/// relays.
@MainActor
struct TerminalListViewSpecs {
  let presenter = ListViewOutputSpy()
  let output = TextOutputSpy()

  func makeView(style: TerminalStyle = .plain) -> TerminalListView {
    TerminalListView(
      eventHandler: presenter, output: output, style: style,
      parser: DueDateParser(calendar: .mondayFirst, clock: FixedClock(.nov22At10)))
  }

  @Test func `appearing asks the presenter to update the view`() async {
    await makeView().viewWillAppear()

    #expect(presenter.messages == [.updateView])
  }

  @Test func `the no-content message is one line on standard output`() {
    makeView().showNoContentMessage("Nothing to do from today through the end of next week.")

    #expect(
      output.writes == [.output("Nothing to do from today through the end of next week.\n")])
  }

  @Test func `right-to-left words are written as logical text, a title escaped, then isolated`() {
    let view = makeView()
    view.showNoContentMessage("لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.")
    view.showUpcomingDisplayData(
      UpcomingDisplayData(sections: [
        UpcomingDisplaySection(
          name: "غدًا", imageName: "alarm",
          items: [UpcomingDisplayItem(title: "\u{202E}خبز", dueDay: "الخميس")])
      ]))

    #expect(
      output.output == "لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.\n"
        + "غدًا\n  1. \u{2068}\\u{202E}خبز\u{2069} (\u{2068}الخميس\u{2069})\n")
  }

  @Test
  func
    `each section is a heading line followed by its items, numbered across sections, with their weekdays`()
  {
    makeView().showUpcomingDisplayData(
      UpcomingDisplayData(sections: [
        UpcomingDisplaySection(
          name: "Today", imageName: "check",
          items: [UpcomingDisplayItem(title: "Get a haircut", dueDay: "")]),
        UpcomingDisplaySection(
          name: "Next Week", imageName: "calendar",
          items: [
            UpcomingDisplayItem(title: "Plan holiday", dueDay: "Monday"),
            UpcomingDisplayItem(title: "Pay rent", dueDay: "Saturday"),
          ]),
      ]))

    #expect(
      output.output == """
        Today
          1. Get a haircut
        Next Week
          2. Plan holiday (Monday)
          3. Pay rent (Saturday)

        """)
  }

  @Test func `headings are bold when the style uses colour`() {
    makeView(style: TerminalStyle(showsPrompts: false, usesColor: true, usesColorOnErrors: false))
      .showUpcomingDisplayData(
        UpcomingDisplayData(sections: [
          UpcomingDisplaySection(
            name: "Today", imageName: "check", items: [UpcomingDisplayItem(title: "A", dueDay: "")])
        ]))

    #expect(output.output == "\u{1B}[1mToday\u{1B}[0m\n  1. A\n")
  }

  @Test func `a title cannot clear or recolour the screen`() {
    makeView().showUpcomingDisplayData(
      UpcomingDisplayData(sections: [
        UpcomingDisplaySection(
          name: "Today", imageName: "check",
          items: [UpcomingDisplayItem(title: "\u{1B}[2JBuy\u{7}\r milk\u{202E}", dueDay: "")])
      ]))

    #expect(output.output == "Today\n  1. \\u{1B}[2JBuy\\u{7}\\u{D} milk\\u{202E}\n")
  }

  @Test func `the Arabic letter mark and the line and paragraph separators are escaped too`() {
    makeView().showUpcomingDisplayData(
      UpcomingDisplayData(sections: [
        UpcomingDisplaySection(
          name: "Today", imageName: "check",
          items: [UpcomingDisplayItem(title: "a\u{61C}b\u{2028}c\u{2029}d", dueDay: "")])
      ]))

    #expect(output.output == "Today\n  1. a\\u{61C}b\\u{2028}c\\u{2029}d\n")
  }

  @Test func `an error message goes to standard error`() {
    makeView().showErrorMessage("Could not load the to-do list: the disk is on fire")

    #expect(
      output.writes == [.error("error: Could not load the to-do list: the disk is on fire\n")])
  }

  @Test func `list asks the presenter to update the view`() async {
    #expect(await makeView().handle(.text("list")) == .keepGoing)
    #expect(presenter.messages == [.updateView])
  }

  @Test func `add asks the presenter for a new entry`() async {
    #expect(await makeView().handle(.text(" ADD ")) == .keepGoing)
    #expect(presenter.messages == [.addNewEntry])
  }

  @Test func `quit and the end of input end the session`() async {
    let view = makeView()

    #expect(await view.handle(.text("quit")) == .quit)
    #expect(await view.handle(.endOfInput) == .quit)
    #expect(presenter.messages == [])
  }

  @Test func `help lists the commands and the due-date forms`() async {
    #expect(await makeView().handle(.text("help")) == .keepGoing)
    #expect(output.output.hasPrefix("Commands, one per line:\n  list "))
    #expect(output.output.contains("Due dates: YYYY-MM-DD"))
    #expect(output.error == "")
  }

  @Test func `a blank line is ignored`() async {
    #expect(await makeView().handle(.text("   ")) == .keepGoing)
    #expect(output.writes == [])
    #expect(presenter.messages == [])
  }

  @Test func `an unknown command is quoted whole up to 40 characters, then cut`() async {
    let forty = String(repeating: "x", count: 40)
    _ = await makeView().handle(.text(forty))
    _ = await makeView().handle(.text(forty + "y"))

    #expect(
      output.writes == [
        .error(
          "error: unknown command '\(forty)'; type 'help' for the commands (list, add, open, explain, help, quit)\n"
        ),
        .error(
          "error: unknown command '\(forty)…'; type 'help' for the commands (list, add, open, explain, help, quit)\n"
        ),
      ])
  }

  @Test func `an unknown command is named in a one-line error that points at help`() async {
    #expect(await makeView().handle(.text("lsit")) == .keepGoing)
    #expect(
      output.writes == [
        .error(
          "error: unknown command 'lsit'; type 'help' for the commands (list, add, open, explain, help, quit)\n"
        )
      ])
    #expect(presenter.messages == [])
  }

  @Test func `a long unknown command is shortened and escaped`() async {
    let command = "\u{1B}" + String(repeating: "x", count: 100)

    _ = await makeView().handle(.text(command))

    #expect(
      output.error == "error: unknown command '\\u{1B}\(String(repeating: "x", count: 39))…'; "
        + "type 'help' for the commands (list, add, open, explain, help, quit)\n")
  }

  @Test func `a line that is too long gets an error`() async {
    #expect(await makeView().handle(.tooLong) == .keepGoing)
    #expect(
      output.writes == [
        .error("error: that line is longer than 65,536 bytes; type 'help' for the commands\n")
      ])
  }

  @Test func `a line that is not UTF-8 gets an error`() async {
    #expect(await makeView().handle(.notUTF8) == .keepGoing)
    #expect(
      output.writes == [
        .error("error: that line is not UTF-8 text; type 'help' for the commands\n")
      ]
    )
  }

  // MARK: - explain

  @Test(arguments: [
    ("explain tomorrow", "2026-11-23T00:00:00Z"), ("EXPLAIN 2026-11-30", "2026-11-30T00:00:00Z"),
    ("  explain   2026-11-24T09:30:00+01:00 ", "2026-11-24T08:30:00Z"),
  ])
  func `explain with a due date asks the presenter to explain it`(
    _ line: String, _ due: String
  ) async {
    #expect(await makeView().handle(.text(line)) == .keepGoing)

    #expect(presenter.messages == [.explain(dueDate: .iso(due))])
    #expect(output.writes == [])
  }

  @Test func `explain without a due date says what it needs`() async {
    _ = await makeView().handle(.text("explain"))

    #expect(presenter.messages == [])
    #expect(
      output.writes == [
        .error(
          "error: explain needs a due date, such as 'explain tomorrow': YYYY-MM-DD, an ISO 8601 "
            + "date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a "
            + "weekday name\n")
      ])
  }

  @Test func `explain with a date that cannot be read names it`() async {
    _ = await makeView().handle(.text("explain soon"))

    #expect(presenter.messages == [])
    #expect(
      output.writes == [
        .error(
          "error: 'soon' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an "
            + "offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.\n")
      ])
  }

  @Test func `an explanation is a row a line, its values in one column`() {
    makeView().showExplanation(
      ExplanationDisplayData(rows: [
        ExplanationRow("now", "2026-11-22T10:00:00Z, Sunday"),
        ExplanationRow("start of next week", "2026-11-23T00:00:00Z"),
        ExplanationRow("section", "tomorrow\u{1B}[2J"),
      ]))

    #expect(
      output.writes == [
        .output(
          """
          now                 2026-11-22T10:00:00Z, Sunday
          start of next week  2026-11-23T00:00:00Z
          section             tomorrow\\u{1B}[2J

          """)
      ])
  }

  @Test func `an explanation ends with its case line, as it is, for a user to copy`() {
    makeView().showExplanation(
      ExplanationDisplayData(
        rows: [ExplanationRow("section", "tomorrow")],
        caseLine: #"case: {"id": "local-1", "why": "a \"quoted\" word\u001b"}"#))

    #expect(
      output.writes == [
        .output(
          """
          section  tomorrow
          case: {"id": "local-1", "why": "a \\"quoted\\" word\\u001b"}

          """)
      ])
  }

  // MARK: - open

  @Test(arguments: [("open 2", 2), ("OPEN   12 ", 12), ("open 1", 1)])
  func `open and a number asks the presenter for that row`(_ line: String, _ row: Int) async {
    #expect(await makeView().handle(.text(line)) == .keepGoing)

    #expect(presenter.messages == [.openItem(atRow: row)])
    #expect(output.writes == [])
  }

  @Test(arguments: [
    "open", "open two", "open 1.5", "open 0", "open -1", "open 99999999999999999999",
  ])
  func `open without a number of a row says what it needs`(_ line: String) async {
    _ = await makeView().handle(.text(line))

    #expect(presenter.messages == [])
    #expect(
      output.writes == [
        .error("error: open needs the number of a row of the list, such as 'open 1'\n")
      ])
  }
}
