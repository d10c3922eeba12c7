import Foundation
import TodoVIPER

extension WrongBucketer {
  /// Every wrong bucketer, each the rules with one mistake that real code made.
  public static let all: [WrongBucketer] = [
    sundayFirstWeeks, yearBlindWeekNumbers, tomorrowLosesToNextWeek, endOfDayAtNextMidnight,
    daysOf86400Seconds, startOfDayPlusDays, foundationWeekInterval, isDateInTomorrowPlus60Seconds,
    processTimeZone, nextWeekWithinSevenDays, wallClockDates, addingDaysAcrossASkippedDay,
    everyDayExists, foundationSameWeek, weeksOfDaysThatExist, dayEndsAt235959, wholeSeconds,
    clockTimeSinceMidnight, mondayFirstWeeks, skippedMidnightResolvedBackwards,
    datePlusOneAtWallMidnight, repeatedLastHourInNoPart, raisesAtMissingOrDoubledMidnight,
    wholeDaysBetweenDayStarts, fixedOffsetsInProcessZone, refusesDatesBefore1970,
  ]

  /// Returns the wrong bucketer named `name`, if the catalogue has one.
  public static func named(_ name: String) -> WrongBucketer? {
    all.first { $0.name == name }
  }
}
