import Foundation
import ToolPlatform

// The files the paths name, and the mutants in them.
extension MutationRun {
  /// The Swift files the paths name, as paths from the root, sorted within each path.
  ///
  /// A path names `Sources` or something in it by names alone: `.` and empty names are dropped,
  /// and `..` is refused, so that no path, however it is spelled, names a file outside the
  /// package's `Sources` (a link in `Sources` to a file elsewhere is read, and copied as a file:
  /// what the run writes stays in its copy). Folders are walked through links, a folder met
  /// twice on one way down refused.
  ///
  /// - Throws: ``ToolError`` for a path outside `Sources`, or one that names nothing.
  func files() throws -> [String] {
    var files: [String] = []
    let package = try ToolFolder(opening: root)
    for path in options.paths {
      let names = path.split(separator: "/").map(String.init).filter { $0 != "." }
      guard names.first == "Sources", !names.contains(".."), !path.hasPrefix("/") else {
        throw ToolError(
          "\(ToolOutput.escaped(path)) is not under Sources: the tool mutates the package's "
            + "sources, named by a path inside Sources without \"..\"")
      }
      let missing = ToolError(
        "no such file or folder: \(ToolOutput.escaped(path)) (a folder or a Swift file under "
          + "Sources)")
      var folder = package
      for name in names.dropLast() {
        guard (try? folder.entry(name, followingLinks: true))??.kind == .folder else {
          throw missing
        }
        folder = try folder.folder(name, followingLinks: true)
      }
      let last = names[names.count - 1]
      guard let named = try folder.entry(last, followingLinks: true) else { throw missing }
      let relative = names.joined(separator: "/")
      switch named.kind {
      case .folder:
        files += try Self.swiftFiles(in: folder.folder(last, followingLinks: true), holding: [])
          .sorted().map { "\(relative)/\($0)" }
      case .regularFile: files.append(relative)
      case .symbolicLink, .other: throw missing
      }
    }
    return files
  }

  /// The Swift files in `folder` and the folders in it, through links, as paths from it.
  static func swiftFiles(in folder: ToolFolder, holding: [FileIdentity]) throws -> [String] {
    var found: [String] = []
    let identity = folder.identity
    for entry in try folder.entries() {
      guard let named = try folder.entry(entry.name, followingLinks: true) else { continue }
      if named.kind == .regularFile, entry.name.hasSuffix(".swift") {
        found.append(entry.name)
      } else if named.kind == .folder, named.identity != identity,
        !holding.contains(named.identity)
      {
        let inner = try folder.folder(entry.name, followingLinks: true)
        found += try swiftFiles(in: inner, holding: holding + [identity]).map {
          "\(entry.name)/\($0)"
        }
      }
    }
    return found
  }

  /// The mutants and markers of each of `files`, read in `package` (the package's tree, or the
  /// run's copy of it).
  func findMutants(_ files: [String], in package: ToolFolder) throws -> [FileMutants] {
    try files.map { file in
      let (folder, name) = Self.split(file)
      let text = try package.folder(at: folder, followingLinks: true).readText(
        name, limit: Self.largestFile, followingLinks: true)
      return SiteFinder.mutants(inFile: file, text: text)
    }
  }
}
