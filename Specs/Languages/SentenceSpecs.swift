import Foundation
import Testing

@testable import TodoVIPER

/// The translations as built, read for how each language joins its sentences and the pieces of
/// them: the rules the translation reviews found broken more than once, stated so that a table
/// that breaks one fails here, whatever the screen it shows on.
///
/// A piece of a message shown after a colon (the system's reason, a file's problem) or after
/// `todo: ` starts as that language starts what follows a colon: German with a capital when it
/// is a sentence, French, Spanish and Portuguese with a small letter.
@MainActor
struct SentenceSpecs {
  /// Every translated table as built, by language.
  static let tables = Result { try TypographySpecs.tables() }

  /// Whether the word `key` is shown only after a colon or after `todo: `, where the line goes
  /// on: the reasons (`system.*`, `fs.*` but the kinds and the units, `file.*`, `item.*`), the
  /// advice and the launch's problems.
  static func followsAColon(_ key: String) -> Bool {
    let after = ["system.", "fs.", "file.", "item.", "store.advice.", "launch."]
    let within = ["fs.kind.", "fs.seconds", "fs.milliseconds"]
    return (after.contains { key.hasPrefix($0) } && !within.contains { key.hasPrefix($0) })
      || key == "terminal.inputNotRead"
  }

  /// The first word of each piece of `text` that follows a colon (`: `, or `:` and a no-break
  /// space), and of `text` itself when it follows one.
  static func wordsAfterColons(in text: String, startsAfterOne: Bool) -> [Substring] {
    var pieces = text.split(separator: ":", omittingEmptySubsequences: false).dropFirst()
      .filter { $0.first == " " || $0.first == "\u{00A0}" }
      .map { $0.dropFirst() }
    if startsAfterOne { pieces.insert(Substring(text), at: 0) }
    return pieces.map { $0.prefix { $0.isLetter || $0 == "’" } }.filter { !$0.isEmpty }
  }

  /// The small words a German colon may be followed by: none of them starts a sentence here.
  ///
  /// `nicht`, `heute`, `morgen`, `später`, `nächste` end a rule of `explain` (`…: nicht in der
  /// Liste`), `keine` names what a file is not (`„…“: keine To-do-Datei`), `unbekannte` a
  /// version, `den` the first of the things `help` lists (`fällt und warum: den Tagesbeginn …`),
  /// and `seine` what `add` asks for (`hinzufügen: seine Felder …`).
  static let germanFragments: Set<Substring> = [
    "nicht", "heute", "morgen", "später", "nächste", "keine", "unbekannte", "den", "seine",
  ]

  @Test func `German starts a sentence after a colon with a capital (amtliche Regelung §81)`()
    throws
  {
    let german = try #require(try Self.tables.get()["de"])
    var small: [String] = []
    for (key, text) in german where !key.hasPrefix("plural.") {
      for word in Self.wordsAfterColons(in: text, startsAfterOne: Self.followsAColon(key))
      where word.first?.isLowercase == true && !Self.germanFragments.contains(word) {
        small.append("\(key) \(word)")
      }
    }
    #expect(small.sorted() == [])
  }

  @Test(arguments: ["fr", "es", "pt-br"])
  func `French, Spanish and Portuguese go on after a colon with a small letter`(
    _ language: String
  ) throws {
    let table = try #require(try Self.tables.get()[language])
    var capital: [String] = []
    for (key, text) in table where !key.hasPrefix("plural.") {
      // A word in capitals (HOME, UTF) is a name, not the start of a sentence.
      for word in Self.wordsAfterColons(in: text, startsAfterOne: Self.followsAColon(key))
      where word.first?.isUppercase == true
        && (word.count == 1 || word.dropFirst().contains(where: \.isLowercase))
      {
        capital.append("\(key) \(word)")
      }
    }
    #expect(capital.sorted() == [])
  }

