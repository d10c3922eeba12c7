import Foundation
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The run's copy of the package.
extension MutationRun {
  /// The largest file the copy takes (a source, an image of the documentation).
  static let largestFile = 256 << 20

  /// Copies the package into a folder of the run's own, `mutants-XXXXXX/package` in the
  /// temporary folder, without build folders, and returns it held open.
  ///
  /// - Throws: ``ToolError`` for a temporary folder inside the package: the copy would copy
  ///   itself; what ``copyTree(from:to:holding:skipping:isRoot:)`` throws.
  func makeCopy() throws -> ToolFolder {
    let temporary = ToolPath.temporaryFolder
    if ToolPath.isInside(temporary, folder: root) {
      throw ToolError(
        "the temporary folder \(ToolOutput.escaped(temporary)) is inside the package, which the "
          + "run copies: set TMPDIR to a folder outside it")
    }
    let parent = try ToolFolder(opening: temporary)
    temporaryParent = parent
    let base = try parent.makeTemporary(prefix: "mutants-")
    runFolder = base
    // Searchable by all, not listable: tests that run `todo` as another user (setpriv) must
    // reach the built `todo`, their folders and the trace files, by paths they are given;
    // the trace folder's name, which no one else is given, keeps the traces to the run.
    try base.setPermissions(0o711)
    if !options.keep { try children.guardCopy(base.path) }
    let scratch = try base.folder("tmp", creating: true)
    environment["TMPDIR"] = scratch.path
    let package = try base.folder("package", creating: true)
    copy = package.path
    copyFolder = package
    let sourceRoot = try ToolFolder(opening: root)
    try Self.copyTree(
      from: sourceRoot, to: package, holding: [], skipping: base.identity, isRoot: true)
    return package
  }

  /// Copies the folder at the path `source` to a new folder at the path `target`, as
  /// ``copyTree(from:to:holding:skipping:isRoot:)`` does.
  static func copyTree(from source: String, to target: String) throws {
    let (parent, name) = (
      (target as NSString).deletingLastPathComponent, (target as NSString).lastPathComponent
    )
    let made = try ToolFolder(opening: parent.isEmpty ? "." : parent).folder(name, creating: true)
    try copyTree(
      from: try ToolFolder(opening: source), to: made, holding: [], skipping: nil, isRoot: true)
  }

  /// Copies the folder `source` into `target`, without build folders, as real files and
  /// folders, every file writable by its owner (mode 0644, or 0755 where the source may be run).
  ///
  /// A link is copied as what it points to, never as a link: the run writes its schemata into
  /// the copy's files for the whole build, and a write through a link would change a file
  /// outside the copy (a source file linked from elsewhere), and leave it changed if the run
  /// were killed. A link to nothing, a FIFO, a device or a socket is left out; so are the
  /// folder `skipping` (the run's own, should the package hold it) and a copy an earlier run
  /// left (a `mutants-XXXXXX` folder that holds a `package`).
  ///
  /// - Parameter holding: The identities of the folders being copied that hold `source`.
  /// - Throws: ``ToolError`` for a link to a folder that holds it: the copy would never end.
  static func copyTree(
    from source: ToolFolder, to target: ToolFolder, holding: [FileIdentity],
    skipping: FileIdentity?, isRoot: Bool
  ) throws {
    let sourceIdentity = source.identity
    for entry in try source.entries() {
      let name = entry.name
      if isRoot, name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" { continue }
      guard let named = try source.entry(name, followingLinks: true) else { continue }
      switch named.kind {
      case .regularFile:
        let bytes = try source.read(name, limit: largestFile, followingLinks: true)
        try target.write(
          bytes, to: name, permissions: named.permissions & 0o111 == 0 ? 0o644 : 0o755)
      case .folder:
        if named.identity == skipping { continue }
        if named.identity == sourceIdentity || holding.contains(named.identity) {
          let from = source.path + "/" + name
          let real = ToolPath.resolved(from) ?? from
          throw ToolError(
            "cannot copy the package: \(ToolOutput.escaped(from)) is a link to "
              + "\(ToolOutput.escaped(real)), a folder that holds it, so the copy would never end")
        }
        let inner = try source.folder(name, followingLinks: true)
        if isLeftoverCopy(name, inner) { continue }
        try copyTree(
          from: inner, to: try target.folder(name, creating: true),
          holding: holding + [sourceIdentity], skipping: skipping, isRoot: false)
      case .symbolicLink, .other:
        continue
      }
    }
  }

  /// Whether the folder `name` is a copy an earlier run left (one a SIGKILL stopped before its
  /// guardian existed, or a run with TMPDIR inside the package made before that was refused):
  /// `mutants-` and six letters or digits, holding a `package`.
  static func isLeftoverCopy(_ name: String, _ folder: ToolFolder) -> Bool {
    let suffix = name.dropFirst("mutants-".count)
    guard name.hasPrefix("mutants-"), suffix.count == 6 || suffix.count == 12,
      suffix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
    else { return false }
    return (try? folder.kind(of: "package")) == .folder
  }

  /// Reads the file at `file` (a path from the package's root) in the copy.
  func readInCopy(_ file: String) throws -> String {
    guard let copyFolder else { throw ToolError("no copy of the package was made") }
    let (folder, name) = Self.split(file)
    return try copyFolder.folder(at: folder).readText(name, limit: Self.largestFile)
  }

  /// Replaces the file at `file` (a path from the package's root) in the copy with `text`,
  /// never through a link, so that the write stays inside the copy.
  func writeInCopy(_ text: String, to file: String) throws {
    guard let copyFolder else { throw ToolError("no copy of the package was made") }
    let (folder, name) = Self.split(file)
    try copyFolder.folder(at: folder).write(text, to: name)
  }

  /// Removes the file at `file` (a path from the package's root) from the copy.
  func removeInCopy(_ file: String) throws {
    guard let copyFolder else { return }
    let (folder, name) = Self.split(file)
    try copyFolder.folder(at: folder).removeTree(name)
  }

  /// `Sources/T/T.swift` as its folder, `Sources/T`, and its name, `T.swift`.
  static func split(_ file: String) -> (folder: String, name: String) {
    guard let slash = file.lastIndex(of: "/") else { return (".", file) }
    return (String(file[..<slash]), String(file[file.index(after: slash)...]))
  }
}
