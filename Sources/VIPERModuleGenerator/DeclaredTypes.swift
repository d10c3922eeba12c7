import Foundation

/// The names of the types that Swift source declares, found line by line without a parser: a
/// line that starts with `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`, after
/// any attributes and modifiers, declares the name that follows.
///
/// It looks for the names a new module would declare again, so it errs on the side of finding
/// too much: a declaration in a multi-line string counts too.
enum DeclaredTypes {
  /// The words that start a declaration of a type.
  private static let kinds: Set<Substring> = [
    "class", "struct", "enum", "protocol", "actor", "typealias",
  ]
  /// The words that may come before them.
  private static let modifiers: Set<Substring> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect",
    "nonisolated", "static",
  ]

  /// Returns the names of the types `text` declares, in order: at any depth, or with
  /// `topLevelOnly`, on lines that are not indented.
  static func names(in text: String, topLevelOnly: Bool = false) -> [String] {
    text.split(separator: "\n").compactMap { line in
      if topLevelOnly, line.first == " " { return nil }
      let words = line.split(separator: " ")
      guard
        let kind = words.firstIndex(where: { !$0.hasPrefix("@") && !modifiers.contains($0) }),
        kinds.contains(words[kind]), kind + 1 < words.count
      else { return nil }
      let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.first?.isLetter == true ? String(name) : nil
    }
  }

  /// Returns each type the Swift files under `folders` declare, with the path of the first file
  /// that declares it; the files of each folder are read in the order of their paths.
  static func declarations(inFolders folders: [String]) -> [String: String] {
    var found: [String: String] = [:]
    for folder in folders {
      let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }
      for file in (files ?? []).filter({ $0.hasSuffix(".swift") }).sorted() {
        let path = (folder as NSString).appendingPathComponent(file)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
        for name in names(in: text) where found[name] == nil {
          found[name] = path
        }
      }
    }
    return found
  }
}