  @Test(arguments: [("fr", "ou"), ("es", "o"), ("pt-br", "ou")])
  func `French, Spanish and Portuguese put no comma before the or of a list`(
    _ language: String, _ or: String
  ) throws {
    let table = try #require(try Self.tables.get()[language])
    let commas = table.filter { $0.value.contains(", \(or) ") }.keys.sorted()
    #expect(commas == [])
  }

  @Test(arguments: [("fr", ["de", "d’"]), ("es", ["de"]), ("pt-br", ["de"])])
  func `French, Spanish and Portuguese put no de between a count in digits and its noun`(
    _ language: String, _ partitives: [String]
  ) throws {
    let table = try #require(try Self.tables.get()[language])
    // "1 000 000 de bytes" reads "de" after the noun million, written in words; a count is
    // written in digits (1 000 000 octets, 1.000.000 bytes).
    let counts = ["%d ", "%1$d ", "%2$d "]
    let partitive = table.filter { _, text in
      counts.contains { count in partitives.contains { text.contains(count + $0) } }
    }
    #expect(partitive.keys.sorted() == [])
  }

  /// The endings of a Japanese sentence in these tables: the polite forms of a statement, a
  /// negation, a past and a request.
  static let japaneseSentenceEnds = ["です", "ます", "ません", "ました", "でした", "ください"]

  /// The endings of a second sentence that ： must not join to a first: a closing 。, a
  /// statement, a past or a request.
  ///
  /// A reason given after ： (`保存できません：フォルダ「…」が
  /// ありません`, as the system's reasons are put in) says why, and may follow it.
  static let japaneseSecondSentenceEnds = ["。", "ます", "ました", "でした", "ください"]

  @Test func `Japanese ends a sentence with 。: ： joins a label or a reason, never two sentences`()
    throws
  {
    let japanese = try #require(try Self.tables.get()["ja"])
    var joined: [String] = []
    for (key, text) in japanese {
      let parts = text.split(separator: "：", omittingEmptySubsequences: false)
      for (before, after) in zip(parts, parts.dropFirst()) {
        let next = after.firstIndex(of: "。").map { after[...$0] } ?? after
        if Self.japaneseSentenceEnds.contains(where: { before.hasSuffix($0) }),
          Self.japaneseSecondSentenceEnds.contains(where: { next.hasSuffix($0) })
        {
          joined.append(key)
        }
      }
    }
    #expect(joined.sorted() == [])
  }

  @Test func `Japanese ends a message of several sentences with 。, and spaces after ？ in a line`()
    throws
  {
    let japanese = try #require(try Self.tables.get()["ja"])
    var unclosed: [String] = []
    var unspaced: [String] = []
    for (key, text) in japanese {
      let message = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if message.dropLast().contains("。"), !message.hasSuffix("。") { unclosed.append(key) }
      // JTF style guide: a full-width space after ？ or ！ that does not end the text.
      for mark in ["？", "！"] {
        let after = text.split(separator: mark, omittingEmptySubsequences: false).dropFirst()
        if after.contains(where: { !$0.isEmpty && !$0.hasPrefix("\u{3000}") }) {
          unspaced.append(key)
        }
      }
    }
    #expect(unclosed.sorted() == [])
    #expect(unspaced.sorted() == [])
  }

