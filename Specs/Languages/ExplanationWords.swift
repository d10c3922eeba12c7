import Fakes
import Foundation
import TodoVIPER

extension ScreenWords {
  /// 253402351199.5 s after 1970, half a second before 10000-01-01T14:00:00Z, a Saturday: an
  /// instant ISO 8601's four-digit years cannot write, so `explain` gives its seconds after 1970.
  static let beyond9999 = Date(timeIntervalSince1970: 253_402_351_199.5)

  /// The rows of `explain` in `locale`'s language, through a real interactor and presenter:
  /// "now" is `now`, Wednesday 2014-05-21 at noon by default, the calendar `calendar`
  /// (Gregorian, weeks from Sunday, UTC by default), its time-zone data 2099z, and the due date
  /// `dueDate`, ``beyond9999`` by default.
  static func explanation(
    in locale: String, now: Date = .may21AtNoon, calendar: Calendar = .sundayFirst,
    dueDate: Date = beyond9999
  ) -> [ExplanationRow] {
    let view = ListViewSpy()
    let interactor = ListInteractor(
      dataManager: TodoDataManagerSpy(), clock: FixedClock(now), calendar: calendar,
      timeZoneDataVersion: "2099z")
    let presenter = ListPresenter(
      interactor: interactor, wireframe: ListWireframeSpy(), calendar: calendar,
      words: words(locale))
    interactor.output = presenter
    presenter.view = view
    interactor.explain(dueDate: dueDate)
    guard case .showExplanation(let data) = view.messages.last else { return [] }
    return data.rows
  }

  /// The value of the calendar row of `explain` in `locale`'s language, for a calendar of kind
  /// `identifier` whose weeks start on Monday.
  static func calendarRow(_ identifier: Calendar.Identifier, in locale: String) -> String {
    let calendar = Calendar.fixture(identifier, firstWeekday: 2)
    return explanation(in: locale, calendar: calendar, dueDate: .may21AtNoon).last?.value ?? ""
  }
}
