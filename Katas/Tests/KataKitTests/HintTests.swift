import Foundation
import Testing

@testable import KataKit

/// The hints a learner is given before the last level point to where to look and say the
/// approach in words: none of them holds code of the answer, the lines the kata's starting state
/// takes out (or, for a write-the-spec kata, the package's own spec).
struct HintTests {
  @Test func `no hint before the last, nor a spec's hint, gives a line of its kata's answer away`()
    throws
  {
    let workspace = try Workspace(
      from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    let manifest = try workspace.manifest()

    let problems = manifest.katas.enumerated().flatMap { index, kata in
      Verification.hintProblems(of: kata, label: "kata \(index + 1) (\(kata.name))", in: workspace)
    }

    #expect(problems == [])
  }

  @Test func `a call the answer makes gives it away, however short, with or without its receiver`()
  {
    let answer = ["addModule.presentAddInterface()", "view?.present()"]

    #expect(
      Verification.lineGivenAway(
        by: "the code is `presentAddInterface()` in ListModuleWireframe.swift", answer: answer,
        shown: []) == "addModule.presentAddInterface()")
    #expect(
      Verification.lineGivenAway(by: "then `present()` it", answer: answer, shown: [])
        == "view?.present()")
  }

  @Test func `a call the starting state already shows gives nothing away`() {
    #expect(
      Verification.lineGivenAway(
        by: "the code it pins down is the sort at the end of `findUpcomingItems()`",
        answer: ["await makeInteractor().findUpcomingItems()"],
        shown: ["// Act: await makeInteractor().findUpcomingItems()"]) == nil)
  }

  @Test func `a function's full name, a type and a call of another name give nothing away`() {
    let answer = [
      "guard let storedTitle = EntryRules.storedTitle(title) else { throw .emptyTitle }",
      "report(request) { $0.foundUpcomingItems(sorted) }", "view?.represent()",
    ]

    for hint in [
      "the code is `report(_:_:)` in ListInteractor.swift",
      "`EntryRules` already knows what a title that shows nothing is",
      "then `present()` it",
    ] {
      #expect(Verification.lineGivenAway(by: hint, answer: answer, shown: []) == nil, "\(hint)")
    }
  }

  @Test func `a line of the answer, or twelve characters of its code, gives it away`() {
    let answer = ["guard request > lastReported else { return }"]

    #expect(
      Verification.lineGivenAway(
        by: "begin with guard request > lastReported else { return } and go on", answer: answer,
        shown: []) == "guard request > lastReported else { return }")
    #expect(
      Verification.lineGivenAway(by: "compare `request > lastReported`", answer: answer, shown: [])
        == "guard request > lastReported else { return }")
  }
}
