import Foundation
import Testing

@testable import TodoVIPER

/// A number the code fills in is written as the language writes numbers, wherever it appears:
/// a quantity (bytes, levels, seconds, names) with its digits grouped as the language groups
/// them, as the seconds after 1970 of `explain` are; a number that names something (a row, a
/// line, a column, a user, an `errno`), which a user may type back or look up, in digits alone.
@MainActor
struct NumberSpecs {
  /// 65 536, as each language writes a quantity, in ASCII digits: French with a narrow no-break
  /// space, Spanish and Portuguese with a dot, Arabic (its digits Latin, as everywhere in its
  /// tables), Japanese and Chinese with a comma.
  nonisolated static let written: [(locale: String, quantity: String)] = [
    ("en_US", "65,536"), ("de_DE", "65.536"), ("fr_FR", "65\u{202F}536"), ("es_ES", "65.536"),
    ("pt_BR", "65.536"), ("ja_JP", "65,536"), ("zh_CN", "65,536"), ("zh_TW", "65,536"),
    ("ar_EG", "65,536"),
  ]

  @Test(arguments: written)
  func `every quantity a message takes is written as the language writes numbers`(
    _ locale: String, _ quantity: String
  ) {
    let words = ScreenWords.words(locale)
    let counted = Word.counted.filter { $0 != .listNoSuchRow }
    let unwritten = counted.filter { word in
      let values = Words.englishSpecifiers[word] ?? []
      let text = words.text(
        Message(word, arguments: values.map { $0.kind == "d" ? .number(65_536) : .text("/srv") }))
      return !text.contains(quantity)
    }
    #expect(unwritten == [])
  }

  @Test func `a number that names something is written in digits alone`() {
    let german = ScreenWords.words("de_DE")
    #expect(
      german(.fsMayNotWrite, .number(65_534), .number(12_345), .text("0644"))
        == "Benutzer 65534 darf nicht in die Datei schreiben (sie gehört Benutzer 12345, Modus 0644)"
    )
    #expect(
      german(.listNoSuchRow, .number(12_346), .number(12_345))
        == "Die Liste hat keinen Eintrag 12346: Öffne einen von 1 bis 12345.")
    #expect(german(.formAtLine, .number(10_000), .text("…")) == "Zeile 10000: …")
  }

  @Test func `Spanish groups a quantity from five digits, as CLDR's Spanish does`() {
    let spanish = ScreenWords.words("es_ES")
    #expect(spanish(.formTooLong, .number(9_999)) == "esa línea supera los 9999 bytes")
    #expect(spanish(.formTooLong, .number(10_000)) == "esa línea supera los 10.000 bytes")
  }
}
