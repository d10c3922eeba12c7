extension Word {
  /// The number of the value a message is counted by (`2` for `%2$d`), which chooses its form by
  /// the plural category of the language (see ``PluralCategory``); `nil` for a message written
  /// once for every value.
  ///
  /// A translation writes such a message once for each category it names: the key alone for
  /// `other`, and the key with the category after a dot for the others (`form.tooLong.one`,
  /// `form.tooLong.few`). A numbered item, line, user or `errno` is not a count.
  public var countedValue: Int? {
    switch self {
    case .listNoSuchRow, .storeLockWait: 2
    case .terminalLineTooLong, .formTooLong, .formTooLongTypeShorter, .fileTooDeep, .fsSeconds,
      .fsMilliseconds, .fsHardLinks:
      1
    default: nil
    }
  }

  /// The messages counted by one of their values, in order.
  public static let counted = allCases.filter { $0.countedValue != nil }

  /// The number of the value that is a quantity (bytes, levels, seconds, names), which the
  /// language writes as it writes numbers, its digits grouped (`65.536` in German); `nil` for a
  /// message without one.
  ///
  /// It is the counted value, but for ``listNoSuchRow``'s count of rows, which is also the last
  /// row a user may open: a number that names something (a row, a line, a column, a user, an
  /// `errno`) is written in digits alone, as it is typed or looked up.
  public var quantityValue: Int? {
    self == .listNoSuchRow ? nil : countedValue
  }

  /// The key of the form of the message for `category`: the word's own for `other`.
  public func key(for category: PluralCategory) -> String {
    category == .other ? rawValue : "\(rawValue).\(category.rawValue)"
  }

  /// The English form for `category`, as `en.lproj` has it: English has `one` (1) and `other`.
  public func english(for category: PluralCategory) -> String {
    guard category == .one else { return english }
    switch self {
    case .listNoSuchRow: return "There is no item %1$d in the list: open one of 1 to %2$d."
    case .terminalLineTooLong:
      return "that line is longer than %d byte; type 'help' for the commands"
    case .formTooLong: return "that line is longer than %d byte"
    case .formTooLongTypeShorter:
      return "that line is longer than %d byte; type a shorter one, or 'cancel'"
    case .fileTooDeep: return "it nests more than %1$d level deep (line %2$d, column %3$d)"
    case .fsHardLinks:
      return "it has %d name (hard link), and a save would replace it under this name only, "
        + "leaving the old items under the others; keep one name (a symbolic link is followed)"
    default: return english
    }
  }

  /// The rules of English's categories, as in CLDR 46: `one` is 1, `other` everything else.
  public static let englishPluralRules = ["one": "i = 1 and v = 0"]
}
