import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoVIPER

/// The platform layer's own calls (`Sources/TodoPlatform/SystemCalls.swift`), which the file
/// store and the terminal both read through: what they leave open when they refuse a file.
struct SystemCallsTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func `a folder is refused as not a regular file, and the descriptor opened on it closed`()
    throws
  {
    let path = folder.path("tables")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)

    let error = #expect(throws: SystemCallFailure.self) {
      try SystemCalls.readRegularFile(at: BytePath(path), maximumSize: 16)
    }

    #expect(error?.message.description == "it is a folder, not a regular file")
    #expect(OpenFiles.descriptors(inside: folder.url.path) == [])
  }
}
