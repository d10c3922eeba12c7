import Foundation
import Testing
import ToolPlatform

/// Whether a path is inside a folder, once `..` and links are resolved.
struct ToolPathTests {
  let scratch: Scratch
  let root: String

  init() throws {
    scratch = try Scratch()
    try scratch.file("package/Sources/TodoVIPER/Add/AddInteractor.swift", "")
    try scratch.file("victim/V.swift", "")
    root = try #require(ToolPath.resolved(scratch.path))
  }

  @Test func `a file under the folder is inside it, by its path there`() {
    #expect(
      ToolPath.relative(
        scratch.at("package/Sources/TodoVIPER/Add/AddInteractor.swift"),
        inside: scratch.at("package/Sources")) == "TodoVIPER/Add/AddInteractor.swift")
    #expect(
      ToolPath.relative(scratch.at("package/Sources/"), inside: scratch.at("package/Sources")) == ""
    )
  }

  @Test func `a path that climbs out with .. is outside, however it starts`() {
    let climbing = scratch.at("package/Sources/../../victim/V.swift")

    #expect(ToolPath.relative(climbing, inside: scratch.at("package/Sources")) == nil)
    #expect(!ToolPath.isInside(climbing, folder: scratch.at("package/Sources")))
    #expect(ToolPath.resolved(climbing) == root + "/victim/V.swift")
  }

  @Test func `a link under the folder to a file outside is outside`() throws {
    try scratch.link("package/Sources/V.swift", to: scratch.at("victim/V.swift"))

    #expect(
      !ToolPath.isInside(
        scratch.at("package/Sources/V.swift"), folder: scratch.at("package/Sources")))
  }

  @Test func `a sibling whose name starts with the folder's is outside`() throws {
    try scratch.folder("package/Sources2")

    #expect(
      !ToolPath.isInside(scratch.at("package/Sources2"), folder: scratch.at("package/Sources")))
  }

  @Test func `a path that does not exist resolves to nothing`() {
    #expect(ToolPath.resolved(scratch.at("absent")) == nil)
    #expect(!ToolPath.isInside(scratch.at("package/Sources/absent.swift"), folder: scratch.path))
  }
}
