import Testing
import TodoVIPER

/// A language with no translation, Finnish (`fi_FI`): every word of the add and edit forms, and
/// the command hint, is the English one, exactly as `EnglishSpecs` pins it: never a mix.
@MainActor
struct UntranslatedSpecs {
  @Test func `the add form is all English`() async {
    #expect(await ScreenWords.addForm(in: "fi_FI") == (await ScreenWords.addForm(in: "en_US")))
  }

  @Test func `the edit form is all English`() async {
    #expect(await ScreenWords.editForm(in: "fi_FI") == (await ScreenWords.editForm(in: "en_US")))
  }

  @Test func `the command hint is English`() async {
    #expect(
      await ScreenWords.commandHint(in: "fi_FI") == (await ScreenWords.commandHint(in: "en_US")))
  }
}
