import Foundation
import Testing
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder held open: the one it checked is the one it works in.
struct ToolFolderTests {
  let scratch: Scratch

  init() throws { scratch = try Scratch() }

  @Test func `a held folder keeps receiving writes after its path names another folder`()
    throws
  {
    try scratch.folder("viper-todo")
    try scratch.folder("evil")
    let held = try ToolFolder(opening: scratch.at("viper-todo"))

    // The attack of the default store's race: the checked folder swapped for a link.
    #expect(rename(scratch.at("viper-todo"), scratch.at("moved")) == 0)
    try scratch.link("viper-todo", to: scratch.at("evil"))
    try held.write("saved", to: "todos.json")

    #expect(try scratch.names(in: "evil") == [])
    #expect(try scratch.text("moved/todos.json") == "saved")
  }

  @Test func `a symbolic link on the way to a folder is not followed`() throws {
    let outside = try scratch.folder("outside")
    try scratch.folder("copy")
    try scratch.link("copy/Sources", to: outside)
    let copy = try ToolFolder(opening: scratch.at("copy"))

    let error = #expect(throws: ToolFileError.self) {
      try copy.folder(at: "Sources/TodoVIPER", creating: true)
    }

    #expect(
      error == ToolFileError(.openFolder, scratch.at("copy/Sources"), .notFolder("a symbolic link"))
    )
    #expect(
      error?.description
        == "cannot open the folder \(scratch.at("copy/Sources")): it is a symbolic link, not a folder"
    )
    #expect(try scratch.names(in: "outside") == [])
  }

  @Test func `a relative path that climbs out is refused`() throws {
    let copy = try ToolFolder(opening: try scratch.folder("copy"))

    #expect(throws: ToolFileError(.openFolder, scratch.at("copy/Sources/../../x"), .notOneName)) {
      try copy.folder(at: "Sources/../../x")
    }
    #expect(throws: ToolFileError(.openFolder, "/etc", .notOneName)) {
      try copy.folder(at: "/etc")
    }
  }

  @Test func `folders on a relative path are made, each one inside the last`() throws {
    let copy = try ToolFolder(opening: try scratch.folder("copy"))

    let made = try copy.folder(at: "Sources/./TodoVIPER/List", creating: true)
    try made.write("x", to: "ListInteractor.swift")

    #expect(made.path == scratch.at("copy/Sources/TodoVIPER/List"))
    #expect(try scratch.text("copy/Sources/TodoVIPER/List/ListInteractor.swift") == "x")
  }

  @Test func `the entries are sorted, each named by what it is, not what it names`() throws {
    try scratch.file("folder/b.swift", "")
    try scratch.folder("folder/a")
    try scratch.link("folder/c", to: scratch.at("folder/a"))
    #expect(mkfifo(scratch.at("folder/d"), 0o600) == 0)

    let entries = try ToolFolder(opening: scratch.at("folder")).entries()

    #expect(
      entries == [
        .init(name: "a", kind: .folder), .init(name: "b.swift", kind: .regularFile),
        .init(name: "c", kind: .symbolicLink), .init(name: "d", kind: .other),
      ])
  }

  @Test func `a link is read only when told to follow it`() throws {
    try scratch.file("folder/real.swift", "let x = 1\n")
    try scratch.link("folder/linked.swift", to: scratch.at("folder/real.swift"))
    let folder = try ToolFolder(opening: scratch.at("folder"))

    #expect(throws: ToolFileError(.read, scratch.at("folder/linked.swift"), .system(ELOOP))) {
      try folder.read("linked.swift", limit: 100)
    }
    #expect(try folder.readText("linked.swift", limit: 100, followingLinks: true) == "let x = 1\n")
  }

  @Test func `a tree is removed without following a link out of it`() throws {
    try scratch.file("outside/keep.swift", "keep")
    try scratch.file("copy/Sources/a.swift", "a")
    try scratch.link("copy/Sources/out", to: scratch.at("outside"))
    let root = try ToolFolder(opening: scratch.path)

    try root.removeTree("copy")
    try root.removeTree("never-there")

    #expect(try scratch.names() == ["outside"])
    #expect(try scratch.text("outside/keep.swift") == "keep")
  }

  @Test func `a temporary folder is new, private, and inside the folder asked`() throws {
    let made = try ToolFolder.makeTemporary(prefix: "mutants-", in: scratch.path)
    let name = String(made.path.dropFirst(scratch.path.count + 1))

    #expect(made.path.hasPrefix(scratch.path + "/mutants-"))
    #expect(name.count == "mutants-".count + 12)
    #expect(try scratch.permissions(name) == 0o700)
    #expect(try scratch.names() == [name])
  }

  @Test func `a name that is not one name is refused`() throws {
    let folder = try ToolFolder(opening: scratch.path)

    for name in ["", ".", "..", "a/b"] {
      #expect(throws: ToolFileError(.write, scratch.at(name), .notOneName)) {
        try folder.write("x", to: name)
      }
    }
  }
}
