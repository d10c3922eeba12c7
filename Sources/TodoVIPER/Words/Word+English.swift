extension Word {
  /// The word in English, as `Resources/en.lproj/Localizable.strings` has it.
  public var english: String { entry.english }

  /// What a translator needs to know of the word: where it appears, and what its values are.
  ///
  /// It is the comment above the word in `en.lproj`, which is written from these files.
  public var comment: String { entry.comment }

  /// The one home of every word: its English, then its comment, in the file of its area.
  ///
  /// A new word is a case of ``Word`` (its key) and its line in the `switch` of its area:
  /// ``listEntry`` here, for the list and `explain`; ``formsEntry`` in `Word+EnglishForms.swift`,
  /// for the forms, the terminal and help; ``launchEntry`` in `Word+EnglishLaunch.swift`, for
  /// the launch, the translations and the store file; ``systemEntry`` in
  /// `Word+EnglishSystem.swift`, for the file system's and the system's words. Each word is in
  /// exactly one (`EnglishTableTests.swift` checks it, and that each is some word's). `en.lproj`
  /// is written from them by `.ci/english-table`, and every other table is its translation.
  private var entry: (english: String, comment: String) {
    listEntry ?? formsEntry ?? launchEntry ?? systemEntry ?? (rawValue, "")
  }

  /// The English and comment of the list's words, and those of `explain`; `nil` for another
  /// area's.
  var listEntry: (english: String, comment: String)? {
    switch self {
    case .listSectionToday: ("Today", "The list: the heading of the items due today.")
    case .listSectionTomorrow: ("Tomorrow", "The list: the heading of the items due tomorrow.")
    case .listSectionLaterThisWeek:
      (
        "Later This Week",
        "The list: the heading of the items due after tomorrow and before next week starts."
      )
    case .listSectionNextWeek: ("Next Week", "The list: the heading of the items due next week.")
    case .listItemWithDay:
      (
        "%1$@ (%2$@)",
        "The list: an item due after today, with its weekday. %1$@ is the title, %2$@ the "
          + "weekday."
      )
    case .listNoContent:
      (
        "Nothing to do from today through the end of next week.",
        "The list: shown instead of the list when nothing is due from today through the end of "
          + "next week."
      )
    case .listCannotLoad:
      (
        "Could not load the to-do list: %@",
        "The list: the items could not be read. %@ is the reason, a sentence of its own."
      )
    case .listCannotExplain:
      (
        "Could not explain the due date: %@",
        "explain: the due date could not be explained. %@ is the reason."
      )
    case .listNoSuchRow:
      (
        "There is no item %1$d in the list: open one of 1 to %2$d.",
        "open N: the list shows no row N. %1$d is the row asked for, %2$d the number of rows "
          + "shown (two or more: see list.onlyRow), which it is counted by."
      )
    case .listOnlyRow:
      (
        "There is no item %d in the list: open 1, the only one.",
        "open N: the list shows one row only, and not row N. %d is the row asked for."
      )
    case .listNoRows:
      (
        "There is no item %d in the list: it shows none.",
        "open N: the list shows no rows at all. %d is the row asked for."
      )
    case .listCalendarCannotPlace:
      (
        "the calendar cannot work out today and next week for %@",
        "The reason the list cannot be shown, or a date explained: %@ is an instant (ISO 8601) "
          + "the calendar cannot place."
      )
    case .timeSecondsAfter1970:
      (
        "%@ s after 1970",
        "An instant too far from today to write as a date: %@ is a number of seconds."
      )
    case .explainNow: ("now", "explain: the label of the row with the current instant.")
    case .explainDue: ("due", "explain: the label of the row with the due date explained.")
    case .explainStartOfToday:
      ("start of today", "explain: the label of the row with the first instant of today.")
    case .explainStartOfTomorrow:
      ("start of tomorrow", "explain: the label of the row with the first instant of tomorrow.")
    case .explainStartOfDayAfterTomorrow:
      (
        "start of the day after tomorrow",
        "explain: the label of the row with the first instant of the day after tomorrow."
      )
    case .explainStartOfThisWeek:
      ("start of this week", "explain: the label of the row with the first instant of this week.")
    case .explainStartOfNextWeek:
      ("start of next week", "explain: the label of the row with the first instant of next week.")
    case .explainStartOfWeekAfterNext:
      (
        "start of the week after next",
        "explain: the label of the row with the first instant of the week after next."
      )
    case .explainSection:
      ("section", "explain: the label of the row with the rule that placed the due date.")
    case .explainTimeZone: ("time zone", "explain: the label of the row with the time zone.")
    case .explainTimeZoneValue:
      (
        "%1$@ (time-zone data %2$@)",
        "explain: the time zone row. %1$@ is the zone's identifier, %2$@ the version of the "
          + "time-zone data."
      )
    case .explainCalendar: ("calendar", "explain: the label of the row with the calendar.")
    case .explainCalendarValue:
      (
        "%1$@, weeks from %2$@ (--first-weekday %3$d)",
        "explain: the calendar row. %1$@ is the calendar's name, %2$@ the weekday weeks start "
          + "on, %3$d its number for the option --first-weekday."
      )
    case .calendarGregorian:
      (
        "gregorian",
        "explain: the calendar --calendar gregorian chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarISO8601:
      (
        "iso8601",
        "explain: the calendar --calendar iso8601 chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarBuddhist:
      (
        "buddhist",
        "explain: the calendar --calendar buddhist chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarChinese:
      (
        "chinese",
        "explain: the calendar --calendar chinese chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarCoptic:
      (
        "coptic",
        "explain: the calendar --calendar coptic chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarEthiopic:
      (
        "ethiopic",
        "explain: the calendar --calendar ethiopic chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarEthiopicAmeteAlem:
      (
        "ethiopic-amete-alem",
        "explain: the calendar --calendar ethiopic-amete-alem chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarHebrew:
      (
        "hebrew",
        "explain: the calendar --calendar hebrew chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIndian:
      (
        "indian",
        "explain: the calendar --calendar indian chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamic:
      (
        "islamic",
        "explain: the calendar --calendar islamic chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamicCivil:
      (
        "islamic-civil",
        "explain: the calendar --calendar islamic-civil chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamicTabular:
      (
        "islamic-tbla",
        "explain: the calendar --calendar islamic-tbla chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamicUmmAlQura:
      (
        "islamic-umalqura",
        "explain: the calendar --calendar islamic-umalqura chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarJapanese:
      (
        "japanese",
        "explain: the calendar --calendar japanese chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarPersian:
      (
        "persian",
        "explain: the calendar --calendar persian chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarRepublicOfChina:
      (
        "roc",
        "explain: the calendar --calendar roc chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .explainInstantWithDay:
      (
        "%1$@, %2$@",
        "explain: an instant with its weekday. %1$@ is the instant (ISO 8601), %2$@ the weekday."
      )
    case .explainRuleBeforeToday:
      (
        "before the start of today: not in the list",
        "explain: the rule for a due date before today."
      )
    case .explainRuleToday:
      (
        "from the start of today, before the start of tomorrow: today",
        "explain: the rule for a due date today."
      )
    case .explainRuleTomorrow:
      (
        "from the start of tomorrow, before the start of the day after tomorrow: tomorrow",
        "explain: the rule for a due date tomorrow."
      )
    case .explainRuleTomorrowWins:
      (
        "%@ (tomorrow wins over next week)",
        "explain: the rule for tomorrow when tomorrow is also the first day of next week. %@ is "
          + "the rule for tomorrow, above."
      )
    case .explainRuleLaterThisWeek:
      (
        "before the start of next week, after tomorrow: later this week",
        "explain: the rule for a due date later this week."
      )
    case .explainRuleNextWeek:
      (
        "from the start of next week, before the start of the week after next: next week",
        "explain: the rule for a due date next week."
      )
    case .explainRuleAfterNextWeek:
      (
        "from the start of the week after next: not in the list",
        "explain: the rule for a due date after next week."
      )
    default: nil
    }
  }
}