  /// French keeps to one colon a sentence (Lexique des règles typographiques en usage à
  /// l'Imprimerie nationale): the labels aside (`erreur : `, `ligne 2 : `, `todo: `), one colon at
  /// most in a sentence and in each parenthesis, and no parenthesis inside another.
  static func frenchColonProblems(in text: String) -> [String] {
    var colons = [0]
    var problems: [String] = []
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      switch character {
      case "(":
        if colons.count > 1 { problems.append("a parenthesis inside another") }
        colons.append(0)
      case ")" where colons.count > 1:
        colons.removeLast()
      case ":" where next == " " || next == "\u{00A0}":
        colons[colons.count - 1] += 1
        if colons[colons.count - 1] == 2 { problems.append("two colons") }
      default: break
      }
    }
    return problems.map { "\($0): \(text)" }
  }

  /// The messages a store's failure is told in, as the terminal shows them, under each
  /// refusal: a refusal that names a store's failure, that failure, and its reason (a system
  /// call's, with the system's reason or a check's, or the file's, or an item's).
  static func storeFailures() -> [Message] {
    let path = Message.Argument.text("/srv/todo.json")
    let actions: [Message] = [
      Message(.fsCannotCreateLock, path), Message(.fsCannotOpenLock, path),
      Message(.fsCannotLock, path), Message(.fsCannotCreateTemporary, path),
      Message(.fsCannotWriteTemporary, path), Message(.fsCannotRename, path, path),
      Message(.fsCannotMakeFolder, path),
    ]
    let checks: [Message] = [
      .systemError(EACCES), .systemError(ENXIO), Message(.fsReadOnly, .text("0444")),
      Message(.fsMayNotWrite, .number(1000), .number(0), .text("0644")),
      Message(.fsHardLinks, .number(2)), Message(.fsStickyFolder, path, .text("1777"), .number(0)),
      Message(.fsWouldChangeOwner, .number(0), .number(1000)),
      Message(.fsWouldChangeGroup, .number(0), .number(1000)),
      Message(.fsNotRegular, .message(Message(.fsKindFolder))),
      Message(.fsLockHeld, path, .message(Message(.fsSeconds, .number(30)))),
      Message(.fsLockNotRegular, path, .message(Message(.fsKindFolder))),
      Message(.fsLockCancelled, path), Message(.fsNulInPath),
    ]
    let files: [Message] = [
      Message(.fileNotAnObject), Message(.fileNoItems), Message(.fileDuplicateID, path, .number(2)),
      Message(.fileDueOutOfRange, path), Message(.fileCompletionOutOfRange, path),
      Message(.fileNoVersion), Message(.fileVersionNotWhole), Message(.fileUnknownVersion, path),
      Message(.fileNotUTF8, .number(1), .number(2)), Message(.fileNotJSON, .number(1), .number(2)),
      Message(.fileTooDeep, .number(512), .number(1), .number(2)), Message(.fileDuplicateKey, path),
      Message(.fileDuplicateKeyIn, path, path), Message(.itemNotAnObject), Message(.itemNoTitle),
      Message(.itemTitleNotText), Message(.itemNoDue), Message(.itemDueNotText),
      Message(.itemEmptyTitle), Message(.itemBadInstant, .text("due"), .text("next tuesday")),
      Message(.itemBadID, path), Message(.itemNoID), Message(.itemIDNotText),
      Message(.itemCompletedNotText),
    ]
    let reasons =
      actions.flatMap { action in
        checks.map { Message(.fsActionFailed, .message(action), .message($0)) }
      } + files
    let failures: [Message] =
      reasons.flatMap { reason in
        [
          Message(.storeUnreadable, path, .message(reason)),
          Message(.storeBadPath, path, .message(reason)),
          Message(.storeNotAToDoFile, path, .message(reason)),
          Message(.storeInvalidItem, path, .number(2), .message(reason)),
          Message(.storeCannotSave, path, .message(reason)),
        ]
      } + [Message(.storeFolderMissing, path, path)]
    let refusals: [Word] = [
      .listCannotLoad, .listCannotExplain, .addNotSaved, .editCannotRead, .editNotSaved,
      .editNotCompleted, .editNotDeleted,
    ]
    // Under each refusal: an unreadable file, an invalid item, a save that failed in a system
    // call and for a reason of the file's, and a missing folder.
    let underRefusals = [0, 3, 4, failures.count - 2, failures.count - 1].map { failures[$0] }
    return failures
      + refusals.flatMap { refusal in underRefusals.map { Message(refusal, .message($0)) } }
  }

  @Test func `French gives a sentence one colon, and a parenthesis one, and nests no parenthesis`()
  {
    let french = ScreenWords.words("fr_FR")
    let problems = Self.storeFailures().flatMap { Self.frenchColonProblems(in: french.text($0)) }
    #expect(Array(problems.prefix(5)) == [])
  }
}
