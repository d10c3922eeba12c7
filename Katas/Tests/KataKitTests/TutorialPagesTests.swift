import Testing

@testable import KataKit

/// Reading the pages a browser drew of the tutorials: the DOM as headless Chromium saved it
/// from the static site DocC made (a listing and a step cut from the edit tutorial's page).
struct TutorialPagesTests {
  /// A step's code as DocC-Render draws it: a heading with the file's name, then one
  /// `code-line-container` a line, an empty line holding a line break of its own.
  let listing = """
    <div data-v-28c1cdd6="" data-v-b1691954="" data-syntax="swift" class="code-listing full-code-listing" type="file" identifier="edit-interactor-compiles.swift.txt"><span data-v-c8c40662="" data-v-28c1cdd6="" class="filename"><span data-v-c8c40662=""><svg data-v-06e5463e="" data-v-c01a6890="" data-v-7c381064="" data-v-c8c40662="" aria-hidden="true" class="svg-icon swift-file-icon file-icon" viewBox="0 0 15 14"></svg>EditInteractor.swift </span></span><div data-v-28c1cdd6="" class="container-general"><!----><pre data-v-28c1cdd6=""><code data-v-c21375ec="" data-v-28c1cdd6="" tabindex="0" data-before-code="start of code block" data-after-code="end of code block"><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line-container"><span data-v-28c1cdd6="" data-v-c21375ec="" data-line-number="1" class="code-number"></span><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line"><span class="syntax-keyword">import</span> Foundation</span></span>
    <span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line-container"><span data-v-28c1cdd6="" data-v-c21375ec="" data-line-number="2" class="code-number"></span><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line">
    </span></span>
    <span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line-container"><span data-v-28c1cdd6="" data-v-c21375ec="" data-line-number="3" class="code-number"></span><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line"><span class="syntax-comment">/// The edit module's interactor: finds one item by its identity, and changes it, marks it done or</span></span></span>
    <span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line-container"><span data-v-28c1cdd6="" data-v-c21375ec="" data-line-number="4" class="code-number"></span><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line"><span class="syntax-comment">/// removes it, by the rules a new entry keeps.</span></span></span>
    <span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line-container"><span data-v-28c1cdd6="" data-v-c21375ec="" data-line-number="5" class="code-number"></span><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line"><span class="syntax-meta">@MainActor</span></span></span>
    <span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line-container"><span data-v-28c1cdd6="" data-v-c21375ec="" data-line-number="6" class="code-number"></span><span data-v-28c1cdd6="" data-v-c21375ec="" class="code-line"><span class="syntax-keyword">public</span> <span class="syntax-keyword">final</span> <span class="syntax-keyword">class</span> <span class="syntax-title class_">EditInteractor</span>: <span class="syntax-title class_ inherited__">EditInteractorInput</span> {</span></span>
    </code></pre></div></div>
    """

  @Test func `a listing is read as the file it shows, its heading and its lines`() {
    #expect(
      TutorialPages.listings(in: listing) == [
        .init(
          identifier: "edit-interactor-compiles.swift.txt", name: "EditInteractor.swift",
          code: [
            "import Foundation", "",
            "/// The edit module's interactor: finds one item by its identity, and changes it, marks it done or",
            "/// removes it, by the rules a new entry keeps.", "@MainActor",
            "public final class EditInteractor: EditInteractorInput {",
          ])
      ])
  }

  /// A step's text as the page draws it: DocC curls the Markdown's straight quotes, and breaks a
  /// code span's long words with `<wbr>`.
  let step = """
    <h2 class="title">Tell an item that is gone from a store that failed</h2>
    <p data-v-d0198556="" class="step-label">Step 2</p><div data-v-d0198556="" class="content"><p>Tell the store’s <code data-v-05f4a5b7="">Todo<wbr data-v-05f4a5b7="">Item<wbr data-v-05f4a5b7="">Not<wbr data-v-05f4a5b7="">Found</code> apart, at the clock’s “now”.</p></div>
    """

  let tutorial = Tutorial.reading(
    tutorialText(
      title: "Change an item by its identity",
      section: "Tell an item that is gone from a store that failed",
      steps: [
        """
        Tell the store's `TodoItemNotFound` apart, at the clock's "now".
        @Comment {
          step: edit-interactor-compiles
          compiles
          run: EditInteractorSpecs
          green
        }
        @Code(name: "EditInteractor.swift", file: "edit-interactor-compiles.swift.txt")
        `swift test --filter EditInteractorSpecs` passes.
        """
      ]), path: "T.tutorial")

  let file = """
    import Foundation

    /// The edit module's interactor: finds one item by its identity, and changes it, marks it done or
    /// removes it, by the rules a new entry keeps.
    @MainActor
    public final class EditInteractor: EditInteractorInput {

    """

  @Test func `a page that shows every title and every step's code has no problem`() {
    #expect(
      TutorialPages.problems(
        of: tutorial, stepFiles: ["edit-interactor-compiles.swift.txt": file],
        page: step + listing) == [])
  }

  @Test func `a step's title or code missing from the page, or other code, is named`() {
    let changed = file.replacingOccurrences(of: "import Foundation", with: "import Glibc")

    #expect(
      TutorialPages.problems(
        of: tutorial, stepFiles: ["edit-interactor-compiles.swift.txt": changed],
        page: step + listing) == [
          "step edit-interactor-compiles: its code listing does not hold the text of "
            + "edit-interactor-compiles.swift.txt"
        ])
    #expect(
      TutorialPages.problems(
        of: tutorial, stepFiles: ["edit-interactor-compiles.swift.txt": file], page: listing)
        == [
          "the section “Tell an item that is gone from a store that failed” is not on the page",
          "step edit-interactor-compiles: its title “Tell the store's TodoItemNotFound apart, at "
            + "the clock's \"now\".” is not on the page",
        ])
    #expect(
      TutorialPages.problems(
        of: tutorial, stepFiles: ["edit-interactor-compiles.swift.txt": file], page: step) == [
          "step edit-interactor-compiles: no code listing of edit-interactor-compiles.swift.txt "
            + "on the page"
        ])
    #expect(
      TutorialPages.problems(
        of: tutorial, stepFiles: ["edit-interactor-compiles.swift.txt": file],
        page: step + listing.replacingOccurrences(of: "EditInteractor.swift ", with: "A.swift"))
        == [
          "step edit-interactor-compiles: its code listing is headed [\"A.swift\"], not "
            + "EditInteractor.swift"
        ])
  }

  @Test func `the table of contents shows each tutorial's title`() {
    let contents = "<h3>Build a VIPER module test-first</h3><p>Learn VIPER test-first</p>"

    #expect(
      TutorialPages.contentsProblems(
        page: contents,
        titles: ["Build a VIPER module test-first", "Change an item by its identity"]) == [
          "the tutorial “Change an item by its identity” is not on the table of contents"
        ])
  }
}
