import Foundation
import Testing
import VIPERModuleGenerator

/// Writing a module: every file or none, never over a file, and nothing left aside.
struct ModuleWriterTests {
  let package: ScratchModulePackage

  init() throws {
    package = try ScratchModulePackage()
  }

  @Test func `every file is written with its text, and the folder aside is removed`() throws {
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets)

    try ModuleWriter.write(plan, workFolder: package.work)

    for file in plan.files {
      #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.text, "\(file.shown)")
    }
    #expect(package.listing().count == 5 + 2 + 18)
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.work) == [])
  }

  @Test
  func `a file that appears after the plan was made is left as it is, and nothing is written`()
    throws
  {
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets)
    try package.write("// mine\n", at: "Fakes/SettingsDataManagerSpy.swift")

    #expect(throws: AddModuleRefusal.self) {
      try ModuleWriter.write(plan, workFolder: package.work)
    }

    #expect(
      package.listing() == [
        "Fakes", "Fakes/SettingsDataManagerSpy.swift", "Sources", "Sources/TodoVIPER", "Specs",
        "work",
      ])
    #expect(
      try String(
        contentsOfFile: package.directory.path("Fakes/SettingsDataManagerSpy.swift"),
        encoding: .utf8) == "// mine\n")
  }

  @Test func `a folder that appears after the plan was made stops the writing before any file`()
    throws
  {
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets)
    try package.write("", at: "Specs/Settings/Mine.swift")

    #expect(throws: AddModuleRefusal.self) {
      try ModuleWriter.write(plan, workFolder: package.work)
    }

    #expect(
      package.listing() == [
        "Fakes", "Sources", "Sources/TodoVIPER", "Specs", "Specs/Settings",
        "Specs/Settings/Mine.swift", "work",
      ])
  }

  @Test func `files written aside on another volume are copied into place`() throws {
    // The package is in memory (/dev/shm) where the system has that, and the folder aside in
    // the system's temporary folder: a hard link between them fails, and a copy is made.
    let aside = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-todo-aside-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: aside, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: aside) }
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets)

    try ModuleWriter.write(plan, workFolder: aside)

    for file in plan.files {
      #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.text, "\(file.shown)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: aside) == [])
  }

  @Test func `a work folder that cannot be made stops the writing before anything is written`()
    throws
  {
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets)
    try package.write("", at: "blocked")

    #expect(throws: AddModuleRefusal.self) {
      try ModuleWriter.write(plan, workFolder: package.directory.path("blocked"))
    }

    #expect(
      package.listing() == ["Fakes", "Sources", "Sources/TodoVIPER", "Specs", "blocked", "work"])
  }
}
