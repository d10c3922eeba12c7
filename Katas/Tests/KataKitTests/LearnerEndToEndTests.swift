import Foundation
import Testing

@testable import KataKit

/// A scripted learner at the command line, in a fresh copy of the package: `kata` as it is
/// built, run as a learner runs it, on a pipe.
///
/// One copy, one build folder, one learner, in order: listing, starting the first kata, seeing
/// its first red spec and hint, pasting the known solution, checking it green, being refused a
/// second start over uncommitted work, resetting; then a write-the-spec kata, with the spec
/// file as it starts, a weak spec that misses one wrong version, and a good one.
@Suite(.serialized)
struct LearnerEndToEndTests {
  /// The package this test was built from: the root, above `Katas/`.
  let original = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func `a learner takes a make-it-green kata and a write-the-spec kata, and resets`()
    throws
  {
    let (copy, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let learner = Learner(root: copy.root)
    let interactorPath = "Sources/TodoVIPER/List/ListInteractor.swift"
    let pristineInteractor = try learner.read(interactorPath)
    let startingCommit = learner.git("rev-parse", "HEAD")

    // The list.
    let list = learner.kata("list")
    #expect(list.status == 0)
    #expect(list.lines.first == "The katas, in order:")
    #expect(list.lines[1] == "  1.  list-interactor-window        make it green")
    #expect(list.lines[2] == "  2.  list-interactor-order-spec    write the spec")
    #expect(list.lines.count(where: { $0.hasPrefix("  ") }) == 11)
    #expect(!list.output.contains("\u{1B}["), "colour on a pipe")

    // The first kata: its branch, its starting state committed.
    let start = learner.kata("start", "1")
    #expect(start.status == 0)
    #expect(start.lines.first == "Kata 1 of 11: list-interactor-window (make it green)")
    #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")
    #expect(
      learner.git("log", "-1", "--format=%s") == "kata list-interactor-window: the starting state")
    #expect(try learner.read(interactorPath) != pristineInteractor)

    // One red spec, what failed, its hint, and how far along.
    let red = learner.kata("check")
    #expect(red.status == 1)
    #expect(
      red.lines.contains(
        "✘ ListInteractorSpecs: finding upcoming items asks for today through the end of next week")
    )
    #expect(
      red.lines.contains {
        $0.hasPrefix(
          "  at ListInteractorSpecs.swift:28:5: Expectation failed: (dataManager.messages → []) == "
        )
      })
    #expect(
      red.lines.contains {
        $0.hasPrefix("Hint: Call `try await dataManager.todoItems(dueFrom:before:)`")
      })
    #expect(red.lines.contains("0 of 16 specs pass."))
    #expect(red.lines.count(where: { $0.hasPrefix("✘ ") }) == 1)
    #expect(
      learner.kata("hint").lines.first?.hasPrefix("Hint: Call `try await dataManager") == true)

    // The known solution, pasted: green.
    try learner.write(pristineInteractor, to: interactorPath)
    let green = learner.kata("check")
    #expect(green.status == 0)
    #expect(green.lines.contains("✔ All 16 specs pass: kata list-interactor-window is done."))
    #expect(
      green.lines.last
        == "Commit your work if you like, then go on: "
        + "swift run --package-path Katas kata start list-interactor-order-spec")
    #expect(
      learner.kata("list").lines[1] == "  1.  list-interactor-window        make it green   ✔ done")

    // Work not committed is never run over.
    let refused = learner.kata("start", "2")
    #expect(refused.status == 2)
    #expect(refused.lines.first == "You have changes git has not committed:")
    #expect(refused.lines.contains("  \(interactorPath)"))
    #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")

    // Reset: back where the learner began, the attempt kept on its branch.
    let reset = learner.kata("reset")
    #expect(reset.status == 0)
    #expect(learner.git("branch", "--show-current") == "main")
    #expect(learner.git("rev-parse", "HEAD") == startingCommit)
    #expect(learner.git("status", "--porcelain") == "")
    #expect(try learner.read(interactorPath) == pristineInteractor)
    #expect(
      learner.git("log", "-1", "--format=%s", "kata/list-interactor-window")
        == "kata list-interactor-window: work in progress")

    // A write-the-spec kata: the spec file as it starts is red on the real code.
    #expect(learner.kata("start", "list-interactor-order-spec").status == 0)
    let specPath = "Specs/Katas/ListOrderKata.swift"
    let template = try learner.read(specPath)
    let unwritten = learner.kata("check")
    #expect(unwritten.status == 1)
    #expect(unwritten.lines.contains("✘ Your spec fails against the package's own code:"))
    #expect(unwritten.output.contains("Not written yet"))

    // A weak spec: every due date differs, so it cannot tell a sort by due date alone.
    try learner.write(template.replacingSpec(with: Self.weakSpec), to: specPath)
    let weak = learner.kata("check")
    #expect(weak.status == 1)
    #expect(weak.lines.contains("✔ It passes against the package's own code."))
    #expect(
      weak.lines.filter { $0.hasPrefix("  ✔ caught: ") || $0.hasPrefix("  ✘ let through: ") } == [
        "  ✔ caught: an interactor that reports the items in the order the store gave them",
        "  ✔ caught: an interactor that sorts by title alone, whatever the due dates",
        "  ✘ let through: an interactor that sorts by due date alone: items due at the same "
          + "instant stay in the store's order",
        "  ✔ caught: an interactor that reports the latest due date first",
      ])
    #expect(weak.lines.contains("Your spec catches 3 of 4 wrong versions of the code."))
    #expect(
      try learner.read(interactorPath) == pristineInteractor, "the wrong versions are taken out")
    #expect(learner.git("status", "--porcelain") == "M \(specPath)")

    // A good spec: two items due at the same instant, given in the wrong order.
    try learner.write(template.replacingSpec(with: Self.goodSpec), to: specPath)
    let good = learner.kata("check")
    #expect(good.status == 0)
    #expect(good.lines.contains("Your spec catches 4 of 4 wrong versions of the code."))
    #expect(
      good.lines.contains(
        "✔ Kata list-interactor-order-spec is done: your spec fails for every wrong version."))

    #expect(learner.kata("reset").status == 0)
    #expect(learner.git("branch", "--show-current") == "main")
    #expect(learner.git("status", "--porcelain") == "")
  }

  /// Three items due on different days, none at the same instant.
  static let weakSpec = """
      dataManager.items = [
        TodoItem(id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
        TodoItem(id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z")),
        TodoItem(id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
      ]

      await makeInteractor().findUpcomingItems()

      #expect(
        output.messages == [
          .foundUpcomingItems([
            UpcomingItem(
              id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"),
              relation: .tomorrow),
            UpcomingItem(
              id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
              relation: .laterThisWeek),
            UpcomingItem(
              id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z"),
              relation: .nextWeek),
          ])
        ])
    """

  /// The weak spec's items, and two more due at the same instant as the first, out of order.
  static let goodSpec = """
      dataManager.items = [
        TodoItem(id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
        TodoItem(id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z")),
        TodoItem(id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
        TodoItem(id: .numbered(4), title: "Feed cat", dueDate: .iso("2014-05-22T08:00:00Z")),
      ]

      await makeInteractor().findUpcomingItems()

      #expect(
        output.messages == [
          .foundUpcomingItems([
            UpcomingItem(
              id: .numbered(4), title: "Feed cat", dueDate: .iso("2014-05-22T08:00:00Z"),
              relation: .tomorrow),
            UpcomingItem(
              id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"),
              relation: .tomorrow),
            UpcomingItem(
              id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
              relation: .laterThisWeek),
            UpcomingItem(
              id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z"),
              relation: .nextWeek),
          ])
        ])
    """
}

/// A learner at a shell in the package's root: runs `kata` and `git`, reads and writes files.
struct Learner {
  let root: URL

  /// `kata`, as built beside these tests.
  static let kata: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("kata")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    // Xcode's and `swift test`'s bundles on macOS: the products folder holds both.
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("kata")
  }()

  struct Run {
    var status: Int32
    var output: String
    /// The lines printed, without the last one's line break.
    var lines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .dropLast(output.hasSuffix("\n") ? 1 : 0)
    }
  }

  func kata(_ arguments: String...) -> Run {
    let result = Shell.run([Self.kata.path] + arguments, in: root)
    return Run(status: result.status, output: result.output)
  }

  /// Runs git and returns what it printed, trimmed.
  func git(_ arguments: String...) -> String {
    Shell.git(arguments, in: root).output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }
}

extension String {
  /// The kata's spec file with the body of its one test replaced by `body`.
  func replacingSpec(with body: String) -> String {
    guard let start = range(of: "async {\n"), let end = range(of: "\n  }\n}", options: .backwards)
    else { return self }
    return String(self[..<start.upperBound]) + body + String(self[end.lowerBound...])
  }
}
