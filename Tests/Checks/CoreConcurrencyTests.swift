import Foundation
import Testing

/// Where the core's code runs is said by the compiler, not by locks: the VIPER roles are on the
/// main actor, the stores are actors, and nothing in any folder of `Sources/TodoVIPER` (`List/`,
/// `Add/`, `Edit/`, `App/`, `Entities/`, `Ports/`, `Dates/`, `Stores/`, `Internals/`, `Words/`)
/// reaches for a lock, a queue, a semaphore or an unchecked promise of safety.
///
/// A line-by-line search of the source text: it guards against the common slip (a `DispatchQueue`
/// or an `@unchecked Sendable` added to make the compiler stop complaining), not every one.
struct CoreConcurrencyTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The core's folders: every folder of `Sources/TodoVIPER` with Swift files in it, so that a
  /// folder added later is searched too.
  static var coreFolders: [String] {
    get throws {
      let core = packageRoot.appendingPathComponent("Sources/TodoVIPER")
      return try FileManager.default.contentsOfDirectory(atPath: core.path).sorted().filter {
        let files = try? FileManager.default.contentsOfDirectory(
          atPath: core.appendingPathComponent($0).path)
        return files?.contains { $0.hasSuffix(".swift") } ?? false
      }
    }
  }

  /// The folders whose classes and protocols run on the main actor: each module's (the folders
  /// with an `…Interfaces.swift`) and the composition root's, `App/`.
  static var mainActorFolders: [String] {
    get throws {
      let core = packageRoot.appendingPathComponent("Sources/TodoVIPER")
      return try coreFolders.filter { folder in
        let files = try FileManager.default.contentsOfDirectory(
          atPath: core.appendingPathComponent(folder).path)
        return folder == "App" || files.contains { $0.hasSuffix("Interfaces.swift") }
      }
    }
  }

  /// Ways around the compiler's checks, and the locks and queues that would stand in for actors.
  static var forbidden: Regex<Substring> {
    /@unchecked|nonisolated\(unsafe\)|DispatchQueue|DispatchSemaphore|NSLock|NSRecursiveLock|NSCondition|Mutex|os_unfair_lock|OSAllocatedUnfairLock|pthread_mutex|pthread_rwlock/
  }

  /// Whether a line holds a word every forbidden pattern has in it: the patterns are tried only
  /// on such lines, as a regular expression costs far more than a search for its letters.
  static func mayBeForbidden(_ line: Substring) -> Bool {
    ["nchecked", "nsafe", "Dispatch", "ock", "utex", "NSCondition"].contains { line.holds($0) }
  }

  /// The core's files, as (path from the package root, text).
  static func coreFiles() throws -> [(path: String, text: String)] {
    try coreFolders.flatMap { folder in
      let url = packageRoot.appendingPathComponent("Sources/TodoVIPER/\(folder)")
      return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        .filter { $0.hasSuffix(".swift") }
        .map { name in
          (
            "Sources/TodoVIPER/\(folder)/\(name)",
            try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
          )
        }
    }
  }

  @Test func `the core has no locks, queues, semaphores or unchecked sendability`() throws {
    let files = try Self.coreFiles()
    #expect(files.count > 35)

    // One expression for every line: a literal is parsed again each time it is evaluated.
    let forbidden = Self.forbidden
    let offenders = files.flatMap { file in
      file.text.lines().enumerated()
        .filter { !$0.element.trimmedOfSpaces.hasPrefix("//") }
        .filter { Self.mayBeForbidden($0.element) && $0.element.contains(forbidden) }
        .map { "\(file.path):\($0.offset + 1): \($0.element.trimmedOfSpaces)" }
    }
    #expect(offenders == [])
  }

  @Test func `the search covers every folder of the core, and the main-actor check every module`()
    throws
  {
    // A module that add-viper-module has just written, not wired in yet, is searched and
    // checked too, and left out of these lists (see AppModules).
    let isUnwired = { AppModules.isUnwiredModule($0, in: Self.packageRoot) }
    #expect(
      try Self.coreFolders.filter { !isUnwired($0) } == [
        "Add", "App", "Dates", "Edit", "Entities", "Internals", "List", "Ports", "Stores", "Words",
      ])
    #expect(try Self.mainActorFolders.filter { !isUnwired($0) } == ["Add", "App", "Edit", "List"])
  }

  @Test func `the search finds what it looks for, so an empty answer means something`() {
    #expect("  let lock = NSLock()"[...].contains(Self.forbidden))
    #expect("final class Store: @unchecked Sendable {"[...].contains(Self.forbidden))
    #expect("  nonisolated(unsafe) var cache = [:]"[...].contains(Self.forbidden))
    #expect("  DispatchQueue.main.async { }"[...].contains(Self.forbidden))
    #expect(!"  private var lastReported = 0"[...].contains(Self.forbidden))
    for line in [
      "@unchecked", "nonisolated(unsafe)", "DispatchQueue", "DispatchSemaphore", "NSLock",
      "NSRecursiveLock", "NSCondition", "Mutex", "os_unfair_lock", "OSAllocatedUnfairLock",
      "pthread_mutex", "pthread_rwlock",
    ] {
      #expect(Self.mayBeForbidden(line[...]), "\(line)")
    }
  }

  /// A module's data-manager port is the one protocol of its folder that is not on the main
  /// actor: it is `Sendable`, as the store that implements it runs on an actor of its own.
  @Test func `every class and protocol of the modules and the app says it runs on the main actor`()
    throws
  {
    let declaration = /^public (?:final class|protocol) (\w+)/.anchorsMatchLineEndings()
    let sendablePort = /^public protocol (\w+DataManager): Sendable \{/
    var unmarked: [String] = []
    var sendablePorts: [String] = []
    var checked = 0
    let folders = try Self.mainActorFolders.map { "Sources/TodoVIPER/\($0)/" }
    for file in try Self.coreFiles() where folders.contains(where: file.path.hasPrefix) {
      // A module not wired in yet is checked, and left out of the figures below.
      let isUnwired = AppModules.isUnwiredModule(
        String(file.path.split(separator: "/")[2]), in: Self.packageRoot)
      let lines = file.text.lines(omittingEmpty: false)
      for (index, line) in lines.enumerated() {
        if let port = line.firstMatch(of: sendablePort) {
          if !isUnwired { sendablePorts.append("\(file.path): \(port.1)") }
          continue
        }
        guard let match = line.firstMatch(of: declaration) else { continue }
        if !isUnwired { checked += 1 }
        if index == 0 || lines[index - 1] != "@MainActor" {
          unmarked.append("\(file.path): \(match.1)")
        }
      }
    }
    #expect(checked == 27)
    #expect(unmarked == [])
    #expect(
      sendablePorts == [
        "Sources/TodoVIPER/Add/AddDataManager.swift: AddDataManager",
        "Sources/TodoVIPER/Edit/EditDataManager.swift: EditDataManager",
        "Sources/TodoVIPER/List/ListDataManager.swift: ListDataManager",
      ])
  }

  @Test func `the core imports Foundation only: no system library, so it reads no file`() throws {
    let core = Self.packageRoot.appendingPathComponent("Sources/TodoVIPER")
    let files = try #require(FileManager.default.enumerator(atPath: core.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 25)

    var imports: Set<String> = []
    for file in files {
      let text = try String(contentsOf: core.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains("import ") {
        if let match = line.firstMatch(of: /^\s*(?:@\w+\s+)?import\s+(\w+)/) {
          imports.insert(String(match.1))
        }
      }
    }
    #expect(imports == ["Foundation"])
  }

  /// What only code that talks to the C library writes: a declaration of a C function by its
  /// symbol, or a C type (a `CChar` string is a path handed to the system).
  static var systemInterface: Regex<Substring> {
    /@_silgen_name|@_extern|@_cdecl|\bC(?:Char|Int|UnsignedInt|Long|Bool|String)\b|\bmode_t\b|\bstat\(\)/
  }

  /// Whether a line holds the letters of one of the system-interface patterns: as for
  /// ``mayBeForbidden(_:)``, the expression is tried only on such lines.
  static func mayBeSystemInterface(_ line: Substring) -> Bool {
    [
      "@_silgen_name", "@_extern", "@_cdecl", "CChar", "CInt", "CUnsignedInt", "CLong", "CBool",
      "CString", "mode_t", "stat()",
    ].contains { line.holds($0) }
  }

  @Test func `the core declares no system call and builds no C string for one`() throws {
    let files = try Self.coreFiles()
    #expect(files.count > 35)

    let systemInterface = Self.systemInterface
    let offenders = files.flatMap { file in
      file.text.lines(omittingEmpty: false).enumerated()
        .filter { !$0.element.trimmedOfSpaces.hasPrefix("//") }
        .filter { Self.mayBeSystemInterface($0.element) && $0.element.contains(systemInterface) }
        .map { "\(file.path):\($0.offset + 1): \($0.element.trimmedOfSpaces)" }
    }
    #expect(offenders == [])
  }

  @Test func `the system-call check sees a declaration of a C function and a C string`() {
    for line in [
      "@_silgen_name(\"open\") func systemOpen(_ path: UnsafePointer<CChar>) -> Int32",
      "@_extern(c, \"lstat\") func lstat()", "@_cdecl(\"todo_open\")",
      "  package var cString: [CChar]? {", "  let count: CInt = 0", "  var info = stat()",
      "func kind(of mode: mode_t) -> Word",
    ] {
      #expect(line[...].contains(Self.systemInterface), "\(line)")
      #expect(Self.mayBeSystemInterface(line[...]), "\(line)")
    }
    #expect(!"  let characters: [Character] = []"[...].contains(Self.systemInterface))
    #expect(!"  let statement = Statement()"[...].contains(Self.systemInterface))
  }

  @Test func `the import check sees an import of a system library`() {
    for line in ["import Glibc", "  import Darwin", "@preconcurrency import Musl"] {
      #expect(line.firstMatch(of: /^\s*(?:@\w+\s+)?import\s+(\w+)/)?.1 != nil, "\(line)")
    }
  }
}
