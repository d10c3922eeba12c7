import TodoVIPER

/// A list of names a message puts in, joined as the session's language joins a list.
extension Words {
  /// Returns `names`, which stay as they are typed (the commands), joined by the language's
  /// separator of the items of a list: `list, add` in English, `list、add` in Japanese and
  /// Chinese.
  func listing(_ names: [String]) -> String {
    names.joined(separator: self(.terminalCommandSeparator))
  }
}
