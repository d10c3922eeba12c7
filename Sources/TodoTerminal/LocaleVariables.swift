/// The locale variables of the environment, checked before anything asks ICU for a locale.
///
/// ICU derives its default locale from `LC_ALL`, `LC_MESSAGES` or `LANG` the first time a
/// calendar is opened, and a value it cannot canonicalize (a first part of 12 letters or more,
/// a long modifier) leaves it with no default at all: the next calendar dereferences a null
/// pointer. So `todo` names a variable that is not a locale name in a warning and runs as if
/// it held `C`, before it touches a calendar or a locale. A locale name here is POSIX's
/// `language[_TERRITORY][.codeset][@modifier]` with short parts (`de_DE.UTF-8`, `sr_RS@latin`,
/// `es_419`), a script or variant as ICU writes them (`zh_Hant_TW`, `en_US_POSIX`), `C` or
/// `POSIX`: nothing ICU could fail on.
public enum LocaleVariables {
  /// The variables checked: those `todo` reads (`LC_ALL`, `LC_TIME`, `LANG`) and those ICU
  /// reads (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  public static let names = ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"]

  /// Returns the names of the variables in `environment` that hold something other than a
  /// locale name, in the order of ``names``; an empty variable counts as not set.
  public static func unreadable(in environment: [String: String]) -> [String] {
    names.filter { name in
      guard let value = environment[name], !value.isEmpty else { return false }
      return identifier(from: value) == nil
    }
  }

  /// Returns the one-line warning for a variable that is not a locale name.
  public static func warning(name: String, value: String) -> String {
    "todo: warning: \(name) '\(value.abridgedForTerminal)' is not a locale name such as "
      + "en_US.UTF-8 or C; using C\n"
  }

  /// Returns the Foundation identifier a locale name stands for, without its codeset and
  /// modifier (`de_DE.UTF-8@euro` is `de_DE`; `C` and `POSIX` are `en_US_POSIX`), or `nil`
  /// when `text` is not a locale name.
  ///
  /// A locale name is `language[_Script][_TERRITORY][_VARIANT][.codeset][@modifier]`: a
  /// language of 2 or 3 letters (`de`, `ast`); then, each after `_` or `-` and in this order, a
  /// script of 4 letters (`Hant`), a territory of 2 letters or 3 digits (`DE`, `419`), a
  /// variant of 5 to 8 letters or digits (`POSIX`); a codeset of 1 to 32 letters, digits, `_`
  /// or `-` (`UTF-8`); a modifier of 1 to 16 letters or digits (`euro`, `latin`). Or `C` or
  /// `POSIX`, with or without a codeset. It is read by hand, byte by byte: every run of `todo`
  /// reads three variables or more, and a regular expression is compiled each time it is made.
  static func identifier(from text: String) -> String? {
    let bytes = Array(text.utf8)
    let nameEnd =
      bytes.firstIndex { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "@") }
      ?? bytes.count
    let name = bytes[..<nameEnd]
    guard codesetAndModifierAreWellFormed(bytes[nameEnd...]) else { return nil }
    if isLocaleName(name) { return String(decoding: name, as: UTF8.self) }
    let isCodesetOnly = !bytes[nameEnd...].contains(UInt8(ascii: "@"))
    if isCodesetOnly, ["C", "POSIX"].contains(String(decoding: name, as: UTF8.self)) {
      return "en_US_POSIX"
    }
    return nil
  }

  /// Whether `name` is a language and, in order, a script, a territory and a variant, each
  /// optional, each after `_` or `-`.
  private static func isLocaleName(_ name: ArraySlice<UInt8>) -> Bool {
    let parts = name.split(
      omittingEmptySubsequences: false,
      whereSeparator: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
    guard let language = parts.first, (2...3).contains(language.count),
      language.allSatisfy(isLetter)
    else { return false }
    // Each later part is the one kind its length and letters allow, after the kind before it.
    var lastKind = 0
    for part in parts.dropFirst() {
      let kind: Int
      if part.count == 4, part.allSatisfy(isLetter) {
        kind = 1  // script
      } else if part.count == 2 && part.allSatisfy(isLetter)
        || part.count == 3 && part.allSatisfy(isDigit)
      {
        kind = 2  // territory
      } else if (5...8).contains(part.count), part.allSatisfy(isLetterOrDigit) {
        kind = 3  // variant
      } else {
        return false
      }
      guard kind > lastKind else { return false }
      lastKind = kind
    }
    return true
  }

  /// Whether `rest` is empty or a codeset (`.` and 1 to 32 letters, digits, `_` or `-`), a
  /// modifier (`@` and 1 to 16 letters or digits), or a codeset then a modifier.
  private static func codesetAndModifierAreWellFormed(_ rest: ArraySlice<UInt8>) -> Bool {
    var rest = rest
    if rest.first == UInt8(ascii: ".") {
      let codeset = rest.dropFirst().prefix { $0 != UInt8(ascii: "@") }
      guard (1...32).contains(codeset.count),
        codeset.allSatisfy({
          isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-")
        })
      else { return false }
      rest = rest.dropFirst(1 + codeset.count)
    }
    guard rest.first == UInt8(ascii: "@") else { return rest.isEmpty }
    let modifier = rest.dropFirst()
    return (1...16).contains(modifier.count) && modifier.allSatisfy(isLetterOrDigit)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte)
  }
}
