import Fakes
import Foundation
import Testing

/// A whole session in English, byte for byte.
///
/// Every screen and message of the three modules and the command loop, as `todo` printed them
/// before its words moved into one table per language (issue 21). A change to an English word
/// shows here first.
///
/// "Now" is Sunday 2026-11-22 at 10:00 UTC; `--locale en_US`, so weeks start on Sunday.
struct EnglishSessionEndToEndTests {
  static let input =
    "list\n" + Script.add("Buy milk", due: "tomorrow") + Script.add("   ", due: "tomorrow")
    + Script.add("Too late", due: "2026-11-01") + Script.add("Soon", due: "never")
    + Script.add("Pay rent", due: "friday")
      + """
      open 1
      title
      Buy oat milk
      due
      saturday
      save
      open 2
      help
      frob
      open 2
      due
      2020-01-01
      save
      open 2
      done
      open 1
      delete
      no
      open 1
      delete
      yes
      explain
      explain someday
      frobnicate
      help
      list
      open 9
      quit

      """

  @Test func `an English session prints what it printed before the words had a table`()
    async throws
  {
    let result = try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--locale", "en_US", "--in-memory"],
      input: Self.input)

    #expect(
      result.output
        == """
        Nothing to do from today through the end of next week.
        Nothing to do from today through the end of next week.
        Tomorrow
          1. Buy milk (Monday)
        Tomorrow
          1. Buy milk (Monday)
        Later This Week
          2. Pay rent (Friday)
        Editing: Buy milk, due 2026-11-23, Monday
        Later This Week
          1. Pay rent (Friday)
          2. Buy oat milk (Saturday)
        Editing: Buy oat milk, due 2026-11-28, Saturday
        Commands of the edit form, one per line. To change a field, type its name, then
        its new value on the next line:
          title   what to do
          due     when it is due, in one of the forms help lists under 'Due dates'
          save    store the changes and close
          done    mark the item done and close
          delete  remove the item (type yes on the next line to confirm) and close
          cancel  close with nothing changed (so does the end of input)
        Later This Week
          1. Pay rent (Friday)
          2. Buy oat milk (Saturday)
        Editing: Buy oat milk, due 2026-11-28, Saturday
        Later This Week
          1. Pay rent (Friday)
          2. Buy oat milk (Saturday)
        Editing: Buy oat milk, due 2026-11-28, Saturday
        Later This Week
          1. Pay rent (Friday)
        Editing: Pay rent, due 2026-11-27, Friday
        Not deleted.
        Later This Week
          1. Pay rent (Friday)
        Commands, one per line:
          list    show the items due from today through the end of next week
          add     add an item: type its fields (see 'Fields of an item' below) one per
                  line, in that order (a line 'cancel', or the end of input, cancels the
                  form)
          open <n>
                  change, mark done or delete the item the list shows in row n, in the
                  edit form, which takes one command per line (help lists them there)
          explain <due date>
                  show which section a due date falls in now, and why: the start of
                  today, of tomorrow, of this week, of next week and of the week after,
                  the rule applied, the time zone (and its data's version) and the
                  calendar
          help    show this help
          quit    leave (so does the end of input)

        A refused entry or change (an empty title, a date before today or one that
        cannot be read) is asked for again at a terminal. From a pipe or a file, where
        nobody can answer, it ends its form with nothing stored, the problem is named
        with its input line numbers, the next line is read as a command, and the exit
        status is 1.

        Fields of an item, in the order add asks for them, one per line:
          title   what to do
          due     when it is due, in one of the forms help lists under 'Due dates'

        Due dates: YYYY-MM-DD (the start of that day), an ISO 8601 date-time with Z or
        an offset (2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), today,
        tomorrow, or a weekday name in English (the next day with that name, today
        included).

        The items are kept in memory only: they are gone when todo ends.
        Later This Week
          1. Pay rent (Friday)

        """)
    #expect(
      result.error
        == """
        error: lines 6-7: The title is empty: type at least one letter, digit or symbol.
        error: lines 9-10: The due date 2026-11-01 is before today: choose 2026-11-22 or later.
        error: line 13: 'never' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.
        error: line 25: unknown command 'frob' in the edit form; type 'help' for its commands (title, due, save, done, delete, cancel)
        error: line 29: The due date 2020-01-01 is before today: choose 2026-11-22 or later.
        error: line 35: unknown command 'open 1' in the edit form; type 'help' for its commands (title, due, save, done, delete, cancel)
        error: unknown command 'delete'; type 'help' for the commands (list, add, open, explain, help, quit)
        error: unknown command 'yes'; type 'help' for the commands (list, add, open, explain, help, quit)
        error: explain needs a due date, such as 'explain tomorrow': YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name
        error: 'someday' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.
        error: unknown command 'frobnicate'; type 'help' for the commands (list, add, open, explain, help, quit)
        error: line 43: There is no item 9 in the list: open 1, the only one.
        error: the input after line 43 was not read: it was written for an edit form that did not open.

        """)
    #expect(result.status == 1)
  }
}
