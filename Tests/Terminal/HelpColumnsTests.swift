import Fakes
import Testing
import TodoTerminal
import TodoVIPER

/// `help` in every language at both widths, 80 and 40 columns, laid out in this process by the
/// list view as `todo` makes it (in memory, so no store path), and measured by the end-to-end
/// suite's own rule of columns (``HelpColumnsEndToEndTests/columns(_:)``): every case here, and a
/// sample of them through the built `todo` there, which checks that `COLUMNS` reaches the view.
@MainActor
struct HelpColumnsTests {
  @Test(arguments: HelpColumnsEndToEndTests.localesAndWidths)
  func `help fits the width in every language`(_ locale: String, _ width: Int) async {
    let output = TextOutputSpy()
    let words = InstalledWords.words(for: locale)
    let view = TerminalListView(
      eventHandler: ListViewOutputSpy(), output: output, style: .plain,
      parser: DueDateParser(calendar: .mondayFirst, clock: FixedClock(.nov22At10), words: words),
      words: words, columns: width)

    #expect(await view.handle(.text("help")) == .keepGoing)
    #expect(HelpColumnsEndToEndTests.tooWide(output.output, width: width) == [])
    #expect(output.error == "")
    // The help is there to be measured: every command at the start of its entry (in Arabic,
    // inside the isolates of a left-to-right run, taken out here).
    let text = TranslationPinningTests.withoutIsolates(output.output)
    let commands = ["list", "add", "open", "explain", "help", "quit"]
    #expect(commands.filter { !text.contains("\n  \($0)") } == [])
  }
}
