import Foundation
import Testing

@testable import KataKit

/// The katas as `Katas/katas.json` lists them.
struct ManifestTests {
  let workspace: Workspace

  init() throws {
    workspace = try Workspace(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
  }

  @Test func `there are thirteen katas, five of them write-the-spec, in the article's order`()
    throws
  {
    let katas = try workspace.manifest().katas

    #expect(
      katas.map(\.name) == [
        "list-interactor-window", "list-interactor-order-spec", "list-presenter-display",
        "list-presenter-sections-spec", "routing-to-add", "add-interactor-validation",
        "add-due-date-spec", "add-presenter-order", "edit-identity-in", "edit-result-out-spec",
        "latest-refresh-wins", "module-lifetime-spec", "translated-message",
      ])
    #expect(katas.filter { $0.kind == .writeTheSpec }.count == 5)
  }

  @Test func `every kata says its level and the minutes a newcomer takes, reading included`()
    throws
  {
    let katas = try workspace.manifest().katas

    #expect(
      katas.map { "\($0.name): \($0.level ?? "no level"), \($0.minutes ?? 0) min" } == [
        "list-interactor-window: medium, 30 min", "list-interactor-order-spec: medium, 25 min",
        "list-presenter-display: hard, 40 min", "list-presenter-sections-spec: medium, 25 min",
        "routing-to-add: easy, 15 min", "add-interactor-validation: medium, 20 min",
        "add-due-date-spec: easy, 20 min", "add-presenter-order: medium, 25 min",
        "edit-identity-in: medium, 25 min", "edit-result-out-spec: easy, 15 min",
        "latest-refresh-wins: medium, 20 min", "module-lifetime-spec: hard, 30 min",
        "translated-message: medium, 30 min",
      ])
  }

  @Test func `Practise's example session counts the specs the first kata declares`() throws {
    let practise = try String(
      contentsOf: workspace.root.appendingPathComponent(
        "Sources/TodoVIPER/TodoVIPER.docc/Practise.md"),
      encoding: .utf8)
    let totals = practise.split(separator: "\n").compactMap {
      $0.firstMatch(of: /(?:\d+ of |All )(\d+)(?: specs pass|"\))/)?.output.1
    }

    #expect(try workspace.manifest().kata(named: "list-interactor-window")?.specs?.count == 19)
    #expect(totals == ["19", "19", "19", "19"])
  }

  @Test func `every kata has what its kind needs, and every patch belongs to a kata`() throws {
    let problems = Verification.problems(of: try workspace.manifest(), in: workspace)

    #expect(problems == [], "\(problems.joined(separator: "\n"))")
  }

  @Test func `a kata is found by its name or by its number from 1`() throws {
    let manifest = try workspace.manifest()

    #expect(manifest.kata(named: "routing-to-add")?.name == "routing-to-add")
    #expect(manifest.kata(named: "5")?.name == "routing-to-add")
    #expect(manifest.kata(named: "0") == nil)
    #expect(manifest.kata(named: "12")?.name == "module-lifetime-spec")
    #expect(manifest.kata(named: "13")?.name == "translated-message")
    #expect(manifest.kata(named: "14") == nil)
    #expect(manifest.kata(named: "routing") == nil)
  }

  @Test func `a make-it-green kata checks the suites of its specs; a write-the-spec one, its own`()
    throws
  {
    let manifest = try workspace.manifest()

    #expect(
      manifest.kata(named: "latest-refresh-wins")?.suites == [
        "ListInteractorSpecs", "ListRefreshSpecs",
      ])
    #expect(manifest.kata(named: "add-due-date-spec")?.suites == ["AddDueDateKata"])
  }
}
