import Foundation

/// Where translated tables come from: one `<language>.lproj/<table>.strings` per language.
///
/// The core reads no file: the translations are this module's resources
/// (`Resources/<language>.lproj`), and an adapter at the edge reads them from the bundle SwiftPM
/// builds (the terminal's `ResourceBundle`) and hands them to the composition root, which hands
/// them to the presenters. A spec may hand in tables of its own.
public protocol TranslationSource: Sendable {
  /// The languages there is a folder for, as the folders are named (SwiftPM lowercases them:
  /// `de`, `pt-br`, `zh-hant`).
  var languages: [String] { get }
  /// Returns the table `table` of `language`, one of ``languages``, or why it cannot be read.
  func table(_ table: String, of language: String) -> Result<[String: String], TranslationProblem>
  /// Returns where the table `table` of `language` is, for messages.
  func path(ofTable table: String, of language: String) -> String
}

/// Why a language's table cannot be read, such as "it is not a strings file".
public struct TranslationProblem: Error, Hashable, Sendable {
  /// What is wrong.
  public var reason: String

  /// Creates a problem.
  public init(reason: String) {
    self.reason = reason
  }
}
