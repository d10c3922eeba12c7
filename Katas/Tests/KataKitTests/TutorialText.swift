/// The text of a tutorial for the tests: an `@Intro` titled `title` (none when `nil`), one
/// `@Section` titled `section`, and a `@Step` for each of `steps`, its body as written there.
///
/// The first `@Step` is on line 6 (5 without an intro); a step's is two lines after its body's
/// last line.
func tutorialText(title: String? = "T", section: String = "S", steps: [String]) -> String {
  let intro = title.map { "  @Intro(title: \"\($0)\") {\n  }\n" } ?? ""
  let bodies = steps.map { step in
    "      @Step {\n"
      + step.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }
      .joined(separator: "\n") + "\n      }\n"
  }
  return "@Tutorial(time: 1) {\n" + intro + "  @Section(title: \"\(section)\") {\n    @Steps {\n"
    + bodies.joined() + "    }\n  }\n}\n"
}
