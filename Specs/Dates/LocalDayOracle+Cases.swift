import Foundation
import TodoVIPER

/// The oracle's answer to a regression case's question, from local day numbers alone.
///
/// It shares no code with the package: it reads the texts of "now" and the due date with
/// Foundation's own ISO 8601 parser (not the package's), a due day `YYYY-MM-DD` by its own day
/// arithmetic, and answers from ``LocalDayOracle``, which never asks a `Calendar`. The calendar
/// of a case changes nothing in it: the rules count the same days and weeks in every calendar.
extension LocalDayOracle {
  /// What the oracle says of one question: the group, the window's rule, and the day rules of
  /// the date guide that bear on it.
  struct CaseAnswer {
    var group: NearTermGroup
    var rule: NearTermRule
    /// The short names of the day rules whose condition holds for the question.
    var dayRules: Set<String>
  }

  /// Answers `question`, or says why it cannot be answered.
  static func answer(to question: RegressionQuestion) -> Result<CaseAnswer, OracleRefusal> {
    guard let now = try? Date(question.now, strategy: .iso8601) else {
      return .failure(OracleRefusal("the oracle cannot read now \(question.now)"))
    }
    let zone = question.calendarOfCase.timeZone
    let dueDay = localDayNumber(question.due)
    let instantDue = dueDay == nil ? try? Date(question.due, strategy: .iso8601) : nil
    guard dueDay != nil || instantDue != nil else {
      return .failure(OracleRefusal("the oracle cannot read due \(question.due)"))
    }
    let around = instantDue ?? Date(timeIntervalSince1970: Double(dueDay ?? 0) * 86_400)
    let oracle = LocalDayOracle(zone: zone, from: min(now, around), to: max(now, around))
    let due = instantDue ?? oracle.firstInstant(ofDay: dueDay ?? 0)
    let days = oracle.days(now: now, firstWeekday: question.firstWeekday)
    let dueDayNumber = oracle.day(of: due)
    let rule = windowRule(ofDay: dueDayNumber, days)
    return .success(
      CaseAnswer(
        group: rule.group, rule: rule,
        dayRules: oracle.dayRules(
          now: now, due: due, dueDay: dueDayNumber, days: days, question: question)))
  }

  /// The rule of the window that places a due date on day `dueDay`, by day numbers only.
  static func windowRule(ofDay dueDay: Int, _ days: Days) -> NearTermRule {
    if dueDay < days.today { return .beforeToday }
    if dueDay == days.today { return .today }
    if dueDay <= days.tomorrow {
      return days.tomorrow >= days.startOfThisWeek + 7 ? .tomorrowWins : .tomorrow
    }
    if dueDay < days.startOfThisWeek + 7 { return .laterThisWeek }
    if dueDay < days.startOfThisWeek + 14 { return .nextWeek }
    return .afterNextWeek
  }

  /// The day rules whose condition holds: what a case that cites one must be about.
  ///
  /// - `skipped-day`: a whole day was skipped between today and tomorrow;
  /// - `skipped-days-count`: a day of this week or next week was skipped;
  /// - `day-goes-on`: "now" or the due date is shown on an earlier date than the day it
  ///   belongs to (the clock turned back across midnight);
  /// - `first-instant`: the offset changes within two hours of a first instant that decides the
  ///   case (a midnight skipped, or come twice);
  /// - `day-span`: a day that decides the case is not 86 400 s long, or the due date or "now"
  ///   lies within a second of a day's first instant;
  /// - `calendar-zone`: the offset is not whole hours, or the UTC date of "now" or the due date
  ///   is not its local date;
  /// - `week-start`: weeks do not start on Sunday, the calendar is not Gregorian, or the three
  ///   weeks around today hold a new year.
  func dayRules(
    now: Date, due: Date, dueDay: Int, days: Days, question: RegressionQuestion
  ) -> Set<String> {
    var rules: Set<String> = []
    if days.tomorrow > days.today + 1 { rules.insert("skipped-day") }
    if (days.startOfThisWeek..<days.startOfThisWeek + 14).contains(where: { !exists($0) }) {
      rules.insert("skipped-days-count")
    }
    if wallDay(of: now) != day(of: now) || wallDay(of: due) != dueDay {
      rules.insert("day-goes-on")
    }
    let deciding = Set([
      days.today, days.tomorrow, days.tomorrow + 1, days.startOfThisWeek + 7,
      days.startOfThisWeek + 14, dueDay, dueDay + 1, day(of: now) + 1,
    ])
    let starts = deciding.map { firstInstant(ofDay: $0).timeIntervalSince1970 }
    if changes.contains(where: { change in starts.contains { abs($0 - change) <= 7_200 } }) {
      rules.insert("first-instant")
    }
    let lengths = deciding.union(days.today...max(days.today, min(dueDay, days.today + 15)))
      .map { firstInstant(ofDay: $0 + 1).timeIntervalSince(firstInstant(ofDay: $0)) }
    let nearAStart = [now, due].contains { instant in
      starts.contains { abs($0 - instant.timeIntervalSince1970) <= 1 }
    }
    if nearAStart || lengths.contains(where: { $0 != 86_400 }) { rules.insert("day-span") }
    let offset = zone.secondsFromGMT(for: now)
    let utcDays = [now, due].map { Int(($0.timeIntervalSince1970 / 86_400).rounded(.down)) }
    if offset % 3_600 != 0 || utcDays != [wallDay(of: now), wallDay(of: due)] {
      rules.insert("calendar-zone")
    }
    let years = [days.startOfThisWeek, days.startOfThisWeek + 20].map(Self.year(ofDay:))
    if question.firstWeekday != 1 || question.calendar != "gregorian" || years[0] != years[1] {
      rules.insert("week-start")
    }
    return rules
  }

  /// The day number of a `YYYY-MM-DD` text, by Howard Hinnant's `days_from_civil`, or `nil`
  /// for any other text.
  static func localDayNumber(_ text: String) -> Int? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard text.count == 10, parts.count == 3, let year = Int(parts[0]),
      let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The Gregorian year of a day number, by Howard Hinnant's `civil_from_days`.
  static func year(ofDay day: Int) -> Int {
    let shifted = day + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let month = (5 * dayOfYear + 2) / 153
    return yearOfEra + era * 400 + (month >= 10 ? 1 : 0)
  }
}

/// Why the oracle could not answer a question.
struct OracleRefusal: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
