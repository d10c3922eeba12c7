import Foundation
import Testing

@testable import MutantKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The attacks of the fifth hostile round on the tool (../shared/hostile-5.md, H5-20 to H5-24),
/// and those tried beyond it: each is refused, named, or harmless, and none reaches a file
/// outside the tool's copy.
struct HostileInputTests {
  /// A package of one target, `T`, in a folder of the test's own: `Sources/T/T.swift` holds one
  /// site (`a < b`) unless told; `victim/V.swift` lies beside `Sources`, outside it.
  final class SmallPackage {
    let folder: URL
    let root: String

    init(source: String = "func f(_ a: Int, _ b: Int) -> Bool {\n  return a < b\n}\n") throws {
      folder = try Fixture.temporaryFolder()
      root = folder.path + "/package"
      let manager = FileManager.default
      try manager.createDirectory(atPath: root + "/Sources/T", withIntermediateDirectories: true)
      try manager.createDirectory(atPath: root + "/victim", withIntermediateDirectories: true)
      try "// swift-tools-version: 6.2\nimport PackageDescription\n"
        .appending("let package = Package(name: \"p\", targets: [.target(name: \"T\")])\n")
        .write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
      try source.write(toFile: root + "/Sources/T/T.swift", atomically: true, encoding: .utf8)
      try "func v(_ a: Int, _ b: Int) -> Bool {\n  return a < b\n}\n".write(
        toFile: root + "/victim/V.swift", atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs `mutate` in the package with `arguments`, its standard output to `output` (a file
    /// unless told), within a minute; returns its status (128 + n when a signal ended it) and
    /// what it wrote.
    func mutate(
      _ arguments: [String], environment extra: [String: String] = [:],
      output: FileHandle? = nil
    ) async throws -> (status: Int32, out: String, err: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Fixture.mutate)
      process.arguments = arguments
      process.currentDirectoryURL = URL(fileURLWithPath: root)
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = folder.path
      environment.merge(extra) { $1 }
      process.environment = environment
      let out = folder.appendingPathComponent("stdout")
      let err = folder.appendingPathComponent("stderr")
      _ = FileManager.default.createFile(atPath: out.path, contents: nil)
      _ = FileManager.default.createFile(atPath: err.path, contents: nil)
      process.standardOutput = try output ?? FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let ended = try await Fixture.wait(for: process, atMost: 60)
      #expect(ended, "mutate did not end within a minute")
      let status =
        process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus : process.terminationStatus
      return (status, Fixture.text(folder, "stdout"), Fixture.text(folder, "stderr"))
    }
  }

  // MARK: - H5-20: a path that climbs out of Sources

  @Test func `a path that climbs out of Sources with .. is refused, naming it`() throws {
    let package = try SmallPackage()
    var options = Options()
    options.paths = ["Sources/../victim/V.swift"]

    #expect {
      try MutationRun(options: options, root: package.root).files()
    } throws: { error in
      "\(error)"
        == "Sources/../victim/V.swift is not under Sources: the tool mutates the package's "
        + "sources, named by a path inside Sources without \"..\""
    }
  }

  @Test func `a path that climbs out of Sources is refused by the tool, and the file outside kept`()
    async throws
  {
    let package = try SmallPackage()
    let before = try String(contentsOfFile: package.root + "/victim/V.swift", encoding: .utf8)

    let run = try await package.mutate(["Sources/../victim"])

    #expect(run.status == 2)
    #expect(
      run.err
        == "mutate: Sources/../victim is not under Sources: the tool mutates the package's "
        + "sources, named by a path inside Sources without \"..\"\n")
    #expect(try String(contentsOfFile: package.root + "/victim/V.swift", encoding: .utf8) == before)
  }

  // MARK: - H5-21: a temporary folder inside the package

  @Test func `a temporary folder inside the package is refused, named, and nothing is copied`()
    async throws
  {
    let package = try SmallPackage()
    try FileManager.default.createDirectory(
      atPath: package.root + "/tmp", withIntermediateDirectories: true)

    let run = try await package.mutate(
      ["Sources/T"], environment: ["TMPDIR": package.root + "/tmp"])

    #expect(run.status == 2)
    #expect(
      run.err
        == "mutate: the temporary folder \(package.root)/tmp is inside the package, which the "
        + "run copies: set TMPDIR to a folder outside it\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.root + "/tmp") == [])
  }

