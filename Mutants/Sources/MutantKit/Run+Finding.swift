import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The files the paths name, and the mutants in them.
extension MutationRun {
  /// The Swift files the paths name, as paths from the root.
  func files() throws -> [String] {
    var files: [String] = []
    for path in options.paths {
      let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
      var isFolder: ObjCBool = false
      let full = root + "/" + trimmed
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
        throw ToolError("no such file or folder: \(path) (a folder or a Swift file under Sources)")
      }
      guard trimmed == "Sources" || trimmed.hasPrefix("Sources/") else {
        throw ToolError("\(path) is not under Sources: the tool mutates the package's sources")
      }
      if isFolder.boolValue {
        let names = FileManager.default.enumerator(atPath: full)?.compactMap { $0 as? String } ?? []
        files += names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(trimmed)/\($0)" }
      } else {
        files.append(trimmed)
      }
    }
    return files
  }

  func findMutants() throws -> [FileMutants] {
    try files().map { file in
      guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else {
        throw ToolError("cannot read \(file)")
      }
      return SiteFinder.mutants(inFile: file, text: text)
    }
  }
}
