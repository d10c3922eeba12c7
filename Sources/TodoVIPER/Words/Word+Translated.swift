extension Word {
  /// Whether a translation has the word: not one only ever shown in English.
  ///
  /// No translation holds those (a spec checks it): the warning that a translation could not be
  /// used and its reasons are shown when the words are English; the due-date prompt without a
  /// day is the labels' default, replaced by the presenters before a form shows.
  public var isTranslated: Bool {
    switch self {
    case .launchTranslationWarning, .translationLacks, .translationUnreadable,
      .translationOtherValues, .formDueDate:
      false
    default: true
    }
  }

  /// The words a translation has, in order.
  public static let translated = allCases.filter(\.isTranslated)
}