  @Test func `a copy a killed run left at the package's root is not copied again`() throws {
    let package = try SmallPackage()
    try FileManager.default.createDirectory(
      atPath: package.root + "/mutants-Ab12Cd/package/Sources", withIntermediateDirectories: true)
    let copy = package.folder.path + "/copy"

    try MutationRun.copyTree(from: package.root, to: copy)

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: copy).sorted()
        == ["Package.swift", "Sources", "victim"])
  }

  // MARK: - H5-22: a source file changed as a run starts

  @Test func `a site past the end of its file's text is left out of the rewrite, never a trap`() {
    let mutant = Mutant(
      file: "Sources/T/T.swift", line: 30, column: 11, kind: .swap(from: "<", to: "<="),
      occurrence: 1,
      original: "  return a < b", mutated: "  return a <= b")
    let beyondItsLine = Mutant(
      file: "Sources/T/T.swift", line: 1, column: 80, kind: .swap(from: "<", to: "<="),
      occurrence: 1,
      original: "  return a < b", mutated: "  return a <= b")

    let schemata = Schemata.rewrite(
      "let x = 1\n", sites: [(0, mutant), (1, beyondItsLine)], target: "T")

    #expect(schemata.text == "let x = 1\n")
    #expect(schemata.positions.isEmpty)
    #expect(schemata.declarations.isEmpty)
  }

  // MARK: - H5-23: a read-only source

  @Test func `a read-only source is copied writable, so its schemata can be written`() throws {
    let package = try SmallPackage()
    #expect(chmod(package.root + "/Sources/T/T.swift", 0o444) == 0)
    let copy = package.folder.path + "/copy"

    try MutationRun.copyTree(from: package.root, to: copy)

    let attributes = try FileManager.default.attributesOfItem(atPath: copy + "/Sources/T/T.swift")
    #expect(attributes[.posixPermissions] as? Int == 0o644)
  }

  // MARK: - H5-24: numeric options

  @Test(arguments: ["inf", "1e309", "nan", "-inf"])
  func `a timeout factor that is not finite is refused`(_ text: String) {
    #expect {
      try Options.parse(["--timeout-factor", text])
    } throws: { error in
      "\(error)"
        == "--timeout-factor takes a number from 0.01 to 1000000; \"\(text)\" is not a finite number"
    }
  }

  @Test func `a timeout factor out of range, and counts out of range, are refused`() {
    #expect {
      try Options.parse(["--timeout-factor", "0"])
    } throws: { error in
      "\(error)" == "--timeout-factor takes a number from 0.01 to 1000000; \"0\" is out of range"
    }
    #expect {
      try Options.parse(["--jobs", "100000"])
    } throws: { error in
      "\(error)" == "--jobs takes a whole number from 1 to 1024; \"100000\" is out of range"
    }
  }

  // MARK: - Beyond the report

  @Test func `a closed standard output is said on standard error, not a death by SIGPIPE`()
    async throws
  {
    let package = try SmallPackage()
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()

    let run = try await package.mutate(["--list", "Sources/T"], output: pipe.fileHandleForWriting)

    #expect(run.status == 2)
    #expect(
      run.err == "mutate: cannot write to standard output: its reader has gone (a closed pipe)\n")
  }

  @Test func `a file name's terminal escapes are listed escaped`() async throws {
    let package = try SmallPackage()
    try FileManager.default.moveItem(
      atPath: package.root + "/Sources/T/T.swift",
      toPath: package.root + "/Sources/T/\u{1B}]0;PWNED\u{7}.swift")

    let run = try await package.mutate(["--list", "Sources/T"])

    #expect(run.status == 0)
    #expect(run.out == "Sources/T/\\u{1B}]0;PWNED\\u{7}.swift:2  < → <=\n")
  }

  @Test func `a run that would check no mutant fails, saying so, before copying anything`()
    async throws
  {
    let package = try SmallPackage(source: "let greeting = \"hello\"\n")

    let run = try await package.mutate(["Sources/T"])

    #expect(run.status == 1)
    #expect(
      run.err
        == "mutate: no mutant to run in Sources/T (0 found, 0 marked equivalent): "
        + "a run that checks nothing fails\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: package.folder.path).sorted()
        == ["package", "stderr", "stdout"])
  }
}
