/// The name of a module to add: an UpperCamelCase Swift identifier that is not a keyword, at
/// most ``maximumLength`` characters long, and the names of its roles made from it.
///
/// Every type the module declares starts with the name (`SettingsPresenter`, `SettingsViewSpy`),
/// and every method that another module or a data manager sees has it too, with a small first
/// letter (`presentSettingsInterface(title:)`, `settingsEntries()`), so that two modules of one
/// package never declare the same name.
public struct ModuleName: Hashable, Sendable {
  /// The name as given: `Settings`.
  public let text: String

  /// The longest name accepted: every line the module's files hold then fits in 100 columns.
  public static let maximumLength = 30

  /// Creates a module name, or throws what is wrong with `text`.
  ///
  /// - Throws: ``AddModuleRefusal`` naming the problem, and what a module name is.
  public init(_ text: String) throws(AddModuleRefusal) {
    if Self.keywords.contains(text) {
      throw AddModuleRefusal("`\(text)` is a Swift keyword. \(Self.rule)")
    }
    guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first),
      text.unicodeScalars.allSatisfy({ Self.isASCIILetterOrDigit($0) })
    else {
      let shown = text.isEmpty ? "An empty name" : "`\(text)`"
      throw AddModuleRefusal("\(shown) is not an UpperCamelCase Swift identifier. \(Self.rule)")
    }
    guard text.count <= Self.maximumLength else {
      throw AddModuleRefusal(
        "`\(text)` has \(text.count) characters; a module name has at most "
          + "\(Self.maximumLength), so that every line of its files fits in 100 columns.")
    }
    self.text = text
  }

  /// What a module name is, for messages.
  static let rule =
    "A module name starts with a capital letter A to Z, then letters A to Z and digits, "
    + "such as Settings or UserProfile, and is not a Swift keyword."

  /// The name with a small first word, to start a method's or a variable's name: `settings`
  /// for `Settings`, `userProfile` for `UserProfile`, `urlSettings` for `URLSettings`.
  public var lowerCamel: String {
    let scalars = Array(text.unicodeScalars)
    let capitals = scalars.prefix { ("A"..."Z").contains($0) }.count
    // A run of capitals followed by a small letter ends with the first capital of the next
    // word (`URLSettings`: `URL`, `Settings`), which keeps its capital.
    let isWordAfterRun = capitals < scalars.count && ("a"..."z").contains(scalars[capitals])
    let lowered = capitals > 1 && isWordAfterRun ? capitals - 1 : capitals
    return String(String.UnicodeScalarView(scalars.prefix(lowered))).lowercased()
      + String(String.UnicodeScalarView(scalars.dropFirst(lowered)))
  }

  private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
  }

  /// Swift's keywords, and the capitalized words that are keywords too (`Self`, `Any`, `Type`,
  /// `Protocol`).
  static let keywords: Set = [
    "Any", "Protocol", "Self", "Type", "associatedtype", "borrowing", "class", "consuming",
    "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
    "let", "nonisolated", "open", "operator", "package", "precedencegroup", "private", "protocol",
    "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
    "in", "repeat", "return", "switch", "throw", "where", "while", "as", "await", "false", "is",
    "nil", "self", "super", "throws", "true", "try", "_",
  ]
}
