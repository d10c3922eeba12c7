import Foundation
import Testing
import TodoTerminal

@testable import TodoVIPER

/// A message with a count takes the form of the count's plural category in its language, by the
/// rules of CLDR 46 (`common/supplemental/plurals.xml`, cardinal, integers), which each
/// translation names in its table (`plural.one`, `plural.few` …).
///
/// Each language's rule is pinned with CLDR's own `@integer` examples of every category (`2~16`
/// written out; `1c6` is 1000000, `1c3` 1000).
@MainActor
struct PluralSpecs {
  /// The categories of `examples` in `locale`'s language, from the translations as built.
  static func categories(_ examples: [Int], in locale: String) -> [PluralCategory: [Int]] {
    let words = ScreenWords.words(locale)
    return Dictionary(grouping: examples, by: words.pluralCategory(of:))
  }

  /// CLDR's examples of `other` for "one, other" languages (en, de).
  static let otherAfterOne = [0] + Array(2...16) + [100, 1000, 10000, 100000, 1_000_000]

  @Test(arguments: ["en_US", "de_DE"])
  func `English and German: one is 1, every other count is other`(_ locale: String) {
    #expect(
      Self.categories([1] + Self.otherAfterOne, in: locale) == [
        .one: [1], .other: Self.otherAfterOne,
      ])
  }

  /// CLDR's examples of `many` in Spanish, French and Portuguese: 1000000 and 1c6 … 6c6.
  static let millions = [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000]

  @Test func `Spanish: one is 1, many a whole million, other the rest`() {
    let other = [0] + Array(2...16) + [100, 1000, 10000, 100000, 2000, 3000, 4000, 5000, 6000]
    #expect(
      Self.categories([1] + Self.millions + other, in: "es_ES") == [
        .one: [1], .many: Self.millions, .other: other,
      ])
  }

  @Test(arguments: ["fr_FR", "pt_BR"])
  func `French and Brazilian Portuguese: one is 0 and 1, many a whole million, other the rest`(
    _ locale: String
  ) {
    let other = Array(2...17) + [100, 1000, 10000, 100000, 2000, 3000, 4000, 5000, 6000]
    #expect(
      Self.categories([0, 1] + Self.millions + other, in: locale) == [
        .one: [0, 1], .many: Self.millions, .other: other,
      ])
  }

  @Test(arguments: ["ja_JP", "zh_CN", "zh_TW"])
  func `Japanese and Chinese: every count is other`(_ locale: String) {
    let other = Array(0...15) + [100, 1000, 10000, 100000, 1_000_000]
    #expect(Self.categories(other, in: locale) == [.other: other])
  }

  @Test func `Arabic: zero, one, two, few, many and other`() {
    let few = Array(3...10) + Array(103...110) + [1003]
    let many = Array(11...26) + [111, 1011]
    let other =
      Array(100...102) + Array(200...202) + Array(300...302) + Array(400...402)
      + Array(500...502) + [600, 1000, 10000, 100000, 1_000_000]
    #expect(
      Self.categories([0, 1, 2] + few + many + other, in: "ar_EG") == [
        .zero: [0], .one: [1], .two: [2], .few: few, .many: many, .other: other,
      ])
  }

  // MARK: - Sentences

  @Test(arguments: [
    ("en_US", "There is no item 5 in the list: open 1, the only one."),
    ("de_DE", "Die Liste hat keinen Eintrag 5: Öffne 1, den einzigen."),
    ("es_ES", "la lista no tiene el elemento 5: abre el 1, el único."),
    ("fr_FR", "la liste n’a pas d’élément 5\u{00A0}: ouvrez l’élément 1, le seul."),
    ("pt_BR", "a lista não tem o item 5: abra o 1, o único."),
    ("ja_JP", "リストに項目 5 はありません。開けるのは項目 1 だけです。"),
    ("zh_CN", "列表中没有第 5 项：列表只有第 1 项。"),
    ("zh_TW", "清單中沒有第 5 項：清單只有第 1 項。"),
    (
      "ar_EG",
      "لا يوجد عنصر \u{2068}5\u{2069} في القائمة: افتح العنصر \u{2068}1\u{2069}، فهو الوحيد."
    ),
  ])
  func `open 5 with one row shown names row 1 alone, never “1 to 1”`(
    _ locale: String, _ expected: String
  ) {
    #expect(ScreenWords.refusedOpen(row: 5, shown: 1, in: locale) == expected)
  }

  @Test func `Arabic names two rows as a pair, and three or more as a range`() {
    #expect(
      [2, 3, 11].map { ScreenWords.refusedOpen(row: 20, shown: $0, in: "ar_EG") } == [
        "لا يوجد عنصر \u{2068}20\u{2069} في القائمة: افتح العنصر \u{2068}1\u{2069} أو \u{2068}2\u{2069}.",
        "لا يوجد عنصر \u{2068}20\u{2069} في القائمة: افتح عنصرًا من \u{2068}1\u{2069} إلى \u{2068}3\u{2069}.",
        "لا يوجد عنصر \u{2068}20\u{2069} في القائمة: افتح عنصرًا من \u{2068}1\u{2069} إلى \u{2068}11\u{2069}.",
      ])
  }

  @Test func `Arabic counts seconds in each of its six forms`() {
    let words = ScreenWords.words("ar_EG")
    #expect(
      [0, 1, 2, 3, 11, 100].map { words(.fsSeconds, .number($0)) } == [
        "\u{2068}0\u{2069} ثانية", "ثانية واحدة", "ثانيتين", "\u{2068}3\u{2069} ثوانٍ",
        "\u{2068}11\u{2069} ثانيةً", "\u{2068}100\u{2069} ثانية",
      ])
  }

  /// Every counted message in Arabic for 0, 1, 2, 3, 11 and 100: zero, one, two, few, many and
  /// other.
  static func arabicForms(_ word: Word, _ arguments: (Int) -> [Message.Argument]) -> [String] {
    let words = ScreenWords.words("ar_EG")
    return [0, 1, 2, 3, 11, 100].map { words.text(Message(word, arguments: arguments($0))) }
  }

  @Test func `Arabic writes every counted message in each of its six forms`() {
    #expect(
      [
        Self.arabicForms(.terminalLineTooLong) { [.number($0)] },
        Self.arabicForms(.formTooLongTypeShorter) { [.number($0)] },
        Self.arabicForms(.storeLockWait) { [.text("/a/todo.lock"), .number($0)] },
        Self.arabicForms(.fileTooDeep) { [.number($0), .number(7), .number(9)] },
        Self.arabicForms(.fsMilliseconds) { [.number($0)] },
        Self.arabicForms(.fsHardLinks) { [.number($0)] },
        Self.arabicForms(.listNoSuchRow) { [.number(200), .number($0)] },
      ] == [
        [
          "هذا السطر أطول من \u{2068}0\u{2069} بايت؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر",
          "هذا السطر أطول من بايت واحد؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر",
          "هذا السطر أطول من بايتين؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر",
          "هذا السطر أطول من \u{2068}3\u{2069} بايتات؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر",
          "هذا السطر أطول من \u{2068}11\u{2069} بايتًا؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر",
          "هذا السطر أطول من \u{2068}100\u{2069} بايت؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر",
        ],
        [
          "هذا السطر أطول من \u{2068}0\u{2069} بايت؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
          "هذا السطر أطول من بايت واحد؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
          "هذا السطر أطول من بايتين؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
          "هذا السطر أطول من \u{2068}3\u{2069} بايتات؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
          "هذا السطر أطول من \u{2068}11\u{2069} بايتًا؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
          "هذا السطر أطول من \u{2068}100\u{2069} بايت؛ اكتب سطرًا أقصر أو اكتب «\u{2068}cancel\u{2069}».",
        ],
        [
          "في انتظار أن يحرر برنامج آخر ملف القفل «\u{2068}/a/todo.lock\u{2069}» (حتى \u{2068}0\u{2069} ثانية)",
          "في انتظار أن يحرر برنامج آخر ملف القفل «\u{2068}/a/todo.lock\u{2069}» (حتى ثانية واحدة)",
          "في انتظار أن يحرر برنامج آخر ملف القفل «\u{2068}/a/todo.lock\u{2069}» (حتى ثانيتين)",
          "في انتظار أن يحرر برنامج آخر ملف القفل «\u{2068}/a/todo.lock\u{2069}» (حتى \u{2068}3\u{2069} ثوانٍ)",
          "في انتظار أن يحرر برنامج آخر ملف القفل «\u{2068}/a/todo.lock\u{2069}» (حتى \u{2068}11\u{2069} ثانيةً)",
          "في انتظار أن يحرر برنامج آخر ملف القفل «\u{2068}/a/todo.lock\u{2069}» (حتى \u{2068}100\u{2069} ثانية)",
        ],
        [
          "يتداخل بأكثر من \u{2068}0\u{2069} مستوى (السطر \u{2068}7\u{2069}، العمود \u{2068}9\u{2069})",
          "يتداخل بأكثر من مستوى واحد (السطر \u{2068}7\u{2069}، العمود \u{2068}9\u{2069})",
          "يتداخل بأكثر من مستويين (السطر \u{2068}7\u{2069}، العمود \u{2068}9\u{2069})",
          "يتداخل بأكثر من \u{2068}3\u{2069} مستويات (السطر \u{2068}7\u{2069}، العمود \u{2068}9\u{2069})",
          "يتداخل بأكثر من \u{2068}11\u{2069} مستوى (السطر \u{2068}7\u{2069}، العمود \u{2068}9\u{2069})",
          "يتداخل بأكثر من \u{2068}100\u{2069} مستوى (السطر \u{2068}7\u{2069}، العمود \u{2068}9\u{2069})",
        ],
        [
          "\u{2068}0\u{2069} ملي ثانية",
          "ملي ثانية واحدة",
          "ملي ثانيتين",
          "\u{2068}3\u{2069} ملي ثوانٍ",
          "\u{2068}11\u{2069} ملي ثانيةً",
          "\u{2068}100\u{2069} ملي ثانية",
        ],
        [
          "عدد أسمائه \u{2068}0\u{2069} (روابط صلبة)، والحفظ سيستبدل الملف تحت هذا الاسم فقط ويترك العناصر القديمة تحت الأسماء الأخرى؛ أبقِ اسمًا واحدًا (الروابط الرمزية تُتَّبع)",
          "له اسم واحد (رابط صلب)، والحفظ سيستبدل الملف تحت هذا الاسم فقط ويترك العناصر القديمة تحت الأسماء الأخرى؛ أبقِ اسمًا واحدًا (الروابط الرمزية تُتَّبع)",
          "له اسمان (رابطان صلبان)، والحفظ سيستبدل الملف تحت هذا الاسم فقط ويترك العناصر القديمة تحت الأسماء الأخرى؛ أبقِ اسمًا واحدًا (الروابط الرمزية تُتَّبع)",
          "له \u{2068}3\u{2069} أسماء (روابط صلبة)، والحفظ سيستبدل الملف تحت هذا الاسم فقط ويترك العناصر القديمة تحت الأسماء الأخرى؛ أبقِ اسمًا واحدًا (الروابط الرمزية تُتَّبع)",
          "له \u{2068}11\u{2069} اسمًا (رابطًا صلبًا)، والحفظ سيستبدل الملف تحت هذا الاسم فقط ويترك العناصر القديمة تحت الأسماء الأخرى؛ أبقِ اسمًا واحدًا (الروابط الرمزية تُتَّبع)",
          "عدد أسمائه \u{2068}100\u{2069} (روابط صلبة)، والحفظ سيستبدل الملف تحت هذا الاسم فقط ويترك العناصر القديمة تحت الأسماء الأخرى؛ أبقِ اسمًا واحدًا (الروابط الرمزية تُتَّبع)",
        ],
        [
          "لا يوجد عنصر \u{2068}200\u{2069} في القائمة: القائمة فارغة.",
          "لا يوجد عنصر \u{2068}200\u{2069} في القائمة: افتح العنصر \u{2068}1\u{2069}، فهو الوحيد.",
          "لا يوجد عنصر \u{2068}200\u{2069} في القائمة: افتح العنصر \u{2068}1\u{2069} أو \u{2068}2\u{2069}.",
          "لا يوجد عنصر \u{2068}200\u{2069} في القائمة: افتح عنصرًا من \u{2068}1\u{2069} إلى \u{2068}3\u{2069}.",
          "لا يوجد عنصر \u{2068}200\u{2069} في القائمة: افتح عنصرًا من \u{2068}1\u{2069} إلى \u{2068}11\u{2069}.",
          "لا يوجد عنصر \u{2068}200\u{2069} في القائمة: افتح عنصرًا من \u{2068}1\u{2069} إلى \u{2068}100\u{2069}.",
        ],
      ])
  }

  @Test func `one byte, and a million of them, each in its own form`() {
    #expect(
      ["en_US", "de_DE", "es_ES", "fr_FR", "pt_BR"].map { locale in
        let words = ScreenWords.words(locale)
        return [words(.formTooLong, .number(1)), words(.formTooLong, .number(1_000_000))]
      } == [
        ["that line is longer than 1 byte", "that line is longer than 1,000,000 bytes"],
        ["Diese Zeile ist länger als 1 Byte", "Diese Zeile ist länger als 1.000.000 Bytes"],
        ["esa línea supera 1 byte", "esa línea supera los 1.000.000 bytes"],
        ["cette ligne dépasse 1 octet", "cette ligne dépasse 1\u{202F}000\u{202F}000 octets"],
        ["essa linha tem mais de 1 byte", "essa linha tem mais de 1.000.000 bytes"],
      ])
  }

  // MARK: - A translation's categories

  /// A table in English, but with the rule of `few` (Arabic's) and its forms, but for `lacking`.
  static func tableWithFew(lacking: String?, rule: String = "n % 100 = 3..10") -> [String: String] {
    var table = WordsSpecs.table()
    table["plural.few"] = rule
    for word in Word.counted { table[word.rawValue + ".few"] = word.english }
    if let lacking { table[lacking] = nil }
    return table
  }

  @Test func `a category a translation names is a key every counted message must have`() {
    let words = Words(
      for: Locale(identifier: "ar_EG"),
      from: WordsSpecs.Tables(tables: ["ar": Self.tableWithFew(lacking: "fs.hardLinks.few")]))

    #expect(words.isEnglish)
    #expect(
      words.problem == "the ar translation (ar.lproj/Localizable.strings) lacks fs.hardLinks.few")
  }

  /// Rules CLDR would not read: a remainder with no number to divide by, or 0 (which no number
  /// can be divided by), and a range with a sign (an operand is never below 0).
  @Test(arguments: ["n % = 3", "n % 0 = 3", "n % 100 = -3..10"])
  func `a rule CLDR would not read makes the translation unreadable`(_ rule: String) {
    let words = Words(
      for: Locale(identifier: "ar_EG"),
      from: WordsSpecs.Tables(tables: ["ar": Self.tableWithFew(lacking: nil, rule: rule)]))

    #expect(words.isEnglish)
    #expect(
      words.problem
        == "the ar translation (ar.lproj/Localizable.strings) cannot be read: plural.few is not a CLDR plural rule: "
        + rule)
  }

  @Test func `a translation with the forms of its categories is used`() {
    let words = Words(
      for: Locale(identifier: "ar_EG"),
      from: WordsSpecs.Tables(tables: ["ar": Self.tableWithFew(lacking: nil)]))

    #expect(words.problem == nil)
    #expect(words.pluralCategory(of: 103) == .few)
    #expect(words.pluralCategory(of: 1) == .one)
    #expect(words.pluralCategory(of: 111) == .other)
  }
}
