import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The run's copy of the package.
extension MutationRun {
  /// Copies the package into a temporary folder of the tool's own, without build folders.
  func makeCopy() throws -> String {
    var template = Array((Self.temporaryFolder + "/mutants-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw ToolError("cannot make a temporary folder") }
    let base = String(cString: made)
    copy = base
    // Readable by all, as the package's own tree is: tests that run `todo` as another user
    // (setpriv) must reach the built `todo`, their folders and the trace files.
    chmod(base, 0o755)
    try FileManager.default.createDirectory(
      atPath: base + "/tmp", withIntermediateDirectories: true)
    environment["TMPDIR"] = base + "/tmp"
    let target = base + "/package"
    try Self.copyTree(from: root, to: target)
    return target
  }

  /// Copies the folder `source` to `target`, without build folders, as real files and folders.
  ///
  /// A link is copied as what it points to, never as a link: the run writes its schemata into
  /// the copy's files for the whole build, and a write through a link would change a file
  /// outside the copy (a source file linked from elsewhere), and leave it changed if the run
  /// were killed. A link to nothing is left out.
  ///
  /// - Parameter holding: The real paths of the folders being copied that hold `source`.
  /// - Throws: ``ToolError`` for a link to a folder that holds it: the copy would never end.
  static func copyTree(from source: String, to target: String, holding: [String] = []) throws {
    let manager = FileManager.default
    let folder = realPath(source) ?? source
    try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: source) {
      if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" { continue }
      let from = source + "/" + name
      guard let real = realPath(from) else { continue }
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: real, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if real == folder || holding.contains(real) {
          throw ToolError(
            "cannot copy the package: \(from) is a link to \(real), a folder that holds it, so "
              + "the copy would never end")
        }
        try copyTree(from: from, to: target + "/" + name, holding: holding + [folder])
      } else {
        try manager.copyItem(atPath: real, toPath: target + "/" + name)
      }
    }
  }

  /// The path of what `path` names, every link in it followed (realpath(3)); `nil` when it
  /// names nothing.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
