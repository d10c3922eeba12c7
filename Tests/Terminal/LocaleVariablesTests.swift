import Testing

@testable import TodoTerminal

/// What a locale variable may hold, read by hand: each part of a locale name at the edges of
/// its length, its letters and its place, and `C` and `POSIX`.
struct LocaleVariablesTests {
  @Test(arguments: [
    ("de", "de"), ("ast", "ast"), ("de_DE", "de_DE"), ("de-DE", "de-DE"), ("es_419", "es_419"),
    ("zh_Hant", "zh_Hant"), ("zh_Hant_TW", "zh_Hant_TW"), ("en_US_POSIX", "en_US_POSIX"),
    ("de_abcd", "de_abcd"), ("de_Hant1", "de_Hant1"),
    ("de_DE_abcde123", "de_DE_abcde123"), ("de_Latn_DE_abcde", "de_Latn_DE_abcde"),
    ("de_DE.UTF-8", "de_DE"), ("de.a", "de"), ("sr_RS@latin", "sr_RS"),
    ("de_DE.UTF-8@euro", "de_DE"), ("de.a_b-c9@M16", "de"),
    ("de." + String(repeating: "u", count: 32), "de"),
    ("de@" + String(repeating: "m", count: 16), "de"),
    ("C", "en_US_POSIX"), ("POSIX", "en_US_POSIX"), ("C.UTF-8", "en_US_POSIX"),
    ("POSIX.a", "en_US_POSIX"),
  ])
  func `a locale name is its identifier up to the codeset`(_ text: String, _ identifier: String) {
    #expect(LocaleVariables.identifier(from: text) == identifier)
  }

  @Test(arguments: [
    "", "d", "deut", "d3", "de_", "_de", "de__DE", "de_D", "de_DEU", "de_12", "de_1234",
    "de_Han", "de_DE_1996", "de_DE_abcdefghi", "de_DE_Hant",
    "de_DE_AT", "de_Hant_Latn", "de_abcde_DE", "de_POSIX_POSIX", "de.", "de@", "de.@x", "de.a.b",
    "de@a.b", "de@a-b", "de." + String(repeating: "u", count: 33),
    "de@" + String(repeating: "m", count: 17), "dé", "de DE", "C@x", "C.", "POSIX@latin", "c",
    "aaaaaaaaaaaa", "en_US@k=v",
  ])
  func `anything else is not a locale name`(_ text: String) {
    #expect(LocaleVariables.identifier(from: text) == nil)
  }
}
